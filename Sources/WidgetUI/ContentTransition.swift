/// How a view's content changes from one value to the next: numbers rolling, a cross-fade, or none.
///
/// A widget's entries switch as still images here, so the transition is recorded and nothing animates.
///
/// ```swift
/// Text("\(entry.steps)")
///     .contentTransition(.numericText(value: Double(entry.steps)))
/// ```
public struct ContentTransition: Hashable, Sendable {
    package let name: String

    private init(_ name: String) {
        self.name = name
    }

    /// No animation: the new content replaces the old.
    public static let identity = ContentTransition("identity")
    /// The old content fades out as the new fades in.
    public static let opacity = ContentTransition("opacity")
    /// Content that changes in shape or style interpolates between the two.
    public static let interpolate = ContentTransition("interpolate")

    /// Digits roll to their new values, downward when `countsDown`.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(countsDown ? "numericText(countsDown)" : "numericText")
    }

    /// Digits roll toward a new value, in the direction it moved.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition("numericText")
    }
}

extension View {
    /// How this view's content changes when its value changes; recorded, drawn as the content.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        recording(.widgetMarker(.contentTransition(transition.name)))
    }
}

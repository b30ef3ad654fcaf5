// Gestures and haptics: a widget responds to taps only through `Button`, `Toggle`, `Link` and
// `widgetURL`, and a dashboard has no haptic engine. These compile and do nothing.

/// A tap, as a gesture value. Never recognised in a widget.
public struct TapGesture: Sendable {
    /// A tap of `count` touches.
    public init(count: Int = 1) {}

    /// Runs `action` when recognised: never, in a widget.
    public func onEnded(_ action: @escaping () -> Void) -> TapGesture { self }
}

extension View {
    /// Adds a gesture: never recognised in a widget.
    public func gesture(_ gesture: TapGesture) -> some View { self }

    /// Adds a gesture alongside the view's own: never recognised in a widget.
    public func simultaneousGesture(_ gesture: TapGesture) -> some View { self }

    /// Inverts the colours inside: each colour becomes its opposite (white black, blue orange).
    public func colorInvert() -> some View {
        recording(.colorInvert)
    }
}

/// UIKit's haptic feedback. A dashboard has no haptic engine: it does nothing.
open class UIImpactFeedbackGenerator: @unchecked Sendable {
    /// How strong the feedback is.
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    /// A generator of a style.
    public init(style: FeedbackStyle = .medium) {}

    /// Gets ready: does nothing.
    open func prepare() {}

    /// Plays the feedback: does nothing.
    open func impactOccurred() {}

    /// Plays the feedback at an intensity: does nothing.
    open func impactOccurred(intensity: CGFloat) {}
}

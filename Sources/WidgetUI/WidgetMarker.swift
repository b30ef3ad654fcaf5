/// A WidgetKit modifier the archive records for what it says, drawn as its content: curved content,
/// content transitions, invalidatable content and a control's action hint and status. Not in SwiftUI.
///
/// ```swift
/// // Text("72").contentTransition(.numericText(value: 72)) records
/// ViewModifierValue.widgetMarker(.contentTransition("numericText"))
/// ```
package enum WidgetMarker: Codable, Hashable, Sendable {
    /// `.widgetCurvesContent(_:)`.
    case curvesContent(Bool)
    /// `.contentTransition(_:)` by the transition's name (`identity`, `opacity`, `interpolate`, `numericText`).
    case contentTransition(String)
    /// `.invalidatableContent(_:)`.
    case invalidatableContent(Bool)
    /// `.controlWidgetActionHint(_:)`.
    case controlActionHint(String)
    /// `.controlWidgetStatus(_:)`.
    case controlStatus(String)

    /// The hint of a `controlActionHint` marker, else nil.
    package var actionHint: String? {
        if case .controlActionHint(let hint) = self { return hint }
        return nil
    }
}

/// A control that is on or off.
///
/// In a widget a toggle shows a state the widget's entry holds and performs an App Intent when
/// tapped: `Toggle(isOn:intent:label:)`, which `import OpenWidgetKit` provides. Its look follows
/// `.toggleStyle(_:)` and `.tint(_:)`; by default the label, then a switch at the trailing edge.
///
/// ```swift
/// Toggle(isOn: entry.remindersOn, intent: ToggleRemindersIntent()) {
///     Text("Reminders")
/// }
/// Toggle("Reminders", isOn: entry.remindersOn, intent: ToggleRemindersIntent())
/// ```
///
/// SwiftUI's `Toggle(isOn: Binding<Bool>)` is not offered: a widget has no live state to bind to.
public struct Toggle<Label: View>: View, PrimitiveView {
    /// Primitive views have no body.
    public typealias Body = Never

    let isOn: Bool
    let invocation: IntentInvocation?
    let label: Label

    /// A toggle drawn on or off that runs `invocation` when tapped (nil: one that does nothing).
    /// Not in SwiftUI: OpenWidgetKit's `init(isOn:intent:label:)` makes the invocation from an App Intent.
    package init(isOn: Bool, invocation: IntentInvocation?, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.invocation = invocation
        self.label = label()
    }

    package func makeNode(in context: inout ResolveContext) -> ViewNode {
        let drawn = ToggleChrome.node(
            label: context.resolve(label), isOn: isOn, look: context.environment.toggleLook,
            tint: context.environment.tint)
        guard let invocation else { return drawn }
        return .modified(.intent(invocation), drawn)
    }
}

extension Toggle: Sendable where Label: Sendable {}

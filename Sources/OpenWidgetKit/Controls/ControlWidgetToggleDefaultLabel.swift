/// The value label of a `ControlWidgetToggle` made without one: "On" or "Off". WidgetKit makes this
/// view; you don't create it.
public struct ControlWidgetToggleDefaultLabel: View, PrimitiveView, Sendable {
    /// Primitive views have no body.
    public typealias Body = Never

    let isOn: Bool

    init(isOn: Bool) {
        self.isOn = isOn
    }

    package func makeNode(in context: inout ResolveContext) -> ViewNode {
        .text([.literal(isOn ? "On" : "Off", style: nil)])
    }
}

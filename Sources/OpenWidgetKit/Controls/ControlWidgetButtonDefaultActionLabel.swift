/// What a `ControlWidgetButton` made without an action label shows while its action runs: nothing
/// beyond its label. WidgetKit makes this view; you don't create it.
public struct ControlWidgetButtonDefaultActionLabel: View, PrimitiveView, Sendable {
    /// Primitive views have no body.
    public typealias Body = Never

    init() {}

    package func makeNode(in context: inout ResolveContext) -> ViewNode {
        .empty
    }
}

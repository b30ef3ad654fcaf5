/// A view of any type, with its type hidden.
///
/// Use it to return different view types from one place without a view builder.
///
/// ```swift
/// func badge(for level: Int) -> AnyView {
///     level > 50 ? AnyView(Text("Healthy")) : AnyView(Image(systemName: "bandage"))
/// }
/// ```
public struct AnyView: View, PrimitiveView {
    /// Primitive views have no body.
    public typealias Body = Never

    private let view: any View

    /// Wraps a view of any type.
    public init<V: View>(_ view: V) {
        self.view = (view as? AnyView)?.view ?? view
    }

    /// Wraps a view of any type.
    public init<V: View>(erasing view: V) {
        self.init(view)
    }

    package func makeNode(in context: inout ResolveContext) -> ViewNode {
        context.resolve(any: view)
    }
}

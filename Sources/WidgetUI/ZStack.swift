/// Layers views back to front, the first one at the back.
///
/// ```swift
/// ZStack(alignment: .bottomTrailing) {
///     Color.blue
///     Text("New").padding(4)
/// }
/// ```
public struct ZStack<Content: View>: View, PrimitiveView {
    /// Primitive views have no body.
    public typealias Body = Never

    let alignment: Alignment
    let content: Content

    /// Layers the views a closure builds, lined up by `alignment`.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    package func makeNode(in context: inout ResolveContext) -> ViewNode {
        .zstack(alignment: alignment.name, children: context.resolve(content).flattened)
    }
}

extension ZStack: Sendable where Content: Sendable {}

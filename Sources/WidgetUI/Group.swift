/// Several views treated as one, without any layout of its own.
///
/// A modifier on a group applies to each view in it; in a stack, the group's views become the
/// stack's children.
///
/// ```swift
/// Group {
///     Text("Level 3")
///     Text("Health 80%")
/// }
/// .font(.caption)
/// ```
public struct Group<Content> {
    let content: Content
}

extension Group: View, PrimitiveView where Content: View {
    /// Primitive views have no body.
    public typealias Body = Never

    /// Groups the views built by a closure.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    package func makeNode(in context: inout ResolveContext) -> ViewNode {
        .group(flattening: [context.resolve(content)])
    }
}

extension Group: Sendable where Content: Sendable {}

/// A view that shows nothing and takes no space.
///
/// An empty view builder closure makes one:
///
/// ```swift
/// .overlay { }   // an EmptyView overlay
/// ```
public struct EmptyView: View, PrimitiveView, Hashable, Sendable {
    /// Primitive views have no body.
    public typealias Body = Never

    /// Creates an empty view.
    public init() {}

    package func makeNode(in context: inout ResolveContext) -> ViewNode {
        .empty
    }
}

/// A thin line that separates views: horizontal in a `VStack`, vertical in an `HStack`.
///
/// ```swift
/// VStack { Text("Today"); Divider(); Text("Tomorrow") }
/// ```
public struct Divider: View, PrimitiveView, Hashable, Sendable {
    /// Primitive views have no body.
    public typealias Body = Never

    /// Creates a divider.
    public init() {}

    package func makeNode(in context: inout ResolveContext) -> ViewNode {
        .divider
    }
}

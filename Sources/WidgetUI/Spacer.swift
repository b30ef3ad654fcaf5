/// Flexible empty space that grows along its stack's axis.
///
/// ```swift
/// HStack {
///     Text("Left")
///     Spacer(minLength: 8)
///     Text("Right")
/// }
/// ```
public struct Spacer: View, PrimitiveView, Hashable, Sendable {
    /// Primitive views have no body.
    public typealias Body = Never

    /// The least length the spacer takes; nil uses the system spacing.
    public var minLength: CGFloat?

    /// A spacer that takes at least `minLength` (the system spacing when nil).
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    package func makeNode(in context: inout ResolveContext) -> ViewNode {
        .spacer(minLength: minLength.map(Double.init))
    }
}

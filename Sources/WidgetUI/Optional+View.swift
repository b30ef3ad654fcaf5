// An optional view shows its view when there is one and nothing otherwise. A view builder's `if`
// without `else` and `if let` make optional views.
//
//     if let subtitle { Text(subtitle) }   // a Text?

extension Optional: View where Wrapped: View {
    /// Primitive views have no body.
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    package func makeNode(in context: inout ResolveContext) -> ViewNode {
        switch self {
        case .some(let view): context.resolve(view)
        case .none: .empty
        }
    }
}

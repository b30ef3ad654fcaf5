/// Arranges views from leading to trailing.
///
/// `spacing: nil` lets each pair of neighbours choose the system spacing between them.
///
/// ```swift
/// HStack(alignment: .firstTextBaseline) {
///     Image(systemName: "heart.fill")
///     Text("80%")
///     Spacer()
/// }
/// ```
public struct HStack<Content: View>: View, PrimitiveView {
    /// Primitive views have no body.
    public typealias Body = Never

    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A horizontal stack of the views a closure builds, lined up by `alignment`.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    package func makeNode(in context: inout ResolveContext) -> ViewNode {
        .stack(
            axis: .horizontal, alignment: alignment.name, spacing: spacing.map(Double.init),
            children: context.resolve(content).flattened)
    }
}

extension HStack: Sendable where Content: Sendable {}

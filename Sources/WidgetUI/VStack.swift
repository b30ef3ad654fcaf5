/// Arranges views top to bottom.
///
/// `spacing: nil` lets each pair of neighbours choose the system spacing between them.
///
/// ```swift
/// VStack(alignment: .leading, spacing: 4) {
///     Text("Dragon").font(.headline)
///     Text("Level 12")
/// }
/// ```
public struct VStack<Content: View>: View, PrimitiveView {
    /// Primitive views have no body.
    public typealias Body = Never

    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A vertical stack of the views a closure builds, lined up by `alignment`.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    package func makeNode(in context: inout ResolveContext) -> ViewNode {
        .stack(
            axis: .vertical, alignment: alignment.name, spacing: spacing.map(Double.init),
            children: context.resolve(content).flattened)
    }
}

extension VStack: Sendable where Content: Sendable {}

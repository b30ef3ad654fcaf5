/// Arranges views in rows and columns: each `GridRow` is a row, its views are the cells, and each
/// column is as wide as its widest cell.
///
/// A view in the grid that is not in a `GridRow` takes a row of its own across every column.
///
/// ```swift
/// Grid(alignment: .leading, horizontalSpacing: 12) {
///     GridRow { Text("Steps"); Text("8,421").gridColumnAlignment(.trailing) }
///     Divider()
///     GridRow { Text("Floors"); Text("12") }
/// }
/// ```
public struct Grid<Content: View>: View, PrimitiveView {
    /// Primitive views have no body.
    public typealias Body = Never

    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// A grid of the rows a closure builds, with cells lined up by `alignment`; nil spacings use
    /// the system spacing.
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    package func makeNode(in context: inout ResolveContext) -> ViewNode {
        .grid(
            alignment: alignment.name, horizontalSpacing: horizontalSpacing.map(Double.init),
            verticalSpacing: verticalSpacing.map(Double.init), rows: context.resolve(content).flattened)
    }
}

extension Grid: Sendable where Content: Sendable {}

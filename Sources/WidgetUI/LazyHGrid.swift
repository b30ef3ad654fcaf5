/// Arranges views in columns across the rows you describe, leading to trailing.
///
/// Rows are `GridItem`s: fixed, flexible (a share of the height), or adaptive (as many rows as
/// fit). In a widget nothing scrolls, so every cell is made at once and laid out like an eager grid.
///
/// ```swift
/// LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(20))]) {
///     ForEach(tags) { Text($0) }
/// }
/// ```
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    /// Primitive views have no body.
    public typealias Body = Never

    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A grid with these rows; `spacing` is the space between columns (nil: the system spacing),
    /// `alignment` lines the rows up when they don't fill the height; `pinnedViews` has no effect.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    package func makeNode(in context: inout ResolveContext) -> ViewNode {
        .lazyGrid(
            axis: .horizontal, items: rows.map(\.value), alignment: alignment.name, spacing: spacing.map(Double.init),
            children: context.resolve(content).flattened)
    }
}

extension LazyHGrid: Sendable where Content: Sendable {}

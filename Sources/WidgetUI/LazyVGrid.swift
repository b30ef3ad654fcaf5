/// Arranges views in rows across the columns you describe, top to bottom.
///
/// Columns are `GridItem`s: fixed, flexible (a share of the width), or adaptive (as many columns as
/// fit). In a widget nothing scrolls, so every cell is made at once and laid out like an eager grid.
///
/// ```swift
/// LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 7), spacing: 4) {
///     ForEach(days) { DayDot(day: $0) }
/// }
/// ```
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    /// Primitive views have no body.
    public typealias Body = Never

    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A grid with these columns; `spacing` is the space between rows (nil: the system spacing),
    /// `alignment` lines the columns up when they don't fill the width; `pinnedViews` has no effect.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    package func makeNode(in context: inout ResolveContext) -> ViewNode {
        .lazyGrid(
            axis: .vertical, items: columns.map(\.value), alignment: alignment.name, spacing: spacing.map(Double.init),
            children: context.resolve(content).flattened)
    }
}

extension LazyVGrid: Sendable where Content: Sendable {}

/// One row of a `Grid`: its views are the row's cells, from the first column on.
///
/// ```swift
/// GridRow(alignment: .firstTextBaseline) {
///     Text("Total").font(.headline)
///     Text("$42")
/// }
/// ```
public struct GridRow<Content: View>: View, PrimitiveView {
    /// Primitive views have no body.
    public typealias Body = Never

    let alignment: VerticalAlignment?
    let content: Content

    /// A row of the cells a closure builds, lined up vertically by `alignment` (nil: the grid's).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    package func makeNode(in context: inout ResolveContext) -> ViewNode {
        .gridRow(alignment: alignment?.name, cells: context.resolve(content).flattened)
    }
}

extension GridRow: Sendable where Content: Sendable {}

/// Arranges views leading to trailing, taking the whole height offered.
///
/// In a widget nothing scrolls, so every view is made at once: a lazy stack is laid out like an
/// `HStack`, except that it is as tall as the space offered, as in SwiftUI.
///
/// ```swift
/// LazyHStack(spacing: 4) {
///     ForEach(days) { DayCell(day: $0) }
/// }
/// ```
public struct LazyHStack<Content: View>: View, PrimitiveView {
    /// Primitive views have no body.
    public typealias Body = Never

    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A horizontal stack of the views a closure builds; `pinnedViews` is accepted and has no effect.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    package func makeNode(in context: inout ResolveContext) -> ViewNode {
        .lazyStack(
            axis: .horizontal, alignment: alignment.name, spacing: spacing.map(Double.init),
            children: context.resolve(content).flattened)
    }
}

extension LazyHStack: Sendable where Content: Sendable {}

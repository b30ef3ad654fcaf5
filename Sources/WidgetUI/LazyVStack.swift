/// Arranges views top to bottom, taking the whole width offered.
///
/// In a widget nothing scrolls, so every view is made at once: a lazy stack is laid out like a
/// `VStack`, except that it is as wide as the space offered, as in SwiftUI.
///
/// ```swift
/// LazyVStack(alignment: .leading, spacing: 2) {
///     ForEach(tasks) { Text($0.title) }
/// }
/// ```
public struct LazyVStack<Content: View>: View, PrimitiveView {
    /// Primitive views have no body.
    public typealias Body = Never

    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A vertical stack of the views a closure builds; `pinnedViews` is accepted and has no effect.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    package func makeNode(in context: inout ResolveContext) -> ViewNode {
        .lazyStack(
            axis: .vertical, alignment: alignment.name, spacing: spacing.map(Double.init),
            children: context.resolve(content).flattened)
    }
}

extension LazyVStack: Sendable where Content: Sendable {}

/// A view that shows the first of its views that fits in the space offered.
///
/// Each candidate is asked for its ideal size along the constrained axes, in order; the first that
/// fits is shown, and the last one when none does. List them from the most to the least detailed.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     Text("Next: Standup with the design team")
///     Text("Next: Standup")
///     Image(systemName: "calendar")
/// }
/// ```
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    /// Primitive views have no body.
    public typealias Body = Never

    let axes: Axis.Set
    let content: Content

    /// A view that picks the first of the closure's views that fits along `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    package func makeNode(in context: inout ResolveContext) -> ViewNode {
        .viewThatFits(
            horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical),
            children: context.resolve(content).flattened)
    }
}

extension ViewThatFits: Sendable where Content: Sendable {}

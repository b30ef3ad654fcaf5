/// Builds the entries of a widget preview's timeline from a list of entries.
///
/// ```swift
/// #Preview(as: .systemSmall) { GameStatusWidget() } timeline: {
///     GameStatusEntry(date: .now, status: "Your turn")
///     for score in [10, 20] { GameStatusEntry(date: .now, status: "Score \(score)") }
/// }
/// ```
@resultBuilder
public struct PreviewTimelineBuilder {
    public static func buildExpression(_ entry: some TimelineEntry) -> [any TimelineEntry] { [entry] }

    public static func buildExpression(_ entries: [any TimelineEntry]) -> [any TimelineEntry] { entries }

    public static func buildPartialBlock(first: [any TimelineEntry]) -> [any TimelineEntry] { first }

    public static func buildPartialBlock(
        accumulated: [any TimelineEntry], next: [any TimelineEntry]
    ) -> [any TimelineEntry] {
        accumulated + next
    }

    public static func buildBlock() -> [any TimelineEntry] { [] }

    public static func buildArray(_ components: [[any TimelineEntry]]) -> [any TimelineEntry] {
        components.flatMap { $0 }
    }

    public static func buildOptional(_ component: [any TimelineEntry]?) -> [any TimelineEntry] { component ?? [] }

    public static func buildEither(first component: [any TimelineEntry]) -> [any TimelineEntry] { component }

    public static func buildEither(second component: [any TimelineEntry]) -> [any TimelineEntry] { component }
}

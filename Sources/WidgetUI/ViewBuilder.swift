/// Builds a view from the statements of a closure: several views in a row, `if`, `if`/`else`,
/// `if let`, `switch` (with `default:`), optionals and `ForEach`.
///
/// `body`, the content of stacks and the trailing closures of modifiers such as `overlay` are
/// view builders.
///
/// ```swift
/// VStack {
///     Text("Title")
///     if let subtitle { Text(subtitle) }
///     switch family {
///     case .systemSmall: Image(systemName: "star")
///     default: Text("More room")
///     }
/// }
/// ```
@resultBuilder
public enum ViewBuilder {
    /// An empty closure makes an `EmptyView`.
    public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    /// A closure with one view makes that view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content {
        content
    }

    /// A closure with several views makes a `TupleView` of them, in order.
    public static func buildBlock<each Content: View>(
        _ content: repeat each Content
    ) -> TupleView<(repeat each Content)> {
        var children: [any View] = []
        for view in repeat each content {
            children.append(view)
        }
        return TupleView(value: (repeat each content), children: children)
    }

    /// Each view statement is taken as it is.
    public static func buildExpression<Content: View>(_ content: Content) -> Content {
        content
    }

    /// An `if` without `else` makes an optional view: nothing when the condition is false.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? {
        content
    }

    /// An `if` without `else` makes an optional view: nothing when the condition is false.
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? {
        content
    }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// An `if #available` branch, type-erased so the enclosing type doesn't name newer types.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}

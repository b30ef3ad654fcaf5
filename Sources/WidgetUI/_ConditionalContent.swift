/// One of two views, chosen by an `if`/`else` or a `switch` in a view builder.
///
/// You don't create this type yourself; `ViewBuilder.buildEither` does. A `switch` with more than
/// two cases nests several of them.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    /// Primitive views have no body.
    public typealias Body = Never

    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    package func makeNode(in context: inout ResolveContext) -> ViewNode {
        switch storage {
        case .trueContent(let view): context.resolve(view)
        case .falseContent(let view): context.resolve(view)
        }
    }
}

extension _ConditionalContent: Sendable where TrueContent: Sendable, FalseContent: Sendable {}
extension _ConditionalContent.Storage: Sendable where TrueContent: Sendable, FalseContent: Sendable {}

@_exported import Foundation

/// A piece of a widget's user interface, described as a value.
///
/// Write your own views by composing others in `body`, exactly as in SwiftUI.
///
/// ```swift
/// struct HealthView: View {
///     var level: Double
///     var body: some View {
///         Text("Health \(Int(level * 100))%")
///     }
/// }
/// ```
public protocol View {
    /// The view this view is made of.
    associatedtype Body: View
    /// The content of the view.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// Built-in views have no body; asking for one is a programming error.
    public var body: Never {
        fatalError("A built-in view has no body: it is resolved by the host, not by calling `body`.")
    }
}

/// A built-in view: the resolver asks it for its node instead of calling `body`.
package protocol PrimitiveView {
    func makeNode(in environment: EnvironmentValues) -> ViewNode
}

extension View where Body == Never {
    /// Built-in views have no body; asking for one is a programming error.
    public var body: Never {
        fatalError("\(Self.self) is a built-in view; its body is never called.")
    }
}

/// Turns views into nodes: built-in views by themselves, custom views through their body, with
/// the environment in effect for `@Environment` while the body is evaluated.
package enum ViewResolver {
    /// Views nested deeper than this are replaced by a visible notice instead of overflowing the stack.
    package static let maximumDepth = 256
    /// Trees with more views than this are cut, with a visible notice, instead of exhausting memory.
    package static let maximumNodes = 20_000

    package static func resolve(_ view: some View, in environment: EnvironmentValues) -> ViewNode {
        var environment = environment
        environment.resolutionDepth += 1
        let count = environment.resolutionBudget.take()
        if environment.resolutionDepth > maximumDepth {
            return notice("⚠︎ view tree deeper than \(maximumDepth) levels: cut here")
        }
        if count > maximumNodes {
            return count == maximumNodes + 1 ? notice("⚠︎ more than \(maximumNodes) views: the rest is not shown") : .empty
        }
        if let primitive = view as? PrimitiveView {
            return primitive.makeNode(in: environment)
        }
        let body = EnvironmentValues.$current.withValue(environment) { view.body }
        return resolve(body, in: environment)
    }

    private static func notice(_ text: String) -> ViewNode {
        .modified(.foregroundColor(Color.red.value), .text([.literal(text, style: nil)]))
    }

    package static func resolve(any view: any View, in environment: EnvironmentValues) -> ViewNode {
        resolve(view, in: environment)
    }
}

/// A view that shows nothing.
public struct EmptyView: View, PrimitiveView {
    public typealias Body = Never
    public init() {}
    package func makeNode(in environment: EnvironmentValues) -> ViewNode { .empty }
}

/// Several views built together by a `@ViewBuilder`.
public struct TupleView<T>: View, PrimitiveView {
    public typealias Body = Never
    /// The views, as a tuple.
    public var value: T
    private let children: [any View]

    package init(value: T, children: [any View]) {
        self.value = value
        self.children = children
    }

    package func makeNode(in environment: EnvironmentValues) -> ViewNode {
        .group(children.map { ViewResolver.resolve(any: $0, in: environment) })
    }
}

/// A type-erased view.
public struct AnyView: View, PrimitiveView {
    public typealias Body = Never
    private let view: any View

    /// Wraps a view of any type.
    public init<V: View>(_ view: V) {
        self.view = view
    }

    /// Wraps a view of any type, or returns nil.
    public init?(erasing view: (any View)?) {
        guard let view else { return nil }
        self.view = view
    }

    package func makeNode(in environment: EnvironmentValues) -> ViewNode {
        ViewResolver.resolve(any: view, in: environment)
    }
}

/// One of two views, chosen by an `if`/`else` or a `switch` in a `@ViewBuilder`.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    package func makeNode(in environment: EnvironmentValues) -> ViewNode {
        switch storage {
        case .trueContent(let view): ViewResolver.resolve(view, in: environment)
        case .falseContent(let view): ViewResolver.resolve(view, in: environment)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    package func makeNode(in environment: EnvironmentValues) -> ViewNode {
        switch self {
        case .some(let view): ViewResolver.resolve(view, in: environment)
        case .none: .empty
        }
    }
}

/// Groups views without laying them out: modifiers on a group apply to each of its views.
public struct Group<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    package func makeNode(in environment: EnvironmentValues) -> ViewNode {
        .group([ViewResolver.resolve(content, in: environment)])
    }
}

/// Builds views from closures: several views, `if`, `if`/`else`, `switch`, optionals and `ForEach`.
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var children: [any View] = []
        for view in repeat each content {
            children.append(view)
        }
        return TupleView(value: (repeat each content), children: children)
    }

    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}

/// Views made from a collection, one per element.
///
/// ```swift
/// ForEach(0..<3) { index in Text("Row \(index)") }
/// ForEach(characters) { character in Text(character.name) }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var data: Data
    public var content: (Data.Element) -> Content

    package func makeNode(in environment: EnvironmentValues) -> ViewNode {
        .group(data.map { ViewResolver.resolve(content($0), in: environment) })
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// One view per integer in a range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// One view per element, identified by its `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

extension ForEach {
    /// One view per element, identified by a key path.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

/// One view per element of a collection.
///
/// Over a constant range, over `Identifiable` elements, or over any elements with a key path to
/// an identifier. In a stack, the views become the stack's children.
///
/// ```swift
/// ForEach(0..<3) { index in Text("Row \(index)") }
/// ForEach(characters) { character in Text(character.name) }
/// ForEach(names, id: \.self) { name in Text(name) }
/// ```
///
/// The content closure runs when the host resolves the `ForEach`, after the `body` that made it has
/// returned. It runs with the environment of that `body`, so `@Environment` properties it reads have
/// the values they had there, as in SwiftUI.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The elements to make views for.
    public var data: Data
    /// Makes the view for one element.
    public var content: (Data.Element) -> Content

    // The environment of the body this ForEach was made in, or nil when it was made outside one.
    private let creationEnvironment: EnvironmentValues?

    private init(data: Data, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.creationEnvironment = EnvironmentValues.current
    }
}

extension ForEach: View, PrimitiveView where Content: View {
    /// Primitive views have no body.
    public typealias Body = Never

    package func makeNode(in context: inout ResolveContext) -> ViewNode {
        var children: [ViewNode] = []
        for element in data {
            let view = EnvironmentValues.$current.withValue(creationEnvironment ?? context.environment) {
                content(element)
            }
            children.append(context.resolve(view))
        }
        return .group(flattening: children)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// One view per integer in a range that doesn't change.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, content: content)
    }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// One view per element, each identified by its `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, content: content)
    }
}

extension ForEach where Content: View {
    /// One view per element, each identified by the property at a key path (`\.self` for
    /// elements that are themselves `Hashable`).
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, content: content)
    }
}

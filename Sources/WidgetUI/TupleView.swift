/// Several views made by one view builder closure, kept in the order they were written.
///
/// You rarely name this type: a closure with more than one statement makes it.
///
/// ```swift
/// VStack {
///     Text("One")    // the VStack's content is a TupleView<(Text, Text)>
///     Text("Two")
/// }
/// ```
public struct TupleView<T>: View, PrimitiveView {
    /// Primitive views have no body.
    public typealias Body = Never

    /// The views, as a tuple.
    public var value: T

    // The same views, erased, so the resolver can walk them without knowing the tuple's shape.
    private let children: [any View]

    /// Wraps a tuple of views; elements that aren't views are ignored.
    public init(_ value: T) {
        self.value = value
        let mirror = Mirror(reflecting: value)
        let elements: [Any] = mirror.displayStyle == .tuple ? mirror.children.map(\.value) : [value]
        self.children = elements.compactMap { $0 as? any View }
    }

    package init(value: T, children: [any View]) {
        self.value = value
        self.children = children
    }

    package func makeNode(in context: inout ResolveContext) -> ViewNode {
        .group(flattening: children.map { context.resolve(any: $0) })
    }
}

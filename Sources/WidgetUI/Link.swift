/// A region of a widget that opens a URL in the app when tapped (medium and larger widgets).
///
/// ```swift
/// Link(destination: URL(string: "game://dragon/1")!) { Text("Dragon") }
/// Link("Open", destination: URL(string: "game://home")!)
/// ```
public struct Link<Label: View>: View, PrimitiveView {
    /// Primitive views have no body.
    public typealias Body = Never

    let destination: URL
    let label: Label

    /// A link to `destination` shown as the view a closure builds.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    package func makeNode(in context: inout ResolveContext) -> ViewNode {
        .modified(.link(destination.absoluteString), context.resolve(label))
    }
}

extension Link where Label == Text {
    /// A link to `destination` shown as a string literal, with its interpolations.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link to `destination` shown as a string as it is. Disfavoured, as in SwiftUI, so literals
    /// take the `LocalizedStringKey` form.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

extension Link: Sendable where Label: Sendable {}

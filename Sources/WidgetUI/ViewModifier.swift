/// A reusable change to a view: takes the view it modifies as `content` and returns a new view.
///
/// Apply it with `.modifier(_:)`, usually through an extension on `View`.
///
/// ```swift
/// struct Badge: ViewModifier {
///     var color: Color
///     func body(content: Content) -> some View {
///         content.padding(4).background(color).cornerRadius(6)
///     }
/// }
/// extension View {
///     func badge(_ color: Color) -> some View { modifier(Badge(color: color)) }
/// }
/// ```
public protocol ViewModifier {
    /// The type of view the modifier makes.
    associatedtype Body: View

    /// The view being modified, as the modifier's `body` receives it.
    typealias Content = _ViewModifier_Content<Self>

    /// The modified view, built from `content`.
    @ViewBuilder func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
    /// Built-in modifiers have no body; the host applies them directly.
    public func body(content: Content) -> Never {
        fatalError(
            "`\(String(reflecting: Self.self))` is a primitive modifier; its body is never called. "
                + "Views are resolved by the host, not by evaluating `body` yourself.")
    }
}

/// The view a `ViewModifier`'s `body` receives as `content`. You don't create this type yourself.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    /// Primitive views have no body.
    public typealias Body = Never

    let content: any View

    package func makeNode(in context: inout ResolveContext) -> ViewNode {
        context.resolve(any: content)
    }
}

/// A modifier the resolver applies itself instead of evaluating `body`. The built-in modifiers
/// conform; `package`, so the public `ViewModifier` carries no engine hook.
package protocol PrimitiveModifier {
    /// The node for `content` with this modifier applied.
    func resolve<Content: View>(_ content: Content, in context: inout ResolveContext) -> ViewNode
}

extension View {
    /// Applies a modifier to this view.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

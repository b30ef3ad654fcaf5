/// A view with a modifier applied. Modifier methods such as `padding()` return it, behind `some View`.
///
/// ```swift
/// let padded: ModifiedContent<Text, Badge> = Text("New").modifier(Badge(color: .red))
/// ```
public struct ModifiedContent<Content, Modifier> {
    /// The view being modified.
    public var content: Content
    /// The modifier applied to it.
    public var modifier: Modifier

    /// The view `content` with `modifier` applied.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    /// Primitive views have no body.
    public typealias Body = Never

    package func makeNode(in context: inout ResolveContext) -> ViewNode {
        if let primitive = modifier as? any PrimitiveModifier {
            return primitive.resolve(content, in: &context)
        }
        // A custom modifier: its body is evaluated like a custom view's, with `@Environment` bound.
        let body = EnvironmentValues.$current.withValue(context.environment) {
            modifier.body(content: _ViewModifier_Content(content: content))
        }
        return context.resolve(body)
    }
}

extension ModifiedContent: Sendable where Content: Sendable, Modifier: Sendable {}

// The built-in modifiers. They are internal: the methods that make them return `some View`.

/// Records a modifier around its content and optionally changes the content's environment.
struct RecordingModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    /// What the archive records; nil records nothing (the modifier only changes the environment).
    let value: ViewModifierValue?
    let changeEnvironment: ((inout EnvironmentValues) -> Void)?

    init(_ value: ViewModifierValue?, environment changeEnvironment: ((inout EnvironmentValues) -> Void)? = nil) {
        self.value = value
        self.changeEnvironment = changeEnvironment
    }

    func resolve<Content: View>(_ content: Content, in context: inout ResolveContext) -> ViewNode {
        let child = context.resolve(content, changingEnvironment: { changeEnvironment?(&$0) })
        guard let value else { return child }
        return .modified(value, child)
    }
}

/// Records a modifier that carries a second view (a background or overlay), resolved in the
/// environment of the modified view.
struct SecondaryViewModifier<Secondary: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let secondary: Secondary
    let makeValue: (ViewNode) -> ViewModifierValue

    func resolve<Content: View>(_ content: Content, in context: inout ResolveContext) -> ViewNode {
        let child = context.resolve(content)
        return .modified(makeValue(context.resolve(secondary)), child)
    }
}

/// Sets one environment value for the modified view and the views inside it; records nothing.
struct EnvironmentWritingModifier<Value>: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value

    func resolve<Content: View>(_ content: Content, in context: inout ResolveContext) -> ViewNode {
        context.resolve(content, changingEnvironment: { $0[keyPath: keyPath] = value })
    }
}

extension View {
    /// This view with a built-in modifier recorded around it.
    func recording(
        _ value: ViewModifierValue?, environment: ((inout EnvironmentValues) -> Void)? = nil
    ) -> ModifiedContent<Self, RecordingModifier> {
        modifier(RecordingModifier(value, environment: environment))
    }
}

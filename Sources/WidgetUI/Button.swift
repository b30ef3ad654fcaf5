/// A control that does something when tapped.
///
/// In a widget only a button that performs an App Intent is interactive: `Button(intent:)`, which
/// `import OpenWidgetKit` provides. Its look follows `.buttonStyle(_:)` and `.tint(_:)`.
///
/// ```swift
/// Button(intent: LogGlassIntent()) {
///     Image(systemName: "plus")
/// }
/// Button("Log a glass", intent: LogGlassIntent())
/// ```
///
/// A button made with an action closure is drawn but does nothing when tapped, as in WidgetKit,
/// where the widget's views are archived and closures never run; the tap goes to the widget's URL.
public struct Button<Label: View>: View, PrimitiveView {
    /// Primitive views have no body.
    public typealias Body = Never

    let invocation: IntentInvocation?
    let label: Label

    /// A button that runs `invocation` when tapped (nil: a button that does nothing). Not in SwiftUI:
    /// OpenWidgetKit's `init(intent:label:)` makes the invocation from an App Intent.
    package init(invocation: IntentInvocation?, @ViewBuilder label: () -> Label) {
        self.invocation = invocation
        self.label = label()
    }

    /// A button showing a view a closure builds. In a widget the action never runs; use
    /// `init(intent:label:)` for a button that does something.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(invocation: nil, label: label)
    }

    package func makeNode(in context: inout ResolveContext) -> ViewNode {
        let drawn = ButtonChrome.node(
            label: context.resolve(label), look: context.environment.buttonLook, tint: context.environment.tint)
        guard let invocation else { return drawn }
        return .modified(.intent(invocation), drawn)
    }
}

extension Button where Label == Text {
    /// A button showing a string literal, with its interpolations. In a widget the action never runs.
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(invocation: nil) { Text(titleKey) }
    }

    /// A button showing a string as it is. In a widget the action never runs. Disfavoured, as in
    /// SwiftUI, so literals take the `LocalizedStringKey` form.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(invocation: nil) { Text(title) }
    }
}

extension Button: Sendable where Label: Sendable {}

/// What a control looks like and does: a `ControlWidgetButton` or a `ControlWidgetToggle`, or a
/// template of your own whose `body` is one of them.
public protocol ControlWidgetTemplate {
    /// The template this one is made of; `Never` for the built-in templates.
    associatedtype Body: ControlWidgetTemplate
    /// The template's content.
    @ControlWidgetTemplateBuilder var body: Body { get }
}

extension Never: ControlWidgetTemplate {}

/// A built-in template: the runtime resolves it itself instead of evaluating `body`.
package protocol PrimitiveControlWidgetTemplate {
    /// The template's label, value and action, with its views resolved in `environment`.
    func resolve(in environment: EnvironmentValues) -> ResolvedControlTemplate?
}

extension ControlWidgetTemplate {
    /// Resolves this template, evaluating custom templates' bodies until a built-in one.
    package func resolve(in environment: EnvironmentValues, depth: Int = 0) -> ResolvedControlTemplate? {
        if let primitive = self as? any PrimitiveControlWidgetTemplate {
            return primitive.resolve(in: environment)
        }
        // Body == Never only for built-in templates; a runaway chain of custom templates is cut.
        guard depth < 64, Body.self != Never.self else { return nil }
        return EnvironmentValues.$current.withValue(environment) { body }.resolve(in: environment, depth: depth + 1)
    }
}

extension ControlWidgetTemplate where Body == Never {
    /// Built-in templates have no body; the runtime resolves them directly.
    public var body: Never {
        fatalError(
            "`\(String(reflecting: Self.self))` is a built-in control template; its body is never called.")
    }
}

/// A control template with its views resolved: what the extension sends the host. Not in WidgetKit.
package struct ResolvedControlTemplate: Sendable {
    /// A button or a toggle.
    package var isToggle: Bool
    /// For a toggle: whether it is on.
    package var isOn: Bool?
    /// The label: its first image is the control's symbol, its text the control's title.
    package var label: ViewNode
    /// For a toggle, the value label for its state; nil for a button.
    package var valueLabel: ViewNode?
    /// What pressing the control runs.
    package var invocation: IntentInvocation
    /// The template's tint (`tint(_:)`); nil for the accent colour.
    package var tint: ColorValue? = nil
}

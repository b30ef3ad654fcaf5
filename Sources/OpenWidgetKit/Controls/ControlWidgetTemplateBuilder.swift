/// Builds a control's template from the statements of a configuration's content closure.
///
/// A closure holds one template, possibly chosen with `if`.
@resultBuilder
public enum ControlWidgetTemplateBuilder {
    /// A template as it is.
    public static func buildExpression<Content: ControlWidgetTemplate>(_ content: Content) -> Content {
        content
    }

    /// The closure's one template.
    public static func buildBlock<Content: ControlWidgetTemplate>(_ content: Content) -> Content {
        content
    }

    /// The template of an `if`'s first branch.
    public static func buildEither<First: ControlWidgetTemplate, Second: ControlWidgetTemplate>(
        first: First
    ) -> _ConditionalControlTemplate<First, Second> {
        _ConditionalControlTemplate(first: first)
    }

    /// The template of an `if`'s second branch.
    public static func buildEither<First: ControlWidgetTemplate, Second: ControlWidgetTemplate>(
        second: Second
    ) -> _ConditionalControlTemplate<First, Second> {
        _ConditionalControlTemplate(second: second)
    }

    /// A template behind `if #available`.
    public static func buildLimitedAvailability<Content: ControlWidgetTemplate>(
        _ content: Content
    ) -> _ConditionalControlTemplate<Content, Content> {
        _ConditionalControlTemplate(first: content)
    }
}

/// The template an `if … else` in a control's content makes. You don't use this type directly.
public struct _ConditionalControlTemplate<First: ControlWidgetTemplate, Second: ControlWidgetTemplate>:
    ControlWidgetTemplate, PrimitiveControlWidgetTemplate
{
    /// Primitive templates have no body.
    public typealias Body = Never

    private let chosen: any ControlWidgetTemplate

    init(first: First) { chosen = first }
    init(second: Second) { chosen = second }

    package func resolve(in environment: EnvironmentValues) -> ResolvedControlTemplate? {
        chosen.resolve(in: environment)
    }
}

/// Builds a control's configuration from the statements of `ControlWidget.body`.
///
/// A body holds one configuration, possibly chosen with `if` or `if #available`.
@resultBuilder
public enum ControlWidgetConfigurationBuilder {
    /// A configuration as it is.
    public static func buildExpression<Content: ControlWidgetConfiguration>(_ content: Content) -> Content {
        content
    }

    /// The body's one configuration.
    public static func buildBlock<Content: ControlWidgetConfiguration>(_ content: Content) -> Content {
        content
    }

    /// The configuration of an `if`'s first branch.
    public static func buildEither<First: ControlWidgetConfiguration, Second: ControlWidgetConfiguration>(
        first: First
    ) -> _ConditionalControlConfiguration<First, Second> {
        _ConditionalControlConfiguration(controlDescriptors: first.controlDescriptors)
    }

    /// The configuration of an `if`'s second branch.
    public static func buildEither<First: ControlWidgetConfiguration, Second: ControlWidgetConfiguration>(
        second: Second
    ) -> _ConditionalControlConfiguration<First, Second> {
        _ConditionalControlConfiguration(controlDescriptors: second.controlDescriptors)
    }

    /// A configuration behind `if #available`.
    public static func buildLimitedAvailability<Content: ControlWidgetConfiguration>(
        _ content: Content
    ) -> some ControlWidgetConfiguration {
        DescribedControlConfiguration(controlDescriptors: content.controlDescriptors)
    }
}

/// The configuration an `if … else` in a control's body makes. You don't use this type directly.
public struct _ConditionalControlConfiguration<First: ControlWidgetConfiguration, Second: ControlWidgetConfiguration>:
    ControlWidgetConfiguration, PrimitiveControlWidgetConfiguration
{
    package var controlDescriptors: [ControlDescriptor]

    /// Primitive configurations have no body.
    public var body: Never {
        fatalError("_ConditionalControlConfiguration is a primitive configuration; its body is never called.")
    }
}

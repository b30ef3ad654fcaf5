/// The configuration of a control that people configure with an App Intent's parameters.
///
/// ```swift
/// AppIntentControlConfiguration(kind: "com.example.timer", provider: TimerValue()) { state in
///     ControlWidgetToggle(state.name, isOn: state.isRunning, action: StartTimerIntent(state.name)) {
///         Text($0 ? "Running" : "Stopped")
///     }
/// }
/// ```
///
/// The dashboard shows a control with its intent's default values (`init()`).
public struct AppIntentControlConfiguration<Configuration: ControlConfigurationIntent, Content: ControlWidgetTemplate>:
    ControlWidgetConfiguration, PrimitiveControlWidgetConfiguration
{
    package let controlDescriptors: [ControlDescriptor]

    /// A control whose template is made from its configuration intent.
    public init(
        kind: String, intent: Configuration.Type = Configuration.self,
        @ControlWidgetTemplateBuilder content: @escaping (Configuration) -> Content
    ) {
        let content = UncheckedSendableBox(content)
        controlDescriptors = [ControlDescriptor(kind: kind, configurationSchema: Configuration.configurationSchema) {
            request in
            let configuration: Configuration = try await IntentCoding.restored(Configuration(), from: request.configuration)
            return try ControlDescriptor.resolve(content.value(configuration), request)
        }]
    }

    /// A control whose template is made from a value its provider gives for its configuration:
    /// `previewValue(configuration:)` in the gallery, `currentValue(configuration:)` when it is shown.
    public init<Provider: AppIntentControlValueProvider>(
        kind: String, provider: Provider, @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
    ) where Configuration == Provider.Configuration {
        let parts = UncheckedSendableBox((provider, content))
        controlDescriptors = [ControlDescriptor(kind: kind, configurationSchema: Configuration.configurationSchema) {
            request in
            let (provider, content) = parts.value
            let configuration: Configuration = try await IntentCoding.restored(Configuration(), from: request.configuration)
            let value = request.isPreview
                ? provider.previewValue(configuration: configuration)
                : try await provider.currentValue(configuration: configuration)
            return try ControlDescriptor.resolve(content(value), request)
        }]
    }

    /// Primitive configurations have no body.
    public var body: Never {
        fatalError("AppIntentControlConfiguration is a primitive configuration; its body is never called.")
    }
}

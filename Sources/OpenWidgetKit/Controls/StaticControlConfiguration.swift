/// The configuration of a control that people cannot configure.
///
/// ```swift
/// StaticControlConfiguration(kind: "com.example.reminders", provider: RemindersValue()) { isOn in
///     ControlWidgetToggle("Reminders", isOn: isOn, action: ToggleRemindersIntent()) { Text($0 ? "On" : "Off") }
/// }
/// ```
public struct StaticControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration,
    PrimitiveControlWidgetConfiguration
{
    package let controlDescriptors: [ControlDescriptor]

    /// A control whose template needs no value.
    ///
    /// - Parameters:
    ///   - kind: A string that identifies the control; `ControlCenter` reloads by it.
    ///   - content: The control's template.
    public init(kind: String, @ControlWidgetTemplateBuilder content: @escaping () -> Content) {
        let content = UncheckedSendableBox(content)
        controlDescriptors = [ControlDescriptor(kind: kind, configurationSchema: nil) { request in
            try ControlDescriptor.resolve(content.value(), request)
        }]
    }

    /// A control whose template is made from a value its provider gives: `previewValue` in the
    /// gallery, `currentValue()` when it is shown.
    public init<Provider: ControlValueProvider>(
        kind: String, provider: Provider, @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
    ) {
        let parts = UncheckedSendableBox((provider, content))
        controlDescriptors = [ControlDescriptor(kind: kind, configurationSchema: nil) { request in
            let (provider, content) = parts.value
            let value = request.isPreview ? provider.previewValue : try await provider.currentValue()
            return try ControlDescriptor.resolve(content(value), request)
        }]
    }

    /// Primitive configurations have no body.
    public var body: Never {
        fatalError("StaticControlConfiguration is a primitive configuration; its body is never called.")
    }
}

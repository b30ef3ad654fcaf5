/// An App Intent that holds the settings of a control made with `AppIntentControlConfiguration`.
///
/// ```swift
/// struct TimerConfiguration: ControlConfigurationIntent {
///     static let title: LocalizedStringResource = "Timer"
///     @Parameter(title: "Timer Name", default: "Timer") var timerName: String
/// }
/// ```
public protocol ControlConfigurationIntent: AppIntent {}

extension ControlConfigurationIntent {
    /// The configuration form's parameters, as the host protocol describes them.
    package static var configurationSchema: IntentSchema {
        let description = description.descriptionText.defaultValue
        return IntentCoding.schema(
            of: Self(), type: Self.self, title: title.defaultValue, description: description.isEmpty ? nil : description)
    }
}

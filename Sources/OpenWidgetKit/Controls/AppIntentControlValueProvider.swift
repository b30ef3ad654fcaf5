/// Gives a configurable control its value from its configuration intent.
///
/// ```swift
/// struct TimerValue: AppIntentControlValueProvider {
///     func previewValue(configuration: TimerConfiguration) -> TimerState {
///         TimerState(isRunning: false, name: configuration.timerName)
///     }
///     func currentValue(configuration: TimerConfiguration) async throws -> TimerState {
///         TimerState(isRunning: TimerStore.isRunning(configuration.timerName), name: configuration.timerName)
///     }
/// }
/// ```
public protocol AppIntentControlValueProvider {
    /// The type of value the control's template is made from.
    associatedtype Value
    /// The intent that holds the control's settings.
    associatedtype Configuration: ControlConfigurationIntent
    /// A value for the gallery, made quickly.
    func previewValue(configuration: Configuration) -> Value
    /// The value the control shows now.
    func currentValue(configuration: Configuration) async throws -> Value
}

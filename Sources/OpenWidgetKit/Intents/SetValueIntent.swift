/// An App Intent that sets one value: what a toggle in a widget or a control sets.
///
/// Declare `value` as a parameter. When a `Toggle(isOn:intent:)` whose intent adopts this protocol
/// with a `Bool` value is tapped, the intent runs with `value` set to the toggle's new state (the
/// opposite of `isOn` as drawn), so `perform()` only has to store it:
///
/// ```swift
/// struct ToggleRemindersIntent: SetValueIntent {
///     static let title: LocalizedStringResource = "Water Reminders"
///     @Parameter(title: "On") var value: Bool
///
///     func perform() async throws -> some IntentResult {
///         WaterStore.setReminders(value)
///         return .result()
///     }
/// }
/// ```
public protocol SetValueIntent<ValueType>: AppIntent {
    /// The type of the value the intent sets.
    associatedtype ValueType: IntentParameterValue
    /// The value the intent sets.
    var value: ValueType { get set }
}

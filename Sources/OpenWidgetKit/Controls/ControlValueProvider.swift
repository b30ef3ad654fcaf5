/// Gives a control its value: a cheap one for previews and the current one, fetched when the
/// control is shown.
///
/// ```swift
/// struct RemindersValue: ControlValueProvider {
///     var previewValue: Bool { false }
///     func currentValue() async throws -> Bool { WaterStore.load().reminders }
/// }
/// ```
public protocol ControlValueProvider {
    /// The type of value the control's template is made from.
    associatedtype Value
    /// A value for the gallery, made quickly.
    var previewValue: Value { get }
    /// The value the control shows now.
    func currentValue() async throws -> Value
}

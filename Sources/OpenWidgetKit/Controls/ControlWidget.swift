/// A control: a button or toggle that people place in Control Center, on the Lock Screen or on the
/// Action button, served by a widget extension beside its widgets (iOS 18).
///
/// List controls in the extension's `WidgetBundle` with its widgets. On the dashboard a control shows
/// as a button or toggle with its current value; pressing it runs its App Intent in the extension.
///
/// ```swift
/// struct RemindersControl: ControlWidget {
///     var body: some ControlWidgetConfiguration {
///         StaticControlConfiguration(kind: "com.example.reminders", provider: RemindersValue()) { isOn in
///             ControlWidgetToggle("Reminders", isOn: isOn, action: ToggleRemindersIntent()) { on in
///                 Text(on ? "On" : "Off")
///             }
///         }
///         .displayName("Water Reminders")
///     }
/// }
/// ```
public protocol ControlWidget {
    /// The configuration type.
    associatedtype Body: ControlWidgetConfiguration
    /// Controls are made by the host with no arguments.
    init()
    /// The control's configuration: its kind, value provider and template.
    @ControlWidgetConfigurationBuilder var body: Body { get }
}

extension ControlWidget {
    /// The descriptions of the controls this value stands for.
    package var controlDescriptors: [ControlDescriptor] {
        body.controlDescriptors
    }
}

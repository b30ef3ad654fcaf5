/// A control that is on or off; pressing it runs a `SetValueIntent` with the new state.
///
/// Its label's image is the control's symbol and its text the control's title; the value label
/// describes the state ("On" and "Off" by default).
///
/// ```swift
/// StaticControlConfiguration(kind: "com.example.reminders", provider: RemindersValue()) { isOn in
///     ControlWidgetToggle("Reminders", isOn: isOn, action: ToggleRemindersIntent()) { on in
///         Label(on ? "On" : "Off", systemImage: on ? "bell.fill" : "bell.slash")
///     }
/// }
/// ```
///
/// The action runs with its `value` set to the opposite of `isOn`, as in WidgetKit.
public struct ControlWidgetToggle<Label: View, ValueLabel: View, Action>: ControlWidgetTemplate,
    PrimitiveControlWidgetTemplate
{
    /// Built-in templates have no body.
    public typealias Body = Never

    private let isOn: Bool
    private let label: () -> Label
    private let valueLabel: (Bool) -> ValueLabel
    private let invocation: () -> IntentInvocation

    private init<I: SetValueIntent>(
        isOn: Bool, intent: I, label: @escaping () -> Label, valueLabel: @escaping (Bool) -> ValueLabel
    ) where I.ValueType == Bool {
        self.isOn = isOn
        self.label = label
        self.valueLabel = valueLabel
        self.invocation = { IntentInvocation(performing: intent, isOn: isOn) }
    }

    /// A toggle with a label and a value label of your own.
    ///
    /// - Parameters:
    ///   - isOn: The state the control shows, from its value provider.
    ///   - action: The intent that sets the new state.
    ///   - label: The control's symbol and title.
    ///   - valueLabel: What describes a state: called with `isOn`.
    public init(
        isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label,
        @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
    ) where Action: SetValueIntent, Action.ValueType == Bool {
        self.init(isOn: isOn, intent: action, label: label, valueLabel: valueLabel)
    }

    package func resolve(in environment: EnvironmentValues) -> ResolvedControlTemplate? {
        var context = ResolveContext(environment: environment)
        let label = context.resolve(label())
        let value = context.resolve(valueLabel(isOn))
        return ResolvedControlTemplate(
            isToggle: true, isOn: isOn, label: label, valueLabel: value, invocation: invocation())
    }
}

extension ControlWidgetToggle where ValueLabel == ControlWidgetToggleDefaultLabel {
    /// A toggle whose value label is "On" or "Off".
    ///
    /// ```swift
    /// ControlWidgetToggle(isOn: isPlaying, action: PlayIntent(value: !isPlaying)) {
    ///     Label("Radio", systemImage: "radio")
    /// }
    /// ```
    public init(isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label)
    where Action: SetValueIntent, Action.ValueType == Bool {
        self.init(isOn: isOn, intent: action, label: label, valueLabel: { ControlWidgetToggleDefaultLabel(isOn: $0) })
    }
}

extension ControlWidgetToggle where Label == Text {
    /// A toggle titled with a string literal (a localized string key).
    ///
    /// ```swift
    /// ControlWidgetToggle("Start Timer", isOn: value.isRunning, action: StartTimerIntent()) { isRunning in
    ///     Label(isRunning ? "On" : "Off", systemImage: "timer")
    /// }
    /// ```
    public init(
        _ titleKey: LocalizedStringKey, isOn: Bool, action: Action,
        @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
    ) where Action: SetValueIntent, Action.ValueType == Bool {
        self.init(isOn: isOn, intent: action, label: { Text(titleKey) }, valueLabel: valueLabel)
    }

    /// A toggle titled with a string as it is. Disfavoured, so literals take the key form.
    @_disfavoredOverload
    public init(
        _ title: some StringProtocol, isOn: Bool, action: Action,
        @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
    ) where Action: SetValueIntent, Action.ValueType == Bool {
        let title = String(title)
        self.init(isOn: isOn, intent: action, label: { Text(title) }, valueLabel: valueLabel)
    }

    /// A toggle titled with a localized string resource. Disfavoured, so literals take the key form.
    @_disfavoredOverload
    public init(
        _ titleResource: LocalizedStringResource, isOn: Bool, action: Action,
        @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
    ) where Action: SetValueIntent, Action.ValueType == Bool {
        self.init(isOn: isOn, intent: action, label: { Text(titleResource.defaultValue) }, valueLabel: valueLabel)
    }
}

// Interactive widget toggles (iOS 17): `Toggle` is WidgetUI's; these initialisers live here because
// WidgetUI knows nothing of App Intents.

extension Toggle {
    /// A toggle drawn on or off that performs an App Intent when tapped, with a label a closure builds.
    ///
    /// `isOn` is the state the widget's entry holds. When the intent is a `SetValueIntent` with a
    /// `Bool` value, the tap runs it with `value` set to `!isOn`; any other intent runs with its
    /// parameters as they are and flips the state itself. The host then reloads the extension's
    /// widgets, and the new entry draws the new state.
    ///
    /// ```swift
    /// Toggle(isOn: entry.remindersOn, intent: ToggleRemindersIntent()) {
    ///     Text("Reminders")
    /// }
    /// ```
    public init<I: AppIntent>(isOn: Bool, intent: I, @ViewBuilder label: () -> Label) {
        self.init(isOn: isOn, invocation: IntentInvocation(performing: intent, isOn: isOn), label: label)
    }
}

extension Toggle where Label == Text {
    /// A toggle that performs an App Intent, labelled with a string literal and its interpolations.
    ///
    /// ```swift
    /// Toggle("Reminders", isOn: entry.remindersOn, intent: ToggleRemindersIntent())
    /// ```
    public init(_ titleKey: LocalizedStringKey, isOn: Bool, intent: some AppIntent) {
        self.init(isOn: isOn, intent: intent) { Text(titleKey) }
    }

    /// A toggle that performs an App Intent, labelled with a string as it is. Disfavoured, as in
    /// SwiftUI, so literals take the `LocalizedStringKey` form.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Bool, intent: some AppIntent) {
        self.init(isOn: isOn, intent: intent) { Text(title) }
    }
}

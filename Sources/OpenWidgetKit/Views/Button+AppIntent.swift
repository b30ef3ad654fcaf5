import Foundation

// Interactive widget buttons (iOS 17): `Button` is WidgetUI's; these initialisers live here because
// WidgetUI knows nothing of App Intents.

extension Button {
    /// A button that performs an App Intent when tapped, showing a view a closure builds.
    ///
    /// The intent's parameter values are recorded as they are when the view is made; the host runs
    /// the intent in the widget's extension with those values, then reloads the extension's widgets.
    /// The extension finds the intent by its type name, so declare the intent type internal or
    /// public (a private one has no name it can look up).
    ///
    /// ```swift
    /// Button(intent: LogGlassIntent()) {
    ///     Image(systemName: "plus")
    /// }
    /// ```
    public init<I: AppIntent>(intent: I, @ViewBuilder label: () -> Label) {
        self.init(invocation: IntentInvocation(performing: intent), label: label)
    }
}

extension Button where Label == Text {
    /// A button that performs an App Intent, showing a string literal with its interpolations.
    ///
    /// ```swift
    /// Button("Log a glass", intent: LogGlassIntent())
    /// ```
    public init(_ titleKey: LocalizedStringKey, intent: some AppIntent) {
        self.init(intent: intent) { Text(titleKey) }
    }

    /// A button that performs an App Intent, showing a string as it is. Disfavoured, as in SwiftUI,
    /// so literals take the `LocalizedStringKey` form.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, intent: some AppIntent) {
        self.init(intent: intent) { Text(title) }
    }
}

extension IntentInvocation {
    /// What tapping a control runs: the intent's type name (the one `perform` resolves in the
    /// extension) and its parameter values as the JSON of `ConfigurationValues`.
    ///
    /// For a toggle (`isOn` given) whose intent is a `SetValueIntent` with a `Bool` value, `value` is
    /// recorded as `!isOn`: the tap performs the intent with the toggle's new state.
    package init(performing intent: some AppIntent, isOn: Bool? = nil) {
        var values = IntentCoding.values(of: intent)
        if let isOn, intent is any SetValueIntent,
           let parameter = IntentCoding.parameters(of: intent).first(where: { $0.name == "value" })?.parameter,
           parameter.codec.kind == .bool {
            values["value"] = .bool(!isOn)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Configuration values are strings, numbers and arrays of them: encoding cannot fail.
        let json = (try? encoder.encode(values)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        self.init(typeName: IntentTypeName.of(type(of: intent)), parametersJSON: json, isOn: isOn)
    }

    /// The recorded parameter values, decoded. Not in WidgetKit.
    package var parameters: ConfigurationValues {
        get throws { try JSONDecoder().decode(ConfigurationValues.self, from: Data(parametersJSON.utf8)) }
    }
}

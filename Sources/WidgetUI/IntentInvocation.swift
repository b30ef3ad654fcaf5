/// What an interactive widget's `Button(intent:)` or `Toggle(isOn:intent:)` runs when tapped, as the
/// archive records it. Not in SwiftUI: on Apple platforms the system archives the intent itself.
///
/// WidgetUI knows nothing of App Intents: OpenWidgetKit fills in the intent's type name (the name the
/// extension's `perform` request resolves) and its parameter values, encoded as the JSON of
/// `ConfigurationValues`. A host hit-tests taps against the regions the renderers report and sends
/// `typeName` and the decoded parameters to the widget's extension.
///
/// ```swift
/// // Button(intent: LogGlassIntent(glasses: 1)) records
/// IntentInvocation(typeName: "14ExampleWidgets14LogGlassIntentV", parametersJSON: #"{"glasses":{"int":1}}"#)
/// ```
package struct IntentInvocation: Codable, Hashable, Sendable {
    /// The intent type's runtime name: its mangled name, or `Module.Type` for a top-level type.
    package var typeName: String
    /// The intent's parameter values when the view was made: a JSON object of parameter name to
    /// configuration value, such as `{"glasses":{"int":1}}`. For a toggle whose intent is a
    /// `SetValueIntent`, `value` already holds the value the tap sets (the opposite of `isOn`).
    package var parametersJSON: String
    /// For a toggle: whether it is on as drawn. Nil for a button.
    package var isOn: Bool?

    /// An invocation from its parts.
    package init(typeName: String, parametersJSON: String, isOn: Bool? = nil) {
        self.typeName = typeName
        self.parametersJSON = parametersJSON
        self.isOn = isOn
    }
}

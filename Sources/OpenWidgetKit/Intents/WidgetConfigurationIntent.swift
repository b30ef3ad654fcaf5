/// An App Intent that holds the settings of a widget made with `AppIntentConfiguration`.
///
/// ```swift
/// struct SelectCharacterAppIntent: WidgetConfigurationIntent {
///     static let title: LocalizedStringResource = "Select Character"
///     @Parameter(title: "Character") var character: CharacterEntity?
///     @Parameter(title: "Show Health", default: true) var showHealth: Bool
///     init() {}
/// }
///
/// AppIntentConfiguration(kind: "com.mygame.character", intent: SelectCharacterAppIntent.self,
///                        provider: CharacterProvider()) { entry in CharacterView(entry: entry) }
/// ```
///
/// An `AppEntity` parameter offers its query's `suggestedEntities()` as choices, and an `AppEnum`
/// parameter its cases.
public protocol WidgetConfigurationIntent: AppIntent {}

// `ConfigurationIntentCoding`'s members: a public protocol cannot refine a package one, so the
// runtime calls these through the same names.
extension WidgetConfigurationIntent {
    package static var configurationSchema: IntentSchema {
        let description = description.descriptionText.defaultValue
        return IntentCoding.schema(
            of: Self(), type: Self.self, title: title.defaultValue, description: description.isEmpty ? nil : description)
    }

    package static func makeConfiguration(from values: ConfigurationValues) async throws -> Self {
        try await IntentCoding.restored(Self(), from: values)
    }

    package var configurationValues: ConfigurationValues {
        IntentCoding.values(of: self)
    }

    /// An entity parameter's choices are its query's suggested entities; `intentsExtension` is not
    /// used, as it handles SiriKit-style intents only.
    package static func dynamicOptions(
        forParameter name: String, configuration: ConfigurationValues, intentsExtension: INExtension?
    ) async throws -> [IntentOption] {
        let parameter = try IntentCoding.parameter(named: name, of: Self(), type: Self.self)
        guard let suggestions = parameter.codec.suggestions else {
            throw ConfigurationError(
                intentType: String(describing: Self.self), parameter: name,
                message: "its options are not provided dynamically: in an App Intent only AppEntity "
                    + "parameters are, through their query's suggestedEntities()")
        }
        return try await suggestions()
    }
}

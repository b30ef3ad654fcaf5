import Foundation

/// A SiriKit-style custom intent that holds the settings of a widget made with `IntentConfiguration`.
///
/// On Apple platforms Xcode generates the subclass, with its parameters, from an intent definition
/// file. On Linux you write it and declare each parameter with `@IntentParameter` (or `@Parameter`);
/// the parameters' order is the order of the configuration form:
///
/// ```swift
/// class SelectCharacterIntent: INIntent {
///     @IntentParameter(title: "Character", dynamicOptions: true) var character: GameCharacter?
/// }
/// ```
///
/// The runtime creates intents with `init()` and restores their parameters from the widget's stored
/// configuration, so a provider, `WidgetInfo.configuration` and your intent handler all receive an
/// instance of your subclass:
///
/// ```swift
/// let intent = widget.configuration as? SelectCharacterIntent
/// if intent?.character == characterThatReceivedHealingPotion { … }
/// ```
open class INIntent {
    /// The parameter property wrapper, under the name App Intents gives it. Not in WidgetKit.
    public typealias Parameter<Value: IntentParameterValue> = IntentParameter<Value>

    /// Creates an intent whose parameters have their default values.
    public required init() {}

    /// The title of the configuration form.
    ///
    /// Not in WidgetKit, where the intent definition file holds it. By default it is the class name
    /// without "Intent", in words: "Select Character" for `SelectCharacterIntent`. Override it to
    /// choose another:
    ///
    /// ```swift
    /// override class var intentTitle: String { "Choose a Hero" }
    /// ```
    open class var intentTitle: String {
        IntentCoding.title(forTypeNamed: String(describing: self))
    }
}

extension INIntent: ConfigurationIntentCoding {
    package static var configurationSchema: IntentSchema {
        IntentCoding.schema(of: Self(), type: Self.self, title: intentTitle)
    }

    package static func makeConfiguration(from values: ConfigurationValues) async throws -> Self {
        try await IntentCoding.restored(Self(), from: values)
    }

    package var configurationValues: ConfigurationValues {
        IntentCoding.values(of: self)
    }

    /// Asks the handler that `intentsExtension` returns for this intent; an `AppEntity` parameter
    /// that is not marked `dynamicOptions` offers its query's suggested entities instead.
    package static func dynamicOptions(
        forParameter name: String, configuration: ConfigurationValues, intentsExtension: INExtension?
    ) async throws -> [IntentOption] {
        let intentType = String(describing: Self.self)
        let parameter = try IntentCoding.parameter(named: name, of: Self(), type: Self.self)
        if !parameter.providesDynamicOptions, let suggestions = parameter.codec.suggestions {
            return try await suggestions()
        }
        guard parameter.providesDynamicOptions else {
            throw ConfigurationError(
                intentType: intentType, parameter: name,
                message: "its options are not provided dynamically; declare it with "
                    + "@IntentParameter(title: …, dynamicOptions: true) and provide them from an INExtension")
        }
        guard let intentsExtension else {
            throw ConfigurationError(
                intentType: intentType, parameter: name,
                message: "no intents extension provides its options; register one with "
                    + ".intentsExtension(IntentHandler()) on the widget's IntentConfiguration")
        }
        let intent = try await makeConfiguration(from: configuration)
        guard let handler = intentsExtension.handler(for: intent) as? any INDynamicOptionsHandling else {
            throw ConfigurationError(
                intentType: intentType, parameter: name,
                message: "the handler that \(type(of: intentsExtension)).handler(for:) returns does not adopt "
                    + "INDynamicOptionsHandling (through your \(intentType)Handling protocol)")
        }
        return try await handler.provideOptionsCollection(forParameterNamed: name, intent: intent).map {
            IntentOption(identifier: $0.identifier ?? $0.displayString, display: $0.displayString)
        }
    }
}

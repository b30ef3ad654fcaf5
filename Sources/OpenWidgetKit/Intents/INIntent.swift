import Foundation

/// A SiriKit-style intent that holds a widget's configuration (`IntentConfiguration`).
///
/// Subclass it and declare its parameters with `@Parameter` (on Apple platforms Xcode generates
/// the subclass from an intent definition file):
///
/// ```swift
/// final class SelectCharacterIntent: INIntent {
///     @Parameter(title: "Character", dynamicOptions: true) var character: GameCharacter?
/// }
/// ```
open class INIntent: @unchecked Sendable {
    // @unchecked Sendable: parameters live in lock-guarded `IntentParameter` storage.

    /// The parameter wrapper, by the name App Intents uses.
    public typealias Parameter<Value: IntentParameterValue> = IntentParameter<Value>

    public required init() {}

    /// The title shown above the configuration form; by default the type name without "Intent".
    open class var intentTitle: String {
        let name = String(describing: self)
        return name.hasSuffix("Intent") ? String(name.dropLast(6)) : name
    }
}

extension INIntent: ConfigurationIntentCoding {
    package static var configurationSchema: IntentSchema {
        IntentCoding.schema(of: Self(), type: Self.self, title: intentTitle)
    }

    package static func makeConfiguration(from values: ConfigurationValues) async throws -> Self {
        let intent = Self()
        try await IntentCoding.restore(values, into: intent, type: Self.self)
        return intent
    }

    package var configurationValues: ConfigurationValues {
        IntentCoding.values(of: self)
    }

    package static func dynamicOptions(
        forParameter name: String, configuration: ConfigurationValues, intentsExtension: INExtension?
    ) async throws -> [IntentOption] {
        let intent = try await makeConfiguration(from: configuration)
        guard let parameter = configurationSchema.parameters.first(where: { $0.name == name }) else {
            throw ConfigurationError(
                intentType: String(describing: Self.self), parameter: name, message: "no such parameter")
        }
        guard parameter.hasDynamicOptions,
              let handler = intentsExtension?.handler(for: intent) as? INDynamicOptionsHandling else {
            throw ConfigurationError(
                intentType: String(describing: Self.self), parameter: name,
                message: "its options are not provided dynamically: register an INExtension whose handler "
                    + "adopts INDynamicOptionsHandling with .intentsExtension(_:)")
        }
        return try await handler.provideOptionsCollection(forParameterNamed: name, intent: intent).map {
            IntentOption(identifier: $0.identifier ?? $0.displayString, display: $0.displayString)
        }
    }
}

/// The object that hands out intent handlers, as an Intents extension does on Apple platforms.
///
/// ```swift
/// final class IntentHandler: INExtension, SelectCharacterIntentHandling {
///     override func handler(for intent: INIntent) -> Any? { self }
///     func provideCharacterOptionsCollection(for intent: SelectCharacterIntent,
///         with completion: @escaping (INObjectCollection<GameCharacter>?, Error?) -> Void) { … }
/// }
/// ```
open class INExtension: @unchecked Sendable {
    // @unchecked Sendable: an author's handler object, called the way the system calls it.
    public init() {}

    /// The object that handles an intent; by default this extension itself.
    open func handler(for intent: INIntent) -> Any? { self }
}

/// Provides the choices of a parameter whose options come from the extension.
///
/// Not in WidgetKit: on Apple platforms Xcode generates a `…IntentHandling` protocol with a
/// `provide<Parameter>OptionsCollection(for:with:)` method and the system calls it by name. On Linux
/// the generated protocol is written by hand and refines this one, dispatching by parameter name:
///
/// ```swift
/// protocol SelectCharacterIntentHandling: INDynamicOptionsHandling {
///     func provideCharacterOptionsCollection(for intent: SelectCharacterIntent,
///         with completion: @escaping (INObjectCollection<GameCharacter>?, Error?) -> Void)
/// }
/// extension SelectCharacterIntentHandling {
///     func provideOptionsCollection(forParameterNamed name: String, intent: INIntent) async throws -> [INObject] {
///         guard name == "character", let intent = intent as? SelectCharacterIntent else { return [] }
///         return try await INObjectCollection.fetch { provideCharacterOptionsCollection(for: intent, with: $0) }
///     }
/// }
/// ```
public protocol INDynamicOptionsHandling {
    /// The choices for the parameter named `name`, given the intent's other values.
    func provideOptionsCollection(forParameterNamed name: String, intent: INIntent) async throws -> [INObject]
}

extension INObjectCollection {
    /// Calls a completion-handler options method and returns its items, or throws its error.
    /// Not in WidgetKit.
    public static func fetch(
        _ body: (@escaping (INObjectCollection<ObjectType>?, (any Error)?) -> Void) -> Void
    ) async throws -> [INObject] {
        let box: UncheckedSendableBox<Result<[INObject], any Error>> = await withCheckedContinuation { continuation in
            let once = OnceFlag()
            body { collection, error in
                guard once.claim() else { return }
                if let error {
                    continuation.resume(returning: UncheckedSendableBox(.failure(error)))
                } else {
                    continuation.resume(returning: UncheckedSendableBox(.success(collection?.allItems ?? [])))
                }
            }
        }
        return try box.value.get()
    }
}

import Foundation
import Synchronization

/// A parameter of an intent that people set when they configure a widget.
///
/// In an App Intent you declare parameters with `@Parameter`, as with App Intents:
///
/// ```swift
/// struct SelectCharacterAppIntent: WidgetConfigurationIntent {
///     static let title: LocalizedStringResource = "Select Character"
///     @Parameter(title: "Character") var character: CharacterEntity?
///     @Parameter(title: "Show Health", default: true) var showHealth: Bool
/// }
/// ```
///
/// In an `INIntent` subclass you declare them the same way, with `@Parameter` or its full name
/// `@IntentParameter` (Not in WidgetKit: on Apple platforms Xcode generates these properties from
/// the intent definition file). `dynamicOptions: true` stands for the definition's "Options are
/// provided dynamically" checkbox:
///
/// ```swift
/// final class SelectCharacterIntent: INIntent {
///     @IntentParameter(title: "Character", dynamicOptions: true) var character: GameCharacter?
/// }
/// ```
///
/// The parameters' order is the order of the configuration form. A parameter that a stored
/// configuration leaves out takes its default value, or nil if it is optional; a parameter that is
/// neither optional nor has a default must be in every configuration, and reading it on an intent
/// nobody configured stops the program, as it does with App Intents. Give widget parameters a
/// default or make them optional so that a widget can be placed before anyone edits it.
///
/// Like Apple's, the wrapper is a class: copies of an intent share its parameters' values.
@propertyWrapper
public final class IntentParameter<Value: IntentParameterValue>: @unchecked Sendable {
    // @unchecked Sendable: the value is only read and written under the lock. A value that is a
    // mutable object (an `INObject` subclass) is the author's, as on Apple platforms.
    private let storage: Mutex<Slot>
    /// The label in the configuration form.
    let title: LocalizedStringResource
    /// A longer explanation for the configuration form.
    let parameterDescription: LocalizedStringResource?
    /// The value of a parameter a configuration leaves out; nil if there is none.
    let defaultValue: Value?
    /// Whether the intents extension provides the choices (`INIntent` parameters).
    let providesDynamicOptions: Bool
    /// How values are stored and restored.
    let codec: IntentValueCodec

    /// The value, or none while a required parameter is unset.
    private struct Slot: @unchecked Sendable {
        // @unchecked Sendable: only touched inside the mutex.
        var value: Value?
    }

    /// The parameter's value.
    ///
    /// Reading a required parameter (neither optional nor with a default) that was never set
    /// stops the program with a message; configurations restored by the runtime always set it.
    public var wrappedValue: Value {
        get {
            guard let value = storage.withLock({ $0.value }) else {
                preconditionFailure(
                    "The parameter '\(title)' was read before it was set. It has no default and is not "
                        + "optional: set it, give it a default, or declare it optional.")
            }
            return value
        }
        set { storage.withLock { $0.value = newValue } }
    }

    /// The parameter itself, reached as `$name`.
    public var projectedValue: IntentParameter<Value> { self }

    /// Creates a parameter with a title, an optional description and an optional default value.
    ///
    /// - Parameters:
    ///   - title: The label in the configuration form.
    ///   - description: A longer explanation for the form.
    ///   - defaultValue: The value until someone sets another. Without one, an optional parameter
    ///     starts as nil and another parameter is required.
    ///   - dynamicOptions: Not in WidgetKit. For `INIntent` parameters: whether the intents
    ///     extension's handler provides the choices (see `INDynamicOptionsHandling`). `AppEntity`
    ///     parameters always offer their query's suggested entities and don't need it.
    public init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil, dynamicOptions: Bool = false
    ) {
        self.title = title
        self.parameterDescription = description
        self.defaultValue = defaultValue
        self.providesDynamicOptions = dynamicOptions
        let codec = IntentValueCodec.of(Value.self)
        if let reason = codec.unsupportedReason {
            // A programming error that the compiler can't catch: the protocol has no requirements.
            preconditionFailure("The parameter '\(title)': \(reason).")
        }
        self.codec = codec
        storage = Mutex(Slot(value: defaultValue ?? codec.emptyValue.flatMap { $0 as? Value }))
    }
}

/// What reflection sees of a parameter, whatever its value type.
protocol AnyIntentParameter: AnyObject {
    var codec: IntentValueCodec { get }
    var providesDynamicOptions: Bool { get }
    func schema(name: String) -> IntentParameterSchema
    /// The value in stored form; nil when unset or nil.
    var storedValue: ConfigurationValue? { get }
    /// Sets the value from stored form, or to the default when `value` is nil.
    func restore(_ value: ConfigurationValue?) async throws
}

extension IntentParameter: AnyIntentParameter {
    func schema(name: String) -> IntentParameterSchema {
        let codec = codec
        return IntentParameterSchema(
            name: name, title: title.defaultValue, kind: codec.kind, isOptional: codec.isOptional,
            defaultValue: defaultValue.flatMap { codec.encode($0) }, staticOptions: codec.staticOptions,
            hasDynamicOptions: providesDynamicOptions || codec.suggestions != nil,
            parameterDescription: parameterDescription?.defaultValue)
    }

    var storedValue: ConfigurationValue? {
        storage.withLock { $0.value }.flatMap { codec.encode($0) }
    }

    func restore(_ value: ConfigurationValue?) async throws {
        guard let value else {
            if defaultValue == nil, let query = codec.defaultResult, let entity = await query() as? Value {
                wrappedValue = entity
                return
            }
            guard let empty = defaultValue ?? codec.emptyValue.flatMap({ $0 as? Value }) else {
                throw ParameterValueError(
                    message: "a value is required: the parameter is not optional and has no default")
            }
            wrappedValue = empty
            return
        }
        guard let restored = try await codec.decode(value) as? Value else {
            // The codec is Value's own, so it always returns a Value.
            throw ParameterValueError(expected: codec.expected, got: value)
        }
        wrappedValue = restored
    }
}

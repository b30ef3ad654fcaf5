import Foundation
import Synchronization

/// A value an intent parameter can hold: strings, numbers, booleans, dates, `INObject`s,
/// `AppEntity`s, `AppEnum`s, and optionals of those.
///
/// Not in WidgetKit (the system archives intents itself); you don't adopt this protocol directly.
public protocol IntentParameterValue {
    /// The kind of value, for the configuration form.
    static var parameterKind: IntentParameterSchema.ValueKind { get }
    /// The choices, when the type has a fixed list of them (an enum).
    static var staticOptions: [IntentOption]? { get }
    /// Whether nil is a valid value.
    static var isOptional: Bool { get }
    /// The value in stored form, or nil for an unset optional.
    var configurationValue: ConfigurationValue? { get }
    /// Restores a value from stored form; throws a message naming the expected kind.
    static func restore(from value: ConfigurationValue?) async throws -> Self
}

extension IntentParameterValue {
    public static var staticOptions: [IntentOption]? { nil }
    public static var isOptional: Bool { false }
}

/// Restoration failed: what was expected.
struct ParameterValueError: Error {
    var message: String
}

private func expected<T>(_ kind: String, _ value: ConfigurationValue?) throws -> T {
    throw ParameterValueError(message: "expected \(kind), got \(value.map { "\($0)" } ?? "nothing")")
}

extension String: IntentParameterValue {
    public static var parameterKind: IntentParameterSchema.ValueKind { .string }
    public var configurationValue: ConfigurationValue? { .string(self) }
    public static func restore(from value: ConfigurationValue?) async throws -> String {
        if case .string(let string)? = value { return string }
        return try expected("a string", value)
    }
}

extension Int: IntentParameterValue {
    public static var parameterKind: IntentParameterSchema.ValueKind { .int }
    public var configurationValue: ConfigurationValue? { .int(self) }
    public static func restore(from value: ConfigurationValue?) async throws -> Int {
        if case .int(let int)? = value { return int }
        return try expected("a whole number", value)
    }
}

extension Double: IntentParameterValue {
    public static var parameterKind: IntentParameterSchema.ValueKind { .double }
    public var configurationValue: ConfigurationValue? { .double(self) }
    public static func restore(from value: ConfigurationValue?) async throws -> Double {
        switch value {
        case .double(let double)?: return double
        case .int(let int)?: return Double(int)
        default: return try expected("a number", value)
        }
    }
}

extension Bool: IntentParameterValue {
    public static var parameterKind: IntentParameterSchema.ValueKind { .bool }
    public var configurationValue: ConfigurationValue? { .bool(self) }
    public static func restore(from value: ConfigurationValue?) async throws -> Bool {
        if case .bool(let bool)? = value { return bool }
        return try expected("true or false", value)
    }
}

extension Date: IntentParameterValue {
    public static var parameterKind: IntentParameterSchema.ValueKind { .date }
    public var configurationValue: ConfigurationValue? { .date(self) }
    public static func restore(from value: ConfigurationValue?) async throws -> Date {
        if case .date(let date)? = value { return date }
        return try expected("a date", value)
    }
}

extension Optional: IntentParameterValue where Wrapped: IntentParameterValue {
    public static var parameterKind: IntentParameterSchema.ValueKind { Wrapped.parameterKind }
    public static var staticOptions: [IntentOption]? { Wrapped.staticOptions }
    public static var isOptional: Bool { true }
    public var configurationValue: ConfigurationValue? { self?.configurationValue }
    public static func restore(from value: ConfigurationValue?) async throws -> Wrapped? {
        guard let value else { return nil }
        return try await Wrapped.restore(from: value)
    }
}

/// A configurable parameter of an intent.
///
/// In App Intents you write `@Parameter(title: "Character") var character: CharacterEntity?`. For
/// SiriKit-style `INIntent` subclasses, whose parameters Xcode generates on Apple platforms, you
/// declare them the same way (Not in WidgetKit):
///
/// ```swift
/// final class SelectCharacterIntent: INIntent {
///     @Parameter(title: "Character", dynamicOptions: true) var character: GameCharacter?
/// }
/// ```
///
/// Like Apple's, the wrapper is a class: copies of an intent share their parameters' storage.
@propertyWrapper
public final class IntentParameter<Value: IntentParameterValue>: @unchecked Sendable {
    // @unchecked Sendable: the value is guarded by the lock.
    private let storage: Mutex<UncheckedValue>
    let title: String
    let defaultValue: Value?
    let hasDynamicOptions: Bool

    private struct UncheckedValue: @unchecked Sendable {
        var value: Value
    }

    public var wrappedValue: Value {
        get { storage.withLock { $0.value } }
        set { storage.withLock { $0.value = newValue } }
    }

    public var projectedValue: IntentParameter<Value> { self }

    /// A parameter with a default value.
    public init(wrappedValue: Value, title: String, dynamicOptions: Bool = false) {
        storage = Mutex(UncheckedValue(value: wrappedValue))
        self.title = title
        self.defaultValue = wrappedValue
        self.hasDynamicOptions = dynamicOptions
    }

    /// A parameter with a default value, in App Intents' spelling.
    public convenience init(title: String, default defaultValue: Value, dynamicOptions: Bool = false) {
        self.init(wrappedValue: defaultValue, title: title, dynamicOptions: dynamicOptions)
    }
}

extension IntentParameter where Value: ExpressibleByNilLiteral {
    /// An optional parameter, unset by default.
    public convenience init(title: String, dynamicOptions: Bool = false) {
        self.init(wrappedValue: nil, title: title, dynamicOptions: dynamicOptions)
    }
}

/// What reflection sees of a parameter, whatever its value type.
protocol AnyIntentParameter: AnyObject {
    func schema(name: String) -> IntentParameterSchema
    var currentValue: ConfigurationValue? { get }
    func restore(_ value: ConfigurationValue?) async throws
    func suggestedOptions() async throws -> [IntentOption]?
}

extension IntentParameter: AnyIntentParameter {
    func schema(name: String) -> IntentParameterSchema {
        IntentParameterSchema(
            name: name, title: title, kind: Value.parameterKind, isOptional: Value.isOptional,
            defaultValue: defaultValue?.configurationValue, staticOptions: Value.staticOptions,
            hasDynamicOptions: hasDynamicOptions || Value.self is any AppEntity.Type
                || Value.self is any OptionalEntity.Type)
    }

    var currentValue: ConfigurationValue? { wrappedValue.configurationValue }

    func restore(_ value: ConfigurationValue?) async throws {
        if value == nil, let defaultValue {
            wrappedValue = defaultValue
            return
        }
        wrappedValue = try await Value.restore(from: value)
    }
}

/// The parameters of an intent value, found by reflection: the `_name` storage of each wrapper.
func intentParameters(of intent: Any) -> [(name: String, parameter: any AnyIntentParameter)] {
    var parameters: [(String, any AnyIntentParameter)] = []
    var mirror: Mirror? = Mirror(reflecting: intent)
    var levels: [[(String, any AnyIntentParameter)]] = []
    while let current = mirror {
        levels.append(current.children.compactMap { child in
            guard let label = child.label, let parameter = child.value as? any AnyIntentParameter else { return nil }
            return (label.hasPrefix("_") ? String(label.dropFirst()) : label, parameter)
        })
        mirror = current.superclassMirror
    }
    // Superclass parameters first, then the subclass's, each in declaration order.
    for level in levels.reversed() { parameters += level }
    return parameters
}

/// Shared implementation of `ConfigurationIntentCoding` for both kinds of intent.
enum IntentCoding {
    static func schema(of intent: Any, type: Any.Type, title: String) -> IntentSchema {
        IntentSchema(
            intentType: String(describing: type), title: title,
            parameters: intentParameters(of: intent).map { $0.parameter.schema(name: $0.name) })
    }

    static func values(of intent: Any) -> ConfigurationValues {
        var values: ConfigurationValues = [:]
        for (name, parameter) in intentParameters(of: intent) {
            values[name] = parameter.currentValue
        }
        return values
    }

    static func restore(_ values: ConfigurationValues, into intent: Any, type: Any.Type) async throws {
        let intentType = String(describing: type)
        let parameters = intentParameters(of: intent)
        if let unknown = values.keys.sorted().first(where: { key in !parameters.contains { $0.name == key } }) {
            throw ConfigurationError(
                intentType: intentType, parameter: unknown,
                message: "no such parameter; the parameters are "
                    + (parameters.isEmpty ? "none" : parameters.map(\.name).joined(separator: ", ")))
        }
        for (name, parameter) in parameters {
            do {
                try await parameter.restore(values[name])
            } catch let error as ParameterValueError {
                throw ConfigurationError(intentType: intentType, parameter: name, message: error.message)
            } catch let error as ConfigurationError {
                throw error
            } catch {
                throw ConfigurationError(intentType: intentType, parameter: name, message: "\(error)")
            }
        }
    }
}

import Foundation

/// A type an intent parameter can hold.
///
/// Not in WidgetKit: App Intents calls this protocol `_IntentValue`. `String`, `Int`, `Double`,
/// `Bool`, `Date`, `INObject` and its subclasses, `AppEntity` and `AppEnum` types adopt it, and an
/// optional of any of them does too. You don't implement its requirement yourself.
///
/// The one case where you adopt it is a plain string-backed enumeration in an `INIntent`, the
/// Linux stand-in for an enumeration in an intent definition file. Its cases become the parameter's
/// fixed choices and show by raw value (adopt `AppEnum` instead to give them display names):
///
/// ```swift
/// enum Avatar: String, CaseIterable, IntentParameterValue {
///     case panda, unicorn, whale
/// }
///
/// final class SelectCharacterIntent: INIntent {
///     @IntentParameter(title: "Avatar", default: .panda) var avatar: Avatar
/// }
/// ```
public protocol IntentParameterValue {
    /// How OpenWidgetKit stores and restores values of this type; provided for every adopting type.
    static var _intentValueCodec: IntentValueCodec { get }
}

/// How values of an `IntentParameterValue` type are stored, restored and offered as choices.
///
/// Not in WidgetKit. It has no public members: the conforming types in OpenWidgetKit provide one each.
public struct IntentValueCodec {
    /// The kind the configuration form shows.
    var kind: IntentParameterSchema.ValueKind
    /// A phrase for error messages: "expected \(expected), got …".
    var expected: String
    /// Whether nil is a value (an optional parameter).
    var isOptional = false
    /// The fixed choices, for enumerations.
    var staticOptions: [IntentOption]?
    /// The suggested choices, for entities (their query's `suggestedEntities()`).
    var suggestions: (() async throws -> [IntentOption])?
    /// The stored form of a value, or nil for an unset optional.
    var encode: (Any) -> ConfigurationValue?
    /// Restores a value; throws `ParameterValueError` saying what was expected.
    var decode: (ConfigurationValue) async throws -> Any
    /// The value of a parameter nobody set: nil for an optional, none for other types.
    var emptyValue: Any?

    init(
        kind: IntentParameterSchema.ValueKind, expected: String, staticOptions: [IntentOption]? = nil,
        suggestions: (() async throws -> [IntentOption])? = nil,
        encode: @escaping (Any) -> ConfigurationValue?, decode: @escaping (ConfigurationValue) async throws -> Any
    ) {
        self.kind = kind
        self.expected = expected
        self.staticOptions = staticOptions
        self.suggestions = suggestions
        self.encode = encode
        self.decode = decode
    }

    /// A codec for a value type stored as one `ConfigurationValue` case.
    static func scalar<Value>(
        _ kind: IntentParameterSchema.ValueKind, expected: String,
        encode: @escaping (Value) -> ConfigurationValue, decode: @escaping (ConfigurationValue) -> Value?
    ) -> IntentValueCodec {
        IntentValueCodec(
            kind: kind, expected: expected,
            encode: { ($0 as? Value).map(encode) },
            decode: { value in
                guard let decoded = decode(value) else { throw ParameterValueError(expected: expected, got: value) }
                return decoded
            })
    }
}

/// A stored value does not fit its parameter: what was expected and what was found. The intent's
/// coding turns it into a `ConfigurationError` naming the parameter.
struct ParameterValueError: Error {
    var message: String

    init(message: String) {
        self.message = message
    }

    init(expected: String, got value: ConfigurationValue?) {
        message = "expected \(expected), got " + (value.map(Self.describe) ?? "nothing")
    }

    /// A value as a person would type it: strings quoted, objects by identifier.
    static func describe(_ value: ConfigurationValue) -> String {
        switch value {
        case .string(let string): "\"\(string)\""
        case .object(let identifier, _): "the object '\(identifier)'"
        case .array: "a list"
        default: value.description
        }
    }
}

extension String: IntentParameterValue {
    /// Stored as `ConfigurationValue.string`.
    public static var _intentValueCodec: IntentValueCodec {
        .scalar(.string, expected: "a string", encode: ConfigurationValue.string) {
            if case .string(let string) = $0 { string } else { nil }
        }
    }
}

extension Int: IntentParameterValue {
    /// Stored as `ConfigurationValue.int`.
    public static var _intentValueCodec: IntentValueCodec {
        .scalar(.int, expected: "a whole number", encode: ConfigurationValue.int) {
            if case .int(let int) = $0 { int } else { nil }
        }
    }
}

extension Double: IntentParameterValue {
    /// Stored as `ConfigurationValue.double`; a stored whole number is accepted too.
    public static var _intentValueCodec: IntentValueCodec {
        .scalar(.double, expected: "a number", encode: ConfigurationValue.double) {
            switch $0 {
            case .double(let double): double
            case .int(let int): Double(int)
            default: nil
            }
        }
    }
}

extension Bool: IntentParameterValue {
    /// Stored as `ConfigurationValue.bool`.
    public static var _intentValueCodec: IntentValueCodec {
        .scalar(.bool, expected: "true or false", encode: ConfigurationValue.bool) {
            if case .bool(let bool) = $0 { bool } else { nil }
        }
    }
}

extension Date: IntentParameterValue {
    /// Stored as `ConfigurationValue.date`.
    public static var _intentValueCodec: IntentValueCodec {
        .scalar(.date, expected: "a date", encode: ConfigurationValue.date) {
            if case .date(let date) = $0 { date } else { nil }
        }
    }
}

extension Optional: IntentParameterValue where Wrapped: IntentParameterValue {
    /// Stored as the wrapped value, or left out when nil.
    public static var _intentValueCodec: IntentValueCodec {
        var codec = Wrapped._intentValueCodec
        let encodeWrapped = codec.encode
        // Casting an `Any` that holds `Wrapped?` to `Wrapped` unwraps it, and fails for nil.
        codec.encode = { ($0 as? Wrapped).flatMap(encodeWrapped) }
        codec.isOptional = true
        codec.emptyValue = Wrapped?.none as Any
        return codec
    }
}

extension IntentParameterValue where Self: CaseIterable & RawRepresentable, RawValue: LosslessStringConvertible {
    /// Stores a case by its raw value; the cases are the parameter's fixed choices.
    public static var _intentValueCodec: IntentValueCodec {
        .enumeration(Self.self) { String($0.rawValue) }
    }
}

extension IntentValueCodec {
    /// A codec for an enumeration: stored as an object whose identifier is the raw value, restored
    /// from that identifier (or a plain string), offered as fixed choices.
    static func enumeration<Enum: CaseIterable & RawRepresentable>(
        _ type: Enum.Type, display: @escaping (Enum) -> String
    ) -> IntentValueCodec where Enum.RawValue: LosslessStringConvertible {
        let identifiers = Enum.allCases.map { String($0.rawValue) }
        let expected = "one of " + identifiers.joined(separator: ", ")
        return IntentValueCodec(
            kind: .object, expected: expected,
            staticOptions: Enum.allCases.map { IntentOption(identifier: String($0.rawValue), display: display($0)) },
            encode: { value in
                (value as? Enum).map { .object(identifier: String($0.rawValue), display: display($0)) }
            },
            decode: { value in
                let identifier: String? = switch value {
                case .object(let identifier, _): identifier
                case .string(let string): string
                default: nil
                }
                guard let identifier, let raw = Enum.RawValue(identifier), let match = Enum(rawValue: raw) else {
                    throw ParameterValueError(expected: expected, got: value)
                }
                return match
            })
    }
}

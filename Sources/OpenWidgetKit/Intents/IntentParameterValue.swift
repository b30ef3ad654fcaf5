import Foundation

/// A type an intent parameter can hold.
///
/// Not in WidgetKit: App Intents calls this protocol `_IntentValue`. `String`, `Int`, `Double`,
/// `Bool`, `Date`, `INObject` and its subclasses, `AppEntity` and `AppEnum` types adopt it, and an
/// optional of any of them does too. It has no requirements.
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
///
/// The raw values may be strings or numbers (any `LosslessStringConvertible` type). A type that adopts
/// the protocol but is none of the kinds above can't be stored: making an intent with a parameter of
/// that type stops the program with a message saying what to adopt instead.
public protocol IntentParameterValue {}

/// How values of an `IntentParameterValue` type are stored, restored and offered as choices.
///
/// The public protocol has no requirements, so authors see no engine hook. `of(_:)` finds the codec
/// for a type at run time: the built-in value types adopt the package protocol
/// `BuiltInIntentValue`; `AppEntity`, `AppEnum` and plain enumerations are recognised by their public
/// protocols, as the resolver recognises primitive views.
package struct IntentValueCodec {
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
    /// For entities, the query's `defaultResult()`: the value of a parameter nobody set, before `emptyValue`.
    var defaultResult: (() async -> Any?)?
    /// Why values of the type can't be stored, for a type that adopts `IntentParameterValue` but is
    /// none of the kinds above; nil for every type the runtime can store.
    var unsupportedReason: String?

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

    /// The codec for values of `type`: a built-in value type's own, an entity's, an `AppEnum`'s, or
    /// a plain enumeration's with cases stored by raw value. A type that is none of these gets a codec
    /// that stores nothing and explains why (`unsupportedReason`).
    static func of(_ type: Any.Type) -> IntentValueCodec {
        if let builtIn = type as? any BuiltInIntentValue.Type {
            return builtIn.intentValueCodec
        }
        if let entity = type as? any AppEntity.Type {
            return .entity(entity)
        }
        if let appEnum = type as? any AppEnum.Type {
            return .appEnum(appEnum)
        }
        if let enumeration = type as? any (CaseIterable & RawRepresentable).Type,
            let codec = IntentValueCodec.enumeration(enumeration)
        {
            return codec
        }
        return .unsupported(type)
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

    /// The codec of a type that adopts `IntentParameterValue` but that the runtime can't store: it
    /// stores nothing, and restoring fails with the reason.
    static func unsupported(_ type: Any.Type) -> IntentValueCodec {
        let reason = "\(type) can't be the type of an intent parameter: adopt AppEntity or AppEnum, or make it an "
            + "enumeration with String or number raw values that adopts CaseIterable"
        var codec = IntentValueCodec(
            kind: .string, expected: "a value of a type an intent parameter can hold",
            encode: { _ in nil }, decode: { _ in throw ParameterValueError(message: reason) })
        codec.unsupportedReason = reason
        return codec
    }
}

/// A value type with a codec of its own: `String`, `Int`, `Double`, `Bool`, `Date`, `INObject` and its
/// subclasses, and an optional of any parameter value.
///
/// `package`, like `PrimitiveView`: the public `IntentParameterValue` carries no requirement, and
/// `IntentValueCodec.of(_:)` checks for this protocol with `as?`. (A constrained extension of a public
/// protocol can't add a conformance, so `AppEntity`, `AppEnum` and plain enumerations are recognised
/// by their public protocols instead.)
package protocol BuiltInIntentValue {
    /// How values of this type are stored and restored.
    static var intentValueCodec: IntentValueCodec { get }
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

extension String: IntentParameterValue {}

extension String: BuiltInIntentValue {
    /// Stored as `ConfigurationValue.string`.
    package static var intentValueCodec: IntentValueCodec {
        .scalar(.string, expected: "a string", encode: ConfigurationValue.string) {
            if case .string(let string) = $0 { string } else { nil }
        }
    }
}

extension Int: IntentParameterValue {}

extension Int: BuiltInIntentValue {
    /// Stored as `ConfigurationValue.int`.
    package static var intentValueCodec: IntentValueCodec {
        .scalar(.int, expected: "a whole number", encode: ConfigurationValue.int) {
            if case .int(let int) = $0 { int } else { nil }
        }
    }
}

extension Double: IntentParameterValue {}

extension Double: BuiltInIntentValue {
    /// Stored as `ConfigurationValue.double`; a stored whole number is accepted too.
    package static var intentValueCodec: IntentValueCodec {
        .scalar(.double, expected: "a number", encode: ConfigurationValue.double) {
            switch $0 {
            case .double(let double): double
            case .int(let int): Double(int)
            default: nil
            }
        }
    }
}

extension Bool: IntentParameterValue {}

extension Bool: BuiltInIntentValue {
    /// Stored as `ConfigurationValue.bool`.
    package static var intentValueCodec: IntentValueCodec {
        .scalar(.bool, expected: "true or false", encode: ConfigurationValue.bool) {
            if case .bool(let bool) = $0 { bool } else { nil }
        }
    }
}

extension Date: IntentParameterValue {}

extension Date: BuiltInIntentValue {
    /// Stored as `ConfigurationValue.date`.
    package static var intentValueCodec: IntentValueCodec {
        .scalar(.date, expected: "a date", encode: ConfigurationValue.date) {
            if case .date(let date) = $0 { date } else { nil }
        }
    }
}

extension Optional: IntentParameterValue where Wrapped: IntentParameterValue {}

extension Optional: BuiltInIntentValue where Wrapped: IntentParameterValue {
    /// Stored as the wrapped value, or left out when nil.
    package static var intentValueCodec: IntentValueCodec {
        var codec = IntentValueCodec.of(Wrapped.self)
        let encodeWrapped = codec.encode
        // Casting an `Any` that holds `Wrapped?` to `Wrapped` unwraps it, and fails for nil.
        codec.encode = { ($0 as? Wrapped).flatMap(encodeWrapped) }
        codec.isOptional = true
        codec.emptyValue = Wrapped?.none as Any
        return codec
    }
}

extension Array: IntentParameterValue where Element: IntentParameterValue {}

extension Array: BuiltInIntentValue where Element: IntentParameterValue {
    /// Stored as a list of the elements' stored forms; an unset list is empty. Its choices are the
    /// element type's (a list of entities offers the query's suggested entities).
    package static var intentValueCodec: IntentValueCodec {
        let element = IntentValueCodec.of(Element.self)
        var codec = element
        codec.encode = { value in
            guard let list = value as? [Element] else { return nil }
            return .array(list.compactMap { element.encode($0) })
        }
        codec.decode = { value in
            guard case .array(let values) = value else {
                // One value where a list is expected: a list of one.
                guard let single = try await element.decode(value) as? Element else {
                    throw ParameterValueError(expected: "a list of \(element.expected)", got: value)
                }
                return [single]
            }
            var list: [Element] = []
            for item in values {
                guard let decoded = try await element.decode(item) as? Element else {
                    throw ParameterValueError(expected: element.expected, got: item)
                }
                list.append(decoded)
            }
            return list
        }
        codec.expected = "a list of \(element.expected)"
        codec.emptyValue = [Element]() as Any
        codec.defaultResult = nil
        return codec
    }
}

extension IntentValueCodec {
    /// A codec for a plain enumeration, if its raw values can be written as strings
    /// (`LosslessStringConvertible`, as `String` and the number types are); nil otherwise.
    static func enumeration(_ type: any (CaseIterable & RawRepresentable).Type) -> IntentValueCodec? {
        func open<Enum: CaseIterable & RawRepresentable>(_ type: Enum.Type) -> IntentValueCodec? {
            guard let rawType = Enum.RawValue.self as? any LosslessStringConvertible.Type else { return nil }
            return .enumeration(Enum.self, parse: { rawType.init($0) as? Enum.RawValue }) {
                String(describing: $0.rawValue)
            }
        }
        return open(type)
    }

    /// A codec for an enumeration: stored as an object whose identifier is the raw value written as a
    /// string, restored from that identifier (or a plain string) with `parse`, offered as fixed choices
    /// shown with `display`.
    static func enumeration<Enum: CaseIterable & RawRepresentable>(
        _ type: Enum.Type, parse: @escaping (String) -> Enum.RawValue?, display: @escaping (Enum) -> String
    ) -> IntentValueCodec {
        func identifier(_ value: Enum) -> String { String(describing: value.rawValue) }
        let identifiers = Enum.allCases.map(identifier)
        let expected = "one of " + identifiers.joined(separator: ", ")
        return IntentValueCodec(
            kind: .object, expected: expected,
            staticOptions: Enum.allCases.map { IntentOption(identifier: identifier($0), display: display($0)) },
            encode: { value in
                (value as? Enum).map { .object(identifier: identifier($0), display: display($0)) }
            },
            decode: { value in
                let identifier: String? = switch value {
                case .object(let identifier, _): identifier
                case .string(let string): string
                default: nil
                }
                guard let identifier, let raw = parse(identifier), let match = Enum(rawValue: raw) else {
                    throw ParameterValueError(expected: expected, got: value)
                }
                return match
            })
    }
}

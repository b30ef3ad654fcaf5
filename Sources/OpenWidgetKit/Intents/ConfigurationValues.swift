import Foundation

/// One value of a widget's configuration, in a form that can be stored and sent between processes.
///
/// Not in WidgetKit: on Apple platforms the system archives the intent object itself. Here a
/// configuration travels as `ConfigurationValues` (parameter name → value) and is turned back into
/// the author's intent type inside the extension.
public enum ConfigurationValue: Hashable, Sendable {
    /// A text value.
    case string(String)
    /// A whole number.
    case int(Int)
    /// A number.
    case double(Double)
    /// A yes-or-no value.
    case bool(Bool)
    /// A point in time.
    case date(Date)
    /// An object chosen from a list of options (`INObject`, `AppEntity`, or an enum case).
    case object(identifier: String, display: String)
    /// Several values.
    case array([ConfigurationValue])
}

/// A widget's configuration: the value of each parameter of its intent, by parameter name.
/// Parameters that are absent take their default value, or are nil. Not in WidgetKit.
public typealias ConfigurationValues = [String: ConfigurationValue]

/// A configuration value is stored as a JSON object with one key naming its kind, for example
/// `{"int": 3}` or `{"identifier": "Unipony", "display": "Unipony"}`; dates are seconds since 1970.
extension ConfigurationValue: Codable {
    private enum CodingKeys: String, CodingKey {
        case string, int, double, bool, date, identifier, display, array
    }

    /// Reads a value from its one-key JSON object.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let value = try container.decodeIfPresent(String.self, forKey: .string) {
            self = .string(value)
        } else if let value = try container.decodeIfPresent(Int.self, forKey: .int) {
            self = .int(value)
        } else if let value = try container.decodeIfPresent(Double.self, forKey: .double) {
            self = .double(value)
        } else if let value = try container.decodeIfPresent(Bool.self, forKey: .bool) {
            self = .bool(value)
        } else if let value = try container.decodeIfPresent(Double.self, forKey: .date) {
            self = .date(Date(timeIntervalSince1970: value))
        } else if let identifier = try container.decodeIfPresent(String.self, forKey: .identifier) {
            let display = try container.decodeIfPresent(String.self, forKey: .display) ?? identifier
            self = .object(identifier: identifier, display: display)
        } else if let values = try container.decodeIfPresent([ConfigurationValue].self, forKey: .array) {
            self = .array(values)
        } else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "A configuration value needs one of the keys "
                    + "string, int, double, bool, date, identifier or array."))
        }
    }

    /// Writes the value as a one-key JSON object.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .string(let value): try container.encode(value, forKey: .string)
        case .int(let value): try container.encode(value, forKey: .int)
        case .double(let value): try container.encode(value, forKey: .double)
        case .bool(let value): try container.encode(value, forKey: .bool)
        case .date(let value): try container.encode(value.timeIntervalSince1970, forKey: .date)
        case .object(let identifier, let display):
            try container.encode(identifier, forKey: .identifier)
            try container.encode(display, forKey: .display)
        case .array(let values): try container.encode(values, forKey: .array)
        }
    }
}

extension ConfigurationValue: CustomStringConvertible {
    /// A short readable form: strings as they are, objects by their display string.
    public var description: String {
        switch self {
        case .string(let value): value
        case .int(let value): String(value)
        case .double(let value): String(value)
        case .bool(let value): String(value)
        case .date(let value): value.ISO8601Format()
        case .object(_, let display): display
        case .array(let values): "[" + values.map(\.description).joined(separator: ", ") + "]"
        }
    }
}

/// The description of a configuration intent that a host needs to build a form for it.
/// Not in WidgetKit: on Apple platforms this comes from the intent definition file or the
/// `AppIntent`'s metadata.
package struct IntentSchema: Codable, Hashable, Sendable {
    /// The intent's Swift type name, for example `SelectCharacterIntent`.
    package var intentType: String
    /// The title shown above the form.
    package var title: String
    /// The parameters in the order the form shows them.
    package var parameters: [IntentParameterSchema]
    /// A sentence under the title (an App Intent's `description`), if any.
    package var intentDescription: String?
    /// The runtime's name of the intent type (its mangled name), with which a process that links
    /// the intent can rebuild it from stored values.
    package var intentTypeName: String?

    /// Creates the description of an intent type.
    package init(
        intentType: String, title: String, parameters: [IntentParameterSchema], intentDescription: String? = nil
    ) {
        self.intentType = intentType
        self.title = title
        self.parameters = parameters
        self.intentDescription = intentDescription
    }
}

/// One parameter of a configuration intent. Not in WidgetKit.
package struct IntentParameterSchema: Codable, Hashable, Sendable {
    /// What kind of value the parameter holds.
    package enum ValueKind: String, Codable, Hashable, Sendable {
        /// Text: `ConfigurationValue.string`.
        case string
        /// A whole number: `ConfigurationValue.int`.
        case int
        /// A number: `ConfigurationValue.double` (a whole number is accepted too).
        case double
        /// Yes or no: `ConfigurationValue.bool`.
        case bool
        /// A point in time: `ConfigurationValue.date`.
        case date
        /// One of a list of choices: `ConfigurationValue.object`.
        case object
    }

    /// The property name, the key in `ConfigurationValues`.
    package var name: String
    /// The label shown in the form.
    package var title: String
    /// What kind of value the parameter holds.
    package var kind: ValueKind
    /// Whether the parameter may be left unset.
    package var isOptional: Bool
    /// The value the parameter has until someone sets another, if any.
    package var defaultValue: ConfigurationValue?
    /// A fixed list of choices (an enum parameter), if any.
    package var staticOptions: [IntentOption]?
    /// Whether the extension provides the choices at run time (seed: the character list).
    package var hasDynamicOptions: Bool
    /// A longer explanation shown with the parameter, if any.
    package var parameterDescription: String?

    /// Creates the description of one parameter.
    package init(
        name: String, title: String, kind: ValueKind, isOptional: Bool = true,
        defaultValue: ConfigurationValue? = nil, staticOptions: [IntentOption]? = nil,
        hasDynamicOptions: Bool = false, parameterDescription: String? = nil
    ) {
        self.name = name
        self.title = title
        self.kind = kind
        self.isOptional = isOptional
        self.defaultValue = defaultValue
        self.staticOptions = staticOptions
        self.hasDynamicOptions = hasDynamicOptions
        self.parameterDescription = parameterDescription
    }
}

/// One choice for a parameter: a stable identifier and the string a person sees. Not in WidgetKit.
package struct IntentOption: Codable, Hashable, Sendable {
    /// What is stored when the option is chosen: `ConfigurationValue.object(identifier:display:)`.
    package var identifier: String
    /// What people see.
    package var display: String

    /// Creates an option.
    package init(identifier: String, display: String) {
        self.identifier = identifier
        self.display = display
    }
}

/// An error in a stored or submitted configuration, naming the parameter that is wrong.
///
/// Its description reads like `SelectCharacterIntent.character: expected an object with an
/// identifier (a GameCharacter), got 3`: fix the value of that parameter, or remove it to use its
/// default.
package struct ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The intent type whose configuration is wrong.
    package var intentType: String
    /// The parameter whose value is wrong or unknown; nil when the error concerns the whole intent.
    package var parameter: String?
    /// What is wrong, and what was expected.
    package var message: String

    /// Creates an error about an intent type's configuration.
    package init(intentType: String, parameter: String?, message: String) {
        self.intentType = intentType
        self.parameter = parameter
        self.message = message
    }

    /// `Intent.parameter: message`, or `Intent: message`.
    package var description: String {
        if let parameter {
            return "\(intentType).\(parameter): \(message)"
        }
        return "\(intentType): \(message)"
    }
}

/// How the extension runtime reads and writes an author's configuration intent type. `INIntent`
/// adopts it; `WidgetConfigurationIntent`, a package protocol, offers the same members through a
/// package extension (a package protocol cannot refine a package one).
package protocol ConfigurationIntentCoding {
    /// The parameters, titles and option sources of this intent type.
    static var configurationSchema: IntentSchema { get }
    /// Builds an intent from stored values; throws `ConfigurationError` naming a bad parameter.
    /// Async because restoring an `AppEntity` asks its query.
    static func makeConfiguration(from values: ConfigurationValues) async throws -> Self
    /// The intent's current parameter values.
    var configurationValues: ConfigurationValues { get }
    /// The choices for a parameter whose options are provided dynamically, from the extension.
    /// `intentsExtension` is the handler the widget registered for SiriKit-style intents, if any.
    static func dynamicOptions(
        forParameter name: String, configuration: ConfigurationValues, intentsExtension: INExtension?
    ) async throws -> [IntentOption]
}

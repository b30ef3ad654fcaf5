import Foundation

/// How both kinds of intent implement `ConfigurationIntentCoding`: the parameters are found by
/// reflection over an intent instance, and values are written through the parameters' shared
/// storage (the wrapper is a class, so this works on a copy of a struct intent too).
enum IntentCoding {
    /// The parameters of an intent: the `_name` storage of each `@Parameter`, superclass parameters
    /// first, each class's in declaration order.
    static func parameters(of intent: Any) -> [(name: String, parameter: any AnyIntentParameter)] {
        var levels: [[(name: String, parameter: any AnyIntentParameter)]] = []
        var mirror: Mirror? = Mirror(reflecting: intent)
        while let current = mirror {
            levels.append(current.children.compactMap { child in
                guard let label = child.label, let parameter = child.value as? any AnyIntentParameter else {
                    return nil
                }
                return (label.hasPrefix("_") ? String(label.dropFirst()) : label, parameter)
            })
            mirror = current.superclassMirror
        }
        return levels.reversed().flatMap { $0 }
    }

    static func schema(
        of intent: Any, type: Any.Type, title: String, description: String? = nil
    ) -> IntentSchema {
        var schema = IntentSchema(
            intentType: String(describing: type), title: title,
            parameters: parameters(of: intent).map { $0.parameter.schema(name: $0.name) },
            intentDescription: description)
        schema.intentTypeName = IntentTypeName.of(type)
        return schema
    }

    static func values(of intent: Any) -> ConfigurationValues {
        var values: ConfigurationValues = [:]
        for (name, parameter) in parameters(of: intent) {
            values[name] = parameter.storedValue
        }
        return values
    }

    /// Sets every parameter of `intent` from `values`; throws a `ConfigurationError` naming the first
    /// parameter that is unknown or whose value doesn't fit.
    /// A fresh intent with `values` restored into its parameters.
    static func restored<Intent>(_ intent: Intent, from values: ConfigurationValues) async throws -> Intent {
        try await restore(values, into: intent, type: Intent.self)
        return intent
    }

    static func restore(_ values: ConfigurationValues, into intent: Any, type: Any.Type) async throws {
        let intentType = String(describing: type)
        let parameters = parameters(of: intent)
        let names = parameters.map(\.name)
        if let unknown = values.keys.sorted().first(where: { !names.contains($0) }) {
            throw ConfigurationError(
                intentType: intentType, parameter: unknown, message: unknownParameterMessage(unknown, names: names))
        }
        for (name, parameter) in parameters {
            do {
                try await parameter.restore(values[name])
            } catch let error as ParameterValueError {
                throw ConfigurationError(intentType: intentType, parameter: name, message: error.message)
            } catch let error as ConfigurationError {
                throw error
            } catch {
                // An entity query failed: say which parameter it was restoring.
                throw ConfigurationError(intentType: intentType, parameter: name, message: "\(error)")
            }
        }
    }

    /// The parameter named `name`, or an error listing the parameters there are.
    static func parameter(
        named name: String, of intent: Any, type: Any.Type
    ) throws -> any AnyIntentParameter {
        let parameters = parameters(of: intent)
        guard let parameter = parameters.first(where: { $0.name == name })?.parameter else {
            throw ConfigurationError(
                intentType: String(describing: type), parameter: name,
                message: unknownParameterMessage(name, names: parameters.map(\.name)))
        }
        return parameter
    }

    static func unknownParameterMessage(_ name: String, names: [String]) -> String {
        var message = "no such parameter"
        if let suggestion = names.closestMatch(to: name) {
            message += "; did you mean '\(suggestion)'?"
        } else {
            message += "."
        }
        return message + " The parameters are " + (names.isEmpty ? "none." : names.joined(separator: ", ") + ".")
    }

    /// Turns a type name into a title: `SelectCharacterIntent` → "Select Character".
    static func title(forTypeNamed name: String) -> String {
        let base = name.hasSuffix("Intent") && name.count > 6 ? String(name.dropLast(6)) : name
        var title = ""
        var previous: Character?
        for character in base {
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber {
                title.append(" ")
            }
            title.append(character)
            previous = character
        }
        return title
    }
}

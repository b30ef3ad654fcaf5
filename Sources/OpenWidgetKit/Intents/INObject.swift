import Foundation

/// An object from your app that a person picks as the value of an intent parameter, such as a
/// character in a game.
///
/// An object has a stable `identifier` and a `displayString` people see in the configuration
/// form. Two objects are equal when their identifiers are, so an object restored from a stored
/// configuration equals the one your code made from the same data.
///
/// On Apple platforms Xcode generates a subclass for each custom type of an intent definition file,
/// with `@NSManaged` properties. On Linux you write the subclass. Only `identifier` and
/// `displayString` are stored with a widget's configuration: when the runtime restores an object it
/// calls `init(identifier:display:)` on your subclass, so override that initializer to fill in your
/// other properties, from the identifier or from your app's data. The seed's characters are
/// identified by name:
///
/// ```swift
/// class GameCharacter: INObject {
///     var name: String?
///
///     required init(identifier: String?, display: String) {
///         super.init(identifier: identifier, display: display)
///         name = identifier
///     }
/// }
/// ```
///
/// A subclass that doesn't override the initializer inherits it, and its other properties keep
/// their initial values when the object is restored.
open class INObject: Hashable, CustomStringConvertible {
    /// The object's stable identifier; nil for an object without one.
    public let identifier: String?
    /// The string that represents the object to people.
    public let displayString: String

    /// Creates an object with an identifier and the string people see.
    ///
    /// The runtime calls this initializer on your subclass to restore an object from a stored
    /// configuration; override it to restore your subclass's other properties.
    public required init(identifier: String?, display: String) {
        self.identifier = identifier
        self.displayString = display
    }

    /// Whether two objects are the same: the same identifier, or, when neither has one, the same
    /// display string.
    public static func == (lhs: INObject, rhs: INObject) -> Bool {
        if lhs.identifier == nil && rhs.identifier == nil {
            return lhs.displayString == rhs.displayString
        }
        return lhs.identifier == rhs.identifier
    }

    /// Hashes the identifier, or the display string when there is no identifier, matching `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier ?? displayString)
    }

    /// The object's class, identifier and display string, for logs and test failures.
    open var description: String {
        "\(type(of: self))(identifier: \(identifier.map { "\"\($0)\"" } ?? "nil"), display: \"\(displayString)\")"
    }
}

extension INObject: IntentParameterValue {}

extension INObject: BuiltInIntentValue {
    /// Stores an object as its identifier and display string, and restores it as an instance of the
    /// parameter's class through `init(identifier:display:)`. An object without an identifier is
    /// stored with its display string as identifier.
    package static var intentValueCodec: IntentValueCodec {
        // `self` is the parameter's class (`GameCharacter`), so restored objects have that class.
        let objectClass = self
        return IntentValueCodec(
            kind: .object, expected: "an object with an identifier (a \(objectClass))",
            encode: { value in
                (value as? INObject).map {
                    .object(identifier: $0.identifier ?? $0.displayString, display: $0.displayString)
                }
            },
            decode: { value in
                guard case .object(let identifier, let display) = value else {
                    throw ParameterValueError(expected: "an object with an identifier (a \(objectClass))", got: value)
                }
                return objectClass.init(identifier: identifier, display: display)
            })
    }
}

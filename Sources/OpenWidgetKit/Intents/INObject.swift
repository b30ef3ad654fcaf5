import Foundation

/// An object a person chooses for an intent parameter, such as a game character.
///
/// On Apple platforms Xcode generates subclasses from the intent definition; on Linux you write
/// them, restoring extra properties in `init(identifier:display:)`:
///
/// ```swift
/// final class GameCharacter: INObject {
///     var name: String?
///     required init(identifier: String?, display: String) {
///         super.init(identifier: identifier, display: display)
///         name = identifier
///     }
/// }
/// ```
open class INObject: Hashable, CustomStringConvertible, IntentParameterValue, @unchecked Sendable {
    // @unchecked Sendable: identifier and display never change; subclasses' own properties are
    // the author's, as on Apple platforms.
    /// The stable identifier of the object.
    public let identifier: String?
    /// The string a person sees.
    public let displayString: String

    /// Creates an object with an identifier and a display string.
    public required init(identifier: String?, display: String) {
        self.identifier = identifier
        self.displayString = display
    }

    /// Objects are equal when their identifiers are.
    public static func == (lhs: INObject, rhs: INObject) -> Bool {
        lhs.identifier == rhs.identifier
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
    }

    open var description: String { "\(type(of: self))(\(identifier ?? "nil"): \(displayString))" }

    public static var parameterKind: IntentParameterSchema.ValueKind { .object }

    public var configurationValue: ConfigurationValue? {
        .object(identifier: identifier ?? displayString, display: displayString)
    }

    public static func restore(from value: ConfigurationValue?) async throws -> Self {
        guard case .object(let identifier, let display)? = value else {
            throw ParameterValueError(message: "expected an object with an identifier, got \(value.map { "\($0)" } ?? "nothing")")
        }
        return Self(identifier: identifier, display: display)
    }
}

/// A list of objects, optionally in sections, offered as a parameter's choices.
public struct INObjectCollection<ObjectType: INObject> {
    /// The sections of the collection.
    public let sections: [INObjectSection<ObjectType>]

    /// A collection of one untitled section.
    public init(items: [ObjectType]) {
        sections = [INObjectSection(title: nil, items: items)]
    }

    /// A collection of sections.
    public init(sections: [INObjectSection<ObjectType>]) {
        self.sections = sections
    }

    /// Every item, section after section.
    public var allItems: [ObjectType] { sections.flatMap(\.items) }
}

/// A titled group of objects in an `INObjectCollection`.
public struct INObjectSection<ObjectType: INObject> {
    public let title: String?
    public let items: [ObjectType]

    public init(title: String?, items: [ObjectType]) {
        self.title = title
        self.items = items
    }
}

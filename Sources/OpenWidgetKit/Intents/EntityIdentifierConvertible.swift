import Foundation

/// An entity identifier type that converts to a string and back, so a configuration can store it.
///
/// `String`, `Int` and `UUID` adopt it; adopt it for another identifier type:
///
/// ```swift
/// extension CharacterID: EntityIdentifierConvertible {
///     var entityIdentifierString: String { rawValue }
///     static func entityIdentifier(for entityIdentifierString: String) -> CharacterID? {
///         CharacterID(rawValue: entityIdentifierString)
///     }
/// }
/// ```
public protocol EntityIdentifierConvertible {
    /// The identifier as a string.
    var entityIdentifierString: String { get }
    /// The identifier a string stands for, or nil if it stands for none.
    static func entityIdentifier(for entityIdentifierString: String) -> Self?
}

extension String: EntityIdentifierConvertible {
    /// The string itself.
    public var entityIdentifierString: String { self }
    /// The string itself.
    public static func entityIdentifier(for entityIdentifierString: String) -> String? { entityIdentifierString }
}

extension Int: EntityIdentifierConvertible {
    /// The number in decimal.
    public var entityIdentifierString: String { String(self) }
    /// The number a decimal string stands for.
    public static func entityIdentifier(for entityIdentifierString: String) -> Int? { Int(entityIdentifierString) }
}

extension UUID: EntityIdentifierConvertible {
    /// The UUID's standard string form.
    public var entityIdentifierString: String { uuidString }
    /// The UUID a string stands for.
    public static func entityIdentifier(for entityIdentifierString: String) -> UUID? {
        UUID(uuidString: entityIdentifierString)
    }
}

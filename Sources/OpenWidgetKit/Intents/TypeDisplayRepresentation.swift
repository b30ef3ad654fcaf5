/// How a type of entity or enumeration is named to people, such as "Character".
///
/// ```swift
/// static let typeDisplayRepresentation: TypeDisplayRepresentation = "Character"
/// ```
public struct TypeDisplayRepresentation: Hashable, Sendable {
    /// The type's name.
    public var name: LocalizedStringResource

    /// Creates a representation from the type's name.
    public init(name: LocalizedStringResource) {
        self.name = name
    }
}

extension TypeDisplayRepresentation: ExpressibleByStringInterpolation {
    /// Creates a representation whose name is a string literal.
    public init(stringLiteral value: String) {
        self.init(name: LocalizedStringResource(value))
    }

    /// Creates a representation whose name is a string interpolation.
    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
        self.init(name: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}

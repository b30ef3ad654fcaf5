import Foundation

/// A string people read, with the key that would look it up in a localization table.
///
/// You rarely create one directly: string literals and interpolations become resources wherever
/// App Intents asks for one.
///
/// ```swift
/// static let title: LocalizedStringResource = "Select Character"
/// var displayRepresentation: DisplayRepresentation { "\(name)" }
/// ```
///
/// Localization tables are not supported yet: `defaultValue` is what people see. An interpolation's
/// key has a format specifier in place of each value (`"Level %lld"`), as Apple's does.
public struct LocalizedStringResource: Hashable, Sendable, CustomStringConvertible {
    /// The key in a localization table.
    public var key: String
    /// The text in the development language, with interpolated values filled in.
    public var defaultValue: String

    /// Creates a resource whose key is also its text.
    public init(_ keyAndValue: String) {
        key = keyAndValue
        defaultValue = keyAndValue
    }

    /// Creates a resource with a key and the text to show when no table translates it.
    public init(_ key: StaticString, defaultValue: String) {
        self.key = key.description
        self.defaultValue = defaultValue
    }

    /// The text people see.
    public var description: String { defaultValue }
}

extension LocalizedStringResource: ExpressibleByStringInterpolation {
    /// Creates a resource from a string literal, which is both its key and its text.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Creates a resource from an interpolation: the key holds format specifiers, the text the values.
    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        defaultValue = stringInterpolation.value
    }

    /// Builds a resource's key and text from a string interpolation.
    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        var value = ""

        /// Starts an interpolation.
        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity + 4 * interpolationCount)
            value.reserveCapacity(literalCapacity)
        }

        /// Adds literal text to both the key and the text.
        public mutating func appendLiteral(_ literal: String) {
            key += literal.replacingOccurrences(of: "%", with: "%%")
            value += literal
        }

        /// Adds a value: a format specifier to the key, the value to the text.
        public mutating func appendInterpolation<Value>(_ value: Value) {
            let specifier = switch value {
            case is any BinaryInteger: "%lld"
            case is any BinaryFloatingPoint: "%lf"
            default: "%@"
            }
            key += specifier
            self.value += String(describing: value)
        }
    }
}

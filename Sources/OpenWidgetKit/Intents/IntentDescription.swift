/// A sentence that says what an intent does, shown under its title.
///
/// ```swift
/// static let description = IntentDescription("Shows a character's health and other details.")
/// ```
public struct IntentDescription: Hashable, Sendable {
    /// The description's text.
    public var descriptionText: LocalizedStringResource

    /// Creates a description from its text.
    public init(_ descriptionText: LocalizedStringResource) {
        self.descriptionText = descriptionText
    }
}

extension IntentDescription: ExpressibleByStringInterpolation {
    /// Creates a description from a string literal.
    public init(stringLiteral value: String) {
        self.init(LocalizedStringResource(value))
    }

    /// Creates a description from a string interpolation.
    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
        self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}

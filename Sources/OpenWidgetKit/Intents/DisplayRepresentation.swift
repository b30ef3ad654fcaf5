/// How one entity or enumeration case appears to people: a title and an optional subtitle.
///
/// A string literal or interpolation makes a representation with just a title:
///
/// ```swift
/// var displayRepresentation: DisplayRepresentation { "\(name)" }
///
/// var displayRepresentation: DisplayRepresentation {
///     DisplayRepresentation(title: "\(name)", subtitle: "\(heroType)")
/// }
/// ```
///
/// The configuration form shows the title; the subtitle is kept for hosts that show more.
public struct DisplayRepresentation: Hashable, Sendable {
    /// The main text.
    public var title: LocalizedStringResource
    /// Secondary text, if any.
    public var subtitle: LocalizedStringResource?

    /// Creates a representation with a title and an optional subtitle.
    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil) {
        self.title = title
        self.subtitle = subtitle
    }
}

extension DisplayRepresentation: ExpressibleByStringInterpolation {
    /// Creates a representation whose title is a string literal.
    public init(stringLiteral value: String) {
        self.init(title: LocalizedStringResource(value))
    }

    /// Creates a representation whose title is a string interpolation.
    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
        self.init(title: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}

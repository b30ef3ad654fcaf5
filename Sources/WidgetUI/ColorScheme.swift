/// Light or dark appearance.
///
/// ```swift
/// @Environment(\.colorScheme) var colorScheme
/// var body: some View { colorScheme == .dark ? Color.black : Color.white }
/// ```
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    /// Dark content on a light background.
    case light
    /// Light content on a dark background.
    case dark
}

extension ColorScheme {
    /// The case's name, `light` or `dark`: how archives, the host protocol and the command line write it.
    package var name: String {
        switch self {
        case .light: "light"
        case .dark: "dark"
        }
    }

    /// The scheme with that name, or nil.
    package init?(name: String) {
        guard let scheme = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = scheme
    }
}

/// Not in SwiftUI: the host's archives and requests are JSON. A scheme is written by name.
extension ColorScheme: Codable {
    /// Reads a scheme from its name.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let scheme = ColorScheme(name: name) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Unknown colour scheme '\(name)': expected light or dark.")
        }
        self = scheme
    }

    /// Writes the scheme's name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}

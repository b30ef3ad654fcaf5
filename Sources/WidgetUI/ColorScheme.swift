/// Light or dark appearance.
///
/// ```swift
/// @Environment(\.colorScheme) var colorScheme
/// var body: some View { colorScheme == .dark ? Color.black : Color.white }
/// ```
public enum ColorScheme: String, CaseIterable, Codable, Hashable, Sendable {
    /// Dark content on a light background.
    case light
    /// Light content on a dark background.
    case dark
}

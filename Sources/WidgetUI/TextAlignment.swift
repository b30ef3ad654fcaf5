/// How the lines of a multi-line text line up with each other.
///
/// ```swift
/// Text("A long caption that wraps").multilineTextAlignment(.center)
/// ```
public enum TextAlignment: String, CaseIterable, Codable, Hashable, Sendable {
    /// Lines start at the leading edge.
    case leading
    /// Lines are centred.
    case center
    /// Lines end at the trailing edge.
    case trailing
}

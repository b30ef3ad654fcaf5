/// How the lines of a multi-line text line up with each other.
///
/// ```swift
/// Text("A long caption that wraps").multilineTextAlignment(.center)
/// ```
public enum TextAlignment: CaseIterable, Hashable, Sendable {
    /// Lines start at the leading edge.
    case leading
    /// Lines are centred.
    case center
    /// Lines end at the trailing edge.
    case trailing
}

extension TextAlignment {
    /// The case's name, as the archive records it: `leading`, `center` or `trailing`.
    package var name: String {
        switch self {
        case .leading: "leading"
        case .center: "center"
        case .trailing: "trailing"
        }
    }

    /// The alignment with that name, or nil.
    package init?(name: String) {
        guard let alignment = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = alignment
    }
}

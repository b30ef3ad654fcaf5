extension Text {
    /// Where a line of text that doesn't fit is cut and replaced by an ellipsis.
    ///
    /// ```swift
    /// Text(path).lineLimit(1).truncationMode(.middle)   // "/Users/…/Widget.swift"
    /// ```
    public enum TruncationMode: Hashable, Sendable {
        /// Cuts the beginning: "…end of the line".
        case head
        /// Cuts the end: "Beginning of the…" (the default).
        case tail
        /// Cuts the middle: "Begin…line".
        case middle

        /// The archive's spelling: `head`, `tail` or `middle`.
        package var name: String {
            switch self {
            case .head: "head"
            case .tail: "tail"
            case .middle: "middle"
            }
        }
    }
}

extension View {
    /// Where text in this view is cut when it doesn't fit: at its head, middle or tail (the default).
    ///
    /// ```swift
    /// Text(fileName).lineLimit(1).truncationMode(.middle)
    /// ```
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        recording(.truncationMode(mode.name)) { $0.truncationMode = mode }
    }
}

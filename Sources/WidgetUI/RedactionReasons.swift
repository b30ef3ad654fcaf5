/// The reasons a view's content is hidden.
///
/// Read them with `@Environment(\.redactionReasons)`; the host sets `.placeholder` while it shows a
/// widget's placeholder.
///
/// ```swift
/// @Environment(\.redactionReasons) var reasons
/// var body: some View { reasons.contains(.placeholder) ? Text("—") : Text(value) }
/// ```
public struct RedactionReasons: OptionSet, Codable, Hashable, Sendable {
    /// The reasons as bits.
    public let rawValue: Int

    /// Reasons from their bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Shown as a placeholder until the real content is known.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Hidden because it is private, for example on a locked device.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Out of date and about to be replaced.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

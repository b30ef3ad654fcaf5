/// The section headers and footers a lazy stack or grid keeps pinned while it scrolls.
///
/// Widgets don't scroll, so pinned views are drawn where they are.
///
/// ```swift
/// LazyVStack(pinnedViews: [.sectionHeaders]) { … }
/// ```
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt32

    /// A set from its bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

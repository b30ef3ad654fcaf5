/// The horizontal or vertical dimension of a layout.
///
/// ```swift
/// ViewThatFits(in: .horizontal) { wideRow; narrowRow }
/// ```
@frozen
public enum Axis: Int8, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Leading to trailing.
    case horizontal
    /// Top to bottom.
    case vertical

    /// The axis's name: `horizontal` or `vertical`.
    public var description: String {
        switch self {
        case .horizontal: "horizontal"
        case .vertical: "vertical"
        }
    }

    /// A set of axes: none, one, or both.
    ///
    /// ```swift
    /// let both: Axis.Set = [.horizontal, .vertical]
    /// ```
    @frozen
    public struct Set: OptionSet, Hashable, Sendable {
        /// The bits of the set.
        public let rawValue: Int8

        /// A set from its bits.
        @inlinable
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1 << 0)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 1 << 1)
    }
}

/// A side of a rectangle.
///
/// ```swift
/// Text("Hi").padding(.top, 8)
/// Text("Hi").padding([.leading, .trailing], 12)
/// ```
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    /// The top side.
    case top
    /// The leading side (left in left-to-right languages).
    case leading
    /// The bottom side.
    case bottom
    /// The trailing side (right in left-to-right languages).
    case trailing

    /// A set of sides.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The sides as bits, one per `Edge` raw value.
        public let rawValue: Int8

        /// A set from its bits.
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// The set holding one side.
        public init(_ e: Edge) {
            self.rawValue = 1 << e.rawValue
        }

        /// The top side.
        public static let top = Set(.top)
        /// The leading side.
        public static let leading = Set(.leading)
        /// The bottom side.
        public static let bottom = Set(.bottom)
        /// The trailing side.
        public static let trailing = Set(.trailing)
        /// The leading and trailing sides.
        public static let horizontal: Set = [.leading, .trailing]
        /// The top and bottom sides.
        public static let vertical: Set = [.top, .bottom]
        /// All four sides.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

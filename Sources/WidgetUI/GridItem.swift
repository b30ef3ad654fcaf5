/// One column of a `LazyVGrid` or one row of a `LazyHGrid`: how it is sized, the space after it,
/// and how views line up in its cells.
///
/// ```swift
/// let columns = [GridItem(.fixed(40)), GridItem(.flexible()), GridItem(.adaptive(minimum: 24))]
/// LazyVGrid(columns: columns) { … }
/// ```
public struct GridItem: Sendable {
    /// How a grid item is sized.
    public enum Size: Sendable {
        /// Exactly this length.
        case fixed(CGFloat)
        /// A share of the space left after fixed items, kept between the limits.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items as fit in a share of the space, each at least `minimum` long.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// How the item is sized.
    public var size: GridItem.Size
    /// The space between this item and the next; nil uses the system spacing.
    public var spacing: CGFloat?
    /// How views line up in this item's cells; nil centres them.
    public var alignment: Alignment?

    /// An item of a size, with the space after it and an alignment for its cells.
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// What the archive records for this item.
    var value: GridItemValue {
        let size: GridItemValue.Size = switch self.size {
        case .fixed(let length): .fixed(Double(length))
        case .flexible(let minimum, let maximum): .flexible(minimum: Double(minimum), maximum: Double(maximum))
        case .adaptive(let minimum, let maximum): .adaptive(minimum: Double(minimum), maximum: Double(maximum))
        }
        return GridItemValue(size: size, spacing: spacing.map(Double.init), alignment: alignment?.name)
    }
}

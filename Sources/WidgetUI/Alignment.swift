/// How views line up across a vertical stack: by their leading edges, centres or trailing edges.
///
/// ```swift
/// VStack(alignment: .leading) { Text("A"); Text("Longer") }
/// ```
public struct HorizontalAlignment: Hashable, Sendable {
    package let name: String

    /// Lines views up by their leading edges.
    public static let leading = HorizontalAlignment(name: "leading")
    /// Lines views up by their horizontal centres.
    public static let center = HorizontalAlignment(name: "center")
    /// Lines views up by their trailing edges.
    public static let trailing = HorizontalAlignment(name: "trailing")
}

/// How views line up across a horizontal stack: by their tops, centres, bottoms or text baselines.
///
/// ```swift
/// HStack(alignment: .firstTextBaseline) { Text("42").font(.title); Text("pts") }
/// ```
public struct VerticalAlignment: Hashable, Sendable {
    package let name: String

    /// Lines views up by their top edges.
    public static let top = VerticalAlignment(name: "top")
    /// Lines views up by their vertical centres.
    public static let center = VerticalAlignment(name: "center")
    /// Lines views up by their bottom edges.
    public static let bottom = VerticalAlignment(name: "bottom")
    /// Lines views up by the baseline of their first line of text.
    public static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline")
    /// Lines views up by the baseline of their last line of text.
    public static let lastTextBaseline = VerticalAlignment(name: "lastTextBaseline")
}

/// An alignment in both directions, for `ZStack`, frames, backgrounds and overlays.
///
/// ```swift
/// Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
/// ```
public struct Alignment: Hashable, Sendable {
    /// The alignment across the width.
    public var horizontal: HorizontalAlignment
    /// The alignment across the height.
    public var vertical: VerticalAlignment

    /// An alignment from its two parts.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The archive's spelling: `center`, or `vertical-horizontal` such as `top-leading`.
    package var name: String {
        horizontal == .center && vertical == .center ? "center" : "\(vertical.name)-\(horizontal.name)"
    }

    /// Centred both ways.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// At the leading edge, centred vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// At the trailing edge, centred vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// At the top, centred horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// At the bottom, centred horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// In the top leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// In the top trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// In the bottom leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// In the bottom trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

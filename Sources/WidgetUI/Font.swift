/// A font: a Dynamic Type text style such as `.headline`, or the system font at a size, weight
/// and design.
///
/// ```swift
/// Text("Title").font(.title2)
/// Text("42").font(.system(size: 48, weight: .bold, design: .rounded))
/// Text("Note").font(.caption.italic())
/// ```
public struct Font: Hashable, Sendable {
    /// The text styles of Dynamic Type, from largest to smallest.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        /// The largest title (34 pt by default).
        case largeTitle
        /// A first-level title (28 pt).
        case title
        /// A second-level title (22 pt).
        case title2
        /// A third-level title (20 pt).
        case title3
        /// A heading, semibold (17 pt).
        case headline
        /// A subheading (15 pt).
        case subheadline
        /// Body text (17 pt).
        case body
        /// A callout (16 pt).
        case callout
        /// A footnote (13 pt).
        case footnote
        /// A caption (12 pt).
        case caption
        /// A smaller caption (11 pt).
        case caption2
    }

    /// How thick a font's strokes are.
    public struct Weight: Hashable, Sendable {
        package let name: String

        /// The thinnest weight.
        public static let ultraLight = Weight(name: "ultraLight")
        /// A thin weight.
        public static let thin = Weight(name: "thin")
        /// A light weight.
        public static let light = Weight(name: "light")
        /// The normal weight.
        public static let regular = Weight(name: "regular")
        /// A medium weight.
        public static let medium = Weight(name: "medium")
        /// A semibold weight.
        public static let semibold = Weight(name: "semibold")
        /// A bold weight.
        public static let bold = Weight(name: "bold")
        /// A heavy weight.
        public static let heavy = Weight(name: "heavy")
        /// The thickest weight.
        public static let black = Weight(name: "black")
    }

    /// The look of a system font.
    public enum Design: Hashable, Sendable {
        /// The default system font.
        case `default`
        /// A serif font.
        case serif
        /// A font with rounded ends.
        case rounded
        /// A fixed-width font.
        case monospaced
    }

    package var value: FontValue

    private init(value: FontValue) {
        self.value = value
    }

    /// The largest title style.
    public static let largeTitle = Font(value: FontValue(style: TextStyle.largeTitle.name))
    /// The first-level title style.
    public static let title = Font(value: FontValue(style: TextStyle.title.name))
    /// The second-level title style.
    public static let title2 = Font(value: FontValue(style: TextStyle.title2.name))
    /// The third-level title style.
    public static let title3 = Font(value: FontValue(style: TextStyle.title3.name))
    /// The heading style.
    public static let headline = Font(value: FontValue(style: TextStyle.headline.name))
    /// The subheading style.
    public static let subheadline = Font(value: FontValue(style: TextStyle.subheadline.name))
    /// The body text style; text without a font uses it.
    public static let body = Font(value: FontValue(style: TextStyle.body.name))
    /// The callout style.
    public static let callout = Font(value: FontValue(style: TextStyle.callout.name))
    /// The footnote style.
    public static let footnote = Font(value: FontValue(style: TextStyle.footnote.name))
    /// The caption style.
    public static let caption = Font(value: FontValue(style: TextStyle.caption.name))
    /// The smaller caption style.
    public static let caption2 = Font(value: FontValue(style: TextStyle.caption2.name))

    /// The system font at a fixed size, which doesn't follow Dynamic Type.
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        Font(value: FontValue(size: Double(size), weight: weight?.name, design: design?.name))
    }

    /// The system font for a text style, in a design and weight.
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
        Font(value: FontValue(style: style.name, weight: weight?.name, design: design?.name))
    }

    /// A font family by name, at a size.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(value: FontValue(size: Double(size), family: name))
    }

    /// The font in bold.
    public func bold() -> Font {
        weight(.bold)
    }

    /// The font in italics.
    public func italic() -> Font {
        var font = self
        font.value.italic = true
        return font
    }

    /// The font in a weight.
    public func weight(_ weight: Font.Weight) -> Font {
        var font = self
        font.value.weight = weight.name
        return font
    }

    /// The font with digits of equal width.
    public func monospacedDigit() -> Font {
        var font = self
        font.value.monospacedDigit = true
        return font
    }

    /// The fixed-width version of the font.
    public func monospaced() -> Font {
        var font = self
        font.value.design = Design.monospaced.name
        return font
    }
}

extension Font.TextStyle {
    /// The style's name in the archive, such as `headline`.
    package var name: String {
        switch self {
        case .largeTitle: "largeTitle"
        case .title: "title"
        case .title2: "title2"
        case .title3: "title3"
        case .headline: "headline"
        case .subheadline: "subheadline"
        case .body: "body"
        case .callout: "callout"
        case .footnote: "footnote"
        case .caption: "caption"
        case .caption2: "caption2"
        }
    }
}

extension Font.Design {
    /// The design's name in the archive, such as `rounded`.
    package var name: String {
        switch self {
        case .default: "default"
        case .serif: "serif"
        case .rounded: "rounded"
        case .monospaced: "monospaced"
        }
    }
}

import Foundation

/// A colour as the archive stores it: a system colour by name (resolved for light or dark when
/// rendered), or red, green, blue and opacity from 0 to 1.
public struct ColorValue: Codable, Hashable, Sendable {
    /// A system colour's name (`red`, `primary`, …), or nil for an RGB colour.
    public var name: String?
    public var red: Double
    public var green: Double
    public var blue: Double
    public var opacity: Double

    public init(name: String? = nil, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.name = name
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }
}

/// A style to fill or draw with.
public protocol ShapeStyle: Sendable {}

/// A colour; also a view that fills the space it is given.
///
/// ```swift
/// Color.blue
/// Color(red: 0.2, green: 0.4, blue: 0.9).opacity(0.5)
/// ```
public struct Color: View, PrimitiveView, ShapeStyle, Hashable, Sendable {
    public typealias Body = Never

    package var value: ColorValue

    private init(name: String, red: Double, green: Double, blue: Double) {
        value = ColorValue(name: name, red: red, green: green, blue: blue, opacity: 1)
    }

    /// A colour from red, green and blue components from 0 to 1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        value = ColorValue(name: nil, red: red, green: green, blue: blue, opacity: opacity)
    }

    /// A grey from 0 (black) to 1 (white).
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness from 0 to 1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6, s = saturation, v = brightness
        let sector = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// The same colour, more transparent.
    public func opacity(_ opacity: Double) -> Color {
        var color = self
        color.value.opacity *= opacity
        return color
    }

    package func makeNode(in environment: EnvironmentValues) -> ViewNode {
        .color(value)
    }

    // iOS light-mode values of the system colours; the renderer picks dark variants by name.
    public static let red = Color(name: "red", red: 1, green: 0.231, blue: 0.188)
    public static let orange = Color(name: "orange", red: 1, green: 0.584, blue: 0)
    public static let yellow = Color(name: "yellow", red: 1, green: 0.8, blue: 0)
    public static let green = Color(name: "green", red: 0.204, green: 0.78, blue: 0.349)
    public static let mint = Color(name: "mint", red: 0, green: 0.78, blue: 0.745)
    public static let teal = Color(name: "teal", red: 0.188, green: 0.69, blue: 0.78)
    public static let cyan = Color(name: "cyan", red: 0.196, green: 0.678, blue: 0.902)
    public static let blue = Color(name: "blue", red: 0, green: 0.478, blue: 1)
    public static let indigo = Color(name: "indigo", red: 0.345, green: 0.337, blue: 0.839)
    public static let purple = Color(name: "purple", red: 0.686, green: 0.322, blue: 0.871)
    public static let pink = Color(name: "pink", red: 1, green: 0.176, blue: 0.333)
    public static let brown = Color(name: "brown", red: 0.635, green: 0.518, blue: 0.369)
    public static let white = Color(name: "white", red: 1, green: 1, blue: 1)
    public static let gray = Color(name: "gray", red: 0.557, green: 0.557, blue: 0.576)
    public static let black = Color(name: "black", red: 0, green: 0, blue: 0)
    public static let clear = Color(name: "clear", red: 0, green: 0, blue: 0).opacity(0)
    /// The main text colour: black in light mode, white in dark.
    public static let primary = Color(name: "primary", red: 0, green: 0, blue: 0)
    /// Secondary text: grey.
    public static let secondary = Color(name: "secondary", red: 0.235, green: 0.235, blue: 0.263).opacity(0.6)
    /// The app's accent colour.
    public static let accentColor = Color(name: "accentColor", red: 0, green: 0.478, blue: 1)
}

extension ShapeStyle where Self == Color {
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var white: Color { .white }
    public static var gray: Color { .gray }
    public static var black: Color { .black }
    public static var clear: Color { .clear }
    public static var primary: Color { .primary }
    public static var secondary: Color { .secondary }
}

/// A font: a text style such as `.headline`, or a system font of a size, weight and design.
public struct Font: Hashable, Sendable {
    /// The text styles of Dynamic Type.
    public enum TextStyle: String, CaseIterable, Codable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// The thickness of a font.
    public struct Weight: Hashable, Sendable {
        package let name: String
        public static let ultraLight = Weight(name: "ultraLight")
        public static let thin = Weight(name: "thin")
        public static let light = Weight(name: "light")
        public static let regular = Weight(name: "regular")
        public static let medium = Weight(name: "medium")
        public static let semibold = Weight(name: "semibold")
        public static let bold = Weight(name: "bold")
        public static let heavy = Weight(name: "heavy")
        public static let black = Weight(name: "black")
    }

    /// The family look of a system font.
    public enum Design: String, Codable, Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    package var value: FontValue

    private init(style: TextStyle) {
        value = FontValue(style: style.rawValue)
    }

    public static let largeTitle = Font(style: .largeTitle)
    public static let title = Font(style: .title)
    public static let title2 = Font(style: .title2)
    public static let title3 = Font(style: .title3)
    public static let headline = Font(style: .headline)
    public static let subheadline = Font(style: .subheadline)
    public static let body = Font(style: .body)
    public static let callout = Font(style: .callout)
    public static let footnote = Font(style: .footnote)
    public static let caption = Font(style: .caption)
    public static let caption2 = Font(style: .caption2)

    /// The system font at a size.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        var font = Font(style: .body)
        font.value = FontValue(style: nil, size: Double(size), weight: weight?.name, design: design?.rawValue)
        return font
    }

    /// A font by family name, at a size.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        var font = Font(style: .body)
        font.value = FontValue(style: nil, size: Double(size), family: name)
        return font
    }

    /// The system font for a text style.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        var font = Font(style: style)
        font.value.design = design?.rawValue
        font.value.weight = weight?.name
        return font
    }

    public func bold() -> Font { weight(.bold) }

    public func italic() -> Font {
        var font = self
        font.value.italic = true
        return font
    }

    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.value.weight = weight.name
        return font
    }

    public func monospacedDigit() -> Font {
        var font = self
        font.value.monospacedDigit = true
        return font
    }
}

/// A font as the archive stores it.
public struct FontValue: Codable, Hashable, Sendable {
    public var style: String?
    public var size: Double?
    public var weight: String?
    public var design: String?
    public var italic: Bool?
    public var monospacedDigit: Bool?
    /// A font family by name (`Font.custom`).
    public var family: String?

    public init(
        style: String? = nil, size: Double? = nil, weight: String? = nil, design: String? = nil, italic: Bool? = nil,
        monospacedDigit: Bool? = nil, family: String? = nil
    ) {
        self.family = family
        self.style = style
        self.size = size
        self.weight = weight
        self.design = design
        self.italic = italic
        self.monospacedDigit = monospacedDigit
    }
}

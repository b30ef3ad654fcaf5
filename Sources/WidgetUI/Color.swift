/// A colour; also a view that fills the space it is offered.
///
/// System colours such as `.red` and `.primary` stay symbolic in the archive, so the renderer picks
/// their light or dark variant; colours made from components are stored as sRGB red, green, blue
/// and opacity.
///
/// ```swift
/// Color.blue
/// Color(red: 0.2, green: 0.4, blue: 0.9).opacity(0.5)
/// Text("Hi").foregroundColor(.secondary)
/// ```
public struct Color: View, PrimitiveView, ShapeStyle, Hashable, Sendable, CustomStringConvertible {
    /// Primitive views have no body.
    public typealias Body = Never

    /// The colour spaces colour components can be given in.
    public enum RGBColorSpace: Hashable, Sendable {
        /// Standard sRGB, with its gamma curve.
        case sRGB
        /// sRGB primaries with linear components; converted to sRGB when the colour is made.
        case sRGBLinear
        /// Display P3; stored as if it were sRGB, so saturated P3 colours come out less vivid.
        case displayP3
    }

    package var value: ColorValue

    private init(name: String, red: Double, green: Double, blue: Double) {
        value = ColorValue(name: name, red: red, green: green, blue: blue, opacity: 1)
    }

    /// A colour from red, green and blue components from 0 to 1.
    public init(
        _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
    ) {
        func encoded(_ component: Double) -> Double {
            guard colorSpace == .sRGBLinear else { return component }
            return component <= 0.003_130_8 ? 12.92 * component : 1.055 * pow(component, 1 / 2.4) - 0.055
        }
        value = ColorValue(name: nil, red: encoded(red), green: encoded(green), blue: encoded(blue), opacity: opacity)
    }

    /// A grey from 0 (black) to 1 (white).
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness from 0 to 1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6, s = saturation, v = brightness
        let sector = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) =
            switch sector {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// The same colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        var color = self
        color.value.opacity *= opacity
        if let dark = color.value.dark, dark.count == 4 { color.value.dark?[3] = dark[3] * opacity }
        return color
    }

    /// The system colour's name (`red`, `primary`, …), or its components as `#RRGGBBAA`.
    public var description: String {
        if let name = value.name, value.opacity == 1 { return name }
        let bytes = [value.red, value.green, value.blue, value.opacity].map { Int(($0 * 255).rounded()) }
        let hex = "#" + bytes.map { String(format: "%02X", min(255, max(0, $0))) }.joined()
        return value.name.map { "\($0) \(hex)" } ?? hex
    }

    package func makeNode(in context: inout ResolveContext) -> ViewNode {
        .color(value)
    }

    // The components are iOS's light-mode values; renderers pick dark variants by name.

    /// The system red.
    public static let red = Color(name: "red", red: 1, green: 0.231, blue: 0.188)
    /// The system orange.
    public static let orange = Color(name: "orange", red: 1, green: 0.584, blue: 0)
    /// The system yellow.
    public static let yellow = Color(name: "yellow", red: 1, green: 0.8, blue: 0)
    /// The system green.
    public static let green = Color(name: "green", red: 0.204, green: 0.78, blue: 0.349)
    /// The system mint.
    public static let mint = Color(name: "mint", red: 0, green: 0.78, blue: 0.745)
    /// The system teal.
    public static let teal = Color(name: "teal", red: 0.188, green: 0.69, blue: 0.78)
    /// The system cyan.
    public static let cyan = Color(name: "cyan", red: 0.196, green: 0.678, blue: 0.902)
    /// The system blue.
    public static let blue = Color(name: "blue", red: 0, green: 0.478, blue: 1)
    /// The system indigo.
    public static let indigo = Color(name: "indigo", red: 0.345, green: 0.337, blue: 0.839)
    /// The system purple.
    public static let purple = Color(name: "purple", red: 0.686, green: 0.322, blue: 0.871)
    /// The system pink.
    public static let pink = Color(name: "pink", red: 1, green: 0.176, blue: 0.333)
    /// The system brown.
    public static let brown = Color(name: "brown", red: 0.635, green: 0.518, blue: 0.369)
    /// White, in both appearances.
    public static let white = Color(name: "white", red: 1, green: 1, blue: 1)
    /// The system grey.
    public static let gray = Color(name: "gray", red: 0.557, green: 0.557, blue: 0.576)
    /// Black, in both appearances.
    public static let black = Color(name: "black", red: 0, green: 0, blue: 0)
    /// No colour at all.
    public static let clear = Color(name: "clear", red: 0, green: 0, blue: 0).opacity(0)
    /// The main content colour: black in light mode, white in dark.
    public static let primary = Color(name: "primary", red: 0, green: 0, blue: 0)
    /// The colour of secondary content: a translucent grey that suits the appearance.
    public static let secondary = Color(name: "secondary", red: 0.235, green: 0.235, blue: 0.263).opacity(0.6)
    /// The accent colour of the app (system blue unless the host sets another).
    public static let accentColor = Color(name: "accentColor", red: 0, green: 0.478, blue: 1)
}

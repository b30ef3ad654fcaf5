import Foundation

/// UIKit's colour, as much of it as widget code passes to SwiftUI: components, greys, hue, system
/// colours and asset colours, turned into a `Color` with `Color(uiColor:)`. A small honest type for
/// widget code on Linux, not UIKit.
open class UIColor: NSObject, @unchecked Sendable {
    let color: Color

    init(color: Color) {
        self.color = color
    }

    /// A colour from red, green, blue and alpha components from 0 to 1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    /// A Display P3 colour (stored as sRGB, as `Color(.displayP3, …)` is).
    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(.displayP3, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    /// A grey from 0 (black) to 1 (white).
    public init(white: CGFloat, alpha: CGFloat) {
        color = Color(white: Double(white), opacity: Double(alpha))
    }

    /// A colour from hue, saturation and brightness from 0 to 1.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        color = Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha))
    }

    /// A SwiftUI colour as a UIKit one.
    public init(_ color: Color) {
        self.color = color
    }

    /// A colour from a `CGColor`.
    public init(cgColor: CGColor) {
        color = Color(cgColor: cgColor)
    }

    /// A colour from the asset catalog, or nil if no catalog has it.
    public init?(named name: String, in bundle: Bundle? = nil, compatibleWith traitCollection: Any? = nil) {
        guard AssetCatalog.color(named: name, bundle: bundle) != nil else { return nil }
        color = Color(name, bundle: bundle)
    }

    /// A colour from Xcode's generated asset symbols.
    public convenience init(resource: ColorResource) {
        self.init(color: Color(resource))
    }

    /// A colour that depends on the appearance: the provider is asked for the light and the dark one.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).color.value
        let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).color.value
        var value = light
        if light != dark { value.dark = [dark.red, dark.green, dark.blue, dark.opacity] }
        var color = Color.clear
        color.value = value
        self.color = color
    }

    /// The same colour with another alpha.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        var value = color.value
        let factor = value.opacity > 0 ? Double(alpha) / value.opacity : 0
        value.opacity = Double(alpha)
        if let dark = value.dark, dark.count == 4 { value.dark?[3] = dark[3] * factor }
        var copy = Color.clear
        copy.value = value
        return UIColor(color: copy)
    }

    /// The colour as a `CGColor` (its light appearance).
    open var cgColor: CGColor {
        CGColor(red: CGFloat(color.value.red), green: CGFloat(color.value.green), blue: CGFloat(color.value.blue),
                alpha: CGFloat(color.value.opacity))
    }

    /// The light appearance's components.
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = CGFloat(color.value.red)
        green?.pointee = CGFloat(color.value.green)
        blue?.pointee = CGFloat(color.value.blue)
        alpha?.pointee = CGFloat(color.value.opacity)
        return true
    }

    private static func system(_ color: Color) -> UIColor { UIColor(color: color) }
    private static func named(_ name: String, _ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> UIColor {
        var color = Color.clear
        color.value = ColorValue(name: name, red: r / 255, green: g / 255, blue: b / 255, opacity: a)
        return UIColor(color: color)
    }

    public static var black: UIColor { system(.black) }
    public static var white: UIColor { system(.white) }
    public static var clear: UIColor { system(.clear) }
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public static var lightGray: UIColor { UIColor(white: 2 / 3, alpha: 1) }
    public static var darkGray: UIColor { UIColor(white: 1 / 3, alpha: 1) }
    public static var systemRed: UIColor { system(.red) }
    public static var systemOrange: UIColor { system(.orange) }
    public static var systemYellow: UIColor { system(.yellow) }
    public static var systemGreen: UIColor { system(.green) }
    public static var systemMint: UIColor { system(.mint) }
    public static var systemTeal: UIColor { system(.teal) }
    public static var systemCyan: UIColor { system(.cyan) }
    public static var systemBlue: UIColor { system(.blue) }
    public static var systemIndigo: UIColor { system(.indigo) }
    public static var systemPurple: UIColor { system(.purple) }
    public static var systemPink: UIColor { system(.pink) }
    public static var systemBrown: UIColor { system(.brown) }
    public static var systemGray: UIColor { system(.gray) }
    public static var systemGray2: UIColor { named("systemGray2", 174, 174, 178) }
    public static var systemGray3: UIColor { named("systemGray3", 199, 199, 204) }
    public static var systemGray4: UIColor { named("systemGray4", 209, 209, 214) }
    public static var systemGray5: UIColor { named("systemGray5", 229, 229, 234) }
    public static var systemGray6: UIColor { named("systemGray6", 242, 242, 247) }
    public static var label: UIColor { system(.primary) }
    public static var secondaryLabel: UIColor { system(.secondary) }
    public static var tertiaryLabel: UIColor { named("tertiaryLabel", 60, 60, 67, 0.3) }
    public static var quaternaryLabel: UIColor { named("quaternaryLabel", 60, 60, 67, 0.18) }
    public static var systemBackground: UIColor { named("systemBackground", 255, 255, 255) }
    public static var secondarySystemBackground: UIColor { named("secondarySystemBackground", 242, 242, 247) }
    public static var tertiarySystemBackground: UIColor { named("tertiarySystemBackground", 255, 255, 255) }
    public static var systemGroupedBackground: UIColor { named("secondarySystemBackground", 242, 242, 247) }
    public static var secondarySystemGroupedBackground: UIColor { named("systemBackground", 255, 255, 255) }
    public static var systemFill: UIColor { named("systemFill", 120, 120, 128, 0.2) }
    public static var secondarySystemFill: UIColor { named("secondarySystemFill", 120, 120, 128, 0.16) }
    public static var tertiarySystemFill: UIColor { named("tertiarySystemFill", 118, 118, 128, 0.12) }
    public static var quaternarySystemFill: UIColor { named("quaternarySystemFill", 116, 116, 128, 0.08) }
    public static var separator: UIColor { named("separator", 60, 60, 67, 0.29) }
    public static var link: UIColor { system(.blue) }
    public static var tintColor: UIColor { system(.accentColor) }
}

/// The appearance a dynamic colour is asked for. Only the light or dark style is meaningful here.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle

    /// A trait collection with an interface style.
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
    }
}

/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// AppKit's colour: the same small type as `UIColor`, with AppKit's names.
public typealias NSColor = UIColor

extension UIColor {
    /// The accent colour of controls (AppKit).
    public static var controlAccentColor: UIColor { system(.accentColor) }
    /// Text (AppKit).
    public static var labelColor: UIColor { system(.primary) }
    /// Secondary text (AppKit).
    public static var secondaryLabelColor: UIColor { system(.secondary) }
    /// A window's background (AppKit).
    public static var windowBackgroundColor: UIColor { named("secondarySystemBackground", 236, 236, 236) }
    /// A control's background (AppKit).
    public static var controlBackgroundColor: UIColor { named("systemBackground", 255, 255, 255) }
}

extension Color {
    /// A SwiftUI colour from a UIKit one.
    public init(uiColor: UIColor) {
        self = uiColor.color
    }

    /// A SwiftUI colour from an AppKit one.
    public init(nsColor: NSColor) {
        self = nsColor.color
    }

    /// A SwiftUI colour from a `CGColor`.
    public init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        if c.count >= 4 {
            self.init(red: Double(c[0]), green: Double(c[1]), blue: Double(c[2]), opacity: Double(c[3]))
        } else {
            self.init(white: Double(c.first ?? 0), opacity: Double(c.count > 1 ? c[1] : 1))
        }
    }
}

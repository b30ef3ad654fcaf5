/// A style that stands for one system colour, which the renderer picks for the colour scheme.
package protocol SystemColorStyle {
    var systemColor: Color { get }
}

/// The system colour for a name, with its light-mode components (the renderer has the dark ones).
func namedSystemColor(_ name: String, _ red: Double, _ green: Double, _ blue: Double, _ opacity: Double) -> Color {
    var color = Color.clear
    color.value = ColorValue(name: name, red: red / 255, green: green / 255, blue: blue / 255, opacity: opacity)
    return color
}

extension ShapeStyle where Self == Color {
    /// The third level of content: UIKit's tertiary label colour.
    public static var tertiary: Color { namedSystemColor("tertiaryLabel", 60, 60, 67, 0.3) }
    /// The fourth level of content: UIKit's quaternary label colour.
    public static var quaternary: Color { namedSystemColor("quaternaryLabel", 60, 60, 67, 0.18) }
    /// The fifth level of content.
    public static var quinary: Color { namedSystemColor("quinaryLabel", 60, 60, 67, 0.1) }
    /// The colour of separators.
    public static var separator: Color { namedSystemColor("separator", 60, 60, 67, 0.29) }
    /// The view's tint: the accent colour.
    public static var tint: Color { Color.accentColor }
}

/// The system fill colours for shapes: `.fill`, `.fill.secondary`, `.fill.tertiary`, `.fill.quaternary`.
///
/// ```swift
/// .containerBackground(.fill.tertiary, for: .widget)
/// ```
public struct FillShapeStyle: ShapeStyle, SystemColorStyle {
    /// The system fill style.
    public init() {}

    package var systemColor: Color { namedSystemColor("systemFill", 120, 120, 128, 0.2) }
    /// The fill one level down.
    public var secondary: Color { namedSystemColor("secondarySystemFill", 120, 120, 128, 0.16) }
    /// The fill two levels down.
    public var tertiary: Color { namedSystemColor("tertiarySystemFill", 118, 118, 128, 0.12) }
    /// The fill three levels down.
    public var quaternary: Color { namedSystemColor("quaternarySystemFill", 116, 116, 128, 0.08) }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// The system fill: a translucent grey for shapes on a background.
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

/// The background colours: `.background`, `.background.secondary`, `.background.tertiary`.
public struct BackgroundStyle: ShapeStyle, SystemColorStyle {
    /// The background style.
    public init() {}

    package var systemColor: Color { namedSystemColor("systemBackground", 255, 255, 255, 1) }
    /// The background one level down: UIKit's secondary system background.
    public var secondary: Color { namedSystemColor("secondarySystemBackground", 242, 242, 247, 1) }
    /// The background two levels down.
    public var tertiary: Color { namedSystemColor("tertiarySystemBackground", 255, 255, 255, 1) }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background colour: white, or black in dark mode.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// The foreground colours: `.foreground` and its levels (the label colours).
public struct ForegroundStyle: ShapeStyle, SystemColorStyle {
    /// The foreground style.
    public init() {}

    package var systemColor: Color { Color.primary }
    /// The foreground one level down.
    public var secondary: Color { Color.secondary }
    /// The foreground two levels down.
    public var tertiary: Color { .tertiary }
    /// The foreground three levels down.
    public var quaternary: Color { .quaternary }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground colour.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// A translucent material behind content. A widget is a still image with nothing live behind it, so a
/// material is drawn as the background colour at the material's opacity (no blur).
public struct Material: ShapeStyle, SystemColorStyle, Sendable {
    private let opacity: Double

    private init(opacity: Double) { self.opacity = opacity }

    package var systemColor: Color { namedSystemColor("material", 255, 255, 255, opacity) }

    /// The most translucent material.
    public static let ultraThin = Material(opacity: 0.35)
    /// A translucent material.
    public static let thin = Material(opacity: 0.5)
    /// The default material.
    public static let regular = Material(opacity: 0.7)
    /// A mostly opaque material.
    public static let thick = Material(opacity: 0.8)
    /// The most opaque material.
    public static let ultraThick = Material(opacity: 0.9)
    /// A bar's material.
    public static let bar = Material(opacity: 0.8)
}

extension ShapeStyle where Self == Material {
    /// The most translucent material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A translucent material.
    public static var thinMaterial: Material { .thin }
    /// The default material.
    public static var regularMaterial: Material { .regular }
    /// A mostly opaque material.
    public static var thickMaterial: Material { .thick }
    /// The most opaque material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// A bar's material.
    public static var bar: Material { .bar }
}

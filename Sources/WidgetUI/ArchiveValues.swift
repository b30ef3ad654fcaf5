// The values the archive stores for colours, fonts, images, shapes and paints. Not in SwiftUI: the
// public types (`Color`, `Font`, …) keep these as their archive form.

/// A colour as the archive stores it: sRGB components from 0 to 1, and a system colour's name so
/// renderers can pick its dark variant.
///
/// ```swift
/// Color.red.value        // ColorValue(name: "red", red: 1, green: 0.231, blue: 0.188)
/// ```
package struct ColorValue: Codable, Hashable, Sendable {
    /// A system colour's name (`red`, `primary`, …), or nil for a colour made from components.
    package var name: String?
    /// The red component, 0 to 1 (the light-mode value for a system colour).
    package var red: Double
    /// The green component, 0 to 1.
    package var green: Double
    /// The blue component, 0 to 1.
    package var blue: Double
    /// The opacity, 0 (clear) to 1 (opaque).
    package var opacity: Double
    /// For an asset catalog's colour with a dark appearance: its red, green, blue and opacity there.
    package var dark: [Double]?

    /// A colour value from its parts.
    package init(name: String? = nil, red: Double, green: Double, blue: Double, opacity: Double = 1, dark: [Double]? = nil) {
        self.name = name
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
        self.dark = dark
    }
}

/// A font as the archive stores it; nil fields inherit or use the defaults.
package struct FontValue: Codable, Hashable, Sendable {
    /// A `Font.TextStyle` by name, such as `headline`.
    package var style: String?
    /// A fixed size in points.
    package var size: Double?
    /// A `Font.Weight` name, such as `semibold`.
    package var weight: String?
    /// A `Font.Design` by name, such as `rounded`.
    package var design: String?
    /// Whether the font is italic.
    package var italic: Bool?
    /// Whether digits have equal widths.
    package var monospacedDigit: Bool?
    /// A font family by name (`Font.custom`).
    package var family: String?

    /// A font value from its parts.
    package init(
        style: String? = nil, size: Double? = nil, weight: String? = nil, design: String? = nil, italic: Bool? = nil,
        monospacedDigit: Bool? = nil, family: String? = nil
    ) {
        self.style = style
        self.size = size
        self.weight = weight
        self.design = design
        self.italic = italic
        self.monospacedDigit = monospacedDigit
        self.family = family
    }
}

/// Where an image comes from.
package enum ImageSource: Codable, Hashable, Sendable {
    /// An SF Symbol by name.
    case system(String)
    /// An image from the widget's resources by name.
    case named(String)
    /// An image's encoded bytes (PNG or JPEG), as `Image(uiImage:)` passes them from the extension.
    case data(Data)
}

/// The axis of a stack.
package enum StackAxis: String, Codable, Hashable, Sendable {
    /// Leading to trailing (`HStack`).
    case horizontal
    /// Top to bottom (`VStack`).
    case vertical
}

/// A shape as the archive stores it.
package enum ShapeKind: Codable, Hashable, Sendable {
    /// `Rectangle`.
    case rectangle
    /// `RoundedRectangle`, by its corner radius.
    case roundedRectangle(cornerRadius: Double)
    /// `Circle`.
    case circle
    /// `Ellipse`.
    case ellipse
    /// `Capsule`.
    case capsule
    /// `ContainerRelativeShape`: the container's shape, inset to where the view is.
    case containerRelative
    /// `trim(from:to:)`: the part of a shape's outline between two fractions of its length.
    indirect case trimmed(ShapeKind, from: Double, to: Double)

    func mappingLengths(_ transform: (Double) -> Double) -> ShapeKind {
        if case .roundedRectangle(let radius) = self { return .roundedRectangle(cornerRadius: transform(radius)) }
        if case .trimmed(let base, let from, let to) = self { return .trimmed(base.mappingLengths(transform), from: from, to: to) }
        return self
    }
}

/// A colour or gradient to paint with, as the archive stores it.
package enum PaintValue: Codable, Hashable, Sendable {
    /// A plain colour.
    case color(ColorValue)
    /// A linear gradient through colours at even spacing, between two unit points.
    case linearGradient(colors: [ColorValue], start: UnitPoint, end: UnitPoint)
}

/// A shape's outline as the archive stores it.
package struct StrokeValue: Codable, Hashable, Sendable {
    /// What the outline is painted with.
    package var paint: PaintValue
    /// The outline's width in points.
    package var lineWidth: Double
    /// True when the outline lies inside the shape's edge (`strokeBorder`), false when centred on it.
    package var inset: Bool = false
    /// `StrokeStyle`'s line cap (`butt`, `round`, `square`) and join (`miter`, `round`, `bevel`); nil: butt, miter.
    package var cap: String? = nil
    package var join: String? = nil
    /// Dash lengths and the phase, in points; nil: a solid line.
    package var dash: [Double]? = nil
    package var dashPhase: Double? = nil
}

/// How full a progress bar or gauge is.
package enum ProgressValue: Codable, Hashable, Sendable {
    /// A fraction from 0 to 1.
    case fraction(Double)
    /// A bar that empties (or fills) between two dates, in seconds since 1970.
    case timer(start: Double, end: Double, countsDown: Bool)
}

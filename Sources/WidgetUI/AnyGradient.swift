/// A colour's gradient (`Color.blue.gradient`): the colour, a little lighter at the top, down to
/// itself at the bottom.
///
/// ```swift
/// .containerBackground(Color.indigo.gradient, for: .widget)
/// ```
public struct AnyGradient: ShapeStyle, Hashable, Sendable {
    let colors: [Color]

    /// A gradient from a `Gradient`'s colours, top to bottom.
    public init(_ gradient: Gradient) {
        colors = gradient.colors
    }

    var paint: PaintValue {
        .linearGradient(colors: colors.map(\.value), start: .top, end: .bottom)
    }
}

extension Color {
    /// The colour as a gradient: lighter at the top (mixed 12 % toward white, as SwiftUI's measured
    /// `.gradient` looks), the colour itself at the bottom.
    public var gradient: AnyGradient {
        var top = self
        let mix = 0.12
        top.value.red += (1 - top.value.red) * mix
        top.value.green += (1 - top.value.green) * mix
        top.value.blue += (1 - top.value.blue) * mix
        if let dark = top.value.dark, dark.count == 4 {
            top.value.dark = [dark[0] + (1 - dark[0]) * mix, dark[1] + (1 - dark[1]) * mix, dark[2] + (1 - dark[2]) * mix, dark[3]]
        }
        // A named colour keeps its name for the dark variant; the lightened top is its own colour.
        top.value.name = nil
        return AnyGradient(Gradient(colors: [top, self]))
    }

    /// A colour from a UIKit colour (before iOS 15, `Color(uiColor:)`).
    public init(_ color: UIColor) {
        self = color.color
    }
}

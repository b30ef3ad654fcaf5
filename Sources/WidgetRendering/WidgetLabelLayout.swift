import CPangoCairo
import Foundation
import WidgetUI

/// A `widgetLabel`'s text set along a curve, one glyph at a time: each glyph's box, the point its centre
/// sits on and its rotation, the same for Cairo and HTML.
struct CurvedLabel {
    struct Glyph {
        var text: String
        /// The glyph box's centre, in points.
        var center: (Double, Double)
        /// Clockwise, in degrees.
        var rotation: Double
        var width: Double
        var height: Double
    }

    var glyphs: [Glyph]
    var style: TextStyle
}

/// Where an accessory widget's `widgetLabel` goes, as a watch face draws it (the iPhone's Lock Screen
/// draws none; the host draws them for these two families whatever the device):
///
/// - `accessoryCircular`: the content shrinks into a circle 13 pt in from the edge; the label's text
///   curves along the bottom of the band left around it, reading left to right.
/// - `accessoryCorner`: the canvas is a watch face's top-leading corner; the content takes the 52 pt
///   square in the corner and the label's text curves around it, on a circle centred on the canvas's
///   bottom-trailing corner, reading from bottom-leading to top-trailing.
///
/// The text is 10 pt medium in the label's colour (the primary colour by default), cut with "…" where
/// it would run past the curve (170° of the circle, 90° of the corner's). A label with no text (an image,
/// a gauge) is laid out in the band's bottom middle, or at the middle of the corner's curve.
/// [U: the geometry is ours, from watch face screenshots.]
enum WidgetLabelLayout {
    static let band = 13.0
    static let cornerContent = 52.0
    static let font = FontValue(size: 10, weight: "medium")

    /// Whether a family draws its widget label.
    static func draws(_ family: WidgetFamily) -> Bool {
        family == .accessoryCircular || family == .accessoryCorner
    }

    /// The content's area when a label is drawn.
    static func contentRect(_ family: WidgetFamily, canvas: Size) -> Rect {
        switch family {
        case .accessoryCorner:
            return Rect(x: 0, y: 0, width: min(cornerContent, canvas.width), height: min(cornerContent, canvas.height))
        default:
            return Rect(x: band, y: band, width: max(0, canvas.width - 2 * band), height: max(0, canvas.height - 2 * band))
        }
    }

    /// The circle the text follows, its middle angle (degrees), the widest span, and whether it reads with
    /// increasing angles.
    private static func curve(_ family: WidgetFamily, canvas: Size) -> (center: (Double, Double), radius: Double, middle: Double, span: Double, increasing: Bool) {
        if family == .accessoryCorner {
            return ((canvas.width, canvas.height), canvas.width * 0.52, 225, 90, true)
        }
        return ((canvas.width / 2, canvas.height / 2), min(canvas.width, canvas.height) / 2 - band / 2, 90, 170, false)
    }

    /// Where a label without text goes.
    static func labelRect(_ family: WidgetFamily, canvas: Size) -> Rect {
        if family == .accessoryCorner {
            let (center, radius, middle, _, _) = curve(family, canvas: canvas)
            let angle = middle * .pi / 180
            return Rect(x: center.0 + radius * cos(angle) - 8, y: center.1 + radius * sin(angle) - 8, width: 16, height: 16)
        }
        return Rect(x: canvas.width * 0.3, y: canvas.height - band, width: canvas.width * 0.4, height: band)
    }

    /// The text set along the family's curve.
    static func curved(_ text: String, color: ColorValue?, family: WidgetFamily, canvas: Size, textEngine: TextEngine) -> CurvedLabel {
        var style = TextStyle(font: font)
        style.color = color
        let (center, radius, middle, maximumSpan, increasing) = curve(family, canvas: canvas)
        func size(_ piece: String) -> (Double, Double) {
            let layout = textEngine.makeLayout(piece, style: style, width: nil, height: nil)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_extents(layout, &ink, &logical)
            return (Double(logical.width) / Double(PANGO_SCALE), Double(logical.height) / Double(PANGO_SCALE))
        }
        var pieces = text.map { String($0) }.map { ($0, size($0)) }
        let limit = maximumSpan * .pi / 180 * radius
        if pieces.map(\.1.0).reduce(0, +) > limit {
            let ellipsis = ("…", size("…"))
            while !pieces.isEmpty, pieces.map(\.1.0).reduce(0, +) + ellipsis.1.0 > limit { pieces.removeLast() }
            pieces.append(ellipsis)
        }
        let total = pieces.map(\.1.0).reduce(0, +)
        let direction = increasing ? 1.0 : -1.0
        let start = middle * .pi / 180 - direction * total / radius / 2
        var offset = 0.0
        var glyphs: [CurvedLabel.Glyph] = []
        for (piece, (width, height)) in pieces {
            let angle = start + direction * (offset + width / 2) / radius
            offset += width
            guard !piece.allSatisfy(\.isWhitespace) else { continue }
            let degrees = angle * 180 / .pi
            glyphs.append(CurvedLabel.Glyph(
                text: piece, center: (center.0 + radius * cos(angle), center.1 + radius * sin(angle)),
                rotation: increasing ? degrees + 90 : degrees - 90, width: width, height: height))
        }
        return CurvedLabel(glyphs: glyphs, style: style)
    }
}

import CPangoCairo
import Foundation
import WidgetUI

/// Where a text's first and last lines sit, from its top, in points.
struct TextBaselines: Hashable {
    var first: Double
    var last: Double
}

extension TextStyle {
    /// Pango's ellipsis position for the style's truncation mode.
    var ellipsizeMode: PangoEllipsizeMode {
        switch truncationMode {
        case "head": PANGO_ELLIPSIZE_START
        case "middle": PANGO_ELLIPSIZE_MIDDLE
        default: PANGO_ELLIPSIZE_END
        }
    }
}

extension TextEngine {
    /// The baselines of a text laid out as `measure` lays it out.
    func baselines(_ text: String, style: TextStyle, spans: [TextSpan], width: Double?, height: Double?) -> TextBaselines {
        let layout = makeLayout(text, style: style, spans: spans, width: width, height: height)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let first = Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)
        var last = first
        if let iterator = pango_layout_get_iter(layout) {
            while pango_layout_iter_next_line(iterator) != 0 {}
            last = Double(pango_layout_iter_get_baseline(iterator)) / Double(PANGO_SCALE)
            pango_layout_iter_free(iterator)
        }
        return TextBaselines(first: first, last: last)
    }
}

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

extension TextEngine {
    /// The lines a text shows when it is cut to fit (with "…" where Pango cut it), joined by newlines;
    /// nil when the text is not cut. The HTML renderer writes these, so a browser shows what the PNG shows.
    func displayedText(_ text: String, style: TextStyle, spans: [TextSpan], width: Double?, height: Double?) -> String? {
        let layout = makeLayout(text, style: style, spans: spans, width: width, height: height)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        guard pango_layout_is_ellipsized(layout) != 0 else { return nil }
        let bytes = Array(text.utf8)
        var lines: [String] = []
        for index in 0..<pango_layout_get_line_count(layout) {
            guard let line = pango_layout_get_line_readonly(layout, index) else { continue }
            var shown = ""
            var runs = line.pointee.runs
            while let node = runs {
                let item = node.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self).pointee.item.pointee
                if Int32(item.analysis.flags) & PANGO_ANALYSIS_FLAG_IS_ELLIPSIS != 0 {
                    shown += "…"
                } else {
                    let start = max(0, min(bytes.count, Int(item.offset))), end = max(start, min(bytes.count, Int(item.offset + item.length)))
                    shown += String(decoding: bytes[start..<end], as: UTF8.self)
                }
                runs = node.pointee.next
            }
            lines.append(shown)
        }
        return lines.joined(separator: "\n")
    }
}

extension WidgetRenderer {
    /// Notes, on every text of a placed tree that is cut to fit, the lines it shows (for the HTML renderer).
    func noteDisplayedText(_ placed: PlacedNode) {
        if case .text(_, let style) = placed.node.kind, let text = placed.text {
            placed.displayedText = textEngine.displayedText(
                text, style: style.scaled(placed.fontScale), spans: placed.spans, width: placed.frame.width + 0.01,
                height: placed.frame.height + 1)
        }
        placed.children.forEach(noteDisplayedText)
    }
}

import CPangoCairo
import Foundation
import WidgetUI

/// A run of a text styled apart from the rest, by UTF-8 byte offsets into the text.
struct TextSpan: Hashable {
    var start: Int
    var end: Int
    var style: TextRunStyle
    /// The colour scheme to resolve the run's colour for (nil while measuring: colour has no size).
    var scheme: ColorScheme?
}

/// Measures and draws text with Pango, with Apple's text styles mapped to installed fonts:
/// Inter stands in for SF Pro (Inter Display from 20 pt, as SF Pro Display takes over from SF Pro
/// Text), DejaVu Sans Mono for SF Mono, DejaVu Serif for New York. Pango's fallback finds Noto CJK
/// for Chinese and Japanese and Noto Color Emoji for emoji.
///
/// Not thread-safe: one engine per rendering thread.
final class TextEngine {
    private let context: OpaquePointer

    init() {
        let fontMap = pango_cairo_font_map_new()!
        context = pango_font_map_create_context(fontMap)
        g_object_unref(UnsafeMutableRawPointer(fontMap))
        // Unhinted metrics and fractional glyph positions: the same layout at every scale.
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
    }

    /// Text styles: size in points, Pango weight and tracking in points (HIG, default size).
    private static let textStyles: [String: (Double, Int, Double)] = [
        "largeTitle": (34, 400, 0.40), "title": (28, 400, 0.38), "title2": (22, 400, -0.26),
        "title3": (20, 400, -0.45), "headline": (17, 600, -0.43), "body": (17, 400, -0.43),
        "callout": (16, 400, -0.31), "subheadline": (15, 400, -0.23), "footnote": (13, 400, -0.08),
        "caption": (12, 400, 0), "caption2": (11, 400, 0.06),
    ]

    private static let weights: [String: Int] = [
        "ultraLight": 200, "thin": 100, "light": 300, "regular": 400, "medium": 500, "semibold": 600,
        "bold": 700, "heavy": 800, "black": 900,
    ]

    /// A text style's size in points, Pango weight and tracking in points (HIG, default size).
    static func metrics(for font: FontValue) -> (size: Double, weight: Int, tracking: Double) {
        let table = textStyles
        var (size, weight, tracking) = table[font.style ?? "body"] ?? (17, 400, -0.43)
        if let explicit = font.size {
            size = explicit
            tracking = 0
        }
        if let name = font.weight, let value = weights[name] {
            weight = value
        }
        return (size, weight, tracking)
    }

    /// A Pango layout for runs of text already turned into a string, ready to measure or draw.
    func makeLayout(
        _ text: String, style: TextStyle, spans: [TextSpan] = [], width: Double?, height: Double?
    ) -> OpaquePointer {
        let scale = 1.0
        let layout = pango_layout_new(context)!
        let (size, weight, tracking) = Self.metrics(for: style.font)
        let description = pango_font_description_new()
        let family: String = style.font.family ?? {
            switch style.font.design {
            case "monospaced": "DejaVu Sans Mono"
            case "serif": "DejaVu Serif"
            default: size >= 20 ? "Inter Display, Inter" : "Inter"
            }
        }()
        pango_font_description_set_family(description, family)
        pango_font_description_set_absolute_size(description, size * scale * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(weight)))
        if style.font.italic == true {
            pango_font_description_set_style(description, PANGO_STYLE_ITALIC)
        }
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)

        let attributes = pango_attr_list_new()
        if tracking != 0 {
            pango_attr_list_insert(attributes, pango_attr_letter_spacing_new(Int32(tracking * scale * Double(PANGO_SCALE))))
        }
        if style.font.monospacedDigit == true {
            pango_attr_list_insert(attributes, pango_attr_font_features_new("tnum"))
        }
        for span in spans {
            add(span, to: attributes!)
        }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)

        pango_layout_set_text(layout, text, -1)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        let alignment: PangoAlignment = switch style.alignment {
        case .leading: PANGO_ALIGN_LEFT
        case .center: PANGO_ALIGN_CENTER
        case .trailing: PANGO_ALIGN_RIGHT
        }
        pango_layout_set_alignment(layout, alignment)
        if let width, width.isFinite {
            pango_layout_set_width(layout, Int32(max(0, width * scale) * Double(PANGO_SCALE)))
            pango_layout_set_ellipsize(layout, style.ellipsizeMode)
        }
        if let limit = style.lineLimit {
            pango_layout_set_height(layout, -Int32(max(1, limit)))
            pango_layout_set_ellipsize(layout, style.ellipsizeMode)
        } else if let height, height.isFinite {
            // Keep at least one line; ellipsize the last line that fits.
            pango_layout_set_height(layout, Int32(max(0, height * scale) * Double(PANGO_SCALE)))
        } else {
            pango_layout_set_height(layout, -Int32.max / 2)
        }
        return layout
    }

    /// How many glyphs a string shapes to in a font family: 1 for an icon-font ligature that exists.
    func glyphCount(_ text: String, family: String) -> Int {
        var style = TextStyle()
        style.font = FontValue(size: 20, family: family)
        let layout = makeLayout(text, style: style, width: nil, height: nil)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        guard let line = pango_layout_get_line_readonly(layout, 0) else { return 0 }
        var count = 0
        var runs = line.pointee.runs
        while let node = runs {
            let run = node.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self)
            count += Int(run.pointee.glyphs.pointee.num_glyphs)
            runs = node.pointee.next
        }
        return count
    }

    /// Pango attributes for one differently styled run of a text (`Text("a").bold() + Text("b")`).
    private func add(_ span: TextSpan, to list: OpaquePointer) {
        func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
            guard let attribute else { return }
            attribute.pointee.start_index = UInt32(span.start)
            attribute.pointee.end_index = UInt32(span.end)
            pango_attr_list_insert(list, attribute)
        }
        let style = span.style
        if let font = style.font {
            let (size, weight, _) = Self.metrics(for: font)
            insert(pango_attr_size_new_absolute(Int32(size * Double(PANGO_SCALE))))
            insert(pango_attr_weight_new(PangoWeight(rawValue: UInt32(weight))))
            if let family = font.family { insert(pango_attr_family_new(family)) }
            if font.italic == true { insert(pango_attr_style_new(PANGO_STYLE_ITALIC)) }
            if font.monospacedDigit == true { insert(pango_attr_font_features_new("tnum")) }
        }
        if let weight = style.weight {
            insert(pango_attr_weight_new(PangoWeight(rawValue: UInt32(Self.metrics(for: FontValue(weight: weight)).weight))))
        }
        if style.italic == true { insert(pango_attr_style_new(PANGO_STYLE_ITALIC)) }
        if style.monospacedDigit == true { insert(pango_attr_font_features_new("tnum")) }
        if style.underline == true { insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE)) }
        if style.strikethrough == true { insert(pango_attr_strikethrough_new(1)) }
        if let color = style.decorationColor, let scheme = span.scheme, style.underline == true || style.strikethrough == true {
            let (r, g, b, _) = Palette.rgba(color, scheme)
            let (red, green, blue) = (UInt16(r * 65535), UInt16(g * 65535), UInt16(b * 65535))
            if style.underline == true { insert(pango_attr_underline_color_new(red, green, blue)) }
            if style.strikethrough == true { insert(pango_attr_strikethrough_color_new(red, green, blue)) }
        }
        if let color = style.color, let scheme = span.scheme {
            let (r, g, b, a) = Palette.rgba(color, scheme)
            insert(pango_attr_foreground_new(UInt16(r * 65535), UInt16(g * 65535), UInt16(b * 65535)))
            insert(pango_attr_foreground_alpha_new(UInt16(a * 65535)))
        }
    }

    /// The size of the laid-out text, in points; with `minimumScaleFactor` below 1, the text shrinks
    /// (in steps of 5%, never below the factor) until it is no longer truncated.
    func measure(_ text: String, style: TextStyle, spans: [TextSpan] = [], width: Double?, height: Double?) -> Size {
        measureFitting(text, style: style, spans: spans, width: width, height: height).size
    }

    /// The size, and the font scale the text needs to fit (1 when it fits at its own size).
    func measureFitting(
        _ text: String, style: TextStyle, spans: [TextSpan], width: Double?, height: Double?
    ) -> (size: Size, fontScale: Double) {
        var (size, truncated) = measureOnce(text, style: style, spans: spans, width: width, height: height)
        guard truncated, style.minimumScaleFactor < 1 else { return (size, 1) }
        var scale = 1.0
        while truncated && scale > style.minimumScaleFactor + 0.0001 {
            scale = max(style.minimumScaleFactor, scale - 0.05)
            (size, truncated) = measureOnce(text, style: style.scaled(scale), spans: spans, width: width, height: height)
        }
        return (size, scale)
    }

    private func measureOnce(
        _ text: String, style: TextStyle, spans: [TextSpan], width: Double?, height: Double?
    ) -> (Size, Bool) {
        let layout = makeLayout(text, style: style, spans: spans, width: width, height: height)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let truncated = pango_layout_is_ellipsized(layout) != 0
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        // Pango leaves the last letter's spacing out of the extents but counts it when it wraps.
        let trailingTracking = max(0, Self.metrics(for: style.font).tracking)
        var measured = Double(logical.width) / Double(PANGO_SCALE) + trailingTracking
        // A line cut to fit, or one that fits but for its last letter's spacing, is no wider than offered.
        if let width, width.isFinite, truncated || measured - trailingTracking <= width { measured = min(measured, max(0, width)) }
        return (Size(width: measured, height: Double(logical.height) / Double(PANGO_SCALE)), truncated)
    }
}

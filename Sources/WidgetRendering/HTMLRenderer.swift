import Foundation
package import WidgetUI

extension WidgetRenderer {
    /// Renders an archive as HTML and CSS from the same layout as the PNG renderer, so browser and
    /// image agree: every view is an absolutely positioned element at its laid-out frame (1 pt = 1 CSS px).
    ///
    /// Dynamic dates carry `data-date` and `data-style`, and the fragment includes a small script
    /// that keeps them ticking in the browser. Every string from the widget is escaped.
    ///
    /// - Parameters:
    ///   - document: a whole page (`<!doctype html>`), or just the widget's `<div>`.
    ///   - script: whether a fragment carries the ticking script (a page of many widgets includes
    ///     `WidgetRenderer.tickingScript` once instead).
    package func renderHTML(
        _ archive: ViewArchive, options: RenderOptions, document: Bool = true, script: Bool = true
    ) -> String {
        let layout = layout(archive, options: options)
        noteDisplayedText(layout.root)
        let canvas = options.canvasSize
        var writer = HTMLWriter(scheme: options.colorScheme, options: options)
        let radius = options.cornerRadius ?? (options.size == nil ? options.profile.cornerRadius : 0)
        let drawsBackground = (options.size != nil || options.profile.margin(for: options.family) > 0)
            && options.renderingMode == .fullColor
        let (r, g, b, _) = Palette.widgetBackground(options.colorScheme)
        var html = "<div class=\"owk-widget\" data-family=\"\(options.family)\" style=\"position:relative;overflow:hidden;"
            + "width:\(fmt(canvas.width))px;height:\(fmt(canvas.height))px;border-radius:\(fmt(radius))px;"
            + (drawsBackground ? "background:\(css(r, g, b, 1));" : "") + "font-family:Inter,'DejaVu Sans',sans-serif\""
            + (layout.decorations.widgetURL.map { " data-widget-url=\"\(escape($0))\"" } ?? "") + ">"
        if options.renderingMode == .fullColor {
            if let background = layout.background { writer.write(background, into: &html) }
            writer.write(layout.root, into: &html)
            writer.writeLabel(layout, into: &html)
        } else {
            writer.writeTinted(layout, into: &html)
        }
        html += "</div>"
        if script || document { html += HTMLWriter.script }
        guard document else { return html }
        return "<!doctype html><html><head><meta charset=\"utf-8\"><title>widget</title></head>"
            + "<body style=\"margin:0;background:\(options.colorScheme == .dark ? "#000" : "#eeeef2")\">"
            + html + "</body></html>"
    }
}

extension WidgetRenderer {
    /// The script that keeps dynamic dates (`data-date`, `data-style`) ticking; once per page.
    package static var tickingScript: String { HTMLWriter.script }

    /// The same script's source, without its `<script>` element, for a page that adds its own.
    package static var tickingScriptSource: String { HTMLWriter.scriptSource }
}

/// Whether a URL would run script when followed (`javascript:`, `vbscript:`, `data:`), ignoring case,
/// spaces and control characters as browsers do.
func isScriptURL(_ url: String) -> Bool {
    let scheme = url.unicodeScalars.filter { $0.value > 0x20 }.prefix(12).map(String.init).joined().lowercased()
    return scheme.hasPrefix("javascript:") || scheme.hasPrefix("vbscript:") || scheme.hasPrefix("data:")
}

/// Escapes text for HTML element content and attribute values.
package func escapeHTML(_ text: String) -> String { escape(text) }

func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.count)
    for character in text {
        switch character {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&#39;"
        default: out.append(character)
        }
    }
    return out
}

private func css(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> String {
    "rgba(\(Int((r * 255).rounded())),\(Int((g * 255).rounded())),\(Int((b * 255).rounded())),\(fmt(a)))"
}

private struct HTMLWriter {
    let scheme: ColorScheme
    let options: RenderOptions
    /// Which views this pass writes (the accented mode writes two layers).
    var pass = AccentPass.all
    /// Inside a `widgetAccentable` view.
    var inAccent = false

    init(scheme: ColorScheme, options: RenderOptions) {
        self.scheme = scheme
        self.options = options
    }

    func color(_ value: ColorValue) -> String {
        let (r, g, b, a) = Palette.rgba(value, scheme)
        return css(r, g, b, a)
    }

    func paint(_ value: PaintValue) -> String {
        switch value {
        case .color(let value): color(value)
        case .linearGradient(let colors, let start, let end):
            "linear-gradient(\(fmt(atan2(end.x - start.x, -(end.y - start.y)) * 180 / .pi))deg,"
                + colors.map { color($0) }.joined(separator: ",") + ")"
        }
    }

    /// The text with its differently styled runs in spans.
    func styledText(_ text: String, spans: [TextSpan]) -> String {
        guard !spans.isEmpty else { return escape(text) }
        let bytes = Array(text.utf8)
        func slice(_ start: Int, _ end: Int) -> String { escape(String(decoding: bytes[start..<end], as: UTF8.self)) }
        var html = "", offset = 0
        for span in spans {
            if span.start > offset { html += slice(offset, span.start) }
            var style = ""
            if let font = span.style.font {
                let (size, weight, _) = TextEngine.metrics(for: font)
                style += "font-size:\(fmt(size))px;font-weight:\(weight);"
                if let family = font.family { style += "font-family:'\(escape(family))';" }
            }
            if let weight = span.style.weight {
                style += "font-weight:\(TextEngine.metrics(for: FontValue(weight: weight)).weight);"
            }
            if span.style.italic == true { style += "font-style:italic;" }
            if span.style.monospacedDigit == true { style += "font-variant-numeric:tabular-nums;" }
            if let value = span.style.color { style += "color:\(color(value));" }
            let lines = [span.style.underline == true ? "underline" : nil, span.style.strikethrough == true ? "line-through" : nil]
                .compactMap { $0 }
            if !lines.isEmpty {
                style += "text-decoration:\(lines.joined(separator: " "));"
                if let value = span.style.decorationColor { style += "text-decoration-color:\(color(value));" }
            }
            html += "<span style=\"\(style)\">\(slice(span.start, span.end))</span>"
            offset = span.end
        }
        if offset < bytes.count { html += slice(offset, bytes.count) }
        return html
    }

    func box(_ frame: Rect) -> String {
        "position:absolute;left:\(fmt(frame.x))px;top:\(fmt(frame.y))px;width:\(fmt(frame.width))px;height:\(fmt(frame.height))px;"
    }

    func radius(_ kind: ShapeKind, _ frame: Rect) -> String {
        switch kind {
        case .rectangle: ""
        case .roundedRectangle(let radius): "border-radius:\(fmt(radius))px;"
        case .containerRelative: "border-radius:\(fmt(max(0, options.profile.cornerRadius - 16)))px;"
        case .capsule: "border-radius:\(fmt(min(frame.width, frame.height) / 2))px;"
        case .circle, .ellipse: "border-radius:50%;"
        case .trimmed(let base, _, _): radius(base, frame)
        }
    }

    /// A stroke CSS borders can't draw — trimmed, dashed, or with round or square caps — as an SVG
    /// element of the same geometry as the PNG's: the shape's outline with `pathLength` 1, dashed to
    /// show the part between the trim's fractions. Circles and ellipses start at 3 o'clock and go
    /// clockwise, rectangles at the top-left corner, as Cairo's outlines do.
    func svgStroke(_ kind: ShapeKind, _ stroke: StrokeValue, in frame: Rect) -> String {
        var (base, from, to) = (kind, 0.0, 1.0)
        if case .trimmed(let inner, let start, let end) = kind { (base, from, to) = (inner, start, end) }
        let inset = stroke.inset ? stroke.lineWidth / 2 : 0
        let (w, h) = (frame.width - 2 * inset, frame.height - 2 * inset)
        let shape: String
        switch base {
        case .circle:
            let r = min(w, h) / 2
            shape = "<path d=\"M\(fmt(inset + w / 2 + r)),\(fmt(inset + h / 2))A\(fmt(r)),\(fmt(r)) 0 1 1 \(fmt(inset + w / 2 - r)),\(fmt(inset + h / 2))"
                + "A\(fmt(r)),\(fmt(r)) 0 1 1 \(fmt(inset + w / 2 + r)),\(fmt(inset + h / 2))\""
        case .ellipse:
            let (rx, ry) = (w / 2, h / 2)
            shape = "<path d=\"M\(fmt(inset + w)),\(fmt(inset + ry))A\(fmt(rx)),\(fmt(ry)) 0 1 1 \(fmt(inset)),\(fmt(inset + ry))"
                + "A\(fmt(rx)),\(fmt(ry)) 0 1 1 \(fmt(inset + w)),\(fmt(inset + ry))\""
        default:
            let r: Double = switch base {
            case .roundedRectangle(let radius): min(radius, w / 2, h / 2)
            case .capsule: min(w, h) / 2
            case .containerRelative: min(max(0, options.profile.cornerRadius - 16), w / 2, h / 2)
            default: 0
            }
            shape = "<rect x=\"\(fmt(inset))\" y=\"\(fmt(inset))\" width=\"\(fmt(max(0, w)))\" height=\"\(fmt(max(0, h)))\" rx=\"\(fmt(r))\""
        }
        var attributes = " fill=\"none\" stroke=\"\(paint(stroke.paint))\" stroke-width=\"\(fmt(stroke.lineWidth))\""
        if let cap = stroke.cap { attributes += " stroke-linecap=\"\(cap)\"" }
        if let join = stroke.join { attributes += " stroke-linejoin=\"\(join)\"" }
        if from > 0 || to < 1 {
            attributes += " pathLength=\"1\" stroke-dasharray=\"\(fmt(max(0, to - from))) 1\" stroke-dashoffset=\"\(fmt(-from))\""
        } else if let dash = stroke.dash, !dash.isEmpty {
            attributes += " stroke-dasharray=\"\(dash.map(fmt).joined(separator: " "))\""
            if let phase = stroke.dashPhase { attributes += " stroke-dashoffset=\"\(fmt(phase))\"" }
        }
        return "<svg style=\"\(box(frame))overflow:visible\" viewBox=\"0 0 \(fmt(frame.width)) \(fmt(frame.height))\">"
            + shape + attributes + "/></svg>"
    }

    func write(_ placed: PlacedNode, into html: inout String) {
        let frame = placed.frame
        if pass != .all, placed.node.isDrawnLeaf, (pass == .accent) != inAccent { return }
        switch placed.node.kind {
        case .empty, .spacer, .stack, .zstack, .padding, .frame, .flexibleFrame, .fixedSize:
            placed.children.forEach { write($0, into: &html) }
        case .background:
            write(placed.children[1], into: &html)
            write(placed.children[0], into: &html)
        case .overlay:
            placed.children.forEach { write($0, into: &html) }
        case .text(let runs, let style):
            let (size, weight, tracking) = TextEngine.metrics(for: style.font)
            var attributes = ""
            if runs.count == 1, case .date(let date, let dateStyle, _) = runs[0], ["timer", "relative", "offset"].contains(dateStyle) {
                attributes = " data-date=\"\(fmt(date))\" data-style=\"\(dateStyle)\""
            }
            let family = style.font.family.map { "'\(escape($0))'," } ?? (style.font.design == "monospaced"
                ? "'DejaVu Sans Mono'," : size >= 20 ? "'Inter Display'," : "")
            let textStyle = "font-family:\(family)Inter,'DejaVu Sans',sans-serif;font-size:\(fmt(size))px;font-weight:\(weight);"
                + (style.font.italic == true ? "font-style:italic;" : "")
                + (style.font.monospacedDigit == true ? "font-variant-numeric:tabular-nums;" : "")
                + "letter-spacing:\(fmt(tracking))px;color:\(color(style.color ?? Palette.primary));"
                + "text-align:\(style.alignment == .leading ? "left" : style.alignment == .center ? "center" : "right");"
                + "white-space:pre-wrap;overflow:visible;line-height:normal;"
                + (style.redacted ? "filter:blur(6px);" : "")
            // A text cut to fit keeps its whole string in a tooltip.
            if placed.displayedText != nil { attributes += " title=\"\(escape(placed.text ?? ""))\"" }
            html += "<div class=\"owk-text\"\(attributes) style=\"\(box(frame))\(textStyle)\">"
                + (placed.displayedText.map(escape) ?? styledText(placed.text ?? "", spans: placed.spans)) + "</div>"
        case .image(_, _, let style) where style.redacted:
            // As the PNG draws it: a placeholder block.
            html += "<div class=\"owk-redacted\" style=\"\(box(frame))border-radius:4px;"
                + "background:\(color(CairoPainter.placeholderColor))\"></div>"
        case .image(let source, _, let style):
            switch source {
            case .system(let name):
                let ligature = SymbolTable.ligature(for: name)
                html += "<div class=\"owk-symbol\" data-symbol=\"\(escape(name))\" style=\"\(box(frame))display:flex;"
                    + "align-items:center;justify-content:center;font-family:'\(SymbolTable.fontFamily)';"
                    + "font-size:\(fmt(TextEngine.metrics(for: style.font).size * 1.2))px;"
                    + (ligature == nil ? "outline:1px solid currentColor;" : "")
                    + "color:\(color(style.color ?? Palette.primary))\">\(escape(ligature ?? ""))</div>"
            case .named(let name):
                html += "<div class=\"owk-image\" data-image=\"\(escape(name))\" style=\"\(box(frame))background:rgba(128,128,128,0.3)\"></div>"
            case .data(let data):
                // Only PNG, as the PNG renderer: other bytes are a box in both.
                if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
                    html += "<img alt=\"\" src=\"data:image/png;base64,\(data.base64EncodedString())\" style=\"\(box(frame))\">"
                } else {
                    html += "<div class=\"owk-image\" style=\"\(box(frame))background:rgba(128,128,128,0.3)\"></div>"
                }
            }
        case .shape(let kind, let fill, let stroke, let inherited):
            if let stroke, stroke.cap != nil || stroke.dash != nil || stroke.join != nil || { if case .trimmed = kind { true } else { false } }() {
                html += svgStroke(kind, stroke, in: frame)
            } else if let stroke {
                // SwiftUI strokes centre on the outline (half outside); strokeBorder stays inside.
                let outset = stroke.inset ? 0 : stroke.lineWidth / 2
                let outer = Rect(x: frame.x - outset, y: frame.y - outset, width: frame.width + 2 * outset,
                                 height: frame.height + 2 * outset)
                html += "<div style=\"\(box(outer))\(radius(kind, outer))box-sizing:border-box;"
                    + "border:\(fmt(stroke.lineWidth))px solid \(paint(stroke.paint))\"></div>"
            } else {
                html += "<div style=\"\(box(frame))\(radius(kind, frame))background:\(paint(fill ?? .color(inherited ?? Palette.primary)))\"></div>"
            }
        case .progress(let value, _, let tint):
            let fraction = placed.fraction ?? 0
            html += "<div class=\"owk-progress\" style=\"\(box(frame))border-radius:\(fmt(frame.height / 2))px;"
                + "background:rgba(120,120,128,0.2)\"><div\(Self.timerAttributes(value)) style=\"width:\(fmt(fraction * 100))%;height:100%;"
                + "border-radius:inherit;background:\(color(tint ?? Palette.accent))\"></div></div>"
        case .divider:
            html += "<div style=\"\(box(frame))background:\(scheme == .dark ? "rgba(84,84,88,0.6)" : "rgba(60,60,67,0.29)")\"></div>"
        case .effect(let effect):
            switch effect {
            case .opacity(let alpha):
                html += "<div style=\"position:absolute;inset:0;opacity:\(fmt(alpha))\">"
                placed.children.forEach { write($0, into: &html) }
                html += "</div>"
            case .cornerRadius, .clip:
                // Clip to the shape: a positioned box whose children are drawn relative to the widget.
                let shape: ShapeKind = if case .clip(let kind) = effect { kind } else if case .cornerRadius(let r) = effect {
                    .roundedRectangle(cornerRadius: r)
                } else { .rectangle }
                html += "<div style=\"\(box(frame))\(radius(shape, frame))overflow:hidden\">"
                html += "<div style=\"position:absolute;left:\(fmt(-frame.x))px;top:\(fmt(-frame.y))px\">"
                placed.children.forEach { write($0, into: &html) }
                html += "</div></div>"
            case .link(let url):
                // A script URL would run in the page on a middle click or with scripts off: never a link.
                let href = isScriptURL(url) ? "#" : escape(url)
                html += "<a class=\"owk-link\" href=\"\(href)\" data-url=\"\(escape(url))\" style=\"\(box(frame))z-index:1\"></a>"
                placed.children.forEach { write($0, into: &html) }
            case .intent(let invocation):
                // An empty, transparent button over the drawn control; the page adds the click handler.
                let role = invocation.isOn.map { " role=\"switch\" aria-checked=\"\($0)\"" } ?? ""
                if pass != .accent {
                    html += "<button type=\"button\" class=\"owk-intent\" data-intent=\"\(escape(Self.json(invocation)))\"\(role)"
                        + " aria-label=\"\(escape(placed.visibleText))\" style=\"\(box(frame))z-index:2;background:none;"
                        + "border:0;padding:0;cursor:pointer\"></button>"
                }
                placed.children.forEach { write($0, into: &html) }
            case .accentable:
                guard pass != .secondary else { return }
                var inner = self
                inner.inAccent = true
                placed.children.forEach { inner.write($0, into: &html) }
            case .accessibility(let value):
                // A box over the whole widget (its children keep their coordinates) carrying the ARIA
                // attributes, in a fixed order.
                var attributes: [String] = []
                if value.hidden == true { attributes.append("aria-hidden=\"true\"") }
                if let label = value.label {
                    attributes.append("aria-label=\"\(escape(label))\"")
                    attributes.append(value.traits?.contains("isHeader") == true ? "role=\"heading\"" : "role=\"group\"")
                } else if value.traits?.contains("isHeader") == true {
                    attributes.append("role=\"heading\"")
                }
                if let hint = value.hint { attributes.append("aria-description=\"\(escape(hint))\"") }
                if let current = value.value { attributes.append("aria-valuetext=\"\(escape(current))\"") }
                if let identifier = value.identifier { attributes.append("data-accessibility-id=\"\(escape(identifier))\"") }
                html += "<div \(attributes.joined(separator: " ")) style=\"position:absolute;inset:0\">"
                placed.children.forEach { write($0, into: &html) }
                html += "</div>"
            case .colorInvert:
                html += "<div style=\"position:absolute;inset:0;filter:invert(1)\">"
                placed.children.forEach { write($0, into: &html) }
                html += "</div>"
            }
        case .geometryReader, .viewThatFits, .lazyStack, .lazyGrid, .grid, .gridRow, .aspectRatio, .offset, .position,
            .transform, .alignmentGuide, .coordinateSpace:
            writeLayout(placed, into: &html)
        case .meter(let meter, let inherited):
            writeMeter(meter, placed: placed, foreground: inherited, into: &html)
        case .timeline(let dates):
            // Every variant, the one due now visible; the ticking script shows the one due as time passes.
            html += "<div class=\"owk-timeline\" style=\"position:absolute;inset:0\">"
            for (index, child) in placed.children.enumerated() {
                html += "<div data-from=\"\(fmt(dates[index]))\" style=\"position:absolute;inset:0\""
                    + (index == placed.shownChild ? "" : " hidden") + ">"
                write(child, into: &html)
                html += "</div>"
            }
            html += "</div>"
        }
    }

    /// A timer's attributes, so the ticking script moves the bar: `data-timer="start end countsDown"`.
    static func timerAttributes(_ value: ProgressValue) -> String {
        guard case .timer(let start, let end, let countsDown) = value else { return "" }
        return " data-timer=\"\(fmt(start)) \(fmt(end)) \(countsDown ? 1 : 0)\""
    }

    /// A meter as inline SVG at its frame: the same strokes, marker and gap as Cairo draws (see
    /// `MeterGeometry`). A timer's fill is redrawn by the ticking script only for bars; rings and arcs are
    /// drawn for the render date.
    func writeMeter(_ meter: MeterValue, placed: PlacedNode, foreground: ColorValue?, into html: inout String) {
        let frame = placed.frame
        let geometry = MeterGeometry(meter, frame: frame, fraction: placed.fraction ?? 0, foreground: foreground, scheme: scheme)
        func rgba(_ c: (Double, Double, Double, Double)) -> String { css(c.0, c.1, c.2, c.3) }
        // Coordinates relative to the frame.
        let (x0, y0) = (frame.x, frame.y)
        var body = ""
        switch geometry.shape {
        case .ring, .arc:
            let (cx, cy) = (geometry.center.0 - x0, geometry.center.1 - y0)
            for stroke in geometry.circularStrokes {
                let a = stroke.from * .pi / 180, b = stroke.to * .pi / 180
                let large = stroke.to - stroke.from > 180 ? 1 : 0
                let r = geometry.radius
                if stroke.to - stroke.from >= 359.999 {
                    body += "<circle cx=\"\(fmt(cx))\" cy=\"\(fmt(cy))\" r=\"\(fmt(r))\" fill=\"none\" "
                        + "stroke=\"\(rgba(stroke.color))\" stroke-width=\"\(fmt(geometry.lineWidth))\"/>"
                    continue
                }
                body += "<path d=\"M\(fmt(cx + r * cos(a))) \(fmt(cy + r * sin(a)))A\(fmt(r)) \(fmt(r)) 0 \(large) 1 "
                    + "\(fmt(cx + r * cos(b))) \(fmt(cy + r * sin(b)))\" fill=\"none\" stroke=\"\(rgba(stroke.color))\" "
                    + "stroke-width=\"\(fmt(geometry.lineWidth))\" stroke-linecap=\"\(stroke.round ? "round" : "butt")\"/>"
            }
        case .bar, .barMarker:
            let h = frame.height
            var gradientID = ""
            if geometry.isGradient {
                let stops = geometry.colors.enumerated().map { index, c in
                    "<stop offset=\"\(fmt(Double(index) / Double(max(1, geometry.colors.count - 1))))\" stop-color=\"\(rgba((c.0, c.1, c.2, 1)))\" stop-opacity=\"\(fmt(c.3))\"/>"
                }.joined()
                let definition = "gradientUnits=\"userSpaceOnUse\" x1=\"0\" y1=\"0\" x2=\"\(fmt(frame.width))\" y2=\"0\">\(stops)"
                gradientID = Self.definitionID("owk-g", definition)
                body += "<defs><linearGradient id=\"\(gradientID)\" \(definition)</linearGradient></defs>"
            }
            func paint(opacity: Double) -> String {
                if geometry.isGradient { return "fill=\"url(#\(gradientID))\" fill-opacity=\"\(fmt(opacity))\"" }
                let c = geometry.colors[0]
                return "fill=\"\(rgba((c.0, c.1, c.2, c.3 * opacity)))\""
            }
            let trackOpacity = geometry.shape == .barMarker && geometry.isGradient ? 1 : MeterGeometry.trackOpacity
            body += "<rect x=\"0\" y=\"0\" width=\"\(fmt(frame.width))\" height=\"\(fmt(h))\" rx=\"\(fmt(h / 2))\" \(paint(opacity: trackOpacity))/>"
            if geometry.shape == .bar, geometry.fraction > 0 {
                body += "<rect\(Self.timerAttributes(meter.progress)) x=\"0\" y=\"0\" width=\"\(fmt(geometry.barFill.width))\" "
                    + "height=\"\(fmt(h))\" rx=\"\(fmt(h / 2))\" \(paint(opacity: 1))/>"
            }
        }
        if let marker = geometry.marker {
            // The gap is cut out of the track with a mask, as Cairo clears it.
            let definition = "maskUnits=\"userSpaceOnUse\" x=\"-1\" y=\"-1\" width=\"\(fmt(frame.width + 2))\" "
                + "height=\"\(fmt(frame.height + 2))\"><rect x=\"-1\" y=\"-1\" width=\"\(fmt(frame.width + 2))\" height=\"\(fmt(frame.height + 2))\" "
                + "fill=\"#fff\"/><circle cx=\"\(fmt(marker.x - x0))\" cy=\"\(fmt(marker.y - y0))\" r=\"\(fmt(marker.gap))\" fill=\"#000\"/>"
            let maskID = Self.definitionID("owk-m", definition)
            body = "<defs><mask id=\"\(maskID)\" \(definition)</mask></defs><g mask=\"url(#\(maskID))\">" + body + "</g>"
                + "<circle cx=\"\(fmt(marker.x - x0))\" cy=\"\(fmt(marker.y - y0))\" r=\"\(fmt(marker.radius))\" fill=\"\(rgba(geometry.markerColor))\"/>"
        }
        html += "<svg class=\"owk-meter\" width=\"\(fmt(frame.width))\" height=\"\(fmt(frame.height))\" "
            + "viewBox=\"0 0 \(fmt(frame.width)) \(fmt(frame.height))\" style=\"\(box(frame))overflow:visible\">" + body + "</svg>"
    }

    /// The accented and vibrant modes: each layer in a box whose SVG filter turns its luminance into the
    /// opacity of its tint, as `LuminanceTint` does on pixels. Backgrounds as the PNG renderer draws them.
    mutating func writeTinted(_ layout: WidgetRenderer.Layout, into html: inout String) {
        let kept = layout.keepsBackground ? layout.background : nil
        func layer(_ pass: AccentPass, tint: (Double, Double, Double), background: PlacedNode?, html: inout String) {
            let id = Self.filterID(tint)
            html += Self.luminanceFilter(id: id, tint: tint)
            html += "<div class=\"owk-tinted\" style=\"position:absolute;inset:0;filter:url(#\(id))\">"
            var writer = self
            writer.pass = pass
            if let background { writer.write(background, into: &html) }
            writer.write(layout.root, into: &html)
            if pass != .accent { writer.writeLabel(layout, into: &html) }
            html += "</div>"
        }
        if options.renderingMode == .vibrant {
            layer(.all, tint: options.primaryTint, background: kept, html: &html)
            return
        }
        let systemFamily = options.size != nil || options.profile.margin(for: options.family) > 0
        if systemFamily {
            let (r, g, b, a) = options.accentedBackground
            html += "<div style=\"position:absolute;inset:0;background:\(css(r, g, b, a))\"></div>"
        }
        if let kept { write(kept, into: &html) }
        layer(.secondary, tint: options.primaryTint, background: nil, html: &html)
        layer(.accent, tint: options.accentTint, background: nil, html: &html)
    }

    /// An SVG definition's ID made from its content, so that identical definitions of several widgets on
    /// one page share an ID harmlessly and different ones never do (FNV-1a, 64 bits).
    static func definitionID(_ prefix: String, _ definition: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in definition.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return prefix + String(hash, radix: 36)
    }

    /// An accessory widget's label: each glyph of a curved label in a box turned about its centre, as
    /// Cairo draws it; a label with no text as any view.
    func writeLabel(_ layout: WidgetRenderer.Layout, into html: inout String) {
        if let placed = layout.placedLabel { write(placed, into: &html) }
        guard let label = layout.curvedLabel else { return }
        let (size, weight, tracking) = TextEngine.metrics(for: label.style.font)
        for glyph in label.glyphs {
            let box = Rect(
                x: glyph.center.0 - glyph.width / 2, y: glyph.center.1 - glyph.height / 2, width: glyph.width,
                height: glyph.height)
            html += "<div class=\"owk-label\" style=\"\(self.box(box))transform:rotate(\(fmt(glyph.rotation))deg);"
                + "font-family:Inter,'DejaVu Sans',sans-serif;font-size:\(fmt(size))px;font-weight:\(weight);"
                + "letter-spacing:\(fmt(tracking))px;line-height:\(fmt(glyph.height))px;white-space:pre;"
                + "color:\(color(label.style.color ?? Palette.primary))\">\(escape(glyph.text))</div>"
        }
    }

    static func filterID(_ tint: (Double, Double, Double)) -> String {
        String(format: "owk-lum-%02x%02x%02x", Int((tint.0 * 255).rounded()), Int((tint.1 * 255).rounded()),
               Int((tint.2 * 255).rounded()))
    }

    /// An SVG filter that flattens its input over black and makes its Rec. 709 luminance the opacity of
    /// `tint`, in sRGB.
    static func luminanceFilter(id: String, tint: (Double, Double, Double)) -> String {
        "<svg width=\"0\" height=\"0\" style=\"position:absolute\"><filter id=\"\(id)\" x=\"0\" y=\"0\" width=\"1\" height=\"1\" "
            + "color-interpolation-filters=\"sRGB\"><feFlood flood-color=\"#000\" result=\"black\"/>"
            + "<feComposite in=\"SourceGraphic\" in2=\"black\" operator=\"over\" result=\"flat\"/>"
            + "<feColorMatrix in=\"flat\" type=\"matrix\" values=\"0 0 0 0 \(fmt(tint.0)) 0 0 0 0 \(fmt(tint.1)) "
            + "0 0 0 0 \(fmt(tint.2)) 0.2126 0.7152 0.0722 0 0\"/></filter></svg>"
    }

    /// An invocation as JSON with sorted keys: `{"isOn":false,"parametersJSON":"{…}","typeName":"…"}`.
    static func json(_ invocation: IntentInvocation) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(invocation)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    /// Keeps `.timer`, `.relative` and `.offset` texts ticking in the browser, once a second.
    static let script = "<script>" + scriptSource + "</script>"

    static let scriptSource = """
        (function(){if(window.owkTick)return;function two(n){return n<10?"0"+n:""+n}
        function fmt(d,s){var now=Date.now()/1000,x=Math.abs(d-now),t=Math.floor(x);
        if(s==="timer"){var h=Math.floor(t/3600),m=Math.floor(t%3600/60),sec=t%60;return h>0?h+":"+two(m)+":"+two(sec):Math.floor(t/60)+":"+two(sec)}
        if(s==="offset"){var u=[[31536000,"year"],[2592000,"month"],[86400,"day"],[3600,"hour"],[60,"minute"],[1,"second"]];
        for(var i=0;i<u.length;i++){if(t>=u[i][0]||i===u.length-1){var c=Math.floor(t/u[i][0]);return(d>now?"-":"+")+c+" "+u[i][1]+(c===1?"":"s")}}}
        var units=[[86400,"day","days"],[3600,"hr","hr"],[60,"min","min"],[1,"sec","sec"]],parts=[],r=t;
        for(var j=0;j<units.length&&parts.length<2;j++){var n=Math.floor(r/units[j][0]);r-=n*units[j][0];
        if(n>0)parts.push(n+" "+(n===1?units[j][1]:units[j][2]));else if(parts.length)break}
        return parts.length?parts.join(", "):"0 sec"}
        window.owkTick=function(){document.querySelectorAll("[data-date][data-style]").forEach(function(e){
        e.textContent=fmt(parseFloat(e.getAttribute("data-date")),e.getAttribute("data-style"))});
        var now=Date.now()/1000;document.querySelectorAll("[data-timer]").forEach(function(e){
        var t=e.getAttribute("data-timer").split(" ").map(parseFloat),f=t[1]>t[0]?Math.min(1,Math.max(0,(now-t[0])/(t[1]-t[0]))):1;
        if(t[2])f=1-f;if(e.tagName==="rect"){var h=parseFloat(e.getAttribute("height")),w=parseFloat(e.parentNode.getAttribute("width"));
        e.setAttribute("width",Math.max(h,w*f))}else{e.style.width=(f*100)+"%"}});
        document.querySelectorAll(".owk-timeline").forEach(function(e){var vs=e.children,pick=0;
        for(var i=0;i<vs.length;i++){if(parseFloat(vs[i].getAttribute("data-from"))<=now)pick=i}
        for(var j=0;j<vs.length;j++){vs[j].hidden=(j!==pick)}})};
        setInterval(window.owkTick,1000)})();
        """
}

extension HTMLWriter {
    /// Layout containers and adjustments: their children, turned and scaled by a CSS transform around
    /// the same anchor as the PNG's.
    func writeLayout(_ placed: PlacedNode, into html: inout String) {
        guard case .transform(let degrees, let scaleX, let scaleY, let anchor) = placed.node.kind else {
            placed.children.forEach { write($0, into: &html) }
            return
        }
        let frame = placed.frame
        let anchorX = frame.x + anchor.x * frame.width, anchorY = frame.y + anchor.y * frame.height
        var transform: [String] = []
        if degrees != 0 { transform.append("rotate(\(fmt(degrees))deg)") }
        if scaleX != 1 || scaleY != 1 { transform.append("scale(\(fmt(scaleX)),\(fmt(scaleY)))") }
        html += "<div style=\"position:absolute;left:0;top:0;width:0;height:0;"
            + "transform-origin:\(fmt(anchorX))px \(fmt(anchorY))px;transform:\(transform.isEmpty ? "none" : transform.joined(separator: " "))\">"
        placed.children.forEach { write($0, into: &html) }
        html += "</div>"
    }
}

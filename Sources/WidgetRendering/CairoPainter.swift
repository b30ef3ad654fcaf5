import CPangoCairo
import Foundation
import WidgetUI

/// Draws a placed widget tree with Cairo.
struct CairoPainter {
    var cairo: OpaquePointer
    let textEngine: TextEngine
    let images: ImageStore
    let scheme: ColorScheme
    let scale: Double
    let cornerRadius: Double
    var warnings: [String] = []
    var links: [(url: String, frame: Rect)] = []
    var intents: [(invocation: IntentInvocation, frame: Rect)] = []
    var widgetURL: String?
    /// Which views this pass draws (the accented mode paints twice).
    var pass = AccentPass.all
    /// Inside a `widgetAccentable` view.
    private var inAccent = false
    /// An accessory widget's label, drawn over its content.
    var curvedLabel: CurvedLabel?
    var placedLabel: PlacedNode?

    init(
        cairo: OpaquePointer, textEngine: TextEngine, images: ImageStore, scheme: ColorScheme, scale: Double,
        cornerRadius: Double
    ) {
        self.cairo = cairo
        self.textEngine = textEngine
        self.images = images
        self.scheme = scheme
        self.scale = scale
        self.cornerRadius = cornerRadius
    }

    mutating func paintWidget(
        _ root: PlacedNode, background: PlacedNode?, canvas: Size, drawsDefaultBackground: Bool,
        fill: (Double, Double, Double, Double)? = nil
    ) {
        let bounds = Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        cairo_save(cairo)
        if cornerRadius > 0 {
            path(.roundedRectangle(cornerRadius: cornerRadius), in: bounds)
            cairo_clip(cairo)
        }
        if drawsDefaultBackground || fill != nil {
            let (r, g, b, a) = fill ?? Palette.widgetBackground(scheme)
            cairo_set_source_rgba(cairo, r, g, b, a)
            cairo_paint(cairo)
        }
        if let background {
            paint(background, foreground: Palette.primary)
        }
        paint(root, foreground: Palette.primary)
        if let placedLabel { paint(placedLabel, foreground: Palette.primary) }
        if let curvedLabel { drawCurved(curvedLabel) }
        cairo_restore(cairo)
    }

    /// A label's glyphs, each turned to follow its curve.
    private func drawCurved(_ label: CurvedLabel) {
        setSource(label.style.color ?? Palette.primary)
        for glyph in label.glyphs {
            cairo_save(cairo)
            cairo_translate(cairo, glyph.center.0, glyph.center.1)
            cairo_rotate(cairo, glyph.rotation * .pi / 180)
            cairo_translate(cairo, -glyph.width / 2, -glyph.height / 2)
            let layout = textEngine.makeLayout(glyph.text, style: label.style, width: nil, height: nil)
            pango_cairo_show_layout(cairo, layout)
            g_object_unref(UnsafeMutableRawPointer(layout))
            cairo_restore(cairo)
        }
    }

    private func setSource(_ color: ColorValue) {
        let (r, g, b, a) = Palette.rgba(color, scheme)
        cairo_set_source_rgba(cairo, r, g, b, a)
    }

    private func setSource(_ paint: PaintValue, in rect: Rect) {
        switch paint {
        case .color(let color):
            setSource(color)
        case .linearGradient(let colors, let start, let end):
            let pattern = cairo_pattern_create_linear(
                rect.x + start.x * rect.width, rect.y + start.y * rect.height,
                rect.x + end.x * rect.width, rect.y + end.y * rect.height)!
            for (index, color) in colors.enumerated() {
                let (r, g, b, a) = Palette.rgba(color, scheme)
                let offset = colors.count > 1 ? Double(index) / Double(colors.count - 1) : 0
                cairo_pattern_add_color_stop_rgba(pattern, offset, r, g, b, a)
            }
            cairo_set_source(cairo, pattern)
            cairo_pattern_destroy(pattern)
        }
    }

    /// Adds a shape's outline in a rectangle to the current path.
    private func path(_ kind: ShapeKind, in rect: Rect) {
        cairo_new_path(cairo)
        switch kind {
        case .trimmed(let base, let from, let to):
            path(base, in: rect)
            trimPath(from: from, to: to)
            return
        case .rectangle:
            cairo_rectangle(cairo, rect.x, rect.y, rect.width, rect.height)
        case .roundedRectangle(let radius):
            roundedRectangle(rect, radius: min(radius, rect.width / 2, rect.height / 2))
        case .containerRelative:
            roundedRectangle(rect, radius: min(max(0, cornerRadius - 16), rect.width / 2, rect.height / 2))
        case .capsule:
            roundedRectangle(rect, radius: min(rect.width, rect.height) / 2)
        case .circle:
            let radius = min(rect.width, rect.height) / 2
            cairo_arc(cairo, rect.x + rect.width / 2, rect.y + rect.height / 2, radius, 0, 2 * .pi)
        case .ellipse:
            cairo_save(cairo)
            cairo_translate(cairo, rect.x + rect.width / 2, rect.y + rect.height / 2)
            cairo_scale(cairo, max(rect.width / 2, 0.001), max(rect.height / 2, 0.001))
            cairo_arc(cairo, 0, 0, 1, 0, 2 * .pi)
            cairo_restore(cairo)
        }
        cairo_close_path(cairo)
    }

    /// Replaces the current path with the part of it between two fractions of its length (flattened to
    /// lines, as Cairo measures it), open at both ends.
    private func trimPath(from: Double, to: Double) {
        guard let flat = cairo_copy_path_flat(cairo) else { return }
        defer { cairo_path_destroy(flat) }
        var points: [[(Double, Double)]] = []
        let data = flat.pointee.data!
        var index = 0
        var start = (0.0, 0.0)
        while index < Int(flat.pointee.num_data) {
            let header = data[index].header
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                start = (data[index + 1].point.x, data[index + 1].point.y)
                points.append([start])
            case CAIRO_PATH_LINE_TO:
                points[points.count - 1].append((data[index + 1].point.x, data[index + 1].point.y))
            case CAIRO_PATH_CLOSE_PATH:
                if !points.isEmpty { points[points.count - 1].append(points[points.count - 1][0]) }
            default:
                break
            }
            index += Int(header.length)
        }
        let line = points.flatMap { $0 }
        var lengths: [Double] = [0]
        for i in 1..<max(1, line.count) {
            let (a, b) = (line[i - 1], line[i])
            lengths.append(lengths[i - 1] + ((b.0 - a.0) * (b.0 - a.0) + (b.1 - a.1) * (b.1 - a.1)).squareRoot())
        }
        cairo_new_path(cairo)
        guard let total = lengths.last, total > 0, to > from else { return }
        let (low, high) = (from * total, to * total)
        func point(at distance: Double) -> (Double, Double) {
            let i = max(1, lengths.firstIndex { $0 >= distance } ?? lengths.count - 1)
            let span = lengths[i] - lengths[i - 1]
            let t = span > 0 ? (distance - lengths[i - 1]) / span : 0
            return (line[i - 1].0 + (line[i].0 - line[i - 1].0) * t, line[i - 1].1 + (line[i].1 - line[i - 1].1) * t)
        }
        let first = point(at: low)
        cairo_move_to(cairo, first.0, first.1)
        for i in lengths.indices where lengths[i] > low && lengths[i] < high {
            cairo_line_to(cairo, line[i].0, line[i].1)
        }
        let last = point(at: high)
        cairo_line_to(cairo, last.0, last.1)
    }

    private func roundedRectangle(_ rect: Rect, radius: Double) {
        let r = max(0, radius)
        let (x, y, w, h) = (rect.x, rect.y, rect.width, rect.height)
        cairo_move_to(cairo, x + r, y)
        cairo_arc(cairo, x + w - r, y + r, r, -.pi / 2, 0)
        cairo_arc(cairo, x + w - r, y + h - r, r, 0, .pi / 2)
        cairo_arc(cairo, x + r, y + h - r, r, .pi / 2, .pi)
        cairo_arc(cairo, x + r, y + r, r, .pi, 3 * .pi / 2)
    }

    mutating func paint(_ placed: PlacedNode, foreground: ColorValue) {
        let frame = placed.frame
        if pass != .all, placed.node.isDrawnLeaf, (pass == .accent) != inAccent { return }
        switch placed.node.kind {
        case .empty, .spacer, .stack, .zstack, .padding, .frame, .flexibleFrame, .fixedSize:
            placed.children.forEach { paint($0, foreground: foreground) }
        case .background:
            paint(placed.children[1], foreground: foreground)
            paint(placed.children[0], foreground: foreground)
        case .overlay:
            paint(placed.children[0], foreground: foreground)
            paint(placed.children[1], foreground: foreground)
        case .text(_, let style) where style.truncationMode != "tail" && !style.redacted:
            // Cut at the head or middle: drawn as the lines it shows, as the browser draws them (Pango
            // would pad its ellipsis to the full width).
            let shown = shownText(placed, style: style.scaled(placed.fontScale))
            drawText(shown.text, style: style.scaled(placed.fontScale), spans: shown.spans.map {
                var span = $0
                span.scheme = scheme
                return span
            }, frame: frame)
        case .text(_, let style):
            drawText(placed.text ?? "", style: style.scaled(placed.fontScale), spans: placed.spans.map {
                var span = $0
                span.scheme = scheme
                return span
            }, frame: frame)
        case .image(let source, _, let style):
            drawImage(source, style: style, frame: frame)
        case .shape(let kind, let fill, let stroke, let inherited):
            if let stroke {
                let inset = stroke.inset ? stroke.lineWidth / 2 : 0
                path(kind, in: Rect(x: frame.x + inset, y: frame.y + inset, width: frame.width - 2 * inset,
                                    height: frame.height - 2 * inset))
                setSource(stroke.paint, in: frame)
                cairo_set_line_width(cairo, stroke.lineWidth)
                cairo_set_line_cap(cairo, stroke.cap == "round" ? CAIRO_LINE_CAP_ROUND : stroke.cap == "square" ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
                cairo_set_line_join(cairo, stroke.join == "round" ? CAIRO_LINE_JOIN_ROUND : stroke.join == "bevel" ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
                if let dash = stroke.dash, !dash.isEmpty {
                    cairo_set_dash(cairo, dash, Int32(dash.count), stroke.dashPhase ?? 0)
                }
                cairo_stroke(cairo)
                cairo_set_dash(cairo, nil, 0, 0)
                cairo_set_line_cap(cairo, CAIRO_LINE_CAP_BUTT)
                cairo_set_line_join(cairo, CAIRO_LINE_JOIN_MITER)
            } else {
                path(kind, in: frame)
                setSource(fill ?? .color(inherited ?? foreground), in: frame)
                cairo_fill(cairo)
            }
        case .progress(_, _, let tint):
            let fraction = placed.fraction ?? 0
            path(.capsule, in: frame)
            setSource(ColorValue(red: 0.47, green: 0.47, blue: 0.5, opacity: 0.2))
            cairo_fill(cairo)
            if fraction > 0 {
                path(.capsule, in: Rect(x: frame.x, y: frame.y, width: max(frame.height, frame.width * fraction), height: frame.height))
                setSource(tint ?? Palette.accent)
                cairo_fill(cairo)
            }
        case .divider:
            cairo_rectangle(cairo, frame.x, frame.y, max(frame.width, 1 / scale), max(frame.height, 1 / scale))
            setSource(scheme == .dark
                ? ColorValue(red: 84 / 255, green: 84 / 255, blue: 88 / 255, opacity: 0.6)
                : ColorValue(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29))
            cairo_fill(cairo)
        case .effect(let effect):
            switch effect {
            case .opacity(let alpha):
                cairo_push_group(cairo)
                placed.children.forEach { paint($0, foreground: foreground) }
                cairo_pop_group_to_source(cairo)
                cairo_paint_with_alpha(cairo, alpha)
            case .cornerRadius(let radius):
                cairo_save(cairo)
                path(.roundedRectangle(cornerRadius: radius), in: frame)
                cairo_clip(cairo)
                placed.children.forEach { paint($0, foreground: foreground) }
                cairo_restore(cairo)
            case .clip(let kind):
                cairo_save(cairo)
                path(kind, in: frame)
                cairo_clip(cairo)
                placed.children.forEach { paint($0, foreground: foreground) }
                cairo_restore(cairo)
            case .link(let url):
                links.append((url, frame))
                placed.children.forEach { paint($0, foreground: foreground) }
            case .intent(let invocation):
                intents.append((invocation, frame))
                placed.children.forEach { paint($0, foreground: foreground) }
            case .accentable:
                guard pass != .secondary else { return }
                let outer = inAccent
                inAccent = true
                placed.children.forEach { paint($0, foreground: foreground) }
                inAccent = outer
            case .accessibility:
                placed.children.forEach { paint($0, foreground: foreground) }
            case .colorInvert:
                // The content, then white over it with the difference operator where it is drawn:
                // each colour c becomes 1 − c, transparency kept.
                cairo_push_group(cairo)
                placed.children.forEach { paint($0, foreground: foreground) }
                let content = cairo_pop_group(cairo)
                cairo_push_group(cairo)
                cairo_set_source(cairo, content)
                cairo_paint(cairo)
                cairo_set_operator(cairo, CAIRO_OPERATOR_DIFFERENCE)
                cairo_set_source_rgb(cairo, 1, 1, 1)
                cairo_mask(cairo, content)
                cairo_pop_group_to_source(cairo)
                cairo_paint(cairo)
                cairo_pattern_destroy(content)
            }
        case .meter(let meter, let inherited):
            drawMeter(MeterGeometry(meter, frame: frame, fraction: placed.fraction ?? 0, foreground: inherited, scheme: scheme))
        case .timeline:
            if let shown = placed.shownChild, placed.children.indices.contains(shown) {
                paint(placed.children[shown], foreground: foreground)
            }
        case .geometryReader, .viewThatFits, .lazyStack, .lazyGrid, .grid, .gridRow, .aspectRatio, .offset, .position,
            .transform, .alignmentGuide, .coordinateSpace:
            paintLayout(placed, foreground: foreground)
        }
    }

    /// A ring, arc or bar: the track, the fill, and the marker in its clear gap.
    private func drawMeter(_ meter: MeterGeometry) {
        cairo_save(cairo)
        cairo_push_group(cairo)
        switch meter.shape {
        case .ring, .arc:
            let (cx, cy) = meter.center
            cairo_set_line_width(cairo, meter.lineWidth)
            for stroke in meter.circularStrokes {
                cairo_new_path(cairo)
                cairo_arc(cairo, cx, cy, meter.radius, stroke.from * .pi / 180, stroke.to * .pi / 180)
                cairo_set_line_cap(cairo, stroke.round ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
                cairo_set_source_rgba(cairo, stroke.color.0, stroke.color.1, stroke.color.2, stroke.color.3)
                cairo_stroke(cairo)
            }
        case .bar, .barMarker:
            let frame = meter.frame
            path(.capsule, in: frame)
            if meter.isGradient {
                setBarGradient(meter, opacity: meter.shape == .barMarker ? 1 : MeterGeometry.trackOpacity)
            } else {
                let c = meter.colors[0]
                cairo_set_source_rgba(cairo, c.0, c.1, c.2, c.3 * MeterGeometry.trackOpacity)
            }
            cairo_fill(cairo)
            if meter.shape == .bar, meter.fraction > 0 {
                path(.capsule, in: meter.barFill)
                if meter.isGradient {
                    setBarGradient(meter, opacity: 1)
                } else {
                    let c = meter.colors[0]
                    cairo_set_source_rgba(cairo, c.0, c.1, c.2, c.3)
                }
                cairo_fill(cairo)
            }
        }
        if let marker = meter.marker {
            cairo_new_path(cairo)
            cairo_arc(cairo, marker.x, marker.y, marker.gap, 0, 2 * .pi)
            cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
            cairo_fill(cairo)
            cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
            cairo_arc(cairo, marker.x, marker.y, marker.radius, 0, 2 * .pi)
            let c = meter.markerColor
            cairo_set_source_rgba(cairo, c.0, c.1, c.2, c.3)
            cairo_fill(cairo)
        }
        cairo_pop_group_to_source(cairo)
        cairo_paint(cairo)
        cairo_restore(cairo)
    }

    /// A bar's gradient: the tint's colours from the bar's leading edge to its trailing edge.
    private func setBarGradient(_ meter: MeterGeometry, opacity: Double) {
        let frame = meter.frame
        let pattern = cairo_pattern_create_linear(frame.x, frame.y, frame.x + frame.width, frame.y)!
        for (index, c) in meter.colors.enumerated() {
            let offset = meter.colors.count > 1 ? Double(index) / Double(meter.colors.count - 1) : 0
            cairo_pattern_add_color_stop_rgba(pattern, offset, c.0, c.1, c.2, c.3 * opacity)
        }
        cairo_set_source(cairo, pattern)
        cairo_pattern_destroy(pattern)
    }

    /// The colour of redacted text and images: the primary colour at 16 %.
    static let placeholderColor = ColorValue(name: "primary", red: 0, green: 0, blue: 0, opacity: 0.16)

    private func drawText(_ text: String, style: TextStyle, spans: [TextSpan], frame: Rect) {
        if style.redacted {
            // Placeholders show the text's shape, not its content.
            setSource(Self.placeholderColor)
            let lineHeight = TextEngine.metrics(for: style.font).size * 1.2
            var y = frame.y
            while y + 1 < frame.y + frame.height {
                let height = min(lineHeight, frame.y + frame.height - y) * 0.8
                path(.roundedRectangle(cornerRadius: 4), in: Rect(x: frame.x, y: y + lineHeight * 0.1, width: frame.width, height: height))
                cairo_fill(cairo)
                y += lineHeight
            }
            return
        }
        cairo_save(cairo)
        // The same layout, in points, as the one measured: identical line breaks at every scale.
        cairo_translate(cairo, frame.x, frame.y)
        let layout = textEngine.makeLayout(text, style: style, spans: spans, width: frame.width + 0.01, height: frame.height + 1)
        setSource(style.color ?? Palette.primary)
        pango_cairo_show_layout(cairo, layout)
        g_object_unref(UnsafeMutableRawPointer(layout))
        cairo_restore(cairo)
    }

    private mutating func drawImage(_ source: ImageSource, style: TextStyle, frame: Rect) {
        if style.redacted {
            // A redacted image, symbol or picture, is a placeholder block, as WidgetKit draws it.
            setSource(Self.placeholderColor)
            path(.roundedRectangle(cornerRadius: 4), in: frame)
            cairo_fill(cairo)
            return
        }
        switch source {
        case .system(let name):
            guard let ligature = SymbolTable.ligature(for: name) else {
                warnings.append("SF Symbol '\(name)' has no stand-in yet; drawn as a box")
                path(.roundedRectangle(cornerRadius: 3), in: frame)
                setSource(style.color ?? Palette.primary)
                cairo_set_line_width(cairo, 1)
                cairo_stroke(cairo)
                return
            }
            // Symbols are drawn at their natural size, centred on their frame.
            var symbolStyle = style
            symbolStyle.font.family = SymbolTable.fontFamily
            symbolStyle.font.size = TextEngine.metrics(for: style.font).size * 1.2
            let layout = textEngine.makeLayout(ligature, style: symbolStyle, width: nil, height: nil)
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_extents(layout, &ink, &logical)
            let width = Double(logical.width) / Double(PANGO_SCALE)
            let height = Double(logical.height) / Double(PANGO_SCALE)
            cairo_save(cairo)
            cairo_translate(cairo, frame.x + (frame.width - width) / 2, frame.y + (frame.height - height) / 2)
            setSource(style.color ?? Palette.primary)
            pango_cairo_show_layout(cairo, layout)
            cairo_restore(cairo)
            g_object_unref(UnsafeMutableRawPointer(layout))
        case .named, .data:
            let found: ImageStore.Loaded?
            switch source {
            case .named(let name):
                found = images.image(named: name)
                if found == nil {
                    warnings.append("image '\(name)' was not found (looked for \(name).png, @2x and @3x); drawn as a box")
                }
            case .data(let data):
                found = images.image(data: data)
                if found == nil {
                    warnings.append("an image of \(data.count) bytes could not be decoded (only PNG is, so far); drawn as a box")
                }
            case .system:
                found = nil
            }
            guard let image = found else {
                path(.rectangle, in: frame)
                setSource(ColorValue(red: 0.5, green: 0.5, blue: 0.5, opacity: 0.3))
                cairo_fill(cairo)
                return
            }
            cairo_save(cairo)
            cairo_rectangle(cairo, frame.x, frame.y, frame.width, frame.height)
            cairo_clip(cairo)
            cairo_translate(cairo, frame.x, frame.y)
            cairo_scale(cairo, frame.width / max(image.size.width, 0.001) * image.size.width
                            / Double(cairo_image_surface_get_width(image.surface)),
                        frame.height / Double(cairo_image_surface_get_height(image.surface)))
            cairo_set_source_surface(cairo, image.surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
            cairo_paint(cairo)
            cairo_restore(cairo)
        }
    }
}

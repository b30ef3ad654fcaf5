import CPangoCairo
package import Foundation
package import WidgetUI

/// How to render a widget: its family (or an explicit size), scale, colour scheme, and the moment
/// whose dynamic dates to show.
package struct RenderOptions: Sendable {
    package var family: WidgetFamily
    /// Overrides the family's size from the device profile (an e-ink screen: 800×480).
    package var size: Size?
    /// Pixels per point.
    package var scale: Double
    package var colorScheme: ColorScheme
    /// The moment the widget is shown at: `.timer`, `.relative` and friends are resolved for it.
    package var date: Date
    package var profile: DeviceProfile
    package var contentMarginsDisabled: Bool
    package var locale: Locale
    package var timeZone: TimeZone
    /// Folders searched for `Image("name")` files (`name.png`, `name@2x.png`, `name@3x.png`).
    package var imageSearchPaths: [URL] = []
    /// How the widget is drawn: in full colour (the default), accented or vibrant.
    package var renderingMode = WidgetRenderingMode.fullColor
    /// The accented mode's accent colour; nil for the system blue.
    package var accentColor: ColorValue?
    /// The vibrant mode's tint; nil for white (the Lock Screen). E-ink uses black: ink on paper.
    package var vibrantTint: ColorValue?
    /// The canvas's corner radius, overriding the device profile's (a control is a capsule).
    package var cornerRadius: Double?

    package init(
        family: WidgetFamily = .systemSmall, size: Size? = nil, scale: Double = 1, colorScheme: ColorScheme = .light,
        date: Date, profile: DeviceProfile = .iPhone, contentMarginsDisabled: Bool = false,
        locale: Locale = Locale(identifier: "en_US"), timeZone: TimeZone = TimeZone(identifier: "UTC")!
    ) {
        self.family = family
        self.size = size
        self.scale = scale
        self.colorScheme = colorScheme
        self.date = date
        self.profile = profile
        self.contentMarginsDisabled = contentMarginsDisabled
        self.locale = locale
        self.timeZone = timeZone
    }

    /// The canvas in points.
    package var canvasSize: Size { size ?? profile.size(of: family) }
}

/// A rendered widget: the image, and what a person should know about it.
package struct RenderedWidget: Sendable {
    package var png: Data
    /// Pixel width and height of the image.
    package var pixelWidth: Int
    package var pixelHeight: Int
    /// Problems met while rendering, such as an SF Symbol with no stand-in.
    package var warnings: [String]
    /// Where a tap anywhere goes (`widgetURL`), and the `Link` regions in points.
    package var widgetURL: String?
    package var links: [(url: String, frame: Rect)]
    /// The interactive `Button(intent:)` and `Toggle(isOn:intent:)` regions in points, in drawing
    /// order (a later region is drawn over an earlier one), with what a tap runs. A host hit-tests a
    /// tap against them last to first, then against `links`, then falls back to `widgetURL`.
    package var intents: [(invocation: IntentInvocation, frame: Rect)]
}

/// Renders view archives natively: layout with SwiftUI's rules, drawing with Cairo and Pango.
///
/// ```swift
/// let renderer = WidgetRenderer()
/// let image = try renderer.render(archive, options: RenderOptions(family: .systemMedium, scale: 2, date: now))
/// try image.png.write(to: url)
/// ```
///
/// Not thread-safe: use one renderer per thread.
package final class WidgetRenderer {
    let textEngine = TextEngine()
    let images = ImageStore(searchPaths: [])
    private var cachedSurface: (width: Int, height: Int, surface: OpaquePointer)?
    private let scratch = PNGWriter.Scratch()

    package init() {}

    deinit {
        if let cached = cachedSurface { cairo_surface_destroy(cached.surface) }
    }

    /// A laid-out widget: its content, its container background filling the canvas, and what the
    /// root said about taps.
    struct Layout {
        var root: PlacedNode
        var background: PlacedNode?
        var decorations: WidgetDecorations
        /// In the accented and vibrant modes, whether the container background is drawn (the widget said
        /// `containerBackgroundRemovable(false)`).
        var keepsBackground = false
        /// An accessory widget's `widgetLabel`: its text along a curve, or a label with no text placed.
        var curvedLabel: CurvedLabel?
        var placedLabel: PlacedNode?
    }

    /// Lays out an archive for the options: the placed tree, for tests and the HTML renderer.
    func layout(_ archive: ViewArchive, options: RenderOptions) -> Layout {
        let (engine, root, builder) = layoutTree(archive, options: options)
        let canvas = options.canvasSize
        let margin = options.contentMarginsDisabled || options.size != nil ? 0 : options.profile.margin(for: options.family)
        var content = Rect(x: margin, y: margin, width: canvas.width - 2 * margin, height: canvas.height - 2 * margin)
        let label = options.size == nil && WidgetLabelLayout.draws(options.family) ? builder.decorations.widgetLabel : nil
        if label != nil { content = WidgetLabelLayout.contentRect(options.family, canvas: canvas) }
        let proposal = ProposedSize(width: content.width, height: content.height)
        let rootSize = engine.size(root, proposal)
        let placed = engine.place(root, proposal, at: align(rootSize, in: content, alignment: "center"))
        let background = builder.decorations.containerBackground.map {
            engine.place($0, ProposedSize(width: canvas.width, height: canvas.height), at: (0, 0))
        }
        var layout = Layout(
            root: placed, background: background, decorations: builder.decorations,
            keepsBackground: archive.environment.showsWidgetContainerBackground == true)
        if let label {
            let rect = WidgetLabelLayout.labelRect(options.family, canvas: canvas)
            let placedLabel = engine.place(label, ProposedSize(width: rect.width, height: rect.height), at: (rect.x, rect.y))
            let text = placedLabel.visibleText
            if text.isEmpty {
                layout.placedLabel = placedLabel
            } else {
                layout.curvedLabel = WidgetLabelLayout.curved(
                    text, color: placedLabel.firstTextColor, family: options.family, canvas: canvas, textEngine: textEngine)
            }
        }
        return layout
    }

    /// The text a person reads in the widget at the options' date, in reading order and joined with
    /// spaces — dates, timers and ranges as they show then, a container background's text first and a
    /// widget label's last: what `widgetkit preview` prints beside each image.
    package func visibleText(_ archive: ViewArchive, options: RenderOptions) -> String {
        let layout = layout(archive, options: options)
        let parts = [layout.background?.visibleText, layout.root.visibleText, layout.curvedLabel.map { $0.glyphs.map(\.text).joined() }, layout.placedLabel?.visibleText]
        return parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The archive's layout tree, the decorations its root gave, and an engine to lay it out for the options.
    private func layoutTree(
        _ archive: ViewArchive, options: RenderOptions
    ) -> (engine: LayoutEngine, root: LayoutNode, builder: LayoutTreeBuilder) {
        images.searchPaths = options.imageSearchPaths
        var builder = LayoutTreeBuilder()
        // An inline accessory widget shows one line: its first image and text.
        let tree = options.family == .accessoryInline && options.size == nil ? InlineContent.node(archive.root) : archive.root
        let root = builder.build(tree, style: TextStyle(
            redacted: archive.isRedacted, privacyRedacted: archive.environment.redactionReasons.contains(.privacy)))
        let engine = LayoutEngine(
            textEngine: textEngine,
            formatter: DynamicDateFormatter(locale: options.locale, timeZone: options.timeZone),
            date: options.date, displayScale: options.scale, images: images)
        return (engine, root, builder)
    }

    /// Renders an archive for an e-ink display: grayscale reduced to 1 or 2 bits.
    package func renderEink(
        _ archive: ViewArchive, options: RenderOptions, depth: EinkDepth, dithering: Dithering
    ) throws -> EinkImage {
        try draw(archive, options: options) { surface, _ in EinkImage(surface: surface, depth: depth, dithering: dithering) }
    }

    /// Renders an archive to a PNG.
    package func render(_ archive: ViewArchive, options: RenderOptions) throws -> RenderedWidget {
        try draw(archive, options: options) { surface, painter in
            RenderedWidget(
                png: try PNGWriter.write(surface: surface, scratch: scratch),
                pixelWidth: Int(cairo_image_surface_get_width(surface)),
                pixelHeight: Int(cairo_image_surface_get_height(surface)),
                warnings: painter.warnings, widgetURL: painter.widgetURL, links: painter.links,
                intents: painter.intents)
        }
    }

    /// Renders an archive as SVG (text as outlines, so it looks the same without the fonts).
    package func renderSVG(_ archive: ViewArchive, options: RenderOptions) throws -> Data {
        let layout = layout(archive, options: options)
        let canvas = options.canvasSize
        final class Sink { var data = Data() }
        let sink = Sink()
        guard let surface = cairo_svg_surface_create_for_stream({ closure, bytes, length in
            Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue().data.append(bytes!, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque(), canvas.width * options.scale, canvas.height * options.scale) else {
            throw RenderError.surface(width: Int(canvas.width), height: Int(canvas.height))
        }
        cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
        let cairo = cairo_create(surface)!
        cairo_scale(cairo, options.scale, options.scale)
        _ = paint(layout, into: cairo, options: options)
        cairo_destroy(cairo)
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
        return sink.data
    }

    /// Lays out and paints into an image surface, then hands it to `body`.
    /// Paints a laid-out widget into a Cairo context already scaled to points.
    func paint(_ layout: Layout, into cairo: OpaquePointer, options: RenderOptions) -> CairoPainter {
        guard options.renderingMode == .fullColor else { return paintTinted(layout, into: cairo, options: options) }
        var painter = CairoPainter(
            cairo: cairo, textEngine: textEngine, images: images, scheme: options.colorScheme, scale: options.scale,
            cornerRadius: options.cornerRadius ?? (options.size == nil ? options.profile.cornerRadius : 0))
        painter.curvedLabel = layout.curvedLabel
        painter.placedLabel = layout.placedLabel
        painter.paintWidget(
            layout.root, background: layout.background, canvas: options.canvasSize,
            drawsDefaultBackground: options.size != nil || options.profile.margin(for: options.family) > 0)
        return painter
    }

    /// The vibrant and accented modes: each layer painted on an image of its own, its luminance turned into
    /// the opacity of its tint (see `LuminanceTint`), then laid on the target. The system's background is
    /// gone (the accented mode puts its own tinted one behind system families) and so is the container
    /// background, unless the widget keeps it, which the accented mode draws in full colour.
    private func paintTinted(_ layout: Layout, into cairo: OpaquePointer, options: RenderOptions) -> CairoPainter {
        let canvas = options.canvasSize
        let radius = options.cornerRadius ?? (options.size == nil ? options.profile.cornerRadius : 0)
        let pixelWidth = max(1, Int((canvas.width * options.scale).rounded(.up)))
        let pixelHeight = max(1, Int((canvas.height * options.scale).rounded(.up)))
        func makePainter(_ target: OpaquePointer) -> CairoPainter {
            CairoPainter(
                cairo: target, textEngine: textEngine, images: images, scheme: options.colorScheme, scale: options.scale,
                cornerRadius: radius)
        }
        func layer(_ pass: AccentPass, background: PlacedNode?, tint: (Double, Double, Double)) -> CairoPainter {
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))!
            defer { cairo_surface_destroy(surface) }
            let layerCairo = cairo_create(surface)!
            cairo_scale(layerCairo, options.scale, options.scale)
            var painter = makePainter(layerCairo)
            painter.pass = pass
            if pass != .accent {
                painter.curvedLabel = layout.curvedLabel
                painter.placedLabel = layout.placedLabel
            }
            painter.paintWidget(layout.root, background: background, canvas: canvas, drawsDefaultBackground: false)
            cairo_destroy(layerCairo)
            LuminanceTint.apply(to: surface, tint: tint)
            cairo_save(cairo)
            cairo_scale(cairo, 1 / options.scale, 1 / options.scale)
            cairo_set_source_surface(cairo, surface, 0, 0)
            cairo_paint(cairo)
            cairo_restore(cairo)
            painter.cairo = cairo
            return painter
        }
        let kept = layout.keepsBackground ? layout.background : nil
        if options.renderingMode == .vibrant {
            return layer(.all, background: kept, tint: options.primaryTint)
        }
        // Accented: the system's tinted background behind system families, a kept background in full colour.
        let systemFamily = options.size != nil || options.profile.margin(for: options.family) > 0
        if systemFamily || kept != nil {
            var background = makePainter(cairo)
            background.paintWidget(
                PlacedNode(node: LayoutNode(.empty), frame: Rect(x: 0, y: 0, width: 0, height: 0)), background: kept,
                canvas: canvas, drawsDefaultBackground: false, fill: systemFamily ? options.accentedBackground : nil)
        }
        let secondary = layer(.secondary, background: nil, tint: options.primaryTint)
        _ = layer(.accent, background: nil, tint: options.accentTint)
        return secondary
    }

    /// The drawing surface, kept from one render to the next while the size stays the same.
    private func surface(width: Int, height: Int) throws -> OpaquePointer {
        if let cached = cachedSurface, cached.width == width, cached.height == height { return cached.surface }
        guard width > 0, height > 0, width <= 16_384, height <= 16_384 else {
            throw RenderError.surface(width: width, height: height)
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderError.surface(width: width, height: height)
        }
        if let cached = cachedSurface { cairo_surface_destroy(cached.surface) }
        cachedSurface = (width, height, surface)
        return surface
    }

    private func draw<Result>(
        _ archive: ViewArchive, options: RenderOptions, _ body: (OpaquePointer, CairoPainter) throws -> Result
    ) throws -> Result {
        let layout = layout(archive, options: options)
        let canvas = options.canvasSize
        let width = Int((canvas.width * options.scale).rounded()), height = Int((canvas.height * options.scale).rounded())
        let surface = try surface(width: width, height: height)
        let cairo = cairo_create(surface)!
        defer { cairo_destroy(cairo) }
        // A reused surface starts transparent again (the widget's rounded corners stay clear).
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
        cairo_scale(cairo, options.scale, options.scale)

        var painter = paint(layout, into: cairo, options: options)
        cairo_surface_flush(surface)
        painter.widgetURL = layout.decorations.widgetURL
        return try body(surface, painter)
    }
}

/// Why rendering failed.
package enum RenderError: Error, CustomStringConvertible {
    case surface(width: Int, height: Int)
    case png(String)

    package var description: String {
        switch self {
        case .surface(let width, let height):
            "Cannot draw a \(width)×\(height) pixel image: sizes must be between 1 and 16,384 pixels a side."
        case .png(let message): "Could not write the PNG: \(message)"
        }
    }
}

/// One render on a contact sheet: the archive, how to render it, and the label drawn under it.
package struct SheetCell {
    package var archive: ViewArchive
    package var options: RenderOptions
    package var label: String

    package init(archive: ViewArchive, options: RenderOptions, label: String) {
        self.archive = archive
        self.options = options
        self.label = label
    }
}

extension WidgetRenderer {
    /// One image with several renders side by side, each labelled (a timeline's entries, say).
    ///
    /// - Parameter frames: each archive with the moment it is shown at and a label drawn under it.
    package func contactSheet(
        _ frames: [(archive: ViewArchive, date: Date, label: String)], options: RenderOptions, columns: Int = 4
    ) throws -> Data {
        let cells = frames.map { frame in
            var frameOptions = options
            frameOptions.date = frame.date
            return SheetCell(archive: frame.archive, options: frameOptions, label: frame.label)
        }
        let columns = max(1, columns)
        let rows = stride(from: 0, to: cells.count, by: columns).map { Array(cells[$0..<min($0 + columns, cells.count)]) }
        return try contactSheet(rows: rows, scale: options.scale, colorScheme: options.colorScheme)
    }

    /// One image with rows of renders of any sizes, each labelled under it: every preview of a package,
    /// one row each, say. The sheet is drawn at `scale` on a background for `colorScheme`.
    package func contactSheet(rows: [[SheetCell]], scale: Double, colorScheme: ColorScheme) throws -> Data {
        guard rows.contains(where: { !$0.isEmpty }) else {
            throw RenderError.png("a contact sheet needs at least one frame")
        }
        var labelStyle = TextStyle(font: FontValue(style: "caption"))
        labelStyle.color = colorScheme == .dark
            ? ColorValue(red: 0.9, green: 0.9, blue: 0.9) : ColorValue(red: 0.2, green: 0.2, blue: 0.25)
        // Each label wraps to its render's width (at least 120 points); a row is as tall as its tallest
        // render plus its tallest label.
        let labels = rows.map { row in
            row.map { textEngine.makeLayout($0.label, style: labelStyle, width: max($0.options.canvasSize.width, 120), height: nil) }
        }
        defer { labels.joined().forEach { g_object_unref(UnsafeMutableRawPointer($0)) } }
        func height(of label: OpaquePointer) -> Double {
            var width: Int32 = 0, height: Int32 = 0
            pango_layout_get_pixel_size(label, &width, &height)
            return Double(height)
        }
        let gap = 16.0, labelGap = 4.0
        let rowHeights = rows.map { row in row.map(\.options.canvasSize.height).max() ?? 0 }
        let labelHeights = labels.map { row in row.map(height).max() ?? 0 }
        let width = rows.map { row in gap + row.reduce(0) { $0 + max($1.options.canvasSize.width, 120) + gap } }.max() ?? gap
        let height = gap + zip(rowHeights, labelHeights).reduce(0) { $0 + $1.0 + labelGap + $1.1 + gap }
        let pixelWidth = Int((width * scale).rounded()), pixelHeight = Int((height * scale).rounded())
        guard pixelWidth <= 16_384, pixelHeight <= 16_384,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight)) else {
            throw RenderError.surface(width: pixelWidth, height: pixelHeight)
        }
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)!
        defer { cairo_destroy(cairo) }
        cairo_scale(cairo, scale, scale)
        let sheet: (Double, Double, Double) = colorScheme == .dark ? (0, 0, 0) : (0.93, 0.93, 0.95)
        cairo_set_source_rgb(cairo, sheet.0, sheet.1, sheet.2)
        cairo_paint(cairo)
        var y = gap
        for (rowIndex, row) in rows.enumerated() {
            var x = gap
            for (cell, label) in zip(row, labels[rowIndex]) {
                let canvas = cell.options.canvasSize
                let layout = layout(cell.archive, options: cell.options)
                cairo_save(cairo)
                cairo_translate(cairo, x, y)
                // A render at an explicit size paints its whole clip: keep it to its own cell.
                cairo_rectangle(cairo, 0, 0, canvas.width, canvas.height)
                cairo_clip(cairo)
                if cell.options.colorScheme != colorScheme && cell.options.size == nil && cell.options.family.description.hasPrefix("accessory") {
                    // An accessory widget has no background of its own: show it on its scheme's Lock Screen
                    // shade, or a dark one's white text would vanish into a light sheet.
                    let shade: (Double, Double, Double) = cell.options.colorScheme == .dark ? (0.11, 0.11, 0.12) : (0.93, 0.93, 0.95)
                    cairo_set_source_rgb(cairo, shade.0, shade.1, shade.2)
                    cairo_paint(cairo)
                }
                _ = paint(layout, into: cairo, options: cell.options)
                cairo_restore(cairo)
                cairo_save(cairo)
                cairo_translate(cairo, x, y + rowHeights[rowIndex] + labelGap)
                let (r, g, b, a) = Palette.rgba(labelStyle.color!, colorScheme)
                cairo_set_source_rgba(cairo, r, g, b, a)
                pango_cairo_show_layout(cairo, label)
                cairo_restore(cairo)
                x += max(canvas.width, 120) + gap
            }
            y += rowHeights[rowIndex] + labelGap + labelHeights[rowIndex] + gap
        }
        cairo_surface_flush(surface)
        return try PNGWriter.write(surface: surface)
    }

    /// The size a view needs: its ideal size (laid out with no size proposed), at least 1 × 1 point
    /// and at most `maximum` — for a preview of a view rather than a widget.
    package func fittingSize(_ archive: ViewArchive, options: RenderOptions, maximum: Size) -> Size {
        let (engine, root, _) = layoutTree(archive, options: options)
        let ideal = engine.size(root, .unspecified)
        func clamp(_ value: Double, _ limit: Double) -> Double {
            value.isFinite ? min(max(value.rounded(.up), 1), limit) : limit
        }
        return Size(width: clamp(ideal.width, maximum.width), height: clamp(ideal.height, maximum.height))
    }
}

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
    }

    /// Lays out an archive for the options: the placed tree, for tests and the HTML renderer.
    func layout(_ archive: ViewArchive, options: RenderOptions) -> Layout {
        images.searchPaths = options.imageSearchPaths
        var builder = LayoutTreeBuilder()
        let root = builder.build(archive.root, style: TextStyle(redacted: archive.isRedacted))
        let engine = LayoutEngine(
            textEngine: textEngine,
            formatter: DynamicDateFormatter(locale: options.locale, timeZone: options.timeZone),
            date: options.date, displayScale: options.scale, images: images)
        let canvas = options.canvasSize
        let margin = options.contentMarginsDisabled || options.size != nil ? 0 : options.profile.margin(for: options.family)
        let content = Rect(x: margin, y: margin, width: canvas.width - 2 * margin, height: canvas.height - 2 * margin)
        let proposal = ProposedSize(width: content.width, height: content.height)
        let rootSize = engine.size(root, proposal)
        let placed = engine.place(root, proposal, at: align(rootSize, in: content, alignment: "center"))
        let background = builder.decorations.containerBackground.map {
            engine.place($0, ProposedSize(width: canvas.width, height: canvas.height), at: (0, 0))
        }
        return Layout(root: placed, background: background, decorations: builder.decorations)
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
        var painter = CairoPainter(
            cairo: cairo, textEngine: textEngine, images: images, scheme: options.colorScheme, scale: options.scale,
            cornerRadius: options.size == nil ? options.profile.cornerRadius : 0)
        painter.paintWidget(
            layout.root, background: layout.background, canvas: options.canvasSize,
            drawsDefaultBackground: options.size != nil || options.profile.margin(for: options.family) > 0)
        return painter
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

extension WidgetRenderer {
    /// One image with several renders side by side, each labelled (a timeline's entries, say).
    ///
    /// - Parameter frames: each archive with the moment it is shown at and a label drawn under it.
    package func contactSheet(
        _ frames: [(archive: ViewArchive, date: Date, label: String)], options: RenderOptions, columns: Int = 4
    ) throws -> Data {
        guard !frames.isEmpty else { throw RenderError.png("a contact sheet needs at least one frame") }
        let canvas = options.canvasSize
        let gap = 16.0, labelHeight = 34.0
        let columns = max(1, min(columns, frames.count))
        let rows = (frames.count + columns - 1) / columns
        let width = gap + Double(columns) * (canvas.width + gap)
        let height = gap + Double(rows) * (canvas.height + labelHeight + gap)
        let pixelWidth = Int((width * options.scale).rounded()), pixelHeight = Int((height * options.scale).rounded())
        guard pixelWidth <= 16_384, pixelHeight <= 16_384,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight)) else {
            throw RenderError.surface(width: pixelWidth, height: pixelHeight)
        }
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)!
        defer { cairo_destroy(cairo) }
        cairo_scale(cairo, options.scale, options.scale)
        let sheet: (Double, Double, Double) = options.colorScheme == .dark ? (0, 0, 0) : (0.93, 0.93, 0.95)
        cairo_set_source_rgb(cairo, sheet.0, sheet.1, sheet.2)
        cairo_paint(cairo)
        var labelStyle = TextStyle(font: FontValue(style: "caption"))
        labelStyle.color = options.colorScheme == .dark
            ? ColorValue(red: 0.9, green: 0.9, blue: 0.9) : ColorValue(red: 0.2, green: 0.2, blue: 0.25)
        for (index, frame) in frames.enumerated() {
            var frameOptions = options
            frameOptions.date = frame.date
            let layout = layout(frame.archive, options: frameOptions)
            let x = gap + Double(index % columns) * (canvas.width + gap)
            let y = gap + Double(index / columns) * (canvas.height + labelHeight + gap)
            cairo_save(cairo)
            cairo_translate(cairo, x, y)
            _ = paint(layout, into: cairo, options: frameOptions)
            cairo_restore(cairo)
            cairo_save(cairo)
            cairo_translate(cairo, x, y + canvas.height + 4)
            let text = textEngine.makeLayout(frame.label, style: labelStyle, width: canvas.width, height: nil)
            let (r, g, b, a) = Palette.rgba(labelStyle.color!, options.colorScheme)
            cairo_set_source_rgba(cairo, r, g, b, a)
            pango_cairo_show_layout(cairo, text)
            g_object_unref(UnsafeMutableRawPointer(text))
            cairo_restore(cairo)
        }
        cairo_surface_flush(surface)
        return try PNGWriter.write(surface: surface)
    }
}

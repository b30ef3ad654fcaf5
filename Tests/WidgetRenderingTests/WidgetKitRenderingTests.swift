import CPangoCairo
import Foundation
import GoldenImages
import Testing
import WidgetUI
@testable import WidgetRendering

private let now = Date(timeIntervalSince1970: 1_767_603_000)  // 2026-01-05T08:50:00Z

private func archive(
    _ view: some View, family: WidgetFamily, scheme: ColorScheme = .light, mode: WidgetRenderingMode = .fullColor,
    redaction: RedactionReasons = [], date: Date? = now
) -> ViewArchive {
    var environment = EnvironmentValues()
    environment.widgetFamily = family
    environment.colorScheme = scheme
    environment.widgetRenderingMode = mode
    environment.showsWidgetContainerBackground = mode == .fullColor
    environment.redactionReasons = redaction
    environment.timelineDate = date
    return ViewArchive(view, environment: environment)
}

/// Every gauge style and both progress view styles, side by side.
private struct GaugeSheet: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            HStack(spacing: 14) {
                Gauge(value: 72, in: 40...200) {
                    Text("BPM")
                } currentValueLabel: {
                    Text("72")
                } minimumValueLabel: {
                    Text("40")
                } maximumValueLabel: {
                    Text("200")
                }
                .gaugeStyle(.accessoryCircular)
                .frame(width: 64, height: 64)
                Gauge(value: 0.62) { Text("Steps") } currentValueLabel: { Text("62%") }
                    .gaugeStyle(.accessoryCircular)
                    .tint(Gradient(colors: [.green, .yellow, .red]))
                    .frame(width: 64, height: 64)
                Gauge(value: 0.4) { Text("Quota") } currentValueLabel: { Text("40") }
                    .gaugeStyle(.accessoryCircularCapacity)
                    .tint(.orange)
                    .frame(width: 64, height: 64)
                ProgressView(value: 0.3).progressViewStyle(.circular).tint(.purple)
                ProgressView(timerInterval: now.addingTimeInterval(-600)...now.addingTimeInterval(600))
                    .progressViewStyle(.circular)
            }
            Gauge(value: 0.35) {
                Text("Fuel")
            } currentValueLabel: {
                Text("35%")
            } minimumValueLabel: {
                Text("E")
            } maximumValueLabel: {
                Text("F")
            }
            .gaugeStyle(.accessoryLinear)
            .tint(Gradient(colors: [.red, .yellow, .green]))
            Gauge(value: 0.8) { Text("Battery") } currentValueLabel: { Text("80%") }
                .gaugeStyle(.accessoryLinearCapacity)
                .tint(.green)
            Gauge(value: 30, in: 0...120) {
                Text("Reading")
            } currentValueLabel: {
                Text("30 pages")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("120")
            }
            ProgressView(timerInterval: now.addingTimeInterval(-300)...now.addingTimeInterval(900)) {
                Text("Tea")
            }
        }
        .font(.caption)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A Lock Screen circular widget: a capacity gauge on the accessory background.
private struct CircularWidget: View {
    var body: some View {
        ZStack {
            AccessoryWidgetBackground()
            Gauge(value: 0.7) { Image(systemName: "drop.fill") } currentValueLabel: { Text("7") }
                .gaugeStyle(.accessoryCircularCapacity)
        }
    }
}

/// A Lock Screen rectangular widget with an accented title.
private struct RectangularWidget: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            HStack(spacing: 4) {
                Image(systemName: "drop.fill")
                Text("Water").font(.headline)
            }
            .widgetAccentable()
            Text("5 of 8 glasses")
            Gauge(value: 5, in: 0...8) { EmptyView() }.gaugeStyle(.accessoryLinearCapacity)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
    }
}

/// A system widget with an accentable header, colours and a container background.
private struct TintedWidget: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Image(systemName: "drop.fill")
                Text("Water").font(.headline)
            }
            .foregroundStyle(.cyan)
            .widgetAccentable()
            Text("5 of 8").font(.title).bold()
            ProgressView(value: 5, total: 8).tint(.cyan)
            Spacer(minLength: 0)
            Text("Next reminder at 10:00").font(.caption).foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .containerBackground(.blue.opacity(0.3), for: .widget)
    }
}

/// Complications with labels: a circular gauge labelled along its bottom, a corner's text labelled along
/// the curve around it.
private struct LabelledCircular: View {
    var body: some View {
        Gauge(value: 0.45) { Text("UV") } currentValueLabel: { Text("5") }
            .gaugeStyle(.accessoryCircularCapacity)
            .tint(.orange)
            .widgetLabel("UV Index · Moderate")
    }
}

private struct LabelledCorner: View {
    var body: some View {
        Text("72°")
            .font(.system(size: 20, weight: .bold))
            .widgetCurvesContent()
            .widgetLabel { Text("Cupertino") }
    }
}

@Suite("WidgetKit rendering")
struct WidgetKitRenderingTests {
    let renderer = WidgetRenderer()

    @Test("golden: every gauge style and progress view style")
    func gauges() throws {
        var options = RenderOptions(family: .systemLarge, scale: 2, date: now)
        options.size = Size(width: 400, height: 300)
        let image = try renderer.render(archive(GaugeSheet(), family: .systemLarge), options: options)
        try GoldenImage.assertMatches(image.png, named: "gauges@2x", in: goldens)
    }

    @Test("golden: accessory families in the vibrant mode, luminance as opacity")
    func vibrantAccessories() throws {
        for (name, family, view) in [
            ("circular", WidgetFamily.accessoryCircular, AnyView(CircularWidget())),
            ("rectangular", .accessoryRectangular, AnyView(RectangularWidget())),
        ] {
            var options = RenderOptions(family: family, scale: 2, colorScheme: .dark, date: now)
            options.renderingMode = .vibrant
            let image = try renderer.render(
                archive(view, family: family, scheme: .dark, mode: .vibrant), options: options)
            try GoldenImage.assertMatches(image.png, named: "vibrant-\(name)@2x", in: goldens)
        }
    }

    @Test("golden: the accented mode draws widgetAccentable views in the accent colour")
    func accented() throws {
        var options = RenderOptions(family: .systemSmall, scale: 2, colorScheme: .dark, date: now)
        options.renderingMode = .accented
        options.accentColor = Color.orange.value
        let image = try renderer.render(
            archive(TintedWidget(), family: .systemSmall, scheme: .dark, mode: .accented), options: options)
        try GoldenImage.assertMatches(image.png, named: "accented-small@2x", in: goldens)
    }

    @Test("golden: widget labels curve around circular and corner complications")
    func widgetLabels() throws {
        for (name, family, view) in [
            ("circular", WidgetFamily.accessoryCircular, AnyView(LabelledCircular())),
            ("corner", .accessoryCorner, AnyView(LabelledCorner())),
        ] {
            let options = RenderOptions(family: family, scale: 2, colorScheme: .dark, date: now)
            let image = try renderer.render(archive(view, family: family, scheme: .dark), options: options)
            try GoldenImage.assertMatches(image.png, named: "label-\(name)@2x", in: goldens)
        }
        // The iPhone's Lock Screen families draw no label, and the content keeps the whole widget.
        let rectangular = renderer.layout(
            archive(Text("x").widgetLabel("ignored"), family: .accessoryRectangular),
            options: RenderOptions(family: .accessoryRectangular, date: now))
        #expect(rectangular.curvedLabel == nil && rectangular.placedLabel == nil)
    }

    @Test("golden: an inline widget shows one line, its first image and text, ignoring the rest")
    func inline() throws {
        let view = VStack(alignment: .leading) {
            Text("Rain at 4 PM, clearing by evening with a light breeze").font(.largeTitle)
            Text("a second line, not shown")
            Image(systemName: "cloud.rain.fill")
        }
        .padding(30)
        .widgetURL(URL(string: "weather://today"))
        let family = WidgetFamily.accessoryInline
        var options = RenderOptions(family: family, scale: 2, colorScheme: .dark, date: now)
        options.renderingMode = .vibrant
        let archived = archive(view, family: family, scheme: .dark, mode: .vibrant)
        let layout = renderer.layout(archived, options: options)
        func texts(_ placed: PlacedNode) -> [String] { (placed.text.map { [$0] } ?? []) + placed.children.flatMap(texts) }
        #expect(texts(layout.root) == ["Rain at 4 PM, clearing by evening with a light breeze"])
        #expect(layout.decorations.widgetURL == "weather://today")
        let image = try renderer.render(archived, options: options)
        try GoldenImage.assertMatches(image.png, named: "inline-vibrant@2x", in: goldens)
    }

    @Test("the vibrant mode turns white into opaque tint and black into nothing")
    func vibrantPixels() throws {
        var options = RenderOptions(family: .accessoryCircular, scale: 1, date: now)
        options.renderingMode = .vibrant
        let view = HStack(spacing: 0) { Color.white; Color.black; Color.gray }
        let image = try renderer.render(archive(view, family: .accessoryCircular, mode: .vibrant), options: options)
        let surface = try GoldenImage.decode(image.png)
        defer { cairo_surface_destroy(surface) }
        func pixel(_ x: Int, _ y: Int) -> UInt32 {
            let stride = Int(cairo_image_surface_get_stride(surface))
            let data = cairo_image_surface_get_data(surface)!
            return UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)[x]
        }
        #expect(pixel(12, 38) == 0xFFFF_FFFF, "white stays, opaque")
        #expect(pixel(38, 38) >> 24 == 0, "black is gone")
        let gray = pixel(64, 38) >> 24
        #expect(gray > 100 && gray < 160, "grey is half transparent: \(gray)")
    }

    @Test("a vibrant widget drops its removable container background, keeps one that is not removable")
    func vibrantBackground() throws {
        var options = RenderOptions(family: .systemSmall, scale: 1, colorScheme: .dark, date: now)
        options.renderingMode = .vibrant
        let view = Text("x").containerBackground(.white, for: .widget)
        var removable = archive(view, family: .systemSmall, scheme: .dark, mode: .vibrant)
        let dropped = try renderer.render(removable, options: options)
        removable.environment.showsWidgetContainerBackground = true
        let kept = try renderer.render(removable, options: options)
        let (a, b) = (try GoldenImage.decode(dropped.png), try GoldenImage.decode(kept.png))
        defer { cairo_surface_destroy(a); cairo_surface_destroy(b) }
        func corner(_ surface: OpaquePointer) -> UInt32 {
            UnsafeRawPointer(cairo_image_surface_get_data(surface)! + 30 * Int(cairo_image_surface_get_stride(surface)))
                .assumingMemoryBound(to: UInt32.self)[30]
        }
        #expect(corner(a) >> 24 == 0)
        #expect(corner(b) == 0xFFFF_FFFF)
    }

    @Test("a timer progress view is drawn for the render date")
    func timerProgress() throws {
        let bar = ProgressView(timerInterval: now...now.addingTimeInterval(100), countsDown: true)
        var options = RenderOptions(family: .systemSmall, date: now.addingTimeInterval(25))
        let layout = renderer.layout(archive(bar, family: .systemSmall), options: options)
        func fraction(_ placed: PlacedNode) -> Double? {
            placed.fraction ?? placed.children.lazy.compactMap(fraction).first
        }
        #expect(fraction(layout.root) == 0.75)
        options.date = now.addingTimeInterval(90)
        #expect(fraction(renderer.layout(archive(bar, family: .systemSmall), options: options).root).map { ($0 * 100).rounded() } == 10)
    }

    @Test("a timeline view shows the content due at the render date")
    func timelineView() throws {
        let view = TimelineView(.periodic(from: now, by: 60)) { context in
            Text(context.date.timeIntervalSince(now) == 0 ? "first" : "later")
        }
        let archived = archive(view, family: .systemSmall)
        guard case .timeline(let dated) = archived.root else {
            Issue.record("expected a timeline node, got \(archived.root)")
            return
        }
        #expect(dated.count == 60)
        #expect(dated.first?.date == now.timeIntervalSince1970)
        let html = renderer.renderHTML(archived, options: RenderOptions(family: .systemSmall, date: now.addingTimeInterval(61)))
        #expect(html.contains("class=\"owk-timeline\""))
        #expect(html.contains("<div data-from=\"\(fmt(now.timeIntervalSince1970))\" style=\"position:absolute;inset:0\" hidden>"))
        #expect(html.contains("<div data-from=\"\(fmt(now.timeIntervalSince1970 + 60))\" style=\"position:absolute;inset:0\">"))
    }

    @Test("golden: placeholders redact text and images; privacy redacts only privacySensitive views")
    func redaction() throws {
        let view = VStack(alignment: .leading, spacing: 6) {
            HStack {
                Image(systemName: "creditcard.fill")
                Text("Checking")
            }
            Text("$1,234.56").font(.title).privacySensitive()
            Capsule().fill(.green).frame(width: 60, height: 8)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        var options = RenderOptions(family: .systemSmall, scale: 2, date: now)
        options.size = Size(width: 340, height: 170)
        let both = HStack(spacing: 0) {
            view.redacted(reason: .placeholder).padding(16)
            view.redacted(reason: .privacy).padding(16)
        }
        let image = try renderer.render(archive(both, family: .systemSmall), options: options)
        try GoldenImage.assertMatches(image.png, named: "redaction@2x", in: goldens)
    }
}

/// The Chromium Debian installs, if any.
private let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
    FileManager.default.isExecutableFile(atPath: $0)
}

/// A headless Chromium screenshot of a widget's HTML document, on a transparent page.
func chromiumScreenshot(_ html: String, width: Int, height: Int) throws -> Data {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("owk-html-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = directory.appendingPathComponent("widget.html"), shot = directory.appendingPathComponent("shot.png")
    try html.replacingOccurrences(of: "background:#eeeef2", with: "background:transparent")
        .replacingOccurrences(of: "background:#000\"", with: "background:transparent\"")
        .write(to: page, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: chromium!)
    process.arguments = [
        "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--default-background-color=00000000",
        "--window-size=\(width),\(height)", "--screenshot=\(shot.path)", page.absoluteString,
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return try Data(contentsOf: shot)
}

@Suite("WidgetKit rendering in Chromium")
struct WidgetKitHTMLAgreementTests {
    let renderer = WidgetRenderer()

    /// The HTML, screenshot by Chromium, and the PNG differ in at most `limit` of their pixels (glyph
    /// anti-aliasing aside: only differences over 160 of 255 count). Chromium places the glyphs of small
    /// and semibold text a little differently (see HTMLRendererTests), so text-heavy views get a higher
    /// limit; a shape in the wrong place or of the wrong size or colour is far more.
    private func expectAgreement(
        _ archive: ViewArchive, _ options: RenderOptions, limit: Double = 0.002,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let png = try renderer.render(archive, options: options).png
        let size = options.canvasSize
        let shot = try chromiumScreenshot(
            renderer.renderHTML(archive, options: options), width: Int(size.width), height: Int(size.height))
        let (comparison, difference) = try GoldenImage.compare(png, shot, threshold: 160)
        if let dump = ProcessInfo.processInfo.environment["OWK_DUMP"] {
            let name = "\(sourceLocation.line)"
            try png.write(to: URL(fileURLWithPath: "\(dump)/\(name)-png.png"))
            try shot.write(to: URL(fileURLWithPath: "\(dump)/\(name)-html.png"))
            try difference?.write(to: URL(fileURLWithPath: "\(dump)/\(name)-diff.png"))
        }
        let fraction = Double(comparison.differingPixels) / Double(comparison.totalPixels)
        #expect(fraction < limit, "\(comparison.differingPixels) of \(comparison.totalPixels) pixels differ",
                sourceLocation: sourceLocation)
    }

    @Test("gauges and progress views: rings, arcs, gradients, markers and bars agree", .enabled(if: chromium != nil))
    func gauges() throws {
        var options = RenderOptions(family: .systemLarge, date: now)
        options.size = Size(width: 400, height: 300)
        try expectAgreement(archive(GaugeSheet(), family: .systemLarge), options, limit: 0.004)
    }

    @Test("the vibrant mode's SVG filter agrees with the PNG's luminance to opacity", .enabled(if: chromium != nil))
    func vibrant() throws {
        var options = RenderOptions(family: .accessoryRectangular, colorScheme: .dark, date: now)
        options.renderingMode = .vibrant
        try expectAgreement(
            archive(RectangularWidget(), family: .accessoryRectangular, scheme: .dark, mode: .vibrant), options, limit: 0.01)
        var circular = RenderOptions(family: .accessoryCircular, colorScheme: .dark, date: now)
        circular.renderingMode = .vibrant
        try expectAgreement(archive(CircularWidget(), family: .accessoryCircular, scheme: .dark, mode: .vibrant), circular)
    }

    @Test("a curved widget label's glyphs agree", .enabled(if: chromium != nil))
    func labels() throws {
        let options = RenderOptions(family: .accessoryCircular, colorScheme: .dark, date: now)
        try expectAgreement(archive(LabelledCircular(), family: .accessoryCircular, scheme: .dark), options, limit: 0.02)
    }

    @Test("the accented mode's two layers agree", .enabled(if: chromium != nil))
    func accented() throws {
        var options = RenderOptions(family: .systemSmall, colorScheme: .dark, date: now)
        options.renderingMode = .accented
        options.accentColor = Color.orange.value
        try expectAgreement(archive(TintedWidget(), family: .systemSmall, scheme: .dark, mode: .accented), options)
    }
}

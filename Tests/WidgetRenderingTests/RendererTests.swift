import CPangoCairo
import Foundation
import GoldenImages
import Testing
import WidgetUI
@testable import WidgetRendering

private let now = Date(timeIntervalSince1970: 1_767_603_000)  // 2026-01-05T08:50:00Z

/// A health card: gradient container background, symbol, progress bar, styled text.
private struct HealthCard: View {
    @Environment(\.widgetFamily) var family
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text("🐼")
                Text("Power Panda").font(.headline)
                Spacer()
                Image(systemName: "heart.fill").foregroundColor(.red)
            }
            Text("Health 75%").font(.title2).bold()
            ProgressView(value: 0.75).tint(.green)
            if family != .systemSmall {
                Text("Forest Dweller · 今日步数 8,421 步").font(.caption).foregroundColor(.secondary)
            }
            Spacer(minLength: 0)
            Text("Next heal in \(now.addingTimeInterval(754), style: .relative)").font(.footnote)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .containerBackground(for: .widget) {
            LinearGradient(colors: [Color.blue.opacity(0.2), .clear], startPoint: .top, endPoint: .bottom)
        }
    }
}

/// Shapes, strokes, clipping and a timer in a medium widget.
private struct ShapesCard: View {
    var body: some View {
        HStack(spacing: 12) {
            ZStack {
                Circle().fill(.orange)
                Text("7").font(.system(size: 34, weight: .bold, design: .rounded)).foregroundColor(.white)
            }
            .frame(width: 80, height: 80)
            VStack(alignment: .leading, spacing: 4) {
                RoundedRectangle(cornerRadius: 8).stroke(.blue, lineWidth: 3).frame(height: 30)
                Capsule().fill(.purple).frame(width: 120, height: 16)
                Text(now.addingTimeInterval(3725), style: .timer).font(.title3).monospacedDigit()
            }
        }
    }
}

private func archive(_ view: some View, family: WidgetFamily, scheme: ColorScheme = .light) -> ViewArchive {
    var environment = EnvironmentValues()
    environment.widgetFamily = family
    environment.colorScheme = scheme
    return ViewArchive(view, environment: environment)
}

@Suite("Renderer")
struct RendererTests {
    let renderer = WidgetRenderer()

    @Test("family sizes are exact at every scale", arguments: [1.0, 2, 3])
    func sizes(scale: Double) throws {
        let medium = try renderer.render(archive(Text("x"), family: .systemMedium),
                                         options: RenderOptions(family: .systemMedium, scale: scale, date: now))
        #expect(medium.pixelWidth == Int(364 * scale) && medium.pixelHeight == Int(170 * scale))
        let png = try GoldenImage.decode(medium.png)
        defer { cairo_surface_destroy(png) }
        #expect(Int(cairo_image_surface_get_width(png)) == Int(364 * scale))
    }

    @Test("golden: health card, small, light, @2x")
    func healthSmall() throws {
        let image = try renderer.render(archive(HealthCard(), family: .systemSmall),
                                        options: RenderOptions(family: .systemSmall, scale: 2, date: now))
        try GoldenImage.assertMatches(image.png, named: "health-small-light@2x", in: goldens)
    }

    @Test("golden: health card, medium, dark, @2x: CJK and emoji through font fallback")
    func healthMediumDark() throws {
        let image = try renderer.render(archive(HealthCard(), family: .systemMedium, scheme: .dark),
                                        options: RenderOptions(family: .systemMedium, scale: 2, colorScheme: .dark, date: now))
        try GoldenImage.assertMatches(image.png, named: "health-medium-dark@2x", in: goldens)
    }

    @Test("golden: shapes and a timer, medium, @1x")
    func shapes() throws {
        let image = try renderer.render(archive(ShapesCard(), family: .systemMedium),
                                        options: RenderOptions(family: .systemMedium, scale: 1, date: now))
        try GoldenImage.assertMatches(image.png, named: "shapes-medium@1x", in: goldens)
    }

    @Test("dynamic dates are drawn for the render time: the same archive changes with the date")
    func dynamicDates() throws {
        let view = Text(now.addingTimeInterval(600), style: .timer)
        let a = try renderer.render(archive(view, family: .systemSmall), options: RenderOptions(date: now))
        let b = try renderer.render(archive(view, family: .systemSmall), options: RenderOptions(date: now.addingTimeInterval(1)))
        let (comparison, _) = try GoldenImage.compare(a.png, b.png)
        #expect(comparison.differingPixels > 0)
    }

    @Test("Text + Text keeps each run's style: bold runs are measured and drawn bold")
    func mixedRuns() throws {
        let plain = renderer.layout(archive(Text("Steps ") + Text("8,421"), family: .systemSmall), options: RenderOptions(date: now))
        let mixed = renderer.layout(archive(Text("Steps ").bold() + Text("8,421").foregroundColor(.blue), family: .systemSmall),
                                    options: RenderOptions(date: now))
        #expect(mixed.root.spans.count == 2)
        #expect(mixed.root.frame.width > plain.root.frame.width)
        let html = renderer.renderHTML(archive(Text("a").bold() + Text("<b>"), family: .systemSmall),
                                       options: RenderOptions(date: now), document: false)
        #expect(html.contains("<span style=\"font-weight:700;\">a</span>&lt;b&gt;"))
    }

    @Test("images load from the search paths at their point size (@2x files at half their pixels)")
    func images() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("owk-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let badge = try renderer.render(archive(Color.red, family: .systemSmall),
                                        options: RenderOptions(size: Size(width: 20, height: 10), scale: 2, date: now))
        try badge.png.write(to: folder.appendingPathComponent("badge@2x.png"))

        var options = RenderOptions(date: now)
        options.imageSearchPaths = [folder]
        let placed = renderer.layout(archive(Image("badge"), family: .systemSmall), options: options)
        #expect(placed.root.frame.size == Size(width: 20, height: 10))
        let resized = renderer.layout(archive(Image("badge").resizable().frame(width: 60, height: 30), family: .systemSmall),
                                      options: options)
        #expect(resized.root.children.first?.frame.size == Size(width: 60, height: 30))
        let drawn = try renderer.render(archive(Image("badge").resizable(), family: .systemSmall), options: options)
        #expect(drawn.warnings.isEmpty)
        let surface = try GoldenImage.decode(drawn.png)
        defer { cairo_surface_destroy(surface) }
        let pixel = UnsafeRawPointer(cairo_image_surface_get_data(surface)! + 85 * Int(cairo_image_surface_get_stride(surface)))
            .assumingMemoryBound(to: UInt32.self)[85]
        #expect((pixel >> 16) & 0xFF > 200 && (pixel >> 8) & 0xFF < 80)  // red in the middle

        let missing = try renderer.render(archive(Image("../badge"), family: .systemSmall), options: options)
        #expect(missing.warnings.first?.contains("image '../badge' was not found") == true)
    }

    @Test("minimumScaleFactor shrinks a one-line text to fit before truncating it")
    func minimumScale() throws {
        let long = "A rather long headline for a small widget"
        let truncated = renderer.layout(archive(Text(long).font(.title).lineLimit(1), family: .systemSmall),
                                        options: RenderOptions(date: now))
        let shrunk = renderer.layout(
            archive(Text(long).font(.title).lineLimit(1).minimumScaleFactor(0.3), family: .systemSmall),
            options: RenderOptions(date: now))
        let text = try #require(shrunk.root.text == nil ? nil : shrunk.root)
        #expect(text.fontScale < 1 && text.fontScale >= 0.3)
        #expect(text.frame.height < truncated.root.frame.height)
        let floor = renderer.layout(
            archive(Text(long + long + long).font(.title).lineLimit(1).minimumScaleFactor(0.9), family: .systemSmall),
            options: RenderOptions(date: now))
        #expect(abs(floor.root.fontScale - 0.9) < 0.001)
    }

    @Test("an unknown SF Symbol is drawn as a box and reported")
    func unknownSymbol() throws {
        let image = try renderer.render(archive(Image(systemName: "no.such.symbol"), family: .systemSmall),
                                        options: RenderOptions(date: now))
        #expect(image.warnings == ["SF Symbol 'no.such.symbol' has no stand-in yet; drawn as a box"])
    }

    @Test("taps: widgetURL and Link regions come out of the render")
    func taps() throws {
        let view = VStack {
            Link(destination: URL(string: "mygame://character/panda")!) { Text("Panda") }
            Text("Other")
        }.widgetURL(URL(string: "mygame://home"))
        let image = try renderer.render(archive(view, family: .systemMedium), options: RenderOptions(family: .systemMedium, date: now))
        #expect(image.widgetURL == "mygame://home")
        #expect(image.links.map(\.url) == ["mygame://character/panda"])
        #expect((image.links.first?.frame.width ?? 0) > 10)
    }

    @Test("taps: Button and Toggle regions come out of the render at their frames, with their invocations")
    func intentRegions() throws {
        let log = IntentInvocation(typeName: "4Demo14LogGlassIntentV", parametersJSON: #"{"glasses":{"int":1}}"#)
        let alarm = IntentInvocation(typeName: "4Demo11AlarmIntentV", parametersJSON: #"{"value":{"bool":false}}"#, isOn: true)
        let view = VStack(alignment: .leading, spacing: 10) {
            Button(invocation: log) { Text("Glass") }
            Toggle(isOn: true, invocation: alarm) { Text("Alarm") }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        let options = RenderOptions(family: .systemMedium, date: now)
        let label = renderer.layout(archive(Text("Glass"), family: .systemMedium), options: options).root.frame.size
        let image = try renderer.render(archive(view, family: .systemMedium), options: options)
        #expect(image.intents.map(\.invocation) == [log, alarm])
        // The button: its label padded 12 × 7, at the content's top leading corner (16 pt margins).
        let button = Rect(x: 16, y: 16, width: label.width + 24, height: label.height + 14)
        #expect(image.intents.first?.frame == button)
        // The toggle: the whole width of the 332 × 138 content, as tall as its 31 pt switch.
        #expect(image.intents.last?.frame == Rect(x: 16, y: button.y + button.height + 10, width: 332, height: 31))

        // Drawn: the capsule tinted with the accent at 15 %, the track green, the knob white.
        let surface = try GoldenImage.decode(image.png)
        defer { cairo_surface_destroy(surface) }
        func pixel(_ x: Double, _ y: Double) -> (Int, Int, Int) {
            let row = cairo_image_surface_get_data(surface)! + Int(y) * Int(cairo_image_surface_get_stride(surface))
            let value = UnsafeRawPointer(row).assumingMemoryBound(to: UInt32.self)[Int(x)]
            return (Int(value >> 16 & 0xFF), Int(value >> 8 & 0xFF), Int(value & 0xFF))
        }
        let tinted = pixel(button.x + button.width / 2, button.y + 2)
        #expect(abs(tinted.0 - 217) <= 3 && abs(tinted.1 - 235) <= 3 && tinted.2 == 255, "\(tinted)")
        let toggleY = button.y + button.height + 10 + 15.5
        #expect(pixel(16 + 332 - 48, toggleY) == (52, 199, 89))
        #expect(pixel(16 + 332 - 15.5, toggleY) == (255, 255, 255))
    }

    @Test("SVG output is an SVG document of the canvas size")
    func svg() throws {
        let data = try renderer.renderSVG(archive(ShapesCard(), family: .systemMedium),
                                          options: RenderOptions(family: .systemMedium, date: now))
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("<svg"))
        #expect(text.contains("width=\"364\"") && text.contains("height=\"170\""))
    }
}

@Suite("E-ink")
struct EinkTests {
    let renderer = WidgetRenderer()
    let options = RenderOptions(size: Size(width: 800, height: 480), date: now)

    @Test("an 800×480 1-bit BMP is exactly the 48,062 bytes devices expect")
    func bmp() throws {
        let image = try renderer.renderEink(archive(HealthCard(), family: .systemLarge), options: options,
                                            depth: .oneBit, dithering: .threshold)
        let bmp = try image.bmp()
        #expect(bmp.count == 48_062)
        #expect(bmp.prefix(2) == Data("BM".utf8))
        #expect(bmp[10] == 62)  // pixel data offset
        #expect(bmp[28] == 1)  // bits per pixel
    }

    @Test("1-bit and 2-bit PNGs decode at full size with only the allowed grays", arguments: [EinkDepth.oneBit, .twoBit])
    func png(depth: EinkDepth) throws {
        let image = try renderer.renderEink(archive(HealthCard(), family: .systemLarge), options: options,
                                            depth: depth, dithering: .floydSteinberg)
        #expect(Set(image.levels).isSubset(of: Set((0..<(1 << depth.rawValue)).map(UInt8.init))))
        #expect(image.levels.contains(0) && image.levels.contains(UInt8((1 << depth.rawValue) - 1)))
        let png = try image.png()
        #expect(png[25] == 0 && png[24] == UInt8(depth.rawValue))  // IHDR: gray, bit depth
        let surface = try GoldenImage.decode(png)
        defer { cairo_surface_destroy(surface) }
        #expect(cairo_image_surface_get_width(surface) == 800 && cairo_image_surface_get_height(surface) == 480)
        #expect(png.count < 90_000)  // the largest download OG-class devices accept
    }

    @Test("ditherings: a mid-gray field averages to mid-gray except with a threshold", arguments: Dithering.allCases)
    func dithering(_ dithering: Dithering) {
        let image = EinkImage(gray: [Float](repeating: 128, count: 64 * 64), width: 64, height: 64, depth: .oneBit,
                              dithering: dithering)
        let white = Double(image.levels.filter { $0 == 1 }.count) / Double(image.levels.count)
        if dithering == .threshold {
            #expect(white == 1)
        } else if dithering == .atkinson {
            #expect(white > 0.3 && white < 0.8)  // Atkinson drops a quarter of the error
        } else {
            #expect(abs(white - 0.5) < 0.05, "white fraction \(white)")
        }
    }
}

/// This target's goldens.
let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

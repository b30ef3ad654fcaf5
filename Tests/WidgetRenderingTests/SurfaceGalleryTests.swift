import CPangoCairo
import Foundation
import GoldenImages
import Testing
import WidgetUI
@testable import WidgetRendering

// The API surface real widgets use: labels and their styles, the hierarchical styles, fills,
// backgrounds and materials, a colour's gradient, asset-catalog colours with their dark appearance,
// UIKit colours and PNG bytes shown with Image(uiImage:) — in PNG (goldens checked by eye) and in
// HTML (compared with a headless Chromium screenshot of the same layout).

private let now = Date(timeIntervalSince1970: 1_767_603_000)

/// A folder with an asset catalog, as an extension ships one: `Brand` is blue, orange in dark mode.
private let assets: Bundle = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("owk-assets-\(getpid())")
    let set = folder.appendingPathComponent("Assets.xcassets/Colors/Brand.colorset")
    try? FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    let contents = """
        {"colors":[
          {"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0x1A","green":"0.500","blue":"230","alpha":"1.000"}}},
          {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],
           "color":{"color-space":"srgb","components":{"red":"1.000","green":"0.600","blue":"0.100","alpha":"1.000"}}}
        ],"info":{"author":"xcode","version":1}}
        """
    try? contents.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
    return Bundle(path: folder.path)!
}()

/// A red disc on clear, as PNG bytes: what a widget downloads and shows with `Image(uiImage:)`.
private let discPNG: Data = {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 24, 24)!
    defer { cairo_surface_destroy(surface) }
    let cairo = cairo_create(surface)!
    cairo_arc(cairo, 12, 12, 11, 0, 2 * Double.pi)
    cairo_set_source_rgb(cairo, 1, 0.23, 0.19)
    cairo_fill(cairo)
    cairo_destroy(cairo)
    return (try? PNGWriter.write(surface: surface)) ?? Data()
}()

private struct LabelCard: View {
    var body: some View {
        HStack(alignment: .top, spacing: 20) {
            VStack(alignment: .leading, spacing: 8) {
                Label("Play", systemImage: "play.fill")
                Label("Icon only", systemImage: "star.fill").labelStyle(.iconOnly)
                Label("Title only", systemImage: "star.fill").labelStyle(.titleOnly)
                Label { Text("Custom").bold() } icon: { Circle().fill(Color.green).frame(width: 12, height: 12) }
            }
            VStack(alignment: .leading, spacing: 2) {
                Text("Primary").foregroundStyle(.primary)
                Text("Secondary").foregroundStyle(.secondary)
                Text("Tertiary").foregroundStyle(.tertiary)
                Text("Quaternary").foregroundStyle(.quaternary)
                Text("Separator").foregroundStyle(.separator)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

private struct FillCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(spacing: 8) {
                RoundedRectangle(cornerRadius: 8).fill(.fill)
                RoundedRectangle(cornerRadius: 8).fill(.fill.secondary)
                RoundedRectangle(cornerRadius: 8).fill(.fill.tertiary)
                RoundedRectangle(cornerRadius: 8).fill(.fill.quaternary)
                RoundedRectangle(cornerRadius: 8).fill(.background.secondary)
            }
            .frame(height: 44)
            ZStack {
                Rectangle().fill(Color.indigo.gradient)
                Text("Material").padding(8).background(.regularMaterial)
            }
            .frame(height: 64)
        }
        .padding(4)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

private struct AssetCard: View {
    let dynamic = UIColor { traits in traits.userInterfaceStyle == .dark ? UIColor.systemYellow : UIColor.systemPurple }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(spacing: 6) {
                RoundedRectangle(cornerRadius: 6).fill(Color("Brand", bundle: assets)).frame(width: 40, height: 40)
                RoundedRectangle(cornerRadius: 6).fill(Color(uiColor: dynamic)).frame(width: 40, height: 40)
                RoundedRectangle(cornerRadius: 6).fill(Color(uiColor: .systemGray5)).frame(width: 40, height: 40)
            }
            HStack(spacing: 6) {
                Image(uiImage: UIImage(data: discPNG)!)
                Text("Brand").foregroundStyle(Color("Brand", bundle: assets))
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// Strokes: a ring progress (a trimmed circle with round caps, turned to start at 12 o'clock), a dashed
/// rounded rectangle, half a capsule's outline, a struck-through and an underlined text, an inverted swatch.
private struct StrokeCard: View {
    var body: some View {
        HStack(spacing: 14) {
            ZStack {
                Circle().stroke(Color.gray.opacity(0.2), lineWidth: 8)
                Circle()
                    .trim(from: 0, to: 0.7)
                    .stroke(Color.green, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                Text("70%").font(.caption)
            }
            .frame(width: 64, height: 64)
            RoundedRectangle(cornerRadius: 10)
                .stroke(Color.blue, style: StrokeStyle(lineWidth: 3, dash: [8, 4]))
                .frame(width: 64, height: 64)
            Capsule().trim(from: 0, to: 0.5).stroke(Color.orange, lineWidth: 4).frame(width: 64, height: 32)
            VStack(alignment: .leading, spacing: 4) {
                Text("Done").strikethrough()
                Text("Read me").underline(color: .red)
                Color.blue.frame(width: 40, height: 16).colorInvert()
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

private func archive(_ view: some View, family: WidgetFamily, scheme: ColorScheme) -> ViewArchive {
    var environment = EnvironmentValues()
    environment.widgetFamily = family
    environment.colorScheme = scheme
    return ViewArchive(view, environment: environment)
}

private let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
    FileManager.default.isExecutableFile(atPath: $0)
}

@Suite("Surface gallery")
struct SurfaceGalleryTests {
    let renderer = WidgetRenderer()

    static let cards: [(name: String, family: WidgetFamily, scheme: ColorScheme, archive: ViewArchive)] = [
        ("surface-labels-medium", .systemMedium, .light, archive(LabelCard(), family: .systemMedium, scheme: .light)),
        ("surface-fills-medium", .systemMedium, .light, archive(FillCard(), family: .systemMedium, scheme: .light)),
        ("surface-fills-medium-dark", .systemMedium, .dark, archive(FillCard(), family: .systemMedium, scheme: .dark)),
        ("surface-assets-small", .systemSmall, .light, archive(AssetCard(), family: .systemSmall, scheme: .light)),
        ("surface-assets-small-dark", .systemSmall, .dark, archive(AssetCard(), family: .systemSmall, scheme: .dark)),
        ("surface-strokes-medium", .systemMedium, .light, archive(StrokeCard(), family: .systemMedium, scheme: .light)),
    ]

    @Test("golden PNGs of the gallery at @2x", arguments: 0..<cards.count)
    func goldenPNG(index: Int) throws {
        let card = Self.cards[index]
        let options = RenderOptions(family: card.family, scale: 2, colorScheme: card.scheme, date: now)
        let image = try renderer.render(card.archive, options: options)
        #expect(image.warnings.isEmpty, "\(image.warnings)")
        try GoldenImage.assertMatches(image.png, named: "\(card.name)@2x", in: goldens)
    }

    @Test("an asset colour keeps both appearances in the archive; a missing one is clear")
    func assetColour() {
        let brand = Color("Brand", bundle: assets).value
        #expect(abs(brand.red - 26.0 / 255) < 0.0001 && brand.green == 0.5 && abs(brand.blue - 230.0 / 255) < 0.0001)
        #expect(brand.dark == [1, 0.6, 0.1, 1])
        #expect(Color("Brand", bundle: assets).opacity(0.5).value.dark?[3] == 0.5)
        #expect(Color("NoSuchColour", bundle: assets).value.opacity == 0)
    }

    @Test("UIImage reads PNG and JPEG sizes from their headers and refuses other bytes")
    func imageSizes() {
        #expect(UIImage(data: discPNG)?.size == CGSize(width: 24, height: 24))
        #expect(UIImage(data: discPNG, scale: 2)?.size == CGSize(width: 12, height: 12))
        // A minimal JPEG header: SOI, then a baseline start-of-frame of 3 × 2 pixels.
        let jpeg = Data([0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0x02, 0x00, 0x03, 0x03, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])
        #expect(UIImage(data: jpeg)?.size == CGSize(width: 3, height: 2))
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
    }

    @Test("the HTML of the gallery matches its PNG in a headless Chromium", .enabled(if: chromium != nil),
          arguments: 0..<cards.count)
    func agreesWithChromium(index: Int) throws {
        let card = Self.cards[index]
        let options = RenderOptions(family: card.family, colorScheme: card.scheme, date: now)
        let png = try renderer.render(card.archive, options: options).png
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("owk-surface-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("widget.html"), shot = directory.appendingPathComponent("shot.png")
        let html = renderer.renderHTML(card.archive, options: options)
            .replacingOccurrences(of: "background:#eeeef2", with: "background:transparent")
            .replacingOccurrences(of: "background:#000", with: "background:transparent")
        try html.write(to: page, atomically: true, encoding: .utf8)
        let canvas = options.canvasSize
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium!)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--default-background-color=00000000",
            "--window-size=\(Int(canvas.width)),\(Int(canvas.height))", "--screenshot=\(shot.path)", page.absoluteString,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let screenshot = try Data(contentsOf: shot)
        let (comparison, diff) = try GoldenImage.compare(png, screenshot, threshold: 160)
        let fraction = Double(comparison.differingPixels) / Double(comparison.totalPixels)
        // The strokes card's underline and strikethrough are placed by each engine from its own font
        // metrics (a pixel apart), and its centred caption sits at a fractional position Chromium snaps:
        // its strokes themselves match exactly.
        let tolerance = card.name == "surface-strokes-medium" ? 0.005 : 0.0001
        if fraction >= tolerance {
            let kept = FileManager.default.temporaryDirectory.appendingPathComponent("owk-\(card.name)")
            try? FileManager.default.createDirectory(at: kept, withIntermediateDirectories: true)
            try? png.write(to: kept.appendingPathComponent("png.png"))
            try? screenshot.write(to: kept.appendingPathComponent("chromium.png"))
            try? diff?.write(to: kept.appendingPathComponent("diff.png"))
            try? html.write(to: kept.appendingPathComponent("widget.html"), atomically: true, encoding: .utf8)
            Issue.record("\(card.name): \(comparison.differingPixels) of \(comparison.totalPixels) pixels differ; see \(kept.path)")
        }
    }
}

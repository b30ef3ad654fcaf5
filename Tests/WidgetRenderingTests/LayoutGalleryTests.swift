import Foundation
import GoldenImages
import Testing
import WidgetUI
@testable import WidgetRendering

// The layout gallery: geometry readers, grids, views that fit, aspect ratios, offsets, transforms,
// z-order and truncation drawn in PNG (goldens checked by eye) and in HTML (compared with a headless
// Chromium screenshot of the same layout). CairoPainter+Layout.swift and HTMLRenderer.swift.

private let now = Date(timeIntervalSince1970: 1_767_603_000)

/// Progress bars made with GeometryReader, an offset badge, a turned and a scaled view, z-ordered circles.
private struct GeometryCard: View {
    let goals: [(String, Double, Color)] = [("Move", 0.72, .red), ("Exercise", 0.45, .green), ("Stand", 0.9, .blue)]
    var body: some View {
        HStack(alignment: .top, spacing: 16) {
            VStack(alignment: .leading, spacing: 6) {
                ForEach(0..<goals.count, id: \.self) { index in
                    Text(goals[index].0).font(.caption).frame(height: 16, alignment: .topLeading)
                    GeometryReader { geo in
                        ZStack(alignment: .leading) {
                            Capsule().fill(Color.gray.opacity(0.25))
                            Capsule().fill(goals[index].2).frame(width: geo.size.width * goals[index].1)
                        }
                    }
                    .frame(height: 8)
                }
            }
            ZStack {
                Circle().fill(Color.orange).frame(width: 44, height: 44).offset(x: -14).zIndex(1)
                Circle().fill(Color.purple).frame(width: 44, height: 44).offset(x: 14)
                Text("NEW").font(.caption2).bold().foregroundColor(.white).padding(.horizontal, 5).padding(.vertical, 2)
                    .background(Capsule().fill(Color.red)).rotationEffect(.degrees(-20)).offset(x: 20, y: -26).zIndex(2)
            }
            .frame(width: 90, height: 90)
            .overlay(alignment: .bottom) {
                RoundedRectangle(cornerRadius: 3).fill(Color.teal).frame(width: 40, height: 6).scaleEffect(x: 1.5, y: 1)
            }
        }
        // Text on whole points, so the browser's and Cairo's glyphs line up (not a layout question).
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A week of dots in a LazyVGrid and a table in a Grid.
private struct GridCard: View {
    var body: some View {
        HStack(spacing: 12) {
            LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 4), count: 7), spacing: 4) {
                ForEach(0..<21, id: \.self) { day in
                    RoundedRectangle(cornerRadius: 3)
                        .fill(day % 3 == 0 ? Color.green : Color.green.opacity(day % 2 == 0 ? 0.5 : 0.2))
                        .aspectRatio(1, contentMode: .fit)
                }
            }
            .frame(width: 150)
            Grid(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 4) {
                GridRow {
                    Text("Steps").font(.caption).frame(height: 16, alignment: .top)
                    Text("8,421").font(.caption).frame(height: 16, alignment: .top).gridColumnAlignment(.trailing)
                }
                Rectangle().fill(Color.gray.opacity(0.4)).frame(height: 1).gridCellUnsizedAxes(.horizontal)
                GridRow {
                    Text("Floors").font(.caption).frame(height: 16, alignment: .top)
                    Text("12").font(.caption).frame(height: 16, alignment: .top)
                }
                GridRow {
                    Text("Total distance walked today").font(.caption2).foregroundColor(.secondary)
                        .frame(height: 28, alignment: .top).gridCellColumns(2)
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }
}

/// ViewThatFits picking by width, fitted and filled ratios, clipping and truncation at the head, middle and tail.
private struct FitCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ViewThatFits(in: .horizontal) {
                Text("Standup with the design team at ten")
                Text("Standup at ten")
            }
            .font(.footnote)
            .frame(height: 16, alignment: .topLeading)
            HStack(spacing: 6) {
                Color.indigo.aspectRatio(16 / 9, contentMode: .fit).frame(width: 40, height: 40).background(Color.gray.opacity(0.2))
                Circle().fill(Color.pink).aspectRatio(1, contentMode: .fill).frame(width: 40, height: 24).clipped()
            }
            ForEach(["head", "middle", "tail"], id: \.self) { mode in
                Text("/Users/widget/Library/Containers/File.swift").font(.caption2).lineLimit(1)
                    .truncationMode(mode == "head" ? .head : mode == "middle" ? .middle : .tail)
                    .frame(height: 14, alignment: .topLeading)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

private func archive(_ view: some View, family: WidgetFamily) -> ViewArchive {
    var environment = EnvironmentValues()
    environment.widgetFamily = family
    environment.widgetDisplaySize = CGSize(width: family == .systemSmall ? 170 : 364, height: 170)
    return ViewArchive(view, environment: environment)
}

private let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
    FileManager.default.isExecutableFile(atPath: $0)
}

@Suite("Layout gallery")
struct LayoutGalleryTests {
    let renderer = WidgetRenderer()

    static let cards: [(name: String, family: WidgetFamily, archive: ViewArchive)] = [
        ("layout-geometry-medium", .systemMedium, archive(GeometryCard(), family: .systemMedium)),
        ("layout-grid-medium", .systemMedium, archive(GridCard(), family: .systemMedium)),
        ("layout-fit-small", .systemSmall, archive(FitCard(), family: .systemSmall)),
    ]

    @Test("golden PNGs of the gallery at @2x", arguments: 0..<cards.count)
    func goldenPNG(index: Int) throws {
        let card = Self.cards[index]
        let image = try renderer.render(card.archive, options: RenderOptions(family: card.family, scale: 2, date: now))
        try GoldenImage.assertMatches(image.png, named: "\(card.name)@2x", in: goldens)
    }

    @Test("the HTML of the gallery matches its PNG in a headless Chromium", .enabled(if: chromium != nil),
          arguments: 0..<cards.count)
    func agreesWithChromium(index: Int) throws {
        let card = Self.cards[index]
        let options = RenderOptions(family: card.family, date: now)
        let png = try renderer.render(card.archive, options: options).png
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("owk-layout-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("widget.html"), shot = directory.appendingPathComponent("shot.png")
        let html = renderer.renderHTML(card.archive, options: options)
            .replacingOccurrences(of: "background:#eeeef2", with: "background:transparent")
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
        if fraction >= 0.0001 {
            // Keep the images for a look: the PNG, Chromium's screenshot and the differing pixels in red.
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

import ExampleWidgets
import Foundation
import OpenWidgetKit
import Testing
import WidgetRendering

/// The fixture extension: built beside `widgetkit` but not linked into it.
private var fixture: String { productsDirectory.appendingPathComponent("hostile-widgets").path }

/// Width and height from a PNG's IHDR chunk.
private func pngSize(_ data: Data) -> (Int, Int) {
    let bytes = [UInt8](data)
    func word(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (word(16), word(20))
}

private func temporaryDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("owk-cli-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
}

/// `preview`, `simulate` and `list-kinds` ask any widget extension over the host protocol; the
/// examples are only the default one.
@Suite("widgetkit preview, simulate and list-kinds --extension")
struct ExtensionCommandTests {
    @Test("preview renders another extension's widget to PNG, SVG and HTML, and its timeline to a contact sheet")
    func previewFixture() throws {
        let out = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let base = ["preview", "fixture.ticker", "--extension", fixture, "--at", "2026-01-05T09:00:00Z", "--out", out.path]
        for format in ["png", "svg", "html"] {
            let result = try widgetkit(base + ["--format", format, "--family", "medium"])
            #expect(result.status == 0, "\(format): \(result.error)")
            #expect(result.output.contains("\"tick 0\""), "\(format): \(result.output)")
        }
        let png = try Data(contentsOf: out.appendingPathComponent("fixture.ticker-medium-entry@1x.png"))
        #expect(pngSize(png) == (364, 170))
        let svg = try String(contentsOf: out.appendingPathComponent("fixture.ticker-medium-entry@1x.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<?xml") || svg.hasPrefix("<svg"))
        let html = try String(contentsOf: out.appendingPathComponent("fixture.ticker-medium-entry@1x.html"), encoding: .utf8)
        #expect(html.contains("tick 0"))

        let timeline = try widgetkit(base + ["--timeline", "--scale", "2"])
        #expect(timeline.status == 0, "\(timeline.error)")
        for index in 0..<5 {
            #expect(timeline.output.contains("fixture.ticker-small-entry-\(index)@2x.png  340×340"), "\(timeline.output)")
            #expect(timeline.output.contains("\"tick \(index)\""))
        }
        #expect(timeline.output.contains("fixture.ticker-small-timeline@2x.png  contact sheet of 5 entries"))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("fixture.ticker-small-timeline@2x.png").path))

        let placeholder = try widgetkit(base + ["--placeholder"])
        #expect(placeholder.status == 0 && placeholder.output.contains("placeholder@1x.png") && placeholder.output.contains("tick …"))
        let configured = try widgetkit(
            ["preview", "fixture.echo", "--extension", fixture, "--out", out.path,
             "--config", #"{"text":{"string":"hello there"},"count":{"int":2}}"#])
        #expect(configured.status == 0, "\(configured.error)")
        #expect(configured.output.contains("\"hello there hello there Open link\""), "\(configured.output)")
    }

    @Test("the preview's locale, time zone, scale and size reach the extension's views and provider")
    func previewEnvironment() throws {
        let out = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try widgetkit(
            ["preview", "fixture.environment", "--extension", fixture, "--locale", "de_DE", "--time-zone", "Europe/Paris",
             "--scale", "2", "--size", "800x480", "--out", out.path])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("1600×960"), "\(result.output)")
        #expect(result.output.contains("\"de_DE Europe/Paris @2x 1.234,5 800×480\""), "\(result.output)")
        let plain = try widgetkit(["preview", "fixture.environment", "--extension", fixture, "--out", out.path])
        #expect(plain.output.contains("\"en_US GMT @1x 1,234.5 170×170\""), "\(plain.output)")
    }

    @Test("simulate runs another extension's widget on the virtual clock and prints its events")
    func simulateFixture() throws {
        let result = try widgetkit(
            ["simulate", "fixture.ticker", "--extension", fixture, "--start", "2026-01-05T09:00:00Z", "--for", "30s"])
        #expect(result.status == 0, "\(result.error)")
        let lines = result.output.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("2026-01-05T09:00:00Z  #0  providerCall") })
        for index in 0..<5 {
            let time = "2026-01-05T09:00:0\(index * 2)Z"
            #expect(lines.contains { $0.hasPrefix("\(time)  #0  entryShown") && $0.contains("\"tick \(index)\"") },
                    "\(result.output)")
        }
    }

    @Test("list-kinds lists another extension's kinds, as text and as JSON")
    func listKindsFixture() throws {
        let text = try widgetkit(["list-kinds", "--extension", fixture])
        #expect(text.status == 0, "\(text.error)")
        for kind in ["fixture.echo", "fixture.ticker", "fixture.counter", "fixture.environment", "hostile.hang"] {
            #expect(text.output.contains(kind), "\(kind)")
        }
        #expect(!text.output.contains("com.mygame"))
        #expect(text.output.contains("Echo — Shows its configuration. [small,medium] (configurable)"))
        let json = try widgetkit(["list-kinds", "--extension", fixture, "--json"])
        let kinds = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
        let echo = try #require(kinds.first { $0["kind"] as? String == "fixture.echo" })
        #expect(echo["families"] as? [String] == ["systemSmall", "systemMedium"])
        #expect(echo["configurable"] as? Bool == true)
    }

    @Test("a kind the extension lacks gets the kinds it has and the closest, from preview, simulate and the default")
    func unknownKind() throws {
        for arguments in [["preview", "fixture.tickr", "--extension", fixture], ["simulate", "fixture.tickr", "--extension", fixture]] {
            let result = try widgetkit(arguments)
            #expect(result.status == 2)
            #expect(result.error.hasPrefix("widgetkit: Unknown widget kind 'fixture.tickr'. Did you mean 'fixture.ticker'? "
                + "Known kinds: hostile.hang"), "\(result.error)")
            #expect(result.error.split(separator: "\n").count == 1, "\(result.error)")
        }
        let example = try widgetkit(["preview", "com.mygame.dragn"])
        #expect(example.status == 2 && example.error.contains("Did you mean 'com.mygame.dragon'?"), "\(example.error)")
        let family = try widgetkit(["preview", "fixture.echo", "--extension", fixture, "--family", "large"])
        #expect(family.status == 2)
        #expect(family.error == "widgetkit: Widget 'fixture.echo' does not support the systemLarge family; "
            + "it supports systemSmall, systemMedium.\n")
    }

    @Test("a path that is not an executable, or not a widget extension, gets one sentence naming it")
    func notAnExtension() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = directory.appendingPathComponent("widgets.txt")
        try Data("not a program".utf8).write(to: text)
        // The fixture under this name exits at once (status 3) without reading a request.
        let exits = directory.appendingPathComponent("hostile-exit")
        try FileManager.default.createSymbolicLink(at: exits, withDestinationURL: URL(fileURLWithPath: fixture))
        let cases: [(String, String)] = [
            (text.path, "invalid extension '\(text.path)' for --extension: not an executable file"),
            (directory.path, "invalid extension '\(directory.path)' for --extension: not an executable file"),
            ("/nonexistent/extension", "invalid extension '/nonexistent/extension' for --extension: not an executable file"),
            (exits.path, "invalid extension '\(exits.path)' for --extension: asked what widgets it offers, it did not "
                + "answer as a widget extension does: the extension exited (status 3)"),
            // cat answers with the request itself: a reply with no description.
            ("/bin/cat", "invalid extension '/bin/cat' for --extension: asked what widgets it offers, it did not answer "
                + "as a widget extension does: the extension's description was empty"),
        ]
        for (path, message) in cases {
            for command in [["preview", "x"], ["simulate", "x"], ["list-kinds"]] {
                let result = try widgetkit(command + ["--extension", path])
                #expect(result.status == 2, "\(command) \(path)")
                #expect(result.error == "widgetkit: \(message)\n", "\(command) \(path)")
            }
        }
    }

    @Test("a preview through the examples' extension is byte for byte the one rendered in this process")
    func sameAsInProcess() async throws {
        let out = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let at = "2026-01-09T15:00:00-05:00"
        let date = try Date(at, strategy: .iso8601)
        // Widgets whose providers read only the request (not the game's or an app group's state).
        for kind in ["com.mygame.game-status", "com.example.countdown", "com.example.stock-market"] {
            let result = try widgetkit(
                ["preview", kind, "--family", "systemMedium", "--scale", "2", "--color-scheme", "dark", "--at", at,
                 "--out", out.path])
            #expect(result.status == 0, "\(kind): \(result.error)")
            let written = try Data(contentsOf: out.appendingPathComponent("\(kind)-medium-dark-entry@2x.png"))

            let runtime = ExampleCatalog.runtime
            let request = WidgetRequest(
                kind: kind, family: .systemMedium, colorScheme: .dark, date: date, locale: "en_US", timeZone: "UTC",
                displayScale: 2)
            let entries = try await runtime.timeline(request).entries.sorted { $0.date < $1.date }
            let shown = try #require(entries.last { $0.date <= date } ?? entries.first)
            let options = RenderOptions(
                family: .systemMedium, scale: 2, colorScheme: .dark, date: date,
                contentMarginsDisabled: try runtime.descriptor(forKind: kind).contentMarginsDisabled,
                locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!)
            let rendered = try WidgetRenderer().render(shown.archive, options: options).png
            #expect(rendered == written, "\(kind): \(rendered.count) bytes in this process, \(written.count) written")
        }
    }
}

import Foundation
import CPangoCairo
import GoldenImages
import OpenWidgetKit
import Testing
import WidgetHost
import WidgetRendering

private let json = ["Content-Type": "application/json"]

/// The control whose reminders toggle is on the home page: its `data-intent`, unescaped.
private func reminderInvocation(in page: String) throws -> String {
    let figure = try #require(page.components(separatedBy: "data-control=\"com.example.water.reminders\"").dropFirst().first)
    let attribute = try #require(figure.components(separatedBy: "data-intent=\"").dropFirst().first?.prefix { $0 != "\"" })
    return String(attribute).replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
        .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
        .replacingOccurrences(of: "&amp;", with: "&")
}

/// Controls and rendering modes on a real `widgetkit serve` with the example widgets.
@Suite("Controls and rendering modes on the dashboard", .serialized)
struct ControlDashboardTests {
    @Test("the home page draws every control with its value; a press runs its intent, the widgets reload, a stale press is refused")
    func pressOverHTTP() throws {
        let host = try RunningHost()
        let url = try host.dashboardURL
        let water = try host.add("com.example.water", family: "medium")
        let controls = try JSONDecoder().decode([ControlSummary].self, from: Data(try http("GET", url + "api/controls").body.utf8))
        #expect(controls.map(\.kind) == ["com.example.water.reminders", "com.example.water.log-glass"])
        #expect(controls.first?.displayName == "Water Reminders")

        let page = try http("GET", url).body
        #expect(page.contains("<section class=\"controls\" id=\"controls\" aria-label=\"Controls\">"))
        #expect(page.contains("role=\"switch\" aria-checked=\"false\" aria-label=\"Reminders Off\""))
        #expect(page.contains("<figcaption>Log a Glass</figcaption>"))
        let invocation = try reminderInvocation(in: page)

        let pressed = try http("POST", url + "api/controls/com.example.water.reminders/actions", headers: json,
                               body: #"{"intent":\#(invocation)}"#)
        #expect(pressed.status == 200, "\(pressed.body)")
        #expect(pressed.body == #"{"control":{"isOn":true,"kind":"com.example.water.reminders","template":"toggle","title":"Reminders","value":"On"}}"#)
        // The same intent runs for the widget's own toggle: its extension's widgets reload and show it.
        #expect(host.eventually {
            try http("GET", url + "widgets/\(water.id)").body.contains("role=\"switch\" aria-checked=\"true\"")
        })
        let figure = try http("GET", url + "controls/com.example.water.reminders")
        #expect(figure.status == 200 && figure.body.contains("aria-checked=\"true\" aria-label=\"Reminders On\""))

        // The control changed: the old press is not offered any more.
        let stale = try http("POST", url + "api/controls/com.example.water.reminders/actions", headers: json,
                             body: #"{"intent":\#(invocation)}"#)
        #expect(stale.status == 409, "\(stale.body)")
        let unknown = try http("POST", url + "api/controls/no.such.control/actions", headers: json,
                               body: #"{"intent":\#(invocation)}"#)
        #expect(unknown.status == 404)
        #expect(try http("GET", url + "controls/no.such.control").status == 404)
        // The gallery lists the controls, drawn with their preview values.
        let gallery = try http("GET", url + "gallery").body
        #expect(gallery.contains("id=\"gallery-controls\""))
        #expect(gallery.contains("aria-label=\"Reminders Off\""), "the preview value is off")
    }

    @Test("ControlCenter's reloads reach the host, which tells the pages to draw the controls again")
    func controlCenterReload() throws {
        let host = try RunningHost()
        let url = try host.dashboardURL
        // Listen to the events stream, then reload from the control socket as an app's ControlCenter does.
        let stream = try EventStreamReader(url: url + "events")
        defer { stream.close() }
        let ack: ControlProtocol.ReloadAck = try host.call(ControlProtocol.Request(method: .reloadControls, kind: "com.example.water.log-glass"))
        #expect(ack.widgets == 1)
        #expect(try stream.waitFor("event: controls\ndata: {\"kinds\":[\"com.example.water.log-glass\"]}"))
        let all: ControlProtocol.ReloadAck = try host.call(ControlProtocol.Request(method: .reloadControls))
        #expect(all.widgets == 2)
        #expect(throws: (any Error).self) {
            let _: ControlProtocol.ReloadAck = try host.call(ControlProtocol.Request(method: .reloadControls, kind: "nope"))
        }
    }

    @Test("a widget's rendering mode is stored with it, resolved by its extension and drawn by the dashboard")
    func renderingMode() throws {
        let host = try RunningHost()
        let url = try host.dashboardURL
        let widget = try host.add("com.example.water", family: "small")
        let set = try http("PUT", url + "api/instances/\(widget.id)/rendering-mode", headers: json,
                           body: #"{"renderingMode":"vibrant"}"#)
        #expect(set.status == 200, "\(set.body)")
        #expect(try host.list().first?.renderingMode == .vibrant)
        let card = try http("GET", url + "widgets/\(widget.id)").body
        #expect(card.contains("data-rendering-mode=\"vibrant\""))
        #expect(card.contains("filter:url(#owk-lum-ffffff)"))
        #expect(try http("PUT", url + "api/instances/\(widget.id)/rendering-mode", headers: json,
                         body: #"{"renderingMode":"sepia"}"#).status == 400)
        // Stored: a restart draws it the same.
        #expect(host.terminate() == 0)
        try host.start()
        #expect(try host.list().first?.renderingMode == .vibrant)
        #expect(try http("GET", try host.dashboardURL + "widgets/\(widget.id)").body.contains("data-rendering-mode=\"vibrant\""))
        _ = try http("PUT", try host.dashboardURL + "api/instances/\(widget.id)/rendering-mode", headers: json,
                     body: #"{"renderingMode":"fullColor"}"#)
        #expect(try host.list().first?.renderingMode == nil)
    }
}

/// Reads a server-sent events stream on a plain socket, for `waitFor`.
private final class EventStreamReader: @unchecked Sendable {
    // @unchecked: used by one test from one thread.
    private let descriptor: Int32
    private var received = ""

    init(url: String) throws {
        guard let parsed = URLComponents(string: url), let port = parsed.port else { throw HostTestError("bad URL \(url)") }
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw HostTestError("cannot connect to \(url)") }
        let request = "GET \(parsed.path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n\r\n"
        _ = request.withCString { send(descriptor, $0, strlen($0), 0) }
        // The stream is open once its first comment arrives.
        _ = try waitFor(": connected")
    }

    func waitFor(_ text: String, timeout: TimeInterval = 10) throws -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !received.contains(text) {
            guard Date() < deadline else { return false }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 200) > 0 else { continue }
            let count = recv(descriptor, &buffer, buffer.count, 0)
            guard count > 0 else { return false }
            received += String(decoding: buffer[0..<count], as: UTF8.self)
        }
        return true
    }

    func close() {
        Glibc.close(descriptor)
    }
}

/// The same, clicked in a real headless Chromium.
@Suite("Controls in Chromium", .serialized)
struct ControlBrowserTests {
    @Test("a control's toggle on the home page runs its intent and shows its new value; the widget shows it too")
    func pressToggle() throws {
        let host = try RunningHost()
        let url = try host.dashboardURL
        let water = try host.add("com.example.water", family: "medium")
        let browser = try Chromium()
        defer { browser.close() }
        try browser.navigate(url)
        let control = "figure.control[data-control='com.example.water.reminders'] [role=switch]"
        let widgetToggle = "#w\(water.id) .owk-entry:not([hidden]) [role=switch]"
        #expect(try browser.evaluate("document.querySelector(\"\(control)\").getAttribute('aria-checked')") as? String == "false")
        try browser.click(control)
        try browser.wait(for: "document.querySelector(\"\(control)\").getAttribute('aria-checked') === 'true'")
        try browser.wait(for: "window.owkLastControlMs !== undefined")
        // The widget of the same extension reloaded; the page hears of it over its event stream.
        try browser.wait(for: "document.querySelector('\(widgetToggle)').getAttribute('aria-checked') === 'true'")
        // The button control logs a glass: the widget's count goes up.
        try browser.click("figure.control[data-control='com.example.water.log-glass'] .owk-intent")
        try browser.wait(for: "document.querySelector('#w\(water.id) .owk-entry:not([hidden])').textContent.indexOf('1 of 8') >= 0")
        #expect(browser.exceptions().isEmpty, "\(browser.exceptions())")
    }
}

private let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

struct FanIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Fan"
    @Parameter(title: "On", default: false) var value: Bool
    func perform() async throws -> some IntentResult { .result() }
}

struct ChimeIntent: AppIntent {
    static let title: LocalizedStringResource = "Chime"
    func perform() async throws -> some IntentResult { .result() }
}

private struct FanControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "test.fan") {
            ControlWidgetToggle("Desk Lamp", isOn: true, action: FanIntent()) { on in
                Image(systemName: "lightbulb.fill")
                Text(on ? "Bright" : "Dark")
            }
            .tint(.orange)
        }
    }
}

private struct ChimeControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "test.chime") {
            ControlWidgetButton(action: ChimeIntent()) {
                Image(systemName: "bell.fill")
                Text("Door Chime")
            }
        }
    }
}

private struct ControlBundle: WidgetBundle {
    var body: some Widget {
        FanControl()
        ChimeControl()
    }
}

@Suite("Control rendering")
struct ControlRenderingTests {
    let runtime = WidgetExtensionRuntime(bundle: ControlBundle.self)
    let renderer = WidgetRenderer()

    private func options(_ scheme: ColorScheme) -> RenderOptions {
        var options = RenderOptions(
            family: .systemSmall, size: Size(width: ControlChrome.size.width, height: ControlChrome.size.height), scale: 2,
            colorScheme: scheme, date: Date(timeIntervalSince1970: 0))
        options.cornerRadius = ControlChrome.cornerRadius
        return options
    }

    private func control(_ kind: String, _ scheme: ColorScheme) async throws -> ArchivedControl {
        try await runtime.control(WidgetRequest(kind: kind, family: .systemSmall, colorScheme: scheme, date: Date(timeIntervalSince1970: 0)))
    }

    @Test("golden: a tinted toggle that is on, and a button in the dark appearance")
    func drawn() async throws {
        let fan = try await control("test.fan", .light)
        try GoldenImage.assertMatches(
            try renderer.render(fan.archive, options: options(.light)).png, named: "control-toggle-on-light@2x", in: goldens)
        let chime = try await control("test.chime", .dark)
        try GoldenImage.assertMatches(
            try renderer.render(chime.archive, options: options(.dark)).png, named: "control-button-dark@2x", in: goldens)
    }

    @Test("a control's press region is the whole capsule, and the HTML draws what the PNG draws",
          .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium")))
    func htmlAgrees() async throws {
        let fan = try await control("test.fan", .light)
        var options = options(.light)
        let rendered = try renderer.render(fan.archive, options: options)
        #expect(rendered.intents.map(\.frame) == [Rect(x: 0, y: 0, width: 176, height: 72)])
        options.scale = 1
        let png = try renderer.render(fan.archive, options: options).png
        // A screenshot on a transparent page, as the PNG's corners are.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("owk-control-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("control.html"), shot = directory.appendingPathComponent("shot.png")
        try renderer.renderHTML(fan.archive, options: options)
            .replacingOccurrences(of: "background:#eeeef2", with: "background:transparent")
            .write(to: page, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/chromium")
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--default-background-color=00000000",
            "--window-size=176,72", "--screenshot=\(shot.path)", page.absoluteString,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let (comparison, _) = try GoldenImage.compare(png, try Data(contentsOf: shot), threshold: 160)
        // The semibold title's glyphs sit a little differently in Chromium; shapes must not differ.
        #expect(Double(comparison.differingPixels) / Double(comparison.totalPixels) < 0.02,
                "\(comparison.differingPixels) of \(comparison.totalPixels) pixels differ")
    }
}

@Suite("widgetkit preview --rendering-mode")
struct PreviewRenderingModeTests {
    @Test("a vibrant preview resolves in the dark appearance and, on e-ink, turns luminance into ink")
    func vibrantEink() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("owk-mode-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: directory) }
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("owk-mode-config-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: config) }
        let result = try runProduct("widgetkit", [
            "preview", "com.example.water", "--family", "small", "--rendering-mode", "vibrant", "--eink", "1bit",
            "--at", "2026-01-05T09:00:00Z", "--out", directory.path,
        ], environment: ["XDG_CONFIG_HOME": config.path])
        #expect(result.status == 0, "\(result.error)")
        let file = directory.appendingPathComponent("com.example.water-small-dark-vibrant-entry@1x-eink1.png")
        #expect(FileManager.default.fileExists(atPath: file.path), "\(result.output)")
        // Ink on paper: the widget's text is black on white, not white on white.
        let png = try GoldenImage.decode(Data(contentsOf: file))
        defer { cairo_surface_destroy(png) }
        let width = Int(cairo_image_surface_get_width(png)), height = Int(cairo_image_surface_get_height(png))
        let stride = Int(cairo_image_surface_get_stride(png))
        let data = cairo_image_surface_get_data(png)!
        var dark = 0
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width where row[x] & 0xFF < 128 { dark += 1 }
        }
        #expect(dark > width * height / 50 && dark < width * height / 2, "\(dark) dark pixels of \(width * height)")

        let wrong = try runProduct("widgetkit", ["preview", "com.example.water", "--rendering-mode", "sepia"])
        #expect(wrong.status != 0)
        #expect(wrong.error.contains("invalid rendering mode 'sepia' for --rendering-mode: use fullColor, accented or vibrant"))
    }
}

import Foundation
import GoldenImages
import Testing
import WidgetUI
@testable import WidgetRendering

private let now = Date(timeIntervalSince1970: 1_767_603_000)

private struct Card: View {
    var title: String
    var body: some View {
        // Semibold text (.headline) is left out: Chromium places its glyphs a little differently.
        VStack(alignment: .leading, spacing: 4) {
            Text(title).font(.title3)
            Text("Health 75%").font(.title2).bold()
            ProgressView(value: 0.75).tint(.green)
            HStack {
                RoundedRectangle(cornerRadius: 6).fill(.orange).frame(width: 40, height: 24)
                Circle().stroke(.blue, lineWidth: 3).frame(width: 24, height: 24)
                Spacer()
            }
        }
    }
}

private func archive(_ view: some View) -> ViewArchive {
    var environment = EnvironmentValues()
    environment.widgetFamily = .systemMedium
    return ViewArchive(view, environment: environment)
}

/// The Chromium Debian installs, if any.
private let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
    FileManager.default.isExecutableFile(atPath: $0)
}

@Suite("HTML renderer")
struct HTMLRendererTests {
    let renderer = WidgetRenderer()
    let options = RenderOptions(family: .systemMedium, date: now)

    @Test("every view is placed at its laid-out frame, and dynamic dates can tick")
    func structure() {
        let html = renderer.renderHTML(archive(Text(now.addingTimeInterval(90), style: .timer)), options: options)
        #expect(html.hasPrefix("<!doctype html>"))
        #expect(html.contains("width:364px;height:170px"))
        #expect(html.contains("data-style=\"timer\""))
        #expect(html.contains(">1:30</div>"))
        #expect(html.contains("owkTick"))
    }

    @Test("strings from the widget are escaped: no markup or script gets through")
    func escaping() {
        let hostile = "<script>alert(1)</script>\"'&"
        let view = Text(hostile).widgetURL(URL(string: "https://example.com/?q=%22%3E%3Cscript%3E"))
        let html = renderer.renderHTML(archive(view), options: options, document: false)
        #expect(!html.contains("<script>alert"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;"))
        let link = renderer.renderHTML(archive(Link(destination: URL(string: "https://a.example/\"onclick=x")!) {
            Text("go")
        }), options: options, document: false)
        #expect(!link.contains("\"onclick=x"))
    }

    @Test("buttons and toggles are empty <button>s over their regions; hostile labels and parameters are escaped")
    func intentButtons() throws {
        let hostile = "</button><script>alert(1)</script>"
        let parameters = #"{"note":{"string":"\#(hostile)\"'&"}}"#
        let invocation = IntentInvocation(typeName: "X\"><script>alert(2)</script>", parametersJSON: parameters, isOn: false)
        let view = VStack {
            Button(invocation: IntentInvocation(typeName: "4Demo3LogV", parametersJSON: "{}")) { Text("Log") }
            Toggle(isOn: false, invocation: invocation) { Text(hostile) }
        }
        let html = renderer.renderHTML(archive(view), options: options, document: false, script: false)
        #expect(!html.contains("<script"))
        #expect(html.components(separatedBy: "</button>").count == 3, "only the two buttons' own end tags")
        #expect(html.contains(#"<button type="button" class="owk-intent" data-intent="{&quot;parametersJSON&quot;:&quot;{}&quot;,"#
            + #"&quot;typeName&quot;:&quot;4Demo3LogV&quot;}" aria-label="Log" style="position:absolute;"#))
        #expect(html.contains(#"role="switch" aria-checked="false" aria-label="&lt;/button&gt;&lt;script&gt;"#))
        #expect(html.contains("z-index:2;background:none;border:0;padding:0;cursor:pointer\"></button>"))

        // The toggle's attribute, unescaped as a browser would, is the invocation's JSON.
        let attributes = html.components(separatedBy: "data-intent=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(attributes.count == 2)
        let attribute = String(attributes.last ?? "")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
        #expect(try JSONDecoder().decode(IntentInvocation.self, from: Data(attribute.utf8)) == invocation)

        // The region matches the render's.
        let region = try #require(try renderer.render(archive(view), options: options).intents.last?.frame)
        #expect(html.contains("left:\(fmt(region.x))px;top:\(fmt(region.y))px;width:\(fmt(region.width))px;"
            + "height:\(fmt(region.height))px;z-index:2"))
    }

    @Test("a headless Chromium screenshot of the HTML matches the PNG", .enabled(if: chromium != nil))
    func agreesWithPNG() throws {
        let view = Card(title: "Power Panda")
        let png = try renderer.render(archive(view), options: options).png
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("owk-html-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("widget.html"), shot = directory.appendingPathComponent("shot.png")
        // Transparent page background, so the rounded corners compare like the PNG's.
        let html = renderer.renderHTML(archive(view), options: options)
            .replacingOccurrences(of: "background:#eeeef2", with: "background:transparent")
        try html.write(to: page, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium!)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--default-background-color=00000000",
            "--window-size=364,170", "--screenshot=\(shot.path)", page.absoluteString,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let screenshot = try Data(contentsOf: shot)
        // Glyph anti-aliasing differs between Cairo and Chromium (half-covered pixels); a view in the
        // wrong place or of the wrong size makes whole pixels differ, which a high threshold still sees.
        let (comparison, _) = try GoldenImage.compare(png, screenshot, threshold: 160)
        let fraction = Double(comparison.differingPixels) / Double(comparison.totalPixels)
        #expect(fraction < 0.0001, "\(comparison.differingPixels) of \(comparison.totalPixels) pixels differ")
    }
}

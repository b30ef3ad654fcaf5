import Foundation
import OpenWidgetKit
import Testing
import WidgetHost

/// The dashboard driven by a real headless Chromium against a real `widgetkit serve` on 127.0.0.1:
/// what a person does with it, click by click.
@Suite("Dashboard in Chromium", .serialized)
struct DashboardBrowserTests {
    /// The text the card of widget `id` shows now (its visible entry).
    private func shown(_ id: Int) -> String {
        "(function(){var e=document.querySelector('#w\(id) .owk-entry:not([hidden])');return e?e.textContent:null})()"
    }

    @Test("add a widget from the gallery (placeholder, then content), then configure it; a bad value is shown in the form")
    func addAndConfigure() throws {
        let host = try RunningHost(extensions: [fixtureExtension])
        let url = try host.dashboardURL
        let browser = try Chromium()
        defer { browser.close() }
        try browser.navigate(url + "gallery")
        try browser.click(#"[data-add][data-kind="fixture.echo"][data-family="medium"]"#)
        try browser.wait(for: "location.pathname === '/' && document.querySelector('#w0') !== null")
        try browser.wait(for: "\(shown(0)) === 'helloOpen link'")
        #expect(try host.list().map(\.family) == [.systemMedium])

        try browser.navigate(url + "widgets/0/configure")
        _ = try browser.evaluate("document.getElementById('p-text').value = 'Bonjour'; document.getElementById('p-count').value = '1.5'")
        try browser.click("#save")
        try browser.wait(for: "document.querySelector('.field[data-name=count] .field-error:last-child').hidden === false")
        let message = try browser.evaluate("document.querySelector('.field[data-name=count] .field-error:last-child').textContent") as? String
        #expect(message?.contains("EchoIntent.count") == true, "\(message ?? "")")
        #expect(try host.list().first?.configuration == [:], "a refused value changes nothing")

        _ = try browser.evaluate("document.getElementById('p-count').value = '2'")
        try browser.click("#save")
        try browser.wait(for: "location.pathname === '/'")
        try browser.wait(for: "\(shown(0)) === 'Bonjour BonjourOpen link'")
        #expect(browser.exceptions().isEmpty, "\(browser.exceptions())")
    }

    @Test("edit mode: move a widget, change its size, move it to a new page, remove one")
    func editMode() throws {
        let host = try RunningHost()
        let url = try host.dashboardURL
        for kind in ["com.mygame.game-status", "com.mygame.dragon", "com.example.countdown"] { _ = try host.add(kind) }
        let browser = try Chromium()
        defer { browser.close() }
        try browser.navigate(url)
        try browser.click("#edit")
        try browser.wait(for: "document.body.classList.contains('editing')")
        if let directory = ProcessInfo.processInfo.environment["OPENWIDGETKIT_SCREENSHOTS"] {
            try browser.screenshot(to: URL(fileURLWithPath: directory).appendingPathComponent("dashboard-editing.png"))
        }
        try browser.click("#w0 [data-tool=right]")
        #expect(host.eventually { try host.list().filter { $0.surface == "home" }.map(\.id) == [1, 0, 2] })
        // Dragging the last card onto the left half of the first puts it first.
        _ = try browser.evaluate("""
            (function(){var from=document.getElementById('w2'),to=document.getElementById('w1'),r=to.getBoundingClientRect(),
            t=new DataTransfer(),at={bubbles:true,cancelable:true,dataTransfer:t,clientX:r.left+5,clientY:r.top+5};
            from.dispatchEvent(new DragEvent('dragstart',at));to.dispatchEvent(new DragEvent('dragover',at));
            to.dispatchEvent(new DragEvent('drop',at));from.dispatchEvent(new DragEvent('dragend',at))})()
            """)
        #expect(host.eventually { try host.list().filter { $0.surface == "home" }.map(\.id) == [2, 1, 0] })
        _ = try browser.evaluate("""
            (function(){var s=document.querySelector('#w2 [data-tool=family]');s.value='medium';
            s.dispatchEvent(new Event('change',{bubbles:true}))})()
            """)
        try browser.wait(for: "document.querySelector('#w2').classList.contains('medium')")
        #expect(try host.list().first { $0.id == 2 }?.family == .systemMedium)
        _ = try browser.evaluate("""
            (function(){var s=document.querySelector('#w1 [data-tool=page]');s.value='+';window.prompt=function(){return 'work'};
            s.dispatchEvent(new Event('change',{bubbles:true}))})()
            """)
        try browser.wait(for: "document.querySelector('#w1') === null")
        #expect(try host.list().first { $0.id == 1 }?.surface == "work")
        try browser.click("#w0 [data-tool=remove]")
        try browser.wait(for: "document.querySelector('#w0') === null")
        #expect(try host.list().map(\.id).sorted() == [1, 2])
        try browser.navigate(url + "pages/work")
        #expect(try browser.evaluate("document.querySelectorAll('figure.card').length") as? Int == 1)
        #expect(try browser.evaluate("document.querySelector('.tab.current').textContent") as? String == "work")
    }

    @Test("entries switch at their dates in the page, with no request to the server")
    func entriesSwitchOnTime() throws {
        let host = try RunningHost(extensions: [fixtureExtension])
        let url = try host.dashboardURL
        let ticker = try host.add("fixture.ticker")
        let browser = try Chromium()
        defer { browser.close() }
        try browser.navigate(url + "?live=0")
        let first = try #require(try browser.evaluate(shown(ticker.id)) as? String)
        #expect(first.hasPrefix("tick "))
        // Entries are two seconds apart: the next one shows within that, from what the page holds.
        let next = "tick \(Int(first.dropFirst(5))! + 1)"
        try browser.wait(for: "\(shown(ticker.id)) === '\(next)'", timeout: 5)
        let requests = try browser.evaluate("performance.getEntriesByType('resource').map(function(e){return e.name}).join(' ')") as? String
        #expect(requests == "", "the page fetched something to switch entries")
    }

    @Test("a widget's button runs its App Intent and the page shows the result")
    func interactiveButton() throws {
        let host = try RunningHost(extensions: [fixtureExtension])
        let url = try host.dashboardURL
        let counter = try host.add("fixture.counter")
        let before = try #require(counterValue(counter.shownEntry))
        let browser = try Chromium()
        defer { browser.close() }
        try browser.navigate(url)
        try browser.click("#w\(counter.id) .owk-intent")
        try browser.wait(for: "\(shown(counter.id)).indexOf('count \(before + 1)') === 0")
        try browser.wait(for: "window.owkLastActionMs !== undefined")
        let milliseconds = try browser.evaluate("window.owkLastActionMs") as? Double
        #expect(milliseconds != nil)
        print("interactive button: the page showed the result \(milliseconds.map { String(format: "%.1f", $0) } ?? "?") ms after the click")
        #expect(try host.report(counter.id).events.contains { $0.event == .intentPerformed })
    }

    @Test("a toggle runs its SetValueIntent with the new value, and the page shows it switched")
    func interactiveToggle() throws {
        let host = try RunningHost()
        let url = try host.dashboardURL
        let water = try host.add("com.example.water", family: "medium")
        let browser = try Chromium()
        defer { browser.close() }
        try browser.navigate(url)
        let toggle = "#w\(water.id) .owk-entry:not([hidden]) [role=switch]"
        let before = try #require(try browser.evaluate("document.querySelector('\(toggle)').getAttribute('aria-checked')") as? String)
        try browser.click(toggle)
        let after = before == "true" ? "false" : "true"
        try browser.wait(for: "document.querySelector('\(toggle)').getAttribute('aria-checked') === '\(after)'")
        // Back as it was: the example keeps its state in the app group's defaults.
        try browser.click(toggle)
        try browser.wait(for: "document.querySelector('\(toggle)').getAttribute('aria-checked') === '\(before)'")
        #expect(try host.report(water.id).events.filter { $0.event == .intentPerformed }.count == 2)
    }

    @Test("taps: a Link to https opens a tab; the widget URL goes to its scheme's handler")
    func taps() throws {
        let recorder = try RecordingHandler(line: "$1")
        defer { recorder.remove() }
        let (handler, received) = (recorder.handler, recorder.received)
        let host = try RunningHost(extensions: [fixtureExtension], arguments: ["--url-handler", "fixture=\(handler.path)"])
        let url = try host.dashboardURL
        let echo = try host.add("fixture.echo", family: "medium")
        let browser = try Chromium()
        defer { browser.close() }
        try browser.navigate(url)
        try browser.click("#w\(echo.id) .owk-link")
        let deadline = Date().addingTimeInterval(10)
        while !browser.openedTargets().contains("https://example.com/echo"), Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(browser.openedTargets().contains("https://example.com/echo"), "\(browser.openedTargets())")

        // Anywhere else on the widget: its widgetURL.
        _ = try browser.evaluate("""
            (function(){var w=document.querySelector('#w\(echo.id) .owk-entry:not([hidden]) .owk-widget'),r=w.getBoundingClientRect();
            w.dispatchEvent(new MouseEvent('click',{bubbles:true,clientX:r.right-4,clientY:r.bottom-4}))})()
            """)
        try browser.wait(for: "document.getElementById('owk-toast').textContent.indexOf('Sent fixture://echo') === 0")
        #expect(try String(contentsOf: received, encoding: .utf8) == "fixture://echo\n")
        #expect(try host.report(echo.id).events.filter { $0.event == .tap }.count == 2)
    }

    @Test("hostile entry text and URLs run no script when the page is used")
    func noScriptRuns() throws {
        let host = try RunningHost(extensions: [fixtureExtension])
        let url = try host.dashboardURL
        let echo = try host.add(
            "fixture.echo", family: "medium",
            configuration: ["text": .string("<script>alert(1)</script><img src=x onerror=alert(2)>"), "link": .string("javascript:alert(3)")])
        let browser = try Chromium()
        defer { browser.close() }
        for page in ["", "widgets/\(echo.id)/details", "widgets/\(echo.id)/configure"] {
            try browser.navigate(url + page)
        }
        try browser.navigate(url)
        try browser.click("#w\(echo.id) .owk-link")
        try browser.wait(for: "document.getElementById('owk-toast').textContent.indexOf('no handler for javascript') >= 0")
        #expect(browser.dialogs.isEmpty, "\(browser.dialogs)")
        #expect(try browser.evaluate("document.querySelectorAll('img[src=x], script:not([src])').length") as? Int == 2,
                "only the page's own two inline scripts")
    }

    @Test("the home screen in light and dark mode: every example widget shows content (screenshots)")
    func screenshots() throws {
        let host = try RunningHost()
        let kinds = try JSONDecoder.iso.decode(
            [KindSummary].self, from: Data(try http("GET", try host.dashboardURL + "api/kinds").body.utf8))
        for kind in kinds {
            let family = kind.supportedFamilies.contains(.systemMedium) ? "medium" : "small"
            _ = try host.add(
                kind.kind, family: family,
                configuration: kind.kind == "com.mygame.character-detail"
                    ? ["character": .object(identifier: "Unipony", display: "Unipony")] : [:])
        }
        let url = try host.dashboardURL
        let browser = try Chromium(width: 1280, height: 900)
        defer { browser.close() }
        let directory = ProcessInfo.processInfo.environment["OPENWIDGETKIT_SCREENSHOTS"].map(URL.init(fileURLWithPath:))
            ?? FileManager.default.temporaryDirectory
        var sizes: [Int] = []
        for scheme in ["light", "dark"] {
            try browser.navigate(url + "?live=0&scheme=\(scheme)")
            let cards = try browser.evaluate("document.querySelectorAll('figure.card').length") as? Int
            #expect(cards == kinds.count)
            let empty = try browser.evaluate("document.querySelectorAll('.owk-empty, .owk-entry:not([hidden]) [style*=blur]').length") as? Int
            #expect(empty == 0, "every widget shows its content, not a placeholder")
            let background = try browser.evaluate("getComputedStyle(document.body).backgroundColor") as? String
            #expect(background == (scheme == "dark" ? "rgb(0, 0, 0)" : "rgb(233, 233, 238)"))
            let file = directory.appendingPathComponent("dashboard-\(scheme).png")
            try browser.screenshot(to: file)
            sizes.append(try Data(contentsOf: file).count)
        }
        #expect(sizes.allSatisfy { $0 > 20_000 }, "\(sizes)")
    }
}

@Suite("Dashboard in Chromium: the previews page")
struct PreviewsPageBrowserTests {
    @Test("the previews page reloads itself when widgetkit preview writes the folder again")
    func reloadsItself() throws {
        let folder = URL(fileURLWithPath: "/tmp/owk-previews-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        func write(_ name: String) throws {
            let manifest = """
                {"package": "/tmp/Counter", "previews": [{"id": "C/W.swift:3:1", "name": "\(name)", "file": "C/W.swift",
                 "line": 3, "family": "systemSmall", "images": []}]}
                """
            try Data(manifest.utf8).write(to: folder.appendingPathComponent("previews.json"))
        }
        try write("First build")
        let host = try RunningHost(arguments: ["--previews", folder.path])
        let browser = try Chromium()
        defer { browser.close() }
        try browser.navigate(try host.dashboardURL + "previews")
        try browser.wait(for: "document.querySelector('#previews h2').textContent === 'First build'")
        // A watcher writes the folder anew: the page notices within a second or two and reloads.
        try write("Second build, after a save")
        try browser.wait(for: "document.querySelector('#previews h2').textContent === 'Second build, after a save'", timeout: 20)
        #expect(browser.exceptions().isEmpty, "\(browser.exceptions())")
    }
}

import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The headless-Chromium driver, against a small page of its own in a temporary directory.
@Suite("Chromium driver", .serialized)
struct ChromiumDriverTests {
    @Test("a missing browser is an error that says how to install it")
    func missingBrowser() {
        #expect {
            _ = try Chromium(executable: "/nonexistent/chromium")
        } throws: { error in
            "\(error)".hasPrefix("chromium is not installed; scripts/setup installs it")
        }
    }

    @Test("navigate loads the page; evaluate returns its values, awaits promises and turns exceptions into errors")
    func navigateAndEvaluate() throws {
        let site = try TestSite()
        let browser = try Chromium(width: 800, height: 600)
        try browser.navigate(site.page)
        #expect(try browser.evaluate("document.title") as? String == "Driver test")
        #expect(try browser.evaluate("location.href") as? String == site.page)
        #expect(try browser.evaluate("[innerWidth, innerHeight, devicePixelRatio]") as? [Int] == [800, 600, 1])
        #expect(try browser.evaluate("({ a: 1, b: [true, 'x'] })") as? NSDictionary == ["a": 1, "b": [true, "x"]])
        #expect(try browser.evaluate("new Promise(resolve => setTimeout(() => resolve(6 * 7), 50))") as? Int == 42)
        #expect(try browser.evaluate("undefined") == nil)
        #expect(try browser.evaluate("null") == nil)
        #expect(try browser.evaluate("1 / 0") as? Double == .infinity)
        #expect {
            try browser.evaluate("(() => { throw new TypeError('no widget here') })()")
        } throws: { error in
            "\(error)".contains("TypeError: no widget here")
        }
        #expect {
            try browser.navigate(site.directory.appendingPathComponent("missing.html").absoluteString)
        } throws: { error in
            "\(error)".contains("ERR_FILE_NOT_FOUND")
        }
    }

    @Test("click scrolls to the element and presses a real mouse at its centre; no match is an error")
    func click() throws {
        let site = try TestSite()
        let browser = try Chromium(width: 800, height: 600)
        try browser.navigate(site.page)
        try browser.click("#change")
        #expect(try browser.evaluate("document.querySelector('#status').textContent") as? String == "clicked, trusted")
        // Far below the fold: only reachable after scrolling.
        try browser.click("#far")
        #expect(try browser.evaluate("document.querySelector('#status').textContent") as? String == "far clicked")
        #expect(try (browser.evaluate("scrollY") as? Int ?? 0) > 1000)
        #expect {
            try browser.click("#nothing-like-this")
        } throws: { error in
            "\(error)" == "no element matches the selector #nothing-like-this"
        }
        #expect {
            try browser.click("#hidden")
        } throws: { error in
            "\(error)".contains("has no size")
        }
    }

    @Test("wait polls until the expression is true; on timeout it names the expression and its last value")
    func waitFor() throws {
        let site = try TestSite()
        let browser = try Chromium(width: 800, height: 600)
        try browser.navigate(site.page)
        _ = try browser.evaluate("setTimeout(() => document.querySelector('#status').textContent = 'later', 300)")
        try browser.wait(for: "document.querySelector('#status').textContent == 'later'")
        // Throwing counts as false until the element exists.
        _ = try browser.evaluate("setTimeout(() => document.body.insertAdjacentHTML('beforeend', '<i id=new>n</i>'), 200)")
        try browser.wait(for: "document.querySelector('#new').textContent == 'n'")

        let started = Date()
        #expect {
            try browser.wait(for: "document.querySelector('#status').textContent == 'never'", timeout: 0.5)
        } throws: { error in
            "\(error)" == """
                timed out after 0.5 s waiting for `document.querySelector('#status').textContent == 'never'`; \
                its last value was false
                """
        }
        #expect(Date().timeIntervalSince(started) < 3)
        // A non-empty string is truthy, an empty one is not; the error quotes it as JSON.
        try browser.wait(for: "document.querySelector('#status').textContent", timeout: 0.3)
        _ = try browser.evaluate("document.querySelector('#status').textContent = ''")
        #expect {
            try browser.wait(for: "document.querySelector('#status').textContent", timeout: 0.3)
        } throws: { error in
            "\(error)".hasSuffix("its last value was \"\"")
        }
        #expect {
            try browser.wait(for: "document.querySelector('#gone').textContent", timeout: 0.3)
        } throws: { error in
            "\(error)".contains("it last threw TypeError: Cannot read properties of null")
        }
        #expect {
            try browser.wait(for: "this is not javascript", timeout: 5)
        } throws: { error in
            "\(error)".contains("SyntaxError")
        }
        #expect(Date().timeIntervalSince(started) < 4, "a syntax error fails at once, not after its timeout")
    }

    @Test("screenshot writes a PNG of the viewport's size, or of the whole page")
    func screenshot() throws {
        let site = try TestSite()
        let browser = try Chromium(width: 640, height: 480)
        try browser.navigate(site.page)
        let viewport = site.directory.appendingPathComponent("viewport.png")
        try browser.screenshot(to: viewport)
        #expect(try pngSize(viewport) == PNGSize(width: 640, height: 480))

        let height = try #require(browser.evaluate("document.documentElement.scrollHeight") as? Int)
        #expect(height > 2000)
        let whole = site.directory.appendingPathComponent("whole.png")
        try browser.screenshot(to: whole, fullPage: true)
        #expect(try pngSize(whole) == PNGSize(width: 640, height: height))
        // The viewport is unchanged afterwards, and the picture follows the page.
        let before = try Data(contentsOf: viewport)
        try browser.click("#change")
        try browser.screenshot(to: viewport)
        #expect(try pngSize(viewport) == PNGSize(width: 640, height: 480))
        #expect(try Data(contentsOf: viewport) != before)
    }

    @Test("console messages, uncaught exceptions and dialogs are collected; dialogs are dismissed at once")
    func consoleExceptionsDialogs() throws {
        let site = try TestSite()
        let browser = try Chromium(width: 800, height: 600)
        try browser.navigate(site.page)
        #expect(browser.consoleMessages() == ["page script ran 42"])
        #expect(browser.exceptions().isEmpty && browser.dialogs.isEmpty)

        _ = try browser.evaluate("console.warn('careful', { a: 1 }, [1, 2], null, undefined, true)")
        _ = try browser.evaluate("setTimeout(() => { throw new Error('boom') })")
        _ = try browser.waitForEvent("Runtime.exceptionThrown")
        #expect(browser.consoleMessages().last == "careful Object Array(2) null undefined true")
        #expect(browser.exceptions().count == 1)
        #expect(browser.exceptions().first?.hasPrefix("Error: boom") == true)

        // An alert would hold the evaluate forever if nobody answered it.
        #expect(try browser.evaluate("alert('Hello'); 'went on'") as? String == "went on")
        try browser.click("#ask")
        try browser.wait(for: "document.querySelector('#answer').textContent == 'false'")
        #expect(browser.dialogs == ["Hello", "Are you sure?"])
        #expect(try browser.evaluate("prompt('Name?', 'x')") == nil)
    }

    @Test("a target=_blank link opens a tab that shows up among the opened targets")
    func openedTargets() throws {
        let site = try TestSite()
        let browser = try Chromium(width: 800, height: 600)
        try browser.navigate(site.page)
        #expect(browser.openedTargets().isEmpty)
        try browser.click("#other")
        let other = site.directory.appendingPathComponent("other.html").absoluteString
        let deadline = Date().addingTimeInterval(5)
        while browser.openedTargets() != [other] && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(browser.openedTargets() == [other])
        // The driver's own page did not move.
        #expect(try browser.evaluate("location.href") as? String == site.page)
    }

    @Test("close ends the browser and all its helpers, reaps it and removes its profile")
    func close() throws {
        let browser = try Chromium()
        let pid = browser.processIdentifier, profile = browser.profileDirectory
        #expect(Chromium.processes(inGroup: pid).count > 1, "the browser runs helper processes")
        #expect(FileManager.default.fileExists(atPath: profile.path))
        let started = Date()
        browser.close()
        #expect(Date().timeIntervalSince(started) < 2)
        #expect(kill(pid, 0) == -1 && errno == ESRCH)
        // Nothing runs any more (its zygotes may be zombies for a moment, until init reaps them).
        #expect(Chromium.processes(inGroup: pid).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: profile.path))
        browser.close()
    }

    @Test("a browser that dies fails the next call with a clear error, and close still cleans up")
    func browserDies() throws {
        let browser = try Chromium()
        let pid = browser.processIdentifier
        kill(-pid, SIGKILL)
        #expect {
            try browser.evaluate("1")
        } throws: { error in
            "\(error)".hasPrefix("chromium ended before answering Runtime.evaluate")
                || "\(error)".hasPrefix("chromium is not running")
        }
        browser.close()
        #expect(kill(pid, 0) == -1 && errno == ESRCH)
        #expect(Chromium.processes(inGroup: pid).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: browser.profileDirectory.path))
    }
}

/// A page with a button, a link that opens a tab, a script that logs, and a tall body, in a temporary
/// directory that goes away with the value.
private final class TestSite {
    let directory: URL
    var page: String { directory.appendingPathComponent("index.html").absoluteString }

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-site-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try """
            <!doctype html>
            <html><head><meta charset="utf-8"><title>Driver test</title>
            <style>
            body { font: 24px sans-serif; margin: 24px; color: #222; background: #f4f0e8 }
            button { font: inherit; padding: 8px 16px }
            #spacer { height: 2000px }
            </style></head>
            <body>
            <h1>Hello, Chromium</h1>
            <p><button id="change">Change</button> <span id="status">not clicked</span></p>
            <p><a id="other" href="other.html" target="_blank">Open the other page</a></p>
            <p><button id="ask" onclick="document.querySelector('#answer').textContent = confirm('Are you sure?')">Ask</button>
            <span id="answer"></span></p>
            <button id="hidden" style="display: none">Hidden</button>
            <div id="spacer"></div>
            <button id="far" onclick="document.querySelector('#status').textContent = 'far clicked'">Far below</button>
            <script>
            console.log('page script ran', 42)
            document.querySelector('#change').addEventListener('click', event => {
                document.querySelector('#status').textContent = 'clicked, ' + (event.isTrusted ? 'trusted' : 'untrusted')
            })
            </script>
            </body></html>
            """.write(to: directory.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        try "<!doctype html><title>Other</title><p>The other page</p>"
            .write(to: directory.appendingPathComponent("other.html"), atomically: true, encoding: .utf8)
    }

    deinit { try? FileManager.default.removeItem(at: directory) }
}

private struct PNGSize: Equatable {
    var width: Int, height: Int
}

/// The size in a PNG's IHDR chunk, after checking the signature.
private func pngSize(_ url: URL) throws -> PNGSize {
    let bytes = [UInt8](try Data(contentsOf: url))
    guard bytes.count > 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
        String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR"
    else { throw ChromiumError("\(url.lastPathComponent) is not a PNG") }
    let number = { (offset: Int) in bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    return PNGSize(width: number(16), height: number(20))
}

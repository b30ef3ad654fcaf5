import Foundation
import GoldenImages
import OpenWidgetKit
import Testing
import WidgetHost

private let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

/// Runs `swift` with `arguments` in `folder`, its output in a file (a build prints a lot); returns the
/// status and the output.
private func swift(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
    let log = folder.appendingPathComponent("swift-\(UUID().uuidString.prefix(6)).log")
    FileManager.default.createFile(atPath: log.path, contents: nil)
    let handle = try FileHandle(forWritingTo: log)
    defer { try? handle.close(); try? FileManager.default.removeItem(at: log) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift"] + arguments
    process.currentDirectoryURL = folder
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    process.waitUntilExit()
    return (process.terminationStatus, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
}

/// Asks every 100 ms until `condition` holds, at most `seconds`; whether it did.
private func waitUntil(seconds: TimeInterval, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if condition() { return true }
        Thread.sleep(forTimeInterval: 0.1)
    }
    return condition()
}

/// What `widgetkit init` makes builds, passes its tests, previews and serves with no edits: every variant.
/// The first package builds OpenWidgetKit and its dependencies (minutes); the others share its build folder.
@Suite("widgetkit init", .serialized)
struct InitCommandTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("owk-init-\(UUID().uuidString.prefix(8))")

    @Test("every variant builds, passes its tests, previews and serves")
    func variants() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let variants: [(name: String, flags: [String])] = [
            ("Counter", ["--configurable", "--interactive"]), ("Plain", []), ("Chosen", ["--configurable"]),
            ("Tapped", ["--interactive"]),
        ]
        let scratch = root.appendingPathComponent("Counter/.build")
        for (index, variant) in variants.enumerated() {
            let folder = root.appendingPathComponent(variant.name)
            let made = try widgetkit(["init", variant.name, "--path", folder.path] + variant.flags)
            try #require(made.status == 0, "\(made.error)")
            #expect(made.output.contains("widgetkit preview --package ."))
            let readme = try String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)
            #expect(readme.contains("widgetkit preview --package ."))
            #expect(readme.contains("swift test"))
            #expect(readme.contains("widgetkit serve --extension .build/debug/\(variant.name)Widgets"))

            // Builds and passes its tests, as it is.
            let share = index == 0 ? [] : ["--scratch-path", scratch.path]
            let build = try swift(["build", "--build-tests"] + share, in: folder)
            try #require(build.status == 0, "\(variant.name) did not build:\n\(build.output.suffix(4000))")
            let tests = try swift(["test", "--skip-build"] + share, in: folder)
            #expect(tests.status == 0, "\(variant.name)'s tests failed:\n\(tests.output.suffix(4000))")
            let expectedTests = variant.flags.contains("--interactive") ? 3 : 2
            #expect(tests.output.contains("Test run with \(expectedTests) tests"), "\(tests.output.suffix(2000))")

            // Serves: the host runs the extension, the widget is placed, and the app's reload reaches it.
            let executable = scratch.appendingPathComponent("debug/\(variant.name)Widgets")
            let host = try RunningHost(extensions: [executable])
            let kind = "com.example.\(variant.name.lowercased())"
            let placed = try host.add(kind, family: "medium")
            #expect(placed.shownEntry?.contains("Not set yet") == true, "\(placed)")
            let app = try runCommand(
                scratch.appendingPathComponent("debug/\(variant.name)App").path, ["42"],
                environment: host.environment.merging(["OPENWIDGETKIT_SOCKET": host.socketPath]) { $1 })
            #expect(app.status == 0, "\(app.error)")
            #expect(host.eventually { try host.list().first?.shownEntry?.contains("42") == true }, "\(host.log)")
        }

        // Previews: `preview --package` builds the first package again (nothing to do) and renders its two
        // previews, each entry light and dark.
        let out = root.appendingPathComponent("previews")
        let previews = try widgetkit([
            "preview", "--package", root.appendingPathComponent("Counter").path, "--out", out.path,
            "--at", "2026-01-05T09:00:00Z",
        ])
        try #require(previews.status == 0, "\(previews.error)")
        let manifest = try JSONSerialization.jsonObject(
            with: Data(contentsOf: out.appendingPathComponent("previews.json"))) as? [String: Any]
        let entries = try #require(manifest?["previews"] as? [[String: Any]])
        #expect(entries.compactMap { $0["family"] as? String } == ["systemSmall", "systemMedium"])
        let images = entries.flatMap { ($0["images"] as? [[String: Any]]) ?? [] }
        #expect(images.count == 6)
        let notSet = try #require(
            images.first { ($0["text"] as? String)?.contains("Not set yet") == true && $0["colorScheme"] as? String == "light" })
        let file = try #require(notSet["file"] as? String)
        try GoldenImage.assertMatches(
            Data(contentsOf: out.appendingPathComponent(file)), named: "init-counter-small-light", in: goldens)
        // --watch: a saved change is built and rendered again, with no command.
        let watched = root.appendingPathComponent("watched")
        let watcher = Process()
        watcher.executableURL = productsDirectory.appendingPathComponent("widgetkit")
        watcher.arguments = ["preview", "--package", root.appendingPathComponent("Counter").path, "--watch", "--out", watched.path]
        watcher.standardOutput = FileHandle.nullDevice
        watcher.standardError = FileHandle.nullDevice
        try watcher.run()
        defer { watcher.terminate(); watcher.waitUntilExit() }
        func rendered(_ text: String) -> Bool {
            ((try? String(contentsOf: watched.appendingPathComponent("previews.json"), encoding: .utf8)) ?? "").contains(text)
        }
        try #require(waitUntil(seconds: 300) { rendered("Count 7 ") }, "the watcher never rendered the previews")
        let source = root.appendingPathComponent("Counter/Sources/CounterWidgets/CounterWidget.swift")
        let edited = try String(contentsOf: source, encoding: .utf8).replacingOccurrences(of: "count: 7,", with: "count: 9,")
        try Data(edited.utf8).write(to: source)
        #expect(waitUntil(seconds: 300) { rendered("Count 9 ") }, "the watcher did not render the saved change")

        // Plain's previews, from its build in the shared folder, without building.
        let plain = try widgetkit([
            "preview", "--extension", scratch.appendingPathComponent("debug/PlainWidgets").path, "--out",
            root.appendingPathComponent("plain-previews").path,
        ])
        #expect(plain.status == 0, "\(plain.error)")
        #expect(plain.output.contains("2 previews, 6 images"), "\(plain.output)")
    }

    @Test("bad names and taken folders get one sentence, and exit code 2")
    func badInput() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        for name in ["counter", "9Lives", "My-Widget", "Émile"] {
            let result = try widgetkit(["init", name, "--path", root.appendingPathComponent("x").path])
            #expect(result.status == 2, "\(name)")
            #expect(result.error.contains("invalid name '\(name)'"), "\(result.error)")
        }
        let taken = root.appendingPathComponent("Taken")
        try FileManager.default.createDirectory(at: taken, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: taken.appendingPathComponent("file"))
        let result = try widgetkit(["init", "Taken", "--path", taken.path])
        #expect(result.status == 2)
        #expect(result.error.contains("exists and is not empty"))
        let bad = try widgetkit(["init", "Counter", "--path", root.appendingPathComponent("y").path, "--openwidgetkit", "/tmp"])
        #expect(bad.status == 2)
        #expect(bad.error.contains("invalid --openwidgetkit '/tmp': no OpenWidgetKit Package.swift there"))
    }
}

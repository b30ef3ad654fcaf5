import Foundation
import OpenWidgetKit
import Testing

/// The repository's root (this file is Tests/WidgetkitCLITests/SchemathesisTests.swift).
private let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// schemathesis as scripts/setup installs it.
private let schemathesis = repositoryRoot.appendingPathComponent(".build-tools/venv/bin/schemathesis")

/// In CI a missing schemathesis fails the test; on a developer's machine it is skipped, saying why.
private let schemathesisOrCI = FileManager.default.isExecutableFile(atPath: schemathesis.path)
    || ProcessInfo.processInfo.environment["CI"] != nil

/// schemathesis (property-based testing from the OpenAPI document) against a real `widgetkit serve`
/// with the example widgets placed: every check it has, on every operation but the never-ending
/// `/events` stream, positive and negative data, and stateful sequences (add, then read, change,
/// remove).
@Suite("Dashboard API under schemathesis")
struct SchemathesisTests {
    @Test(
        "schemathesis finds nothing wrong with the dashboard API and its OpenAPI document",
        .enabled(if: schemathesisOrCI, "schemathesis is not installed: run scripts/setup (it installs it into .build-tools/venv)"))
    func schemathesisPasses() throws {
        guard FileManager.default.isExecutableFile(atPath: schemathesis.path) else {
            Issue.record("schemathesis is not installed at \(schemathesis.path): run scripts/setup, which installs it")
            return
        }
        let host = try RunningHost()
        let url = try host.dashboardURL
        for (kind, configuration) in [
            ("com.mygame.character-detail", ["character": .object(identifier: "Unipony", display: "Unipony")]),
            ("com.mygame.game-status", [:]), ("com.example.countdown", [:]), ("com.example.water", [:]),
        ] as [(String, ConfigurationValues)] {
            _ = try host.add(kind, configuration: configuration)
        }

        let process = Process()
        process.executableURL = schemathesis
        process.arguments = [
            "--config-file", repositoryRoot.appendingPathComponent("scripts/schemathesis.toml").path, "--no-color",
            "run", url + "openapi.json", "--checks", "all", "--exclude-path", "/events",
            "--max-examples", "25", "--seed", "20261124", "--workers", "1", "--request-timeout", "30",
            "--generation-database", "none",
        ]
        // Its report files, if any, go to a temporary directory, not the checkout.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("owk-schemathesis-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        process.currentDirectoryURL = directory
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        // About 15 s on a quiet machine; a run past this deadline is stopped and fails.
        let deadline = 300.0
        let watchdog = DispatchWorkItem { [process] in if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + deadline, execute: watchdog)
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        watchdog.cancel()
        #expect(process.terminationReason == .exit, "schemathesis did not finish within \(Int(deadline)) s:\n\(text)")
        #expect(process.terminationStatus == 0, "schemathesis found failures:\n\(text)")
        #expect(text.contains("passed"), "\(text)")
    }
}

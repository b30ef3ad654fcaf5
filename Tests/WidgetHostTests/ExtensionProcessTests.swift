import Foundation
import OpenWidgetKit
import OpenWidgetKitTesting
import Synchronization
import Testing
@testable import WidgetHost

/// Where SwiftPM put the built products (the test bundle sits beside them).
private var productsDirectory: URL {
    var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    while url.path != "/" {
        url.deleteLastPathComponent()
        if FileManager.default.fileExists(atPath: url.appendingPathComponent("example-widgets").path) { return url }
    }
    return Bundle.main.bundleURL
}

private let now = Date(timeIntervalSince1970: 1_767_600_000)

/// A stand-in extension written in shell, for misbehaviour the real one never shows.
private func shellExtension(_ script: String, _ options: ExtensionProcess.Options, log: @escaping @Sendable (String) -> Void = { _ in })
    -> ExtensionProcess
{
    ExtensionProcess(executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script], options: options, log: log)
}

@Suite("Extension process")
struct ExtensionProcessTests {
    @Test("the examples extension describes its widgets and answers timeline requests, many at once")
    func realExtension() async throws {
        let process = ExtensionProcess(executable: productsDirectory.appendingPathComponent("example-widgets"))
        defer { process.stop() }
        let source = try await ExtensionProcessSource(process: process)
        #expect(source.kinds.contains("com.mygame.game-status"))
        #expect(source.description.widgets.first { $0.kind == "com.mygame.character-detail" }?.configurationSchema != nil)
        let timeline = try await source.timeline(WidgetRequest(kind: "com.mygame.game-status", family: .systemSmall, date: now))
        #expect(timeline.entries.count == 1)
        #expect(timeline.policy == .after(now.addingTimeInterval(900)))
        let summaries = try await withThrowingTaskGroup(of: String.self) { group in
            for minute in 0..<20 {
                group.addTask {
                    try await source.timeline(WidgetRequest(
                        kind: "com.example.stock-market", family: .systemSmall, date: now.addingTimeInterval(Double(minute) * 60)))
                        .entries[0].summary
                }
            }
            return try await group.reduce(into: [String]()) { $0.append($1) }
        }
        #expect(summaries.count == 20)
        await #expect(throws: (any Error).self) {
            try await source.validate(kind: "com.mygame.character-detail", family: .systemSmall,
                                      configuration: ["character": .int(3)])
        }
    }

    @Test("a killed extension fails its requests with why it ended and when it starts again, on the host's clock")
    func crashAndBackoff() async throws {
        let clock = VirtualClock(start: now)
        var options = ExtensionProcess.Options()
        options.restartBackoff = .seconds(30)
        let process = ExtensionProcess(
            executable: productsDirectory.appendingPathComponent("example-widgets"), options: options, clock: clock)
        defer { process.stop() }
        _ = try await process.send(.describe)
        let pid = try #require(process.processIdentifier)
        kill(pid, SIGKILL)
        try await waitUntil { process.isBackingOff }
        await #expect {
            _ = try await process.send(.describe)
        } throws: { "\($0)" == "the extension exited (signal 9); the next start is in 30 s" }
        clock.advance(by: 29)
        await #expect {
            _ = try await process.send(.describe)
        } throws: { "\($0)" == "the extension exited (signal 9); the next start is in 1 s" }
        #expect(process.starts == 1)
        clock.advance(by: 1)
        #expect(!process.isBackingOff)
        let again = try await process.send(.describe)
        #expect(again.description?.widgets.isEmpty == false)
        #expect(process.processIdentifier != pid)
        #expect(process.starts == 2)
    }

    @Test("durations in messages: milliseconds, a tenth of a second below 10 s, then seconds and minutes")
    func durations() {
        #expect(formatDuration(.milliseconds(300)) == "300 ms")
        #expect(formatDuration(.seconds(8.58051756)) == "8.6 s")
        #expect(formatDuration(.seconds(8)) == "8 s")
        #expect(formatDuration(.seconds(29.9998)) == "30 s")
        #expect(formatDuration(.seconds(90)) == "90 s")
        #expect(formatDuration(.seconds(120)) == "2 min")
        #expect(formatDuration(.seconds(5400)) == "1 h 30 min")
    }

    @Test("an extension has only its standard input, output and error open, whatever the host has open")
    func descriptorHygiene() async throws {
        // A descriptor of the host's that is not close-on-exec: the extension must not get it either.
        let leaky = open("/dev/null", O_RDONLY)
        #expect(leaky >= 0)
        defer { close(leaky) }
        // cat sends the request back, which reads as a reply: by then it has started (the loader has
        // closed the libraries it opened) and it waits for the next line.
        let process = ExtensionProcess(executable: URL(fileURLWithPath: "/bin/cat"))
        defer { process.stop() }
        _ = try await process.send(.describe)
        let pid = try #require(process.processIdentifier)
        let open = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd").compactMap(Int.init).sorted()
        #expect(open == [0, 1, 2])
    }

    @Test("an extension that never answers times out; its process keeps running for other requests")
    func hang() async throws {
        var options = ExtensionProcess.Options()
        options.requestTimeout = .milliseconds(300)
        let process = shellExtension("cat > /dev/null", options)
        defer { process.stop() }
        do {
            _ = try await process.send(.describe)
            Issue.record("a silent extension answered")
        } catch {
            #expect("\(error)".contains("did not answer within 300 ms"))
        }
        #expect(process.processIdentifier != nil)  // still running: a timeout does not kill it
    }

    @Test("garbage is ignored and logged; the request times out")
    func garbage() async throws {
        var options = ExtensionProcess.Options()
        options.requestTimeout = .milliseconds(300)
        let lines = Mutex<[String]>([])
        let process = shellExtension("while read line; do echo 'garbage {'; done", options) { line in
            lines.withLock { $0.append(line) }
        }
        defer { process.stop() }
        await #expect(throws: (any Error).self) { try await process.send(.describe) }
        #expect(lines.withLock { $0 }.contains { $0.contains("not a reply") })
    }

    @Test("a reply larger than the limit fails the request and stops the process")
    func oversized() async throws {
        var options = ExtensionProcess.Options()
        options.maximumReplyBytes = 1_000_000
        let process = shellExtension("read line; head -c 5000000 /dev/zero | tr '\\0' x; sleep 5", options)
        defer { process.stop() }
        do {
            _ = try await process.send(.describe)
            Issue.record("an oversized reply was accepted")
        } catch {
            #expect("\(error)".contains("larger than"))
        }
    }

    @Test("an extension that exits at once fails the request with its exit status")
    func exitsAtOnce() async throws {
        let process = shellExtension("exit 3", ExtensionProcess.Options())
        do {
            _ = try await process.send(.describe)
            Issue.record("a dead extension answered")
        } catch {
            #expect("\(error)".contains("the extension exited (status 3)"))
        }
    }

    @Test("an idle extension is asked to exit once the host's clock says it was idle, and starts again on the next request")
    func idleExit() async throws {
        let clock = VirtualClock(start: now)
        var options = ExtensionProcess.Options()
        options.idleTimeout = .seconds(120)
        options.watchInterval = .milliseconds(20)
        let process = ExtensionProcess(
            executable: productsDirectory.appendingPathComponent("example-widgets"), options: options, clock: clock)
        defer { process.stop() }
        _ = try await process.send(.describe)
        #expect(process.starts == 1)
        clock.advance(by: 119)
        // Many watch rounds later it still runs: idle time is the host clock's, not the machine's.
        try await Task.sleep(for: .milliseconds(200))
        #expect(process.processIdentifier != nil)
        clock.advance(by: 1)
        try await waitUntil { process.processIdentifier == nil }
        #expect(!process.isBackingOff, "an idle exit is not a crash")
        _ = try await process.send(.describe)
        #expect(process.starts == 2)
    }

    @Test("an extension over its memory limit is stopped, and its request fails with the reason")
    func memoryLimit() async throws {
        var options = ExtensionProcess.Options()
        options.memoryLimitBytes = 64 * 1_048_576
        options.watchInterval = .milliseconds(50)
        // awk (the extension process itself, through exec) builds a 256 MB string.
        let process = shellExtension(
            #"read line; exec awk 'BEGIN { s = "x"; while (length(s) < 200000000) s = s s; system("sleep 30") }'"#,
            options)
        defer { process.stop() }
        do {
            _ = try await process.send(.describe)
            Issue.record("the hog answered")
        } catch {
            #expect("\(error)".contains("over its limit of 64 MB; it was stopped"), "\(error)")
        }
    }
}

/// Runs `descriptor-probe` (Tests/Fixtures/DescriptorProbe), which drives an `ExtensionProcess` with
/// every descriptor of its own process taken: not this process's, as other tests run in it meanwhile.
private func descriptorProbe(_ arguments: [String]) throws -> (status: Int32, lines: [String]) {
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent("descriptor-probe")
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let status = process.terminationReason == .exit ? process.terminationStatus : -process.terminationStatus
    return (status, String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init))
}

@Suite("Extension process out of descriptors")
struct ExtensionProcessDescriptorTests {
    @Test("a start without descriptors fails with the reason, and the next start after they are freed succeeds")
    func startWithoutDescriptors() throws {
        let (status, lines) = try descriptorProbe(["start", productsDirectory.appendingPathComponent("example-widgets").path])
        #expect(status == 0, "\(lines)")
        try #require(lines.count == 4, "\(lines)")
        #expect(lines[0].hasPrefix("exhausted: ") && lines[0].hasSuffix("(EMFILE)"))
        let expected =
            /failed: could not start the extension .*example-widgets: too many open files \(the host has (\d+) descriptors open, limit (\d+)\)/
        let match = try #require(lines[1].wholeMatch(of: expected), "\(lines[1])")
        // The probe inherits this process's limit.
        #expect(Int(match.2) == descriptorUsage().limit && Int(match.1) == Int(match.2))
        #expect(lines[2].hasPrefix("answered: ") && lines[2] != "answered: 0 widgets", "\(lines[2])")
        #expect(lines[3] == "starts: 1")
    }

    @Test("an extension that exits while the host has no descriptors is reaped; its request fails with the exit status")
    func exitWithoutDescriptors() throws {
        let (status, lines) = try descriptorProbe(["exit"])
        #expect(status == 0, "\(lines)")
        try #require(lines.count == 3, "\(lines)")
        #expect(lines[0].hasPrefix("exhausted: ") && lines[0].hasSuffix("(EMFILE)"))
        #expect(lines[1] == "failed: the extension exited (status 7)")
        #expect(lines[2] == "starts: 1")
    }
}

@Suite("Simulator over an extension process")
struct SimulatorExtensionTests {
    @Test("the simulator runs an extension executable on the virtual clock")
    func gameStatus() async throws {
        let simulator = try await WidgetSimulator(
            extension: productsDirectory.appendingPathComponent("example-widgets"), start: now)
        defer { simulator.stopExtension() }
        let widget = try await simulator.place(kind: "com.mygame.game-status", family: .systemMedium)
        await simulator.advance(by: 3600)
        #expect(simulator.providerCalls(for: widget) == (0...4).map { now + Double($0) * 900 })
        #expect(simulator.shownEntry(widget)?.text.contains("Last turn") == true)
        #expect(simulator.shownEntry(widget)?.family == .systemMedium)
    }
}

/// Polls `condition` every 10 ms of real time until it holds; fails after 60 s.
private func waitUntil(_ condition: () -> Bool) async throws {
    let deadline = ContinuousClock.now + .seconds(60)
    while !condition() {
        guard ContinuousClock.now < deadline else { throw CancellationError() }
        try await Task.sleep(for: .milliseconds(10))
    }
}

import Foundation
import OpenWidgetKit
import Testing
import WidgetHost

/// A host that runs out of file descriptors (here: `widgetkit serve` under `prlimit --nofile=64:64`,
/// its dashboard held by idle connections) fails what needs one, saying so, and lives on: an extension
/// that exits meanwhile is reaped, and once the connections close the host serves as before.
@Suite("Descriptor exhaustion", .serialized)
struct DescriptorExhaustionTests {
    /// util-linux's, which Debian installs everywhere.
    static let prlimit = "/usr/bin/prlimit"

    @Test("a host out of descriptors lives through an extension's exit, says why a start failed, and recovers")
    func hostOutOfDescriptors() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.prlimit), "util-linux's prlimit is needed")
        let directory = URL(fileURLWithPath: "/tmp/owk-fd-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // The fixture under this name dies (exit 70) when asked for a timeline.
        let crashing = directory.appendingPathComponent("hostile-crash")
        try FileManager.default.createSymbolicLink(
            at: crashing, withDestinationURL: productsDirectory.appendingPathComponent("hostile-widgets"))
        let limit = 64
        let host = try RunningHost(
            extensions: [productsDirectory.appendingPathComponent("example-widgets"), crashing],
            arguments: ["--extension-idle", "0s"], launcher: [Self.prlimit, "--nofile=\(limit):\(limit)"])
        let pid = try #require(host.process?.processIdentifier)
        let good = try host.add("com.mygame.game-status")
        let port = try #require(URLComponents(string: try host.dashboardURL)?.port)
        // Opened now: once the host has no descriptor left, it cannot accept another connection.
        let control = try ControlConnection(path: host.socketPath)

        // Idle connections to the dashboard, more than the host can take: it accepts them until it has
        // fewer descriptors left than an extension's start takes (six, for three pipes), and on.
        var connections: [HTTPConnection] = []
        for _ in 0..<limit + 16 { connections.append(try HTTPConnection(port: port)) }
        #expect(host.eventually(within: 60) { descriptorsInUse(by: pid, below: limit) > limit - 6 },
                "the host holds \(descriptorsInUse(by: pid, below: limit)) descriptors of \(limit)\n\(host.log)")

        // The running hostile-crash extension exits when asked for the timeline: it is reaped and the
        // request fails with its exit status.
        let crash: InstanceSummary = try control.call(
            ControlProtocol.Request(method: .add, kind: "hostile.crash", family: "small"))
        #expect(crash.lastError?.contains("the extension exited (status 70)") == true,
                "\(String(describing: crash.lastError))")
        // Starting it again takes descriptors: the reload fails, saying so. (The first reload may still
        // meet the crash backoff; each is retried by the scheduler too.)
        var startError: String?
        for _ in 0..<5 where startError == nil {
            let _: ControlProtocol.ReloadAck = try control.call(ControlProtocol.Request(method: .reload, kind: "hostile.crash"))
            _ = host.eventually(within: 10) {
                let report: InstanceReport = try control.call(ControlProtocol.Request(method: .receipts, instance: crash.id))
                startError = report.instance.lastError.flatMap { $0.contains("too many open files") ? $0 : nil }
                return startError != nil
            }
        }
        let expected =
            /could not start the extension .*hostile-crash: too many open files \(the host has \d+ descriptors open, limit 64\)/
        #expect(startError?.contains(expected) == true, "\(String(describing: startError))\n\(host.log)")
        #expect(host.process?.isRunning == true && kill(pid, 0) == 0, "the host died:\n\(host.log)")

        // Once the connections close, the host answers new ones and serves as before.
        connections.removeAll()
        #expect(host.eventually(within: 60) { descriptorsInUse(by: pid, below: limit) < limit / 2 })
        let status: HostStatus = try host.call(ControlProtocol.Request(method: .status))
        #expect(status.processIdentifier == pid)
        let dragon = try host.add("com.mygame.dragon")
        #expect(dragon.lastError == nil && dragon.shownEntry?.isEmpty == false)
        #expect(try http("GET", try host.dashboardURL).status == 200)
        #expect(try host.report(good.id).instance.lastError == nil)
        // hostile-crash starts again, and fails its own way.
        let _: ControlProtocol.ReloadAck = try host.call(ControlProtocol.Request(method: .reload, kind: "hostile.crash"))
        #expect(host.eventually(within: 30) {
            try host.report(crash.id).instance.lastError?.contains("the extension exited (status 70)") == true
        })
        #expect(host.terminate() == 0, "\(host.log)")
    }

    @Test("serve raises its soft limit on open files to the hard limit, and logs it")
    func raisesDescriptorLimit() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.prlimit), "util-linux's prlimit is needed")
        let host = try RunningHost(launcher: [Self.prlimit, "--nofile=256:2048"])
        let pid = try #require(host.process?.processIdentifier)
        let limits = try String(contentsOfFile: "/proc/\(pid)/limits", encoding: .utf8)
        let line = try #require(limits.split(separator: "\n").first { $0.hasPrefix("Max open files") })
        #expect(line.split(separator: " ").dropFirst(3).prefix(2) == ["2048", "2048"], "\(line)")
        #expect(host.log.contains("open-file limit: 2048 descriptors (raised from 256)"), "\(host.log)")
        #expect(host.terminate() == 0)
    }
}

/// How many of a process's descriptors below `limit` are open, from `/proc/PID/fd`.
private func descriptorsInUse(by pid: pid_t, below limit: Int) -> Int {
    ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")) ?? []).compactMap(Int.init)
        .count { $0 < limit }
}

/// A control-socket connection kept open across requests, answered one at a time.
private final class ControlConnection {
    private let socket: UnixSocket
    private var nextID = 1

    init(path: String) throws {
        socket = try UnixSocket.connect(to: path, timeout: 60)
    }

    func call<Result: Codable & Sendable>(_ request: ControlProtocol.Request, as type: Result.Type = Result.self) throws
        -> Result
    {
        var request = request
        request.id = nextID
        nextID += 1
        try socket.write(line: try JSONEncoder().encode(request))
        guard let line = try socket.readLine() else { throw HostTestError("the host closed the control connection") }
        let response = try JSONDecoder().decode(ControlProtocol.Response<Result>.self, from: Data(line))
        if let error = response.error { throw HostTestError(error) }
        guard let result = response.result else { throw HostTestError("the host's answer had no result") }
        return result
    }
}

import Foundation
import OpenWidgetKit
import Testing
import WidgetHost

#if canImport(Glibc)
import Glibc
#endif

/// The control socket under clients that misbehave: a real `widgetkit serve` and real Unix-socket
/// clients that never read, never speak, send too much, or come by the thousand. None of them may
/// hold the host: the other clients and the dashboard keep being answered.
@Suite("the control socket's limits", .serialized)
struct ControlSocketTests {
    @Test("a client that never reads its replies holds nobody up, and is disconnected after the write timeout")
    func greedyClient() throws {
        let host = try RunningHost(arguments: ["--control-write-timeout", "2s"])
        try placeWidgets(on: host)
        let dashboard = try host.dashboardURL
        let greedy = try sendListRequests(to: host)

        // Until the host gives up on the greedy client, everyone else is answered as usual.
        let client = ControlClient(path: host.socketPath, timeout: 10)
        var rounds = 0
        while !host.log.contains("bytes of replies unread") && rounds < 600 {
            rounds += 1
            let status: HostStatus = try client.call(ControlProtocol.Request(method: .status))
            #expect(status.instances == 100)
            let list: [InstanceSummary] = try client.call(ControlProtocol.Request(method: .list))
            #expect(list.count == 100)
            #expect(try http("GET", dashboard + "healthz").status == 200)
        }
        #expect(host.eventually(within: 60) { host.log.contains("bytes of replies unread") }, "\(host.log)")
        #expect(host.log.components(separatedBy: "bytes of replies unread").count == 2, "logged once: \(host.log)")
        // The greedy client finds its connection closed once it reads what reached it.
        #expect(readsToTheEnd(greedy, within: 60))
        let status: HostStatus = try client.call(ControlProtocol.Request(method: .status))
        #expect(status.instances == 100)
    }

    @Test("a client that sends and never reads is no longer read: its requests wait in its own socket")
    func backPressure() throws {
        let host = try RunningHost(arguments: ["--control-write-timeout", "10m"])
        // A send that makes no progress for a second means the host has stopped reading.
        let client = try UnixSocket.connect(to: host.socketPath, timeout: 1)
        let request = try JSONEncoder().encode(ControlProtocol.Request(method: .status))
        var sent = 0
        var blocked = false
        while sent < 200_000 && !blocked {
            do {
                try client.write(line: request)
                sent += 1
            } catch {
                guard case .timedOut = error else { throw error }
                blocked = true
            }
        }
        #expect(blocked, "the host read all \(sent) requests of a client that reads nothing")
        let status: HostStatus = try ControlClient(path: host.socketPath, timeout: 10).call(
            ControlProtocol.Request(method: .status))
        #expect(status.processIdentifier == host.process?.processIdentifier)
    }

    @Test("a thousand idle clients: a few threads, the ones over the cap told to try again, and the host answers after")
    func thousandIdleClients() throws {
        try raiseDescriptorLimit()
        let host = try RunningHost(arguments: ["--control-idle-timeout", "10m"])
        let pid = try #require(host.process?.processIdentifier)
        var clients: [UnixSocket] = []
        for _ in 0..<1000 {
            clients.append(try UnixSocket.connect(to: host.socketPath, timeout: 30))
        }
        // The clients over the cap (256 by default) get one error line each, then the end.
        var refused = Set<Int>()
        let deadline = Date().addingTimeInterval(60)
        while refused.count < 1000 - 256 && Date() < deadline {
            for index in readable(clients, waitingMilliseconds: 100) where !refused.contains(index) {
                let line = try clients[index].readLine()
                let reply = try JSONDecoder().decode(
                    ControlProtocol.Response<ControlProtocol.Empty>.self, from: Data(try #require(line)))
                #expect(reply.error == "the host has too many control connections open; try again")
                refused.insert(index)
            }
        }
        #expect(refused.count == 1000 - 256)
        let threads = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task").count
        #expect(threads < 64, "the host runs \(threads) threads for 1,000 clients")
        // The ones served are still open, and nothing was sent to them.
        #expect(readable(clients.indices.filter { !refused.contains($0) }.map { clients[$0] }, waitingMilliseconds: 0).isEmpty)
        #expect(host.log.components(separatedBy: "connections open, its limit").count == 2, "logged once: \(host.log)")

        clients.removeAll()
        #expect(host.eventually(within: 60) {
            let status: HostStatus = try host.client.call(ControlProtocol.Request(method: .status))
            return status.processIdentifier == pid
        })
    }

    @Test("a client that connects and says nothing is closed after the idle timeout")
    func silentClient() throws {
        let host = try RunningHost(arguments: ["--control-idle-timeout", "1s"])
        let silent = try UnixSocket.connect(to: host.socketPath, timeout: 5)
        #expect(readsToTheEnd(silent, within: 60))
        // A client that asks is served as ever.
        let status: HostStatus = try host.call(ControlProtocol.Request(method: .status))
        #expect(status.processIdentifier == host.process?.processIdentifier)
    }

    @Test("an over-long line is answered and the connection closed; a malformed one is answered and the connection stays")
    func badLines() throws {
        let host = try RunningHost()
        let long = try UnixSocket.connect(to: host.socketPath, timeout: 30)
        // Twice the limit with no newline: the host stops reading at the limit, so the write may fail.
        try? long.write(line: [UInt8](repeating: UInt8(ascii: "a"), count: 2 * 1_048_576))
        let line = try #require(try long.readLine())
        let reply = try JSONDecoder().decode(ControlProtocol.Response<ControlProtocol.Empty>.self, from: Data(line))
        #expect(reply.id == 0)
        #expect(reply.error == "the request was longer than 1048576 bytes, the limit for one line; the connection is closed")
        #expect(readsToTheEnd(long, within: 60))

        let client = try UnixSocket.connect(to: host.socketPath, timeout: 30)
        try client.write(line: Array("{nope".utf8))
        let malformed = try JSONDecoder().decode(
            ControlProtocol.Response<ControlProtocol.Empty>.self, from: Data(try #require(try client.readLine())))
        #expect(malformed.id == 0)
        #expect(malformed.error?.hasPrefix("the request could not be read") == true)
        try client.write(line: try JSONEncoder().encode(ControlProtocol.Request(id: 7, method: .status)))
        let status = try JSONDecoder().decode(
            ControlProtocol.Response<HostStatus>.self, from: Data(try #require(try client.readLine())))
        #expect(status.id == 7 && status.result?.processIdentifier == host.process?.processIdentifier)
    }

    @Test("SIGTERM stops the host and removes the socket file, even with a client that does not read")
    func stopWithClientsHolding() throws {
        let host = try RunningHost()
        try placeWidgets(on: host)
        let greedy = try sendListRequests(to: host)
        let idle = try UnixSocket.connect(to: host.socketPath, timeout: 30)
        let process = try #require(host.process)
        process.terminate()
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(!process.isRunning, "the host did not stop within 60 s:\n\(host.log)")
        guard !process.isRunning else { return }
        #expect(process.terminationStatus == 0)
        #expect(!FileManager.default.fileExists(atPath: host.socketPath))
        #expect(readsToTheEnd(idle, within: 60))
        _ = greedy
    }

    @Test("running out of file descriptors pauses accepting; the socket serves again once there are some")
    func descriptorsRunOut() throws {
        let host = try RunningHost()
        let pid = try #require(host.process?.processIdentifier)
        let open = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd").count
        let original = try prlimit(pid: pid)
        try prlimit(pid: pid, set: "\(open + 8):\(original.hard)")
        var clients: [UnixSocket] = []
        for _ in 0..<40 {
            clients.append(try UnixSocket.connect(to: host.socketPath, timeout: 30))
        }
        #expect(host.eventually(within: 60) { host.log.contains("could not accept a connection: Too many open files") }, "\(host.log)")
        clients.removeAll()
        try prlimit(pid: pid, set: "\(original.soft):\(original.hard)")
        #expect(host.eventually(within: 60) {
            let status: HostStatus = try host.client.call(ControlProtocol.Request(method: .status))
            return status.processIdentifier == pid
        }, "\(host.log)")
    }

    @Test("a client of another user is turned away", .enabled(if: geteuid() == 0, "running a client as another user needs root"))
    func otherUser() throws {
        let host = try RunningHost()
        // The socket file's mode keeps other users out first; open it, to reach the host's own check.
        chmod(host.dataDirectory.path, 0o711)
        chmod(host.socketPath, 0o666)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
        process.arguments = [
            "--reuid=65534", "--regid=65534", "--clear-groups",
            productsDirectory.appendingPathComponent("widgetkit").path, "status", "--data-dir", host.dataDirectory.path,
        ]
        let error = Pipe()
        process.standardError = error
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        // Closed before it could ask (a broken pipe) or before it was answered.
        #expect(message.contains("could not be asked"), "\(message)")
        #expect(host.log.contains("refused a control connection from another user (uid 65534)"), "\(host.log)")
        let status: HostStatus = try host.call(ControlProtocol.Request(method: .status))
        #expect(status.processIdentifier == host.process?.processIdentifier)
    }

    // MARK: - Helpers

    /// Places 100 widgets, so that a `list` reply is some 40 KB and 60 of them fill any socket buffer.
    private func placeWidgets(on host: RunningHost) throws {
        let kinds = [
            "com.mygame.game-status", "com.mygame.dragon", "com.example.countdown", "com.example.stock-market",
            "BankletWidget",
        ]
        for index in 0..<100 {
            _ = try host.add(kinds[index % kinds.count])
        }
    }

    /// Connects, sends 60 `list` requests and reads nothing; returns once the host has filled the
    /// socket's buffer with replies (more are coming: the host is now waiting for this client).
    private func sendListRequests(to host: RunningHost) throws -> UnixSocket {
        let greedy = try UnixSocket.connect(to: host.socketPath, timeout: 30)
        for id in 1...60 {
            try greedy.write(line: try JSONEncoder().encode(ControlProtocol.Request(id: id, method: .list)))
        }
        let filled = host.eventually(within: 60) {
            var buffer = [UInt8](repeating: 0, count: 1 << 20)
            let waiting = buffer.withUnsafeMutableBytes {
                recv(greedy.descriptor, $0.baseAddress, $0.count, Int32(MSG_PEEK | MSG_DONTWAIT))
            }
            return waiting >= 100_000
        }
        #expect(filled, "the host did not write 100 KB of replies:\n\(host.log)")
        return greedy
    }

    /// Reads until the host closes the connection (end of stream, or a reset because the host did not
    /// read everything the client sent); false if it is still open after `seconds`.
    private func readsToTheEnd(_ socket: UnixSocket, within seconds: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            do {
                guard try socket.readLine() != nil else { return true }
            } catch {
                switch error {
                case .timedOut: continue
                case .system(_, ECONNRESET): return true
                default: return false
                }
            }
        }
        return false
    }

    /// The indices of `sockets` with something to read (or closed), waiting at most `waitingMilliseconds`.
    private func readable(_ sockets: [UnixSocket], waitingMilliseconds: Int32) -> [Int] {
        var descriptors = sockets.map { pollfd(fd: $0.descriptor, events: Int16(POLLIN), revents: 0) }
        guard poll(&descriptors, nfds_t(descriptors.count), waitingMilliseconds) > 0 else { return [] }
        return descriptors.indices.filter { descriptors[$0].revents != 0 }
    }

    /// Raises this process's soft limit on open files to its hard limit (1,000 clients need more than 1,024).
    private func raiseDescriptorLimit() throws {
        var limit = rlimit()
        getrlimit(RLIMIT_NOFILE_VALUE, &limit)
        try #require(limit.rlim_max >= 1200, "1,000 clients need an open-file limit above 1,200 (the hard limit is \(limit.rlim_max))")
        limit.rlim_cur = limit.rlim_max
        setrlimit(RLIMIT_NOFILE_VALUE, &limit)
    }

    /// Another process's open-file limit, through util-linux's `prlimit`.
    private func prlimit(pid: Int32) throws -> (soft: String, hard: String) {
        let output = try succeeding("/usr/bin/prlimit", ["--pid", "\(pid)", "--nofile", "--output", "SOFT,HARD", "--noheadings"])
        let fields = output.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard fields.count == 2 else { throw HostTestError("prlimit said \(output)") }
        return (fields[0], fields[1])
    }

    /// Sets another process's open-file limit (`SOFT:HARD`).
    private func prlimit(pid: Int32, set limits: String) throws {
        _ = try succeeding("/usr/bin/prlimit", ["--pid", "\(pid)", "--nofile=\(limits)"])
    }

    /// Runs a command that must succeed; returns its output, trimmed.
    private func succeeding(_ path: String, _ arguments: [String]) throws -> String {
        let result = try runCommand(path, arguments)
        guard result.status == 0 else { throw HostTestError("\(path) \(arguments) failed: \(result.error)") }
        return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

#if canImport(Glibc)
/// `RLIMIT_NOFILE` as `getrlimit` takes it (Glibc imports it as an enum case).
private let RLIMIT_NOFILE_VALUE = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
#endif

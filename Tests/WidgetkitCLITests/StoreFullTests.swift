import Foundation
import OpenWidgetKit
import Testing
import WidgetHost

/// A host whose store cannot be written: a real `widgetkit serve` at its `--store-limit`, on a file system
/// that is really full, and started on one that is read-only. Nothing it acknowledged may be lost, and
/// nothing it refused may appear.
@Suite("A host whose store cannot be written", .serialized)
struct StoreFullTests {
    @Test("at its size limit: changes are refused with one sentence, shown on status and the dashboard, kept across a restart")
    func sizeLimit() throws {
        let host = try RunningHost(arguments: ["--store-limit", "1"])
        // Large configurations fill the store quickly.
        let large: ConfigurationValues = [
            "character": .object(identifier: "Unipony", display: String(repeating: "🦄", count: 1_000)),
        ]
        var acknowledged: [Int] = []
        var refusal: String?
        while refusal == nil && acknowledged.count < 2_000 {
            do {
                acknowledged.append(try host.add("com.mygame.character-detail", configuration: large).id)
            } catch {
                refusal = "\(error)"
            }
        }
        let store = host.dataDirectory.appendingPathComponent("host.sqlite").path
        #expect(refusal == "the store cannot be written: it reached its size limit of 1 MB (\(store))")
        let listed = try host.list().map(\.id)
        #expect(listed == acknowledged)

        // The command line says so and exits with a failure.
        let config = String(decoding: try JSONEncoder().encode(large), as: UTF8.self)
        let cli = try runProduct(
            "widgetkit", ["add", "com.mygame.character-detail", "--config", config], environment: host.environment)
        #expect(cli.status != 0)
        #expect(cli.error.contains("the store cannot be written: it reached its size limit of 1 MB"))
        // The JSON API answers 503 with the sentence.
        let url = try host.dashboardURL
        let post = try http(
            "POST", url + "api/instances", headers: ["Content-Type": "application/json"],
            body: #"{"kind":"com.mygame.character-detail","configuration":"# + config + "}")
        #expect(post.status == 503)
        #expect(post.body.contains("the store cannot be written: it reached its size limit of 1 MB"), "\(post.body)")
        #expect(post.headers["retry-after"] != nil)
        // `status` and the dashboard show it; the extension is not blamed for it.
        let status = try runProduct("widgetkit", ["status"], environment: host.environment)
        #expect(status.output.contains("store: the store cannot be written: it reached its size limit of 1 MB"))
        let page = try http("GET", url)
        #expect(page.status == 200 && page.body.contains("id=\"host-notice\""))
        #expect(page.body.contains("The store cannot be written"))
        let kinds: [KindSummary] = try host.call(ControlProtocol.Request(method: .kinds))
        #expect(kinds.allSatisfy { $0.extensionError == nil })
        // Reads keep working.
        #expect(try host.report(acknowledged[0]).instance.id == acknowledged[0])

        // After a restart with room to grow, exactly the acknowledged widgets are there, and new ones follow.
        #expect(host.terminate() == 0)
        host.arguments = ["--port", "0"]  // no limit
        try host.start()
        #expect(try host.list().map(\.id) == acknowledged)
        let next = try host.add("com.mygame.game-status")
        #expect(next.id == acknowledged.last! + 1)
    }

    @Test("on a full file system: every change is refused, nothing refused appears, and it recovers once there is room",
          .enabled(if: getuid() == 0, "mounting a small file system needs root"))
    func diskFull() throws {
        let mount = try SmallFileSystem(megabytes: 4)
        defer { mount.unmount() }
        let host = try RunningHost(dataDirectory: mount.path.appendingPathComponent("data"))
        let kept = try (0..<3).map { _ in try host.add("com.mygame.game-status").id }
        let filler = try mount.fill()

        let refused: [(String, ControlProtocol.Request)] = [
            ("add", ControlProtocol.Request(method: .add, kind: "com.mygame.game-status", family: "small")),
            ("remove", ControlProtocol.Request(method: .remove, instance: kept[0])),
            ("reload", ControlProtocol.Request(method: .reload, kind: "com.mygame.game-status")),
        ]
        for (name, request) in refused {
            #expect(throws: ControlError.self, "\(name) must be refused") {
                let _: ControlProtocol.Empty = try host.call(request)
            }
        }
        let cli = try runProduct("widgetkit", ["remove", "\(kept[1])"], environment: host.environment)
        #expect(cli.status != 0)
        #expect(cli.error.contains("the store cannot be written: disk full ("))
        #expect(try host.list().map(\.id) == kept)
        let status: HostStatus = try host.call(ControlProtocol.Request(method: .status))
        #expect(status.storeProblem?.description.hasPrefix("the store cannot be written: disk full") == true)

        // Room again: changes are taken, the problem clears, and a restart finds exactly what was acknowledged.
        try FileManager.default.removeItem(at: filler)
        let added = try host.add("com.mygame.game-status").id
        #expect(added == kept.last! + 1)
        #expect(host.eventually(within: 30) {
            let status: HostStatus = try host.call(ControlProtocol.Request(method: .status))
            return status.storeProblem == nil
        })
        host.kill9()
        try host.start()
        #expect(try host.list().map(\.id) == kept + [added])
    }

    @Test("a start on a read-only file system names that cause")
    func readOnlyStart() throws {
        let directory = "/tmp/owk-ro-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // A mount namespace of its own: the read-only file system exists only for this host.
        let widgetkit = productsDirectory.appendingPathComponent("widgetkit").path
        let script = "mount -t tmpfs tmpfs \(directory) && mount -o remount,ro \(directory) && "
            + "exec \(widgetkit) serve --data-dir \(directory) --port 0"
        let result = try runCommand("/usr/bin/unshare", ["-Urm", "/bin/sh", "-c", script])
        #expect(result.status != 0)
        #expect(result.error.contains("the data directory \(directory) cannot be written: Read-only file system"),
                "\(result.error)")
        #expect(!result.error.contains("Address already in use"))
    }
}

/// A tmpfs of a few megabytes, mounted for one test.
private struct SmallFileSystem {
    let path: URL

    init(megabytes: Int) throws {
        path = URL(fileURLWithPath: "/tmp/owk-full-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: path, withIntermediateDirectories: true)
        let result = try runCommand("/bin/mount", ["-t", "tmpfs", "-o", "size=\(megabytes)m", "tmpfs", path.path])
        guard result.status == 0 else { throw HostTestError("could not mount a tmpfs: \(result.error)") }
    }

    /// Writes a file until the file system is full; returns it.
    func fill() throws -> URL {
        let filler = path.appendingPathComponent("filler")
        let descriptor = open(filler.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard descriptor >= 0 else { throw HostTestError("could not create \(filler.path)") }
        defer { close(descriptor) }
        let block = [UInt8](repeating: 0x55, count: 4096)
        while block.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) > 0 {}
        guard errno == ENOSPC else { throw HostTestError("filling stopped early: \(String(cString: strerror(errno)))") }
        return filler
    }

    func unmount() {
        _ = try? runCommand("/bin/umount", ["-l", path.path])
        try? FileManager.default.removeItem(at: path)
    }
}

import Foundation

/// The data directory belongs to one host at a time: an exclusive `flock` on `host.lock`, which
/// the kernel releases however the process ends.
final class DataDirectoryLock: Sendable {
    private let descriptor: Int32

    init(directory: URL) throws {
        try SQLiteHostStore.makeOwnerOnlyDirectory(directory)
        let path = directory.appendingPathComponent("host.lock").path
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw HostStoreError("could not open \(path): \(String(cString: strerror(errno)))")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let holder = (try? String(contentsOfFile: path, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
            close(descriptor)
            throw HostStoreError("another widget host (pid \(holder ?? "?")) is using the data directory "
                + "\(directory.path); stop it first, or pass another --data-dir")
        }
        ftruncate(descriptor, 0)
        let pid = Array("\(getpid())\n".utf8)
        _ = pid.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    }

    deinit {
        close(descriptor)
    }
}


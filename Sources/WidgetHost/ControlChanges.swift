import Foundation
import Synchronization

/// Tells whoever listens which controls to draw again (a press, or `ControlCenter` in an app): the
/// dashboard's live updates listen here, beside `InstanceChanges`.
package final class ControlChanges: Sendable {
    private let subscribers = Mutex<[UInt64: AsyncStream<Set<String>>.Continuation]>([:])
    private let nextID = Mutex<UInt64>(0)
    private let finished = Mutex(false)

    package init() {}

    /// A stream of control kinds to draw again; it ends when the stream is dropped or the host stops. A
    /// slow listener loses the oldest batches.
    package func subscribe() -> AsyncStream<Set<String>> {
        let id = nextID.withLock { value -> UInt64 in
            value += 1
            return value
        }
        let (stream, continuation) = AsyncStream.makeStream(of: Set<String>.self, bufferingPolicy: .bufferingNewest(64))
        continuation.onTermination = { [weak self] _ in
            _ = self?.subscribers.withLock { $0.removeValue(forKey: id) }
        }
        if finished.withLock({ $0 }) {
            continuation.finish()
        } else {
            subscribers.withLock { $0[id] = continuation }
        }
        return stream
    }

    /// Ends every stream: the host is stopping.
    package func finish() {
        finished.withLock { $0 = true }
        for continuation in subscribers.withLock({ Array($0.values) }) {
            continuation.finish()
        }
    }

    package func publish(_ kinds: Set<String>) {
        guard !kinds.isEmpty else { return }
        for continuation in subscribers.withLock({ Array($0.values) }) {
            continuation.yield(kinds)
        }
    }
}

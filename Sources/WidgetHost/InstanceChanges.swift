import Foundation
import Synchronization

/// Tells whoever listens which widgets changed (placed, removed, reconfigured, a new timeline) after
/// each step of the engine: the dashboard's live updates listen here.
package final class InstanceChanges: Sendable {
    private let subscribers = Mutex<[UInt64: AsyncStream<Set<Int>>.Continuation]>([:])
    private let nextID = Mutex<UInt64>(0)
    private let finished = Mutex(false)

    package init() {}

    /// A stream of changed instance IDs; it ends when the returned task is cancelled or the stream is
    /// dropped. A slow listener loses the oldest batches, never blocks the engine.
    package func subscribe() -> AsyncStream<Set<Int>> {
        let id = nextID.withLock { value -> UInt64 in
            value += 1
            return value
        }
        let (stream, continuation) = AsyncStream.makeStream(of: Set<Int>.self, bufferingPolicy: .bufferingNewest(256))
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

    /// How many listen now.
    package var count: Int { subscribers.withLock { $0.count } }

    /// Ends every stream, now and to come: the host is stopping.
    package func finish() {
        finished.withLock { $0 = true }
        for continuation in subscribers.withLock({ Array($0.values) }) {
            continuation.finish()
        }
    }

    package func publish(_ changed: Set<Int>) {
        guard !changed.isEmpty else { return }
        for continuation in subscribers.withLock({ Array($0.values) }) {
            continuation.yield(changed)
        }
    }
}

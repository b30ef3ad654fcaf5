import Foundation
import Synchronization

/// Wakes the driver at the next due moment, or earlier when something changed the schedule.
final class WakeUp: Sendable {
    private struct State {
        var signalled = false
        var stopped = false
        var waiter: CheckedContinuation<Void, Never>?
    }

    private let state = Mutex(State())

    var isStopped: Bool { state.withLock { $0.stopped } }

    func signal() {
        let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard let waiter = state.waiter else {
                state.signalled = true
                return nil
            }
            state.waiter = nil
            return waiter
        }
        waiter?.resume()
    }

    func stop() {
        state.withLock { $0.stopped = true }
        signal()
    }

    /// Returns at `date` (never, if nil), at a signal, or at cancellation, whichever comes first.
    func wait(until date: Date?, clock: any HostClock) async {
        await withTaskGroup(of: Void.self) { group in
            if let date {
                group.addTask { try? await clock.sleep(until: date) }
            }
            group.addTask { await self.waitForSignal() }
            await group.next()
            group.cancelAll()
        }
    }

    private func waitForSignal() async {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let resumeNow = state.withLock { state -> Bool in
                    // A cancellation before the waiter is stored finds no waiter to resume: check here.
                    if state.signalled || state.stopped || Task.isCancelled {
                        state.signalled = false
                        return true
                    }
                    state.waiter = continuation
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
                defer { state.waiter = nil }
                return state.waiter
            }
            waiter?.resume()
        }
    }
}

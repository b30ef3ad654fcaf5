public import Foundation
import Synchronization

/// Where the host reads the time and waits for it. Nothing in WidgetHost calls `Date()`: the
/// daemon runs on `WallClock`, tests and the simulator on `VirtualClock`.
package protocol HostClock: Sendable {
    /// The current time.
    var now: Date { get }
    /// Suspends until `date` (returns at once if it has passed). Throws if the task is cancelled.
    func sleep(until date: Date) async throws
}

/// The system clock.
package struct WallClock: HostClock {
    package init() {}

    package var now: Date { Date() }

    package func sleep(until date: Date) async throws {
        let seconds = date.timeIntervalSince(now)
        if seconds > 0 {
            try await Task.sleep(for: .seconds(seconds))
        }
    }
}

/// A clock that moves only when told to: days of timeline behaviour pass in milliseconds.
///
/// ```swift
/// let clock = VirtualClock(start: Date(timeIntervalSince1970: 1_767_600_000))
/// clock.advance(by: 3600)
/// ```
public final class VirtualClock: HostClock {
    private struct State {
        var now: Date
        var sleepers: [(date: Date, continuation: CheckedContinuation<Void, Never>)] = []
    }

    private let state: Mutex<State>

    /// A virtual clock standing at `start`.
    public init(start: Date) {
        state = Mutex(State(now: start))
    }

    public var now: Date { state.withLock { $0.now } }

    /// The number of tasks waiting in `sleep(until:)`; zero means no sleep is left pending.
    public var pendingSleepers: Int { state.withLock { $0.sleepers.count } }

    /// Moves the clock forward to `date` (never backward) and wakes every sleeper whose time has come.
    public func advance(to date: Date) {
        let woken = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            guard date > state.now else { return [] }
            state.now = date
            let due = state.sleepers.filter { $0.date <= date }
            state.sleepers.removeAll { $0.date <= date }
            return due.map(\.continuation)
        }
        woken.forEach { $0.resume() }
    }

    /// Moves the clock forward by `seconds`.
    public func advance(by seconds: TimeInterval) {
        advance(to: now.addingTimeInterval(seconds))
    }

    public func sleep(until date: Date) async throws {
        await withCheckedContinuation { continuation in
            let resumeNow = state.withLock { state -> Bool in
                if date <= state.now { return true }
                state.sleepers.append((date, continuation))
                return false
            }
            if resumeNow { continuation.resume() }
        }
        try Task.checkCancellation()
    }
}

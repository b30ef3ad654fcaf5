import Foundation
import Synchronization

/// Calls a completion-handler API from async code, resuming exactly once even if the author's code
/// calls the completion handler twice (the second call is ignored, as the first one already gave
/// the host its answer).
///
/// A provider that never calls its completion handler leaves the awaiting task suspended; the host
/// applies its own deadline and abandons the call.
package func withProviderCompletion<Value>(
    isolation: isolated (any Actor)? = #isolation, _ body: (@escaping (Value) -> Void) -> Void
) async -> Value {
    await withUnsafeContinuation { (continuation: UnsafeContinuation<UncheckedSendableBox<Value>, Never>) in
        let once = OnceFlag()
        body { value in
            if once.claim() {
                continuation.resume(returning: UncheckedSendableBox(value))
            }
        }
    }.value
}

/// A flag that can be claimed once, from any thread.
package final class OnceFlag: Sendable {
    private let claimed = Atomic<Bool>(false)

    package init() {}

    /// True the first time it is called, false afterwards.
    package func claim() -> Bool {
        claimed.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
    }
}

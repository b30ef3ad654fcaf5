package import Foundation
package import OpenWidgetKit

/// A placed widget, numbered by the host.
public struct InstanceID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public let rawValue: Int

    package init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static func < (lhs: InstanceID, rhs: InstanceID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `#3`.
    public var description: String { "#\(rawValue)" }
}

/// One decision of the scheduler, in the compact form it records while running. The host turns
/// these into `WidgetEvent`s with the kind and the entry's text.
package struct SchedulerEvent: Sendable {
    package enum Detail: Sendable {
        /// The host asks the provider; `budgetUsed` is the day's count after a counted reload.
        case providerCall(ReloadReason, fetch: UInt64, budgetUsed: Int?)
        /// The instance now shows entry `index` of its timeline.
        case entryShown(index: Int)
        case reloadRequested(ReloadReason)
        /// Merged into a pending reload (due at `into`) or into the request in flight (`into` nil).
        case reloadCoalesced(ReloadReason, into: Date?)
        case reloadDeferred(ReloadReason, until: Date, because: DeferralReason)
        case reloadServed(ReloadReason, entries: Int, policy: TimelineReloadPolicy)
        case reloadFailed(ReloadReason, message: String, retryAt: Date)
        case warning(String)
    }

    package var time: Date
    package var instance: Int
    package var detail: Detail
}

/// A timeline request the driver must send to the widget's extension.
package struct FetchRequest: Sendable, Hashable {
    package var id: UInt64
    package var instance: Int
    package var kind: Int
    package var reason: ReloadReason
}

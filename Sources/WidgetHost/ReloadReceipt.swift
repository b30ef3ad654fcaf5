public import Foundation

/// One request to a widget's provider, with what led to it and how it ended: the answer to
/// "why did (or didn't) my widget update?".
public struct ReloadReceipt: Codable, Hashable, Sendable, CustomStringConvertible {
    /// How the request ended.
    public enum Outcome: Codable, Hashable, Sendable {
        /// A timeline arrived.
        case served(at: Date, detail: String)
        /// The provider failed or missed its deadline.
        case failed(at: Date, detail: String)
        /// Still waiting for the provider.
        case inFlight
    }

    /// When the first of the merged requests was made.
    public var requestedAt: Date
    /// The reasons of the requests it answers, in order.
    public var reasons: [String]
    /// Why and until when it waited before the provider was asked.
    public var deferrals: [String]
    /// When the provider was asked.
    public var calledAt: Date
    /// Whether it counted against the daily budget.
    public var counted: Bool
    public var outcome: Outcome

    public var description: String {
        var text = "\(calledAt.ISO8601Format()) \(reasons.joined(separator: " + "))"
        if requestedAt != calledAt { text += ", requested \(requestedAt.ISO8601Format())" }
        if !deferrals.isEmpty { text += ", waited: " + deferrals.joined(separator: "; ") }
        text += counted ? " [counted]" : " [free]"
        switch outcome {
        case .served(let at, let detail): text += " → served \(at.ISO8601Format()): \(detail)"
        case .failed(let at, let detail): text += " → failed \(at.ISO8601Format()): \(detail)"
        case .inFlight: text += " → waiting for the provider"
        }
        return text
    }

    /// Builds receipts from one widget's events, oldest first. Requests with the same reason in a row
    /// (a reload storm) are one reason, `reason (×N)`.
    package static func receipts(from events: [WidgetEvent]) -> [ReloadReceipt] {
        var receipts: [ReloadReceipt] = []
        var waiting: (since: Date, reasons: [(text: String, count: Int)], deferrals: [String])?
        for event in events {
            switch event.event {
            case .reloadRequested:
                var pending = waiting ?? (event.time, [], [])
                let reason = event.reason ?? ""
                if pending.reasons.last?.text == reason {
                    pending.reasons[pending.reasons.count - 1].count += 1
                } else {
                    pending.reasons.append((reason, 1))
                }
                waiting = pending
            case .reloadDeferred:
                waiting?.deferrals.append((event.reason ?? "") + (event.until.map { " until \($0.ISO8601Format())" } ?? ""))
            case .providerCall:
                let pending = waiting ?? (event.time, [(event.reason ?? "", 1)], [])
                receipts.append(ReloadReceipt(
                    requestedAt: pending.since,
                    reasons: pending.reasons.map { $0.count == 1 ? $0.text : "\($0.text) (×\($0.count))" },
                    deferrals: pending.deferrals, calledAt: event.time, counted: event.counted ?? false,
                    outcome: .inFlight))
                waiting = nil
            case .reloadServed:
                if let last = receipts.indices.last, receipts[last].outcome == .inFlight {
                    receipts[last].outcome = .served(at: event.time, detail: event.reason ?? "")
                }
            case .reloadFailed:
                if let last = receipts.indices.last, receipts[last].outcome == .inFlight {
                    receipts[last].outcome = .failed(at: event.time, detail: event.reason ?? "")
                }
            case .entryShown, .reloadCoalesced, .warning, .tap, .intentPerformed:
                break
            }
        }
        return receipts
    }
}

/// A widget's budget for one day: how many counted reloads it used, its limit, and each reload.
public struct BudgetLedger: Hashable, Sendable, CustomStringConvertible {
    public var instance: InstanceID
    public var used: Int
    public var limit: Int
    /// When the day's count starts again.
    public var resetsAt: Date
    /// Every provider call of the day, counted or free.
    public var reloads: [(time: Date, reason: String, counted: Bool)] {
        entries.map { ($0.time, $0.reason, $0.counted) }
    }
    /// Reloads the budget pushed to a later day.
    public var budgetDeferrals: [Date]

    private var entries: [Entry]

    private struct Entry: Hashable, Sendable {
        var time: Date
        var reason: String
        var counted: Bool
    }

    package init(instance: InstanceID, events: [WidgetEvent], budget: (limit: Int, resetsAt: Date)) {
        self.instance = instance
        self.limit = budget.limit
        self.resetsAt = budget.resetsAt
        let dayStart = budget.resetsAt.addingTimeInterval(-86_400)
        let today = events.filter { $0.time >= dayStart && $0.time < budget.resetsAt }
        entries = today.filter { $0.event == .providerCall }.map {
            Entry(time: $0.time, reason: $0.reason ?? "", counted: $0.counted ?? false)
        }
        // The scheduler keeps only the current day's count; the events tell any day's.
        self.used = entries.filter(\.counted).count
        budgetDeferrals = today.filter {
            $0.event == .reloadDeferred && ($0.reason ?? "").contains("daily budget")
        }.map(\.time)
    }

    public static func == (lhs: BudgetLedger, rhs: BudgetLedger) -> Bool {
        lhs.instance == rhs.instance && lhs.used == rhs.used && lhs.limit == rhs.limit
            && lhs.resetsAt == rhs.resetsAt && lhs.entries == rhs.entries && lhs.budgetDeferrals == rhs.budgetDeferrals
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(instance)
        hasher.combine(used)
        hasher.combine(entries)
    }

    public var description: String {
        var lines = ["\(instance): \(used) of \(limit) counted reloads used; resets \(resetsAt.ISO8601Format())"]
        for entry in entries {
            lines.append("  \(entry.time.ISO8601Format()) \(entry.counted ? "counted" : "free   ") \(entry.reason)")
        }
        if !budgetDeferrals.isEmpty {
            lines.append("  \(budgetDeferrals.count) reload(s) deferred by the budget")
        }
        return lines.joined(separator: "\n")
    }
}

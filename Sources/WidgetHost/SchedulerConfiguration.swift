public import Foundation

/// The rules the host keeps widgets up to date by. The defaults follow WidgetKit's documented figures.
///
/// ```swift
/// var rules = SchedulerConfiguration()
/// rules.dailyReloadBudget = 40
/// ```
public struct SchedulerConfiguration: Sendable, Hashable {
    /// Reloads a widget's reload policy may cause per instance per day (WidgetKit: 40 to 70).
    public var dailyReloadBudget: Int = 70
    /// The least time between the start of one timeline request and a policy-caused one (about 5 min).
    public var minimumReloadInterval: TimeInterval = 5 * 60
    /// Reload requests from `WidgetCenter` within this window after a request are merged into one.
    public var coalescingWindow: TimeInterval = 1
    /// How long a provider has to return a timeline before the request fails.
    public var providerDeadline: TimeInterval = 30
    /// The first wait before retrying after a failed request; doubles with each failure.
    public var retryBackoff: TimeInterval = 60
    /// The longest wait between retries.
    public var maximumRetryBackoff: TimeInterval = 60 * 60
    /// Timelines with more entries are cut to this many, with a warning.
    public var maximumEntries: Int = 400
    /// Entries closer together than this produce a warning (WidgetKit advises about 5 minutes).
    public var minimumEntrySpacing: TimeInterval = 5 * 60
    /// The time zone whose midnight starts a new budget day.
    public var budgetTimeZone: TimeZone = TimeZone(identifier: "UTC")!

    public init() {}
}

/// The dates a `TimelineView` updates at.
///
/// ```swift
/// TimelineView(.everyMinute) { context in
///     Text(context.date, style: .time)
/// }
/// ```
public protocol TimelineSchedule {
    /// The dates, in increasing order.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The dates from `startDate` on; the first may be at or before it.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a schedule is asked to update: normally, or less often to save power.
public enum TimelineScheduleMode: Hashable, Sendable {
    /// Updates as the schedule asks.
    case normal
    /// The system updates less often (an always-on display dimmed).
    case lowFrequency
}

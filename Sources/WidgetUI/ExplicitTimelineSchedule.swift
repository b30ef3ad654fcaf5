/// A schedule that updates at the dates you list.
///
/// ```swift
/// TimelineView(.explicit(entry.changes)) { context in Text(context.date, style: .time) }
/// ```
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries

    /// A schedule of the given dates, in increasing order.
    public init(_ dates: Entries) {
        self.dates = dates
    }

    /// The dates as given.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        dates
    }
}

extension ExplicitTimelineSchedule: Sendable where Entries: Sendable {}

extension TimelineSchedule {
    /// A schedule that updates at the given dates.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
    where Self == ExplicitTimelineSchedule<S>, S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}

/// A schedule that updates at the start of every minute.
///
/// ```swift
/// TimelineView(.everyMinute) { context in Text(context.date, style: .time) }
/// ```
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// Creates the schedule; write `.everyMinute` instead.
    public init() {}

    /// The start date, then the start of every following minute.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        let next = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60 + 60
        return PeriodicTimelineSchedule.Entries(first: startDate, then: Date(timeIntervalSinceReferenceDate: next), interval: 60)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// A schedule that updates at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

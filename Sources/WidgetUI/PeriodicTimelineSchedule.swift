/// A schedule that updates at a regular interval from a start date.
///
/// ```swift
/// TimelineView(.periodic(from: entry.date, by: 15)) { context in Text(context.date, style: .time) }
/// ```
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let start: Date
    let interval: TimeInterval

    /// A schedule from `startDate` every `interval` seconds.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.start = startDate
        self.interval = interval
    }

    /// The latest date of the schedule at or before `startDate` (or the schedule's start, if later), then
    /// every interval after it.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        guard interval > 0, startDate > start else {
            return Entries(first: start, then: start + max(interval, 1), interval: max(interval, 1))
        }
        let steps = (startDate.timeIntervalSince(start) / interval).rounded(.down)
        let first = start + steps * interval
        return Entries(first: first, then: first + interval, interval: interval)
    }

    /// The dates of a periodic schedule: a first date, then one every interval from a second.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var pending: Date?
        var upcoming: Date
        let interval: TimeInterval

        init(first: Date, then next: Date, interval: TimeInterval) {
            self.pending = first
            self.upcoming = next
            self.interval = interval
        }

        /// The next date.
        public mutating func next() -> Date? {
            if let pending {
                self.pending = nil
                return pending
            }
            defer { upcoming += interval }
            return upcoming
        }
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// A schedule that updates every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

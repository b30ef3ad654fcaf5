/// A schedule for animations: as often as the display refreshes. A widget shows a still frame, so a
/// `TimelineView` with it is drawn for its start date only.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let minimumInterval: Double?
    let paused: Bool

    /// A schedule that updates at most every `minimumInterval` seconds (nil: every frame).
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// The start date, then every `minimumInterval` seconds (every 1/60 s by default).
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        let interval = minimumInterval.map { max($0, 1 / 60) } ?? 1 / 60
        return PeriodicTimelineSchedule.Entries(first: startDate, then: startDate + interval, interval: interval)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// A schedule that updates every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// A schedule that updates at most every `minimumInterval` seconds, or not at all while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

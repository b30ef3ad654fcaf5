/// A view that updates on a schedule, drawing its content for each date of the schedule.
///
/// In a widget its content is resolved for the timeline entry's date and the schedule's dates after it
/// (at most 60, within 24 hours), and the host shows the one due at each moment, with no reload, as
/// WidgetKit does.
///
/// ```swift
/// TimelineView(.everyMinute) { context in
///     Text(context.date, style: .time)
/// }
/// ```
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content

    /// How many dates a timeline view is resolved for, at most, and over how long.
    package static var maximumDates: Int { 60 }
    package static var maximumSpan: TimeInterval { 24 * 60 * 60 }
}

extension TimelineView: View, PrimitiveView where Content: View {
    /// Primitive views have no body.
    public typealias Body = Never
    /// What the content closure is given.
    public typealias Context = TimelineViewDefaultContext

    /// A view whose content is drawn for each date of `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    package func makeNode(in context: inout ResolveContext) -> ViewNode {
        let start = context.environment.timelineDate ?? Date()
        let animated = schedule is AnimationTimelineSchedule
        let cadence: TimelineViewDefaultContext.Cadence = animated ? .live : schedule is EveryMinuteTimelineSchedule ? .minutes : .seconds
        var dates: [Date] = []
        if !animated {
            // The date in effect at the start (the latest at or before it), then those after it.
            for date in schedule.entries(from: start, mode: .normal) {
                if date > start + Self.maximumSpan || dates.count > Self.maximumDates { break }
                if date <= start {
                    dates = [date]
                } else {
                    if dates.isEmpty { dates = [start] }
                    dates.append(date)
                }
            }
        }
        if dates.isEmpty { dates = [start] }
        let environment = context.environment
        var dated: [DatedNode] = []
        for date in dates.prefix(Self.maximumDates) {
            let view = EnvironmentValues.$current.withValue(environment) {
                content(TimelineViewDefaultContext(date: date, cadence: cadence))
            }
            dated.append(DatedNode(date: date.timeIntervalSince1970, node: context.resolve(view)))
        }
        return dated.count == 1 ? dated[0].node : .timeline(dated)
    }
}

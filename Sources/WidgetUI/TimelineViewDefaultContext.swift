/// What a `TimelineView`'s content closure is given: the date to draw for, and how often updates come.
public struct TimelineViewDefaultContext: Sendable {
    /// The date the content is drawn for.
    public let date: Date
    /// How often the view updates.
    public let cadence: Cadence

    /// How often a timeline view updates.
    ///
    /// In SwiftUI this type is `TimelineView.Context.Cadence`; here it is nested in the context itself.
    public enum Cadence: Comparable, Hashable, Sendable {
        /// Continuously (animations).
        case live
        /// About once a second.
        case seconds
        /// About once a minute.
        case minutes
    }
}

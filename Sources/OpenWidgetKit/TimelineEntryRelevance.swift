import Foundation

/// How important an entry is, relative to the other entries of the same provider, for a span of time.
///
/// ```swift
/// TimelineEntryRelevance(score: 10, duration: 3600)
/// ```
///
/// `Codable` is not in WidgetKit: timelines cross from the extension to the host as JSON.
public struct TimelineEntryRelevance: Codable, Hashable, Sendable {
    /// A value relative to the scores of the provider's other entries; 0 or less means not relevant.
    public let score: Float
    /// How long, in seconds from the entry's date, the score holds; 0 means until the next entry.
    public let duration: TimeInterval

    /// Creates a relevance with a score and how long it lasts.
    public init(score: Float, duration: TimeInterval = 0) {
        self.score = score
        self.duration = duration
    }
}

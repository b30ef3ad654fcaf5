import Foundation

/// The entries a provider returns, and when the host should ask for the next ones.
///
/// ```swift
/// let timeline = Timeline(entries: entries, policy: .atEnd)
/// completion(timeline)
/// ```
public struct Timeline<EntryType: TimelineEntry> {
    /// The entries, each shown from its date.
    public let entries: [EntryType]
    /// When to ask for a new timeline.
    public let policy: TimelineReloadPolicy

    /// Creates a timeline from entries and a reload policy.
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

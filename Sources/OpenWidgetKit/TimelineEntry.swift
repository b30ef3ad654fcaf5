import Foundation

/// A type that says when a widget should show a particular piece of content.
///
/// Add the properties your view needs next to `date`; the host shows each entry from its date
/// until the next entry's date.
///
/// ```swift
/// struct CharacterDetailEntry: TimelineEntry {
///     var date: Date
///     var healthLevel: Double
/// }
/// ```
public protocol TimelineEntry {
    /// The moment from which the host shows this entry.
    var date: Date { get }
    /// How relevant this entry is compared with other widgets' entries, used to order stacks.
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    /// Entries are not ranked unless they say so.
    public var relevance: TimelineEntryRelevance? { nil }
}

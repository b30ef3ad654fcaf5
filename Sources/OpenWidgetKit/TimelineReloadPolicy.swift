import Foundation

/// When the host should ask the provider for the next timeline.
///
/// ```swift
/// Timeline(entries: entries, policy: .atEnd)
/// Timeline(entries: [entry], policy: .after(nextUpdate))
/// Timeline(entries: [entry], policy: .never)
/// ```
public struct TimelineReloadPolicy: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        case atEnd
        case after(Date)
        case never
    }

    package let kind: Kind

    package init(kind: Kind) {
        self.kind = kind
    }

    /// Ask for a new timeline once the last entry's date has passed.
    public static let atEnd = TimelineReloadPolicy(kind: .atEnd)

    /// Never ask on its own; the app asks through `WidgetCenter` when something changes.
    public static let never = TimelineReloadPolicy(kind: .never)

    /// Ask for a new timeline once `date` has passed, before or after the last entry.
    public static func after(_ date: Date) -> TimelineReloadPolicy {
        TimelineReloadPolicy(kind: .after(date))
    }
}

extension TimelineReloadPolicy: CustomStringConvertible {
    /// `atEnd`, `never` or `after(2026-01-09T21:00:00Z)`, for logs. Not in WidgetKit.
    public var description: String {
        switch kind {
        case .atEnd: "atEnd"
        case .never: "never"
        case .after(let date): "after(\(date.ISO8601Format()))"
        }
    }
}

/// Not in WidgetKit: timelines cross from the extension to the host as JSON.
extension TimelineReloadPolicy: Codable {
    private enum CodingKeys: String, CodingKey { case policy, date }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .policy) {
        case "atEnd": self = .atEnd
        case "never": self = .never
        case "after":
            self = .after(Date(timeIntervalSince1970: try container.decode(Double.self, forKey: .date)))
        case let other:
            throw DecodingError.dataCorruptedError(
                forKey: .policy, in: container,
                debugDescription: "Unknown reload policy '\(other)'; expected atEnd, after or never.")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch kind {
        case .atEnd: try container.encode("atEnd", forKey: .policy)
        case .never: try container.encode("never", forKey: .policy)
        case .after(let date):
            try container.encode("after", forKey: .policy)
            try container.encode(date.timeIntervalSince1970, forKey: .date)
        }
    }
}

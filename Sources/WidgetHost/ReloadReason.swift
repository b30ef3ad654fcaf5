public import Foundation

/// Why the host asks a provider for a timeline.
public enum ReloadReason: Hashable, Sendable {
    /// The widget was just placed: the first timeline. Free of budget.
    case added
    /// The widget's configuration changed. Free of budget.
    case reconfigured
    /// A person caused it (an interactive button, "reload now"). Free of budget.
    case userAction
    /// The app called `WidgetCenter.reloadTimelines(ofKind:)` or `reloadAllTimelines()`.
    case widgetCenter
    /// The timeline's `.atEnd` policy: its last entry's date has come.
    case policyAtEnd(lastEntry: Date)
    /// The timeline's `.after(date)` policy: the date has come.
    case policyAfter(Date)
    /// A retry after the previous request failed.
    case retry(attempt: Int)

    /// Whether the reload counts against the daily budget and waits for the minimum interval.
    public var isCounted: Bool {
        switch self {
        case .policyAtEnd, .policyAfter: true
        default: false
        }
    }

    /// Merging two requests keeps the more urgent reason.
    var urgency: Int {
        switch self {
        case .added, .reconfigured, .userAction: 3
        case .widgetCenter: 2
        case .retry: 1
        case .policyAtEnd, .policyAfter: 0
        }
    }

    /// A short machine-friendly name: `added`, `policyAtEnd`, `widgetCenter`, ….
    public var name: String {
        switch self {
        case .added: "added"
        case .reconfigured: "reconfigured"
        case .userAction: "userAction"
        case .widgetCenter: "widgetCenter"
        case .policyAtEnd: "policyAtEnd"
        case .policyAfter: "policyAfter"
        case .retry: "retry"
        }
    }
}

extension ReloadReason: CustomStringConvertible {
    /// A sentence fragment a person can read in a receipt.
    public var description: String {
        switch self {
        case .added: "widget added (first timeline, free)"
        case .reconfigured: "configuration changed (free)"
        case .userAction: "user action (free)"
        case .widgetCenter: "WidgetCenter reload"
        case .policyAtEnd(let date): "policy .atEnd (last entry \(date.ISO8601Format()))"
        case .policyAfter(let date): "policy .after(\(date.ISO8601Format()))"
        case .retry(let attempt): "retry \(attempt) after a failed request"
        }
    }
}

/// Why a reload waits.
package enum DeferralReason: Hashable, Sendable {
    /// The last request started less than the minimum interval ago.
    case minimumInterval(lastRequest: Date, interval: TimeInterval)
    /// The instance used its reloads for the day.
    case dailyBudget(used: Int, limit: Int)
    /// A request was served moments ago; this one waits for the end of the coalescing window.
    case coalescingWindow(lastRequest: Date, window: TimeInterval)

    package var name: String {
        switch self {
        case .minimumInterval: "minimumInterval"
        case .dailyBudget: "dailyBudget"
        case .coalescingWindow: "coalescingWindow"
        }
    }
}

extension DeferralReason: CustomStringConvertible {
    package var description: String {
        switch self {
        case .minimumInterval(let last, let interval):
            "minimum interval of \(formatSeconds(interval)) since the request at \(last.ISO8601Format())"
        case .dailyBudget(let used, let limit):
            "daily budget used (\(used) of \(limit) reloads)"
        case .coalescingWindow(let last, let window):
            "coalescing window of \(formatSeconds(window)) after the request at \(last.ISO8601Format())"
        }
    }
}

/// A duration as people write it: `300 ms`, `8.6 s`, then as `formatSeconds` (`45 s`, `2 min`).
package func formatDuration(_ duration: Duration) -> String {
    let seconds = max(duration.inSeconds, 0)
    if seconds < 0.9995 { return "\(Int((seconds * 1000).rounded())) ms" }
    if seconds < 9.95 {
        let tenths = (seconds * 10).rounded() / 10
        return tenths == tenths.rounded() ? "\(Int(tenths)) s" : "\(tenths) s"
    }
    return formatSeconds(seconds)
}

extension Duration {
    /// The duration in seconds, with its fraction.
    package var inSeconds: TimeInterval {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}

/// `90 s`, `5 min`, `2 h 30 min`.
package func formatSeconds(_ seconds: TimeInterval) -> String {
    let total = Int(seconds.rounded())
    if total < 60 || (total < 600 && total % 60 != 0) { return "\(total) s" }
    let hours = total / 3600, minutes = (total % 3600) / 60
    if hours == 0 { return "\(minutes) min" }
    return minutes == 0 ? "\(hours) h" : "\(hours) h \(minutes) min"
}

extension ReloadReason: Codable {
    private enum CodingKeys: String, CodingKey { case name, date, attempt }

    /// `{"name": "policyAfter", "date": …}`: the store keeps reasons in this form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        switch self {
        case .policyAtEnd(let date), .policyAfter(let date): try container.encode(date, forKey: .date)
        case .retry(let attempt): try container.encode(attempt, forKey: .attempt)
        case .added, .reconfigured, .userAction, .widgetCenter: break
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .name)
        switch name {
        case "added": self = .added
        case "reconfigured": self = .reconfigured
        case "userAction": self = .userAction
        case "widgetCenter": self = .widgetCenter
        case "policyAtEnd": self = .policyAtEnd(lastEntry: try container.decode(Date.self, forKey: .date))
        case "policyAfter": self = .policyAfter(try container.decode(Date.self, forKey: .date))
        case "retry": self = .retry(attempt: try container.decode(Int.self, forKey: .attempt))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .name, in: container, debugDescription: "unknown reload reason \"\(name)\"")
        }
    }
}

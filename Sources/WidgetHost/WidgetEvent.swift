public import Foundation

/// One thing the host decided or saw, for one placed widget: the raw material of the event log,
/// the budget ledger and the reload receipts.
///
/// `widgetkit simulate --json` prints one of these per line.
public struct WidgetEvent: Codable, Hashable, Sendable, CustomStringConvertible {
    /// What happened.
    public enum Name: String, Codable, Hashable, Sendable, CaseIterable {
        /// The host asked the provider for a timeline.
        case providerCall
        /// The widget now shows an entry (or its placeholder).
        case entryShown
        /// Something asked for a new timeline.
        case reloadRequested
        /// A request was merged into one already pending or in flight.
        case reloadCoalesced
        /// A request waits, for the budget, the minimum interval or the coalescing window.
        case reloadDeferred
        /// A timeline arrived and replaced the previous one.
        case reloadServed
        /// A request failed; the widget keeps its last good content.
        case reloadFailed
        /// Something in a timeline looked wrong and was corrected, or is unwise.
        case warning
        /// A tap on the widget (`widgetURL` or a `Link`) was delivered, or could not be: the reason says
        /// where it went.
        case tap
        /// An interactive widget's button or toggle ran its App Intent (or the intent failed).
        case intentPerformed
    }

    public var time: Date
    public var instance: InstanceID
    /// The widget's kind string.
    public var kind: String
    public var event: Name
    /// Why: the reload reason, the deferral reason, the failure, or the warning text.
    public var reason: String?
    /// For `entryShown`: the visible text of the entry's view.
    public var entry: String?
    /// For `entryShown`: the entry's position in its timeline (nil for the placeholder).
    public var entryIndex: Int?
    /// For `reloadDeferred` and `reloadFailed`: when the reload will be tried.
    public var until: Date?
    /// For `providerCall`: whether it counts against the daily budget, and the day's count after it.
    public var counted: Bool?
    public var budgetUsed: Int?

    package init(
        time: Date, instance: InstanceID, kind: String, event: Name, reason: String? = nil, entry: String? = nil,
        entryIndex: Int? = nil, until: Date? = nil, counted: Bool? = nil, budgetUsed: Int? = nil
    ) {
        self.time = time
        self.instance = instance
        self.kind = kind
        self.event = event
        self.reason = reason
        self.entry = entry
        self.entryIndex = entryIndex
        self.until = until
        self.counted = counted
        self.budgetUsed = budgetUsed
    }

    /// One line: time, instance, event, then the entry or the reason.
    public var description: String {
        var line = "\(time.ISO8601Format())  \(instance)  \(event.rawValue.padding(toLength: 15, withPad: " ", startingAt: 0))"
        if let entryIndex { line += " [\(entryIndex)]" }
        if let entry { line += " \"\(entry)\"" }
        if let reason { line += (entry == nil ? " " : " — ") + reason }
        if let until { line += " (until \(until.ISO8601Format()))" }
        if let budgetUsed { line += " [budget \(budgetUsed)]" }
        return line
    }

    private enum CodingKeys: String, CodingKey {
        case time, instance, kind, event, reason, entry, entryIndex, until, counted, budgetUsed
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        time = try Self.decodeDate(container, .time)
        instance = InstanceID(rawValue: try container.decode(Int.self, forKey: .instance))
        kind = try container.decode(String.self, forKey: .kind)
        event = try container.decode(Name.self, forKey: .event)
        reason = try container.decodeIfPresent(String.self, forKey: .reason)
        entry = try container.decodeIfPresent(String.self, forKey: .entry)
        entryIndex = try container.decodeIfPresent(Int.self, forKey: .entryIndex)
        until = try container.contains(.until) ? Self.decodeDate(container, .until) : nil
        counted = try container.decodeIfPresent(Bool.self, forKey: .counted)
        budgetUsed = try container.decodeIfPresent(Int.self, forKey: .budgetUsed)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.format(time), forKey: .time)
        try container.encode(instance.rawValue, forKey: .instance)
        try container.encode(kind, forKey: .kind)
        try container.encode(event, forKey: .event)
        try container.encode(reason, forKey: .reason)  // always present, null when there is none
        try container.encodeIfPresent(entry, forKey: .entry)
        try container.encodeIfPresent(entryIndex, forKey: .entryIndex)
        try container.encodeIfPresent(until.map(Self.format), forKey: .until)
        try container.encodeIfPresent(counted, forKey: .counted)
        try container.encodeIfPresent(budgetUsed, forKey: .budgetUsed)
    }

    /// ISO 8601 in UTC; with microseconds when the time has a fraction of a second (the wall clock's
    /// times do, the virtual clock's usually not).
    private static func format(_ date: Date) -> String {
        let seconds = date.timeIntervalSince1970
        guard seconds != seconds.rounded(.down) else { return date.ISO8601Format() }
        return date.ISO8601Format(.iso8601.year().month().day().time(includingFractionalSeconds: true))
            .replacingOccurrences(of: "Z", with: "") + "Z"
    }

    private static func decodeDate(_ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) throws -> Date {
        let text = try container.decode(String.self, forKey: key)
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        guard let date = (try? Date(text, strategy: .iso8601)) ?? fractional.date(from: text) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "'\(text)' is not an ISO 8601 date.")
        }
        return date
    }
}

package import Foundation
package import OpenWidgetKit
package import WidgetHost

/// A scripted provider and what happens around it, read from JSON: the widget, the provider's answer to
/// each successive timeline request, and the `WidgetCenter` reloads an app asks for. It answers "what
/// will the host do with this timeline?" without writing Swift; `widgetkit simulate --script FILE` runs
/// one (the format is in docs/SimulateScript.md).
///
/// ```json
/// {"kind": "com.mygame.game-status", "start": "2026-01-05T00:00:00Z", "for": "2h",
///  "calls": [{"entries": [{"at": "0", "text": "Your turn"}], "policy": {"after": "15m"}}]}
/// ```
///
/// Not in WidgetKit.
package struct SimulationScript: Sendable, Hashable {
    /// One entry of an answer: when it shows (seconds after the call that gave it) and what it says.
    package struct Entry: Sendable, Hashable {
        package var offset: TimeInterval
        package var text: String
        package var relevance: TimelineEntryRelevance?

        package init(offset: TimeInterval, text: String, relevance: TimelineEntryRelevance? = nil) {
            self.offset = offset
            self.text = text
            self.relevance = relevance
        }
    }

    /// An answer's reload policy; `.after` is given as seconds after the call, or as a date.
    package enum Policy: Sendable, Hashable {
        case atEnd
        case never
        case afterOffset(TimeInterval)
        case afterDate(Date)
    }

    /// What the provider does when the host asks it for a timeline: answer with entries and a policy,
    /// or fail with an error; either after `delay` seconds of virtual time.
    package struct Call: Sendable, Hashable {
        package var entries: [Entry] = []
        package var policy = Policy.atEnd
        /// The provider's error: when set, the call fails with it.
        package var error: String?
        package var delay: TimeInterval = 0

        package init(entries: [Entry] = [], policy: Policy = .atEnd, error: String? = nil, delay: TimeInterval = 0) {
            self.entries = entries
            self.policy = policy
            self.error = error
            self.delay = delay
        }
    }

    /// A `WidgetCenter` request, seconds after the start: `reloadTimelines(ofKind:)` (the widget's kind
    /// unless the script names another), or with no kind `reloadAllTimelines()`.
    package struct Reload: Sendable, Hashable {
        package var offset: TimeInterval
        package var kind: String?

        package init(offset: TimeInterval, kind: String?) {
            self.offset = offset
            self.kind = kind
        }
    }

    package var kind = "scripted"
    package var family = WidgetFamily.systemSmall
    /// When the simulation starts, and how long it runs, if the script says.
    package var start: Date?
    package var duration: TimeInterval?
    package var placeholder: String?
    package var snapshot: String?
    /// The answers, one per timeline request; requests beyond the list get the last one again.
    package var calls: [Call]
    /// In the order of their offsets.
    package var reloads: [Reload] = []
    package var scheduler = SchedulerConfiguration()

    /// The placeholder's text: the script's, or the first entry's.
    package var placeholderText: String {
        placeholder ?? firstEntryText ?? kind
    }

    /// The gallery snapshot's text: the script's, or the first entry's.
    package var snapshotText: String {
        snapshot ?? firstEntryText ?? placeholderText
    }

    private var firstEntryText: String? {
        calls.lazy.compactMap(\.entries.first?.text).first
    }
}

/// What is wrong with a simulation script, and where: a JSON path such as `calls[2].entries[0].at`
/// (empty for the whole script) and one sentence.
package struct SimulationScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    package var path: String
    package var message: String

    package var description: String {
        path.isEmpty ? message : "\(path): \(message)"
    }
}

// MARK: - Reading

extension SimulationScript {
    /// The keys each object of a script may have, in the order the documentation gives them.
    static let scriptKeys = ["kind", "family", "start", "for", "placeholder", "snapshot", "calls", "reloads", "scheduler"]
    static let callKeys = ["entries", "policy", "delay", "error"]
    static let entryKeys = ["at", "text", "relevance"]
    static let relevanceKeys = ["score", "duration"]
    static let reloadKeys = ["at", "kind", "all"]
    static let policyKeys = ["after"]
    static let schedulerKeys = [
        "dailyReloadBudget", "minimumReloadInterval", "coalescingWindow", "providerDeadline", "retryBackoff",
        "maximumRetryBackoff", "maximumEntries", "minimumEntrySpacing", "budgetTimeZone",
    ]

    /// Reads a script from JSON. Throws `SimulationScriptError` naming the first thing that is wrong.
    package init(json data: Data) throws(SimulationScriptError) {
        let root: JSONValue
        do {
            // JSONSerialization says where the text goes wrong; the decoder keeps numbers and booleans apart.
            _ = try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
            root = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw SimulationScriptError(path: "", message: "the script is not JSON: \(Self.reason(error, in: data))")
        }
        let script = try ScriptNode(value: root, path: "").object("a script", keys: Self.scriptKeys)
        var kind = "scripted"
        if let node = script["kind"] {
            kind = try node.string()
            guard !kind.isEmpty else { throw node.error("the widget kind is empty") }
        }
        guard let callsNode = script["calls"] else {
            throw SimulationScriptError(
                path: "", message: "the script has no \"calls\": give the provider's answer to each timeline request")
        }
        let callNodes = try callsNode.array()
        guard !callNodes.isEmpty else {
            throw callsNode.error("give at least one call: the provider's answer to the first timeline request")
        }
        self.init(kind: kind, calls: try callNodes.map(Self.call))
        if let node = script["family"] {
            let name = try node.string()
            do {
                family = try WidgetFamily.named(name)
            } catch {
                throw node.error("\(error)")
            }
        }
        start = try script["start"]?.date()
        duration = try script["for"]?.duration(allowNegative: false)
        placeholder = try script["placeholder"]?.string()
        snapshot = try script["snapshot"]?.string()
        if let node = script["reloads"] {
            let kind = self.kind
            reloads = try node.array().map { node throws(SimulationScriptError) in try Self.reload(node, kind: kind) }
            // A stable sort: reloads at the same offset keep the script's order.
            reloads = reloads.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }
                .map(\.element)
        }
        if let node = script["scheduler"] {
            scheduler = try Self.scheduler(node)
        }
    }

    private static func call(_ node: ScriptNode) throws(SimulationScriptError) -> Call {
        let fields = try node.object("a call", keys: callKeys)
        var call = Call()
        call.delay = try fields["delay"]?.duration(allowNegative: false) ?? 0
        if let error = fields["error"] {
            call.error = try error.string()
            if let other = ["entries", "policy"].first(where: { fields[$0] != nil }) {
                throw node.error("a call that fails has no \(other): give either \"error\" or entries and a policy")
            }
            return call
        }
        call.entries = try fields["entries"]?.array().map(entry) ?? []
        if let policy = fields["policy"] { call.policy = try Self.policy(policy) }
        return call
    }

    private static func entry(_ node: ScriptNode) throws(SimulationScriptError) -> Entry {
        let fields = try node.object("an entry", keys: entryKeys)
        guard let text = fields["text"] else {
            throw node.error("the entry has no \"text\": give the text it shows")
        }
        return Entry(
            offset: try fields["at"]?.duration(allowNegative: true) ?? 0, text: try text.string(),
            relevance: try fields["relevance"].map(relevance))
    }

    private static func relevance(_ node: ScriptNode) throws(SimulationScriptError) -> TimelineEntryRelevance {
        if case .number = node.value { return TimelineEntryRelevance(score: Float(try node.number())) }
        guard case .object = node.value else {
            throw node.error(
                "expected a score (a number) or an object with a score and a duration, got \(node.value.typeName)")
        }
        let fields = try node.object("a relevance", keys: relevanceKeys)
        guard let score = fields["score"] else {
            throw node.error("the relevance has no \"score\": give a number, higher for more relevant")
        }
        return TimelineEntryRelevance(
            score: Float(try score.number()), duration: try fields["duration"]?.duration(allowNegative: false) ?? 0)
    }

    private static func policy(_ node: ScriptNode) throws(SimulationScriptError) -> Policy {
        let usage = "use \"atEnd\", \"never\", or {\"after\": \"15m\"} (after the call) or "
            + "{\"after\": \"2026-01-12T09:30:00-05:00\"} (a date)"
        if case .string(let name) = node.value {
            switch name.lowercased() {
            case "atend": return .atEnd
            case "never": return .never
            case "after": throw node.error("\"after\" needs a time: \(usage)")
            default:
                let suggestion = ["atEnd", "never", "after"].closestMatch(to: name)
                    .map { " (did you mean \"\($0)\"?)" } ?? ""
                throw node.error("\"\(name)\" is not a reload policy\(suggestion): \(usage)")
            }
        }
        guard case .object = node.value else {
            throw node.error("expected a reload policy, got \(node.value.typeName): \(usage)")
        }
        let fields = try node.object("a reload policy", keys: policyKeys)
        guard let after = fields["after"] else { throw node.error("the policy has no \"after\": \(usage)") }
        switch after.value {
        case .number(let seconds) where seconds.isFinite:
            return .afterOffset(seconds)
        case .string(let text):
            if let seconds = ScriptNode.seconds(text) { return .afterOffset(seconds) }
            if let date = ScriptNode.date(text) { return .afterDate(date) }
            throw after.error("\"\(text)\" is neither a duration such as 90m, 2h or 1d nor an ISO 8601 date "
                + "such as 2026-01-12T09:30:00-05:00")
        default:
            throw after.error("expected a duration such as \"15m\" or an ISO 8601 date, got \(after.value.typeName)")
        }
    }

    private static func reload(_ node: ScriptNode, kind widgetKind: String) throws(SimulationScriptError) -> Reload {
        switch node.value {
        case .string, .number:
            return Reload(offset: try node.duration(allowNegative: false), kind: widgetKind)
        case .object:
            let fields = try node.object("a reload", keys: reloadKeys)
            guard let at = fields["at"] else {
                throw node.error("the reload has no \"at\": give its time after the start, such as \"10h\"")
            }
            let all = try fields["all"]?.bool() ?? false
            if all, fields["kind"] != nil {
                throw node.error(
                    "give \"kind\" (reloadTimelines(ofKind:)) or \"all\": true (reloadAllTimelines()), not both")
            }
            let kind = try fields["kind"]?.string() ?? widgetKind
            return Reload(offset: try at.duration(allowNegative: false), kind: all ? nil : kind)
        default:
            throw node.error("expected a time after the start such as \"10h\", or an object with \"at\", got "
                + node.value.typeName)
        }
    }

    private static func scheduler(_ node: ScriptNode) throws(SimulationScriptError) -> SchedulerConfiguration {
        let fields = try node.object("the scheduler settings", keys: schedulerKeys)
        var rules = SchedulerConfiguration()
        if let value = fields["dailyReloadBudget"] { rules.dailyReloadBudget = try value.wholeNumber(atLeast: 0) }
        if let value = fields["maximumEntries"] { rules.maximumEntries = try value.wholeNumber(atLeast: 1) }
        if let value = fields["minimumReloadInterval"] {
            rules.minimumReloadInterval = try value.duration(allowNegative: false)
        }
        if let value = fields["coalescingWindow"] { rules.coalescingWindow = try value.duration(allowNegative: false) }
        if let value = fields["minimumEntrySpacing"] {
            rules.minimumEntrySpacing = try value.duration(allowNegative: false)
        }
        if let value = fields["providerDeadline"] { rules.providerDeadline = try value.positiveDuration() }
        if let value = fields["retryBackoff"] { rules.retryBackoff = try value.positiveDuration() }
        if let value = fields["maximumRetryBackoff"] { rules.maximumRetryBackoff = try value.positiveDuration() }
        if let value = fields["budgetTimeZone"] {
            let name = try value.string()
            guard let zone = TimeZone(identifier: name) else {
                throw value.error("\"\(name)\" is not a time zone such as UTC or America/New_York")
            }
            rules.budgetTimeZone = zone
        }
        return rules
    }

    /// The parser's reason, with the line and column it names as a character offset.
    private static func reason(_ error: any Error, in data: Data) -> String {
        var reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
        if reason.hasSuffix(".") { reason.removeLast() }
        reason = reason.prefix(1).lowercased() + reason.dropFirst()
        guard let range = reason.range(of: "around character "), let offset = Int(reason[range.upperBound...]) else {
            return reason
        }
        let before = String(decoding: data.prefix(offset), as: UTF8.self)
        let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        let lineStart = before.lastIndex(of: "\n").map(before.index(after:)) ?? before.startIndex
        let column = before.distance(from: lineStart, to: before.endIndex) + 1
        return String(reason[..<range.lowerBound]) + "at line \(line), column \(column)"
    }
}

// MARK: - JSON with paths

/// Any JSON value, kept as it was written so that every check can say what it found.
private enum JSONValue: Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// What it is, for "expected …, got …".
    var typeName: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .number(let value): "the number \(ScriptNode.format(value))"
        case .string(let value): "the string \"\(value)\""
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A value of the script and its JSON path, with the checks that turn it into Swift values.
private struct ScriptNode {
    let value: JSONValue
    let path: String

    func error(_ message: String) -> SimulationScriptError {
        SimulationScriptError(path: path, message: message)
    }

    func child(_ key: String, _ value: JSONValue) -> ScriptNode {
        ScriptNode(value: value, path: path.isEmpty ? key : "\(path).\(key)")
    }

    /// The object's members, refusing keys it does not take (with the closest one, for a typo).
    func object(_ what: String, keys: [String]) throws(SimulationScriptError) -> [String: ScriptNode] {
        guard case .object(let members) = value else {
            throw error("expected \(what) (an object), got \(value.typeName)")
        }
        if let unknown = members.keys.sorted().first(where: { !keys.contains($0) }) {
            let suggestion = keys.closestMatch(to: unknown).map { " (did you mean \"\($0)\"?)" } ?? ""
            let known = keys.dropLast().joined(separator: ", ") + " and " + keys.last!
            throw error("unknown key \"\(unknown)\"\(suggestion); \(what) may have \(known)")
        }
        return members.reduce(into: [:]) { $0[$1.key] = child($1.key, $1.value) }
    }

    func array() throws(SimulationScriptError) -> [ScriptNode] {
        guard case .array(let elements) = value else { throw error("expected an array, got \(value.typeName)") }
        return elements.enumerated().map { ScriptNode(value: $1, path: "\(path)[\($0)]") }
    }

    func string() throws(SimulationScriptError) -> String {
        guard case .string(let text) = value else { throw error("expected a string, got \(value.typeName)") }
        return text
    }

    func bool() throws(SimulationScriptError) -> Bool {
        guard case .bool(let flag) = value else { throw error("expected true or false, got \(value.typeName)") }
        return flag
    }

    func number() throws(SimulationScriptError) -> Double {
        guard case .number(let number) = value, number.isFinite else {
            throw error("expected a number, got \(value.typeName)")
        }
        return number
    }

    func wholeNumber(atLeast least: Int) throws(SimulationScriptError) -> Int {
        guard case .number(let number) = value, number.isFinite, number == number.rounded(), number >= Double(least),
              number <= Double(Int32.max) else {
            throw error("expected a whole number of \(least) or more, got \(value.typeName)")
        }
        return Int(number)
    }

    /// A duration: a string such as `90m`, `+1h`, `1h30m`, `0` or `45` (seconds), or a number of seconds.
    func duration(allowNegative: Bool) throws(SimulationScriptError) -> TimeInterval {
        let seconds: TimeInterval
        switch value {
        case .number(let number) where number.isFinite:
            seconds = number
        case .string(let text):
            guard let parsed = Self.seconds(text) else {
                throw error("\"\(text)\" is not a duration such as 90m, 2h or 1d")
            }
            seconds = parsed
        default:
            throw error("expected a duration such as \"90m\" or a number of seconds, got \(value.typeName)")
        }
        if !allowNegative && seconds < 0 {
            let given = if case .string(let text) = value { "\"\(text)\"" } else { Self.format(seconds) }
            throw error("\(given) is negative: give a duration of 0 or more")
        }
        return seconds
    }

    func positiveDuration() throws(SimulationScriptError) -> TimeInterval {
        let seconds = try duration(allowNegative: false)
        guard seconds > 0 else { throw error("give a duration above 0, such as 30s") }
        return seconds
    }

    func date() throws(SimulationScriptError) -> Date {
        let text = try string()
        guard let date = Self.date(text) else {
            throw error("\"\(text)\" is not an ISO 8601 date with a time zone, such as 2026-01-09T15:00:00-05:00")
        }
        return date
    }

    /// `90m`, `+1h`, `-30s`, `1h30m`, `1.5h`, `0`, `45` (seconds): seconds, or nil if the text is not a duration.
    static func seconds(_ text: String) -> TimeInterval? {
        var rest = Substring(text.trimmingCharacters(in: .whitespaces).lowercased())
        var sign = 1.0
        if rest.first == "+" || rest.first == "-" {
            sign = rest.first == "-" ? -1 : 1
            rest = rest.dropFirst()
        }
        guard !rest.isEmpty else { return nil }
        let isNumeral: (Character) -> Bool = { $0.isASCII && ($0.isNumber || $0 == ".") }
        if rest.allSatisfy(isNumeral) {
            return Double(rest).map { sign * $0 }
        }
        let units: [Character: Double] = ["d": 86_400, "h": 3600, "m": 60, "s": 1]
        var total = 0.0
        var number = ""
        for character in rest {
            if isNumeral(character) {
                number.append(character)
            } else if let unit = units[character], let value = Double(number) {
                total += value * unit
                number = ""
            } else {
                return nil
            }
        }
        return number.isEmpty && total.isFinite ? sign * total : nil
    }

    /// An ISO 8601 date with a time zone, with or without fractional seconds.
    static func date(_ text: String) -> Date? {
        if let date = try? Date(text, strategy: .iso8601) { return date }
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }

    /// A number as JSON writes it: `3`, not `3.0`.
    static func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : "\(number)"
    }
}

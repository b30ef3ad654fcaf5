import Foundation
import OpenWidgetKit

/// Parsing of the command line's durations, dates and families, with errors that name the value.
enum CommandLineValues {
    /// `30h`, `90m`, `45s`, `2d`, `1h30m`, `1.5h`: a duration in seconds.
    static func duration(_ text: String, option: String) throws -> TimeInterval {
        let units: [Character: Double] = ["d": 86_400, "h": 3600, "m": 60, "s": 1]
        var total = 0.0
        var number = ""
        var sawUnit = false
        for character in text.lowercased() {
            if character.isNumber || character == "." {
                number.append(character)
            } else if let unit = units[character], let value = Double(number), value.isFinite {
                total += value * unit
                number = ""
                sawUnit = true
            } else {
                throw UsageError(description: "invalid duration '\(text)' for \(option): "
                    + "use a number with a unit, such as 30h, 90m, 45s, 2d or 1h30m")
            }
        }
        guard number.isEmpty, sawUnit else {
            throw UsageError(description: "invalid duration '\(text)' for \(option): "
                + "use a number with a unit, such as 30h, 90m, 45s, 2d or 1h30m")
        }
        return total
    }

    /// An ISO 8601 date and time with a zone, such as 2026-01-09T15:00:00-05:00 or 2026-01-09T20:00:00Z.
    static func date(_ text: String, option: String) throws -> Date {
        if let date = try? Date(text, strategy: .iso8601) { return date }
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = formatter.date(from: text) { return date }
        throw UsageError(description: "invalid date '\(text)' for \(option): use ISO 8601 with a time zone, "
            + "such as 2026-01-09T15:00:00-05:00 or 2026-01-09T20:00:00Z")
    }

    static func family(_ text: String, supported: [WidgetFamily]) throws -> WidgetFamily {
        guard let family = WidgetFamily(name: text) else {
            let names = WidgetFamily.allCases.map(\.description)
            let suggestion = names.closestMatch(to: text).map { " (did you mean '\($0)'?)" } ?? ""
            throw UsageError(description: "invalid family '\(text)' for --family\(suggestion): use one of "
                + names.joined(separator: ", "))
        }
        guard supported.contains(family) else {
            throw UsageError(description: "family '\(text)' is not supported by this widget: it supports "
                + supported.map(\.description).joined(separator: ", "))
        }
        return family
    }

    static func positive(_ value: Int, option: String) throws -> Int {
        guard value > 0 else {
            throw UsageError(description: "invalid value '\(value)' for \(option): use a whole number above 0")
        }
        return value
    }
}

package import Foundation
package import OpenWidgetKit
package import WidgetRendering

/// Parsing of the command line's durations, dates, families and other values, with errors that name
/// the value and the option: what `widgetkit` and `widgetkit-bench` share.
package enum CommandLineValues {
    /// `30h`, `90m`, `45s`, `2d`, `1h30m`, `1.5h`: a duration in seconds.
    package static func duration(_ text: String, option: String) throws -> TimeInterval {
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
    package static func date(_ text: String, option: String) throws -> Date {
        if let date = try? Date(text, strategy: .iso8601) { return date }
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = formatter.date(from: text) { return date }
        throw UsageError(description: "invalid date '\(text)' for \(option): use ISO 8601 with a time zone, "
            + "such as 2026-01-09T15:00:00-05:00 or 2026-01-09T20:00:00Z")
    }

    /// A family by name (`systemMedium` or `medium`), one that `kind` supports.
    ///
    /// An unknown name gets the sentence every part of OpenWidgetKit gives (`UnknownWidgetFamily`); a
    /// family the widget lacks gets the extension runtime's (`WidgetRuntimeError.unsupportedFamily`).
    package static func family(_ text: String, kind: String, supported: [WidgetFamily]) throws -> WidgetFamily {
        let family: WidgetFamily
        do {
            family = try WidgetFamily.named(text)
        } catch {
            throw UsageError(description: "\(error)")
        }
        guard supported.contains(family) else {
            throw UsageError(description: "\(WidgetRuntimeError.unsupportedFamily(kind: kind, family: family, supported: supported))")
        }
        return family
    }

    /// `800x480`: a width and height in points.
    package static func size(_ text: String) throws -> Size {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width > 0, height > 0, width <= 10_000, height <= 10_000 else {
            throw UsageError(description: "invalid size '\(text)' for --size: use WIDTHxHEIGHT in points, such as 800x480")
        }
        return Size(width: width, height: height)
    }

    /// A JSON object of configuration values.
    package static func configuration(_ text: String) throws -> ConfigurationValues {
        do {
            return try JSONDecoder().decode(ConfigurationValues.self, from: Data(text.utf8))
        } catch {
            throw UsageError(description: "invalid JSON '\(text)' for --config: expected an object of "
                + "parameter values such as {\"character\":{\"identifier\":\"Unipony\"}}")
        }
    }

    /// A whole number above 0.
    package static func positive(_ value: Int, option: String) throws -> Int {
        guard value > 0 else {
            throw UsageError(description: "invalid value '\(value)' for \(option): use a whole number above 0")
        }
        return value
    }
}

/// One JSON object on one line, keys sorted: what `--json` prints.
package func printJSON(_ value: some Encodable, pretty: Bool = false) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted] : [.sortedKeys, .withoutEscapingSlashes]
    print(String(decoding: try encoder.encode(value), as: UTF8.self))
}

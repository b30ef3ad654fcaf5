/// The string literal a `Text` shows, with its interpolated values.
///
/// You rarely write the type: a string literal passed to `Text` becomes one. Interpolated dates
/// stay symbolic; other values are formatted when the key is made.
///
/// ```swift
/// Text("Health \(level)%")                       // "Health 75%"
/// Text("Next heal \(date, style: .relative)")    // a symbolic date run
/// Text("Ratio \(0.5, specifier: "%.1f")")        // "Ratio 0.5"
/// ```
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable, Sendable {
    package var runs: [TextRun]

    /// A key from a string, which is shown as it is.
    public init(_ value: String) {
        runs = [.literal(value, style: nil)]
    }

    /// A key from a string literal.
    public init(stringLiteral value: String) {
        runs = [.literal(value, style: nil)]
    }

    /// A key from a string literal with interpolations.
    public init(stringInterpolation: StringInterpolation) {
        runs = stringInterpolation.runs
    }

    /// The literal parts and the interpolated values of a string literal, collected as text runs.
    public struct StringInterpolation: StringInterpolationProtocol {
        var runs: [TextRun] = []

        /// Prepares to collect a literal; the capacities are hints.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Adds a literal part.
        public mutating func appendLiteral(_ literal: String) {
            append(literal)
        }

        /// Adds a string as it is.
        public mutating func appendInterpolation(_ string: String) {
            append(string)
        }

        /// Adds a value by its description. (SwiftUI accepts fewer types here; this is a superset.)
        public mutating func appendInterpolation<T>(_ value: T) {
            append(String(describing: value))
        }

        /// Adds a floating-point number with six decimal places.
        ///
        /// Matches an Apple quirk on purpose: SwiftUI formats an interpolated `Double` with `%lf`, so
        /// `Text("\(0.75)")` shows `0.750000`. Use `specifier:` or `format:` to choose.
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
            append(String(format: "%lf", Double(value)))
        }

        /// Adds a floating-point number formatted by a `printf` specifier such as `"%.1f"`.
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            append(String(format: specifier, Double(value)))
        }

        /// Adds an integer formatted by a `printf` specifier such as `"%02d"`.
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            append(String(format: specifier, Int64(truncatingIfNeeded: value)))
        }

        /// Adds a value formatted by a format style, in the locale of the environment being resolved.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
            append(format.locale(EnvironmentValues.currentOrDefault.locale).format(input))
        }

        /// Adds a value formatted by a `Formatter`, or its description when the formatter is nil.
        ///
        /// SwiftUI requires `ReferenceConvertible`; Foundation on Linux doesn't give `Date` that
        /// conformance, so any value is accepted here.
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter?) {
            append(formatter?.string(for: subject) ?? String(describing: subject))
        }

        /// Adds an object formatted by a `Formatter`, or its description when the formatter is nil.
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter?) {
            append(formatter?.string(for: subject) ?? subject.description)
        }

        /// Adds a date in a style, kept symbolic so the host formats it when it renders.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            runs.append(.date(date.timeIntervalSince1970, style: style.name, runStyle: nil))
        }

        /// Adds a range of times, kept symbolic.
        public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {
            runs.append(
                .dateRange(
                    dates.lowerBound.timeIntervalSince1970, dates.upperBound.timeIntervalSince1970, runStyle: nil))
        }

        /// Adds the start and end of an interval, kept symbolic.
        public mutating func appendInterpolation(_ interval: DateInterval) {
            runs.append(
                .dateRange(interval.start.timeIntervalSince1970, interval.end.timeIntervalSince1970, runStyle: nil))
        }

        /// Adds another text's runs, with their styling.
        public mutating func appendInterpolation(_ text: Text) {
            runs += text.runs
        }

        private mutating func append(_ string: String) {
            guard !string.isEmpty else { return }
            if case .literal(let text, nil)? = runs.last {
                runs[runs.count - 1] = .literal(text + string, style: nil)
            } else {
                runs.append(.literal(string, style: nil))
            }
        }
    }
}

import Foundation

/// A key for a value in `EnvironmentValues`, for values of your own.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey { static let defaultValue = Color.blue }
/// extension EnvironmentValues {
///     var accent: Color { get { self[AccentKey.self] } set { self[AccentKey.self] = newValue } }
/// }
/// ```
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values a view sees around it: the widget family, colour scheme, redaction, scale, locale….
public struct EnvironmentValues: Sendable, CustomStringConvertible {
    /// The family of the widget being shown.
    public var widgetFamily: WidgetFamily = .systemSmall
    /// Light or dark.
    public var colorScheme: ColorScheme = .light
    /// Why content is redacted (`.placeholder` while a placeholder shows).
    public var redactionReasons: RedactionReasons = []
    /// Pixels per point: 3 on the default device profile (a 6.1-inch iPhone).
    public var displayScale: CGFloat = 3
    public var locale: Locale = Locale(identifier: "en_US")
    public var timeZone: TimeZone = TimeZone(identifier: "UTC")!
    public var calendar: Calendar = Calendar(identifier: .gregorian)
    public var font: Font?
    public var lineLimit: Int?
    public var multilineTextAlignment: TextAlignment = .leading

    // @unchecked Sendable box: custom keys' values are stored as authors declare them; the
    // environment is copied, never shared mutably.
    private struct Storage: @unchecked Sendable {
        var values: [ObjectIdentifier: Any] = [:]
    }

    private var custom = Storage()

    /// How deep the view being resolved is, and how many views the resolution has made so far.
    package var resolutionDepth = 0
    package var resolutionBudget = ResolutionBudget()

    public init() {}

    /// The value for a custom key, or its default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { custom.values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { custom.values[ObjectIdentifier(key)] = newValue }
    }

    public var description: String {
        "EnvironmentValues(widgetFamily: \(widgetFamily), colorScheme: \(colorScheme), displayScale: \(displayScale))"
    }

    /// The environment in effect while a view's `body` is evaluated.
    @TaskLocal package static var current = EnvironmentValues()
}

/// Counts the views one resolution makes. A class, so every branch of the tree shares the count.
package final class ResolutionBudget: @unchecked Sendable {
    // @unchecked Sendable: a resolution runs on one thread; the count is never shared across them.
    private var count = 0

    package init() {}

    /// Counts one more view and returns the total.
    package func take() -> Int {
        count += 1
        return count
    }
}

/// Reads a value from the environment the view is shown in.
///
/// ```swift
/// @Environment(\.widgetFamily) var family
/// ```
///
/// The value is the one in effect while the host resolves the view's `body`.
@propertyWrapper
public struct Environment<Value>: @unchecked Sendable {
    // @unchecked Sendable: holds only a key path into EnvironmentValues, which is immutable.
    private let keyPath: KeyPath<EnvironmentValues, Value>

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    public var wrappedValue: Value {
        EnvironmentValues.current[keyPath: keyPath]
    }
}

/// Light or dark appearance.
public enum ColorScheme: String, CaseIterable, Codable, Hashable, Sendable {
    case light, dark
}

/// Why a view's content is hidden.
public struct RedactionReasons: OptionSet, Codable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Shown as a placeholder before real content is known.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Hidden because it is private (a locked device).
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Out of date, about to be replaced.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

/// How the lines of a multi-line text line up.
public enum TextAlignment: String, CaseIterable, Codable, Hashable, Sendable {
    case leading, center, trailing
}

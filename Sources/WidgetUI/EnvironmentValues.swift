/// The values a view sees around it: the widget family, colour scheme, redaction, scale, locale
/// and any values of your own.
///
/// The host fills them in for each resolution; `.environment(_:_:)` changes one for a view and the
/// views inside it, and `@Environment` reads one.
///
/// ```swift
/// @Environment(\.widgetFamily) var family
/// @Environment(\.colorScheme) var colorScheme
///
/// CountView().environment(\.colorScheme, .dark)
/// ```
public struct EnvironmentValues: Sendable, CustomStringConvertible {
    /// The family of the widget being shown.
    public var widgetFamily: WidgetFamily = .systemSmall
    /// Light or dark appearance.
    public var colorScheme: ColorScheme = .light
    /// Why content is hidden: `.placeholder` while a widget's placeholder is shown.
    public var redactionReasons: RedactionReasons = []
    /// Pixels per point: 3 by default, as on a 6.1-inch iPhone.
    public var displayScale: CGFloat = 3
    /// The locale that dates and formatted values are shown in (`en_US` by default).
    public var locale = Locale(identifier: "en_US")
    /// The time zone that dates are shown in (UTC by default).
    public var timeZone = TimeZone(identifier: "UTC")!
    /// The calendar that dates are shown in (Gregorian by default).
    public var calendar = Calendar(identifier: .gregorian)
    /// The default font of text, set by `.font(_:)`; nil means `.body`.
    public var font: Font?
    /// The most lines text wraps to, set by `.lineLimit(_:)`; nil for no limit.
    public var lineLimit: Int?
    /// How lines of multi-line text line up, set by `.multilineTextAlignment(_:)`.
    public var multilineTextAlignment: TextAlignment = .leading

    /// The length of one pixel in points: `1 / displayScale`.
    public var pixelLength: CGFloat {
        1 / displayScale
    }

    /// The margins the system keeps between a widget's edge and its content: 16 pt for system
    /// families on iPhone, none for accessory families (the host may set others).
    public var widgetContentMargins: EdgeInsets {
        get {
            if let contentMarginsOverride { return contentMarginsOverride }
            switch widgetFamily {
            case .accessoryCircular, .accessoryRectangular, .accessoryInline, .accessoryCorner:
                return EdgeInsets()
            case .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge:
                return EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
            }
        }
        set { contentMarginsOverride = newValue }
    }

    private var contentMarginsOverride: EdgeInsets?

    // Values of authors' own keys, stored as authors declare them (`EnvironmentKey.Value` need not be
    // Sendable, as in SwiftUI). @unchecked Sendable: an environment is copied into each resolution
    // and only read while that one resolution's bodies are evaluated, on the resolving task.
    private struct CustomValues: @unchecked Sendable {
        var values: [ObjectIdentifier: Any] = [:]
    }

    private var custom = CustomValues()

    /// The default environment: a small widget, light appearance, no redaction, scale 3, `en_US`, UTC.
    public init() {}

    /// The value for a key of your own, or the key's default when none was set.
    ///
    /// ```swift
    /// extension EnvironmentValues {
    ///     var accent: Color {
    ///         get { self[AccentKey.self] }
    ///         set { self[AccentKey.self] = newValue }
    ///     }
    /// }
    /// ```
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { custom.values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { custom.values[ObjectIdentifier(key)] = newValue }
    }

    /// An object put in the environment with `environmentObject(_:)`, found by its type.
    package func object<Object: AnyObject>(of type: Object.Type) -> Object? {
        custom.values[ObjectIdentifier(type)] as? Object
    }

    /// Puts an object in the environment for `@EnvironmentObject` properties of its type.
    package mutating func setObject<Object: AnyObject>(_ object: Object) {
        custom.values[ObjectIdentifier(Object.self)] = object
    }

    /// The family, colour scheme, redaction and scale, for logs.
    public var description: String {
        "EnvironmentValues(widgetFamily: \(widgetFamily), colorScheme: \(colorScheme), "
            + "redactionReasons: \(redactionReasons.rawValue), displayScale: \(displayScale))"
    }

    /// The environment of the view whose `body` is being evaluated, or nil outside a resolution.
    ///
    /// The resolver binds it with `withValue` around each `body` (and each `ForEach` content call);
    /// `@Environment` reads it. A task-local value, so concurrent resolutions don't see each other's.
    @TaskLocal package static var current: EnvironmentValues?

    /// The environment being resolved, or the defaults outside a resolution.
    package static var currentOrDefault: EnvironmentValues {
        current ?? EnvironmentValues()
    }
}

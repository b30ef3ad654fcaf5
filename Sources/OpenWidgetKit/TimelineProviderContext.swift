import Foundation

/// What the host tells a provider about the widget it is asking for.
///
/// ```swift
/// func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) {
///     if context.isPreview { completion(.sample) } else { completion(loadEntry()) }
/// }
/// ```
public struct TimelineProviderContext: Sendable {
    /// The environment values the host may render the entries with, one array per key.
    @dynamicMemberLookup
    public struct EnvironmentVariants: Sendable {
        package var colorSchemes: [ColorScheme]
        package var displayScales: [CGFloat]

        /// The variants the host renders with: both colour schemes, and scales 1, 2 and 3 by default.
        /// Not in WidgetKit (the system makes these there); useful in tests.
        public init(colorSchemes: [ColorScheme] = [.light, .dark], displayScales: [CGFloat] = [1, 2, 3]) {
            self.colorSchemes = colorSchemes
            self.displayScales = displayScales
        }

        /// The values the host may use for an environment key, or nil if it does not vary them.
        public subscript<T>(keyPath: WritableKeyPath<EnvironmentValues, T>) -> [T]? {
            if keyPath == \EnvironmentValues.colorScheme { return colorSchemes as? [T] }
            if keyPath == \EnvironmentValues.displayScale { return displayScales as? [T] }
            return nil
        }

        /// The values the host may use for an environment key, or nil if it does not vary them.
        public subscript<T>(dynamicMember keyPath: WritableKeyPath<EnvironmentValues, T>) -> [T]? {
            self[keyPath]
        }
    }

    /// The size class of the widget being asked for.
    public let family: WidgetFamily
    /// True when the entry is for the widget gallery: answer quickly, with sample data if need be.
    public let isPreview: Bool
    /// The widget's size in points.
    public let displaySize: CGSize
    /// The environments the host may render with.
    public let environmentVariants: EnvironmentVariants

    /// The host's current time: the wall clock in the daemon, the virtual clock in the simulator.
    ///
    /// Not in WidgetKit. A provider that builds its entries from `context.currentDate` instead of
    /// `Date()` runs the same in production and on `WidgetSimulator`'s virtual clock, where a day of
    /// timelines passes in milliseconds. On the wall clock both are the same moment.
    public let currentDate: Date

    /// Creates a context. Not in WidgetKit (the system makes contexts there); useful in tests.
    public init(
        family: WidgetFamily, isPreview: Bool = false, displaySize: CGSize? = nil,
        environmentVariants: EnvironmentVariants = EnvironmentVariants(), currentDate: Date
    ) {
        self.family = family
        self.isPreview = isPreview
        self.displaySize = displaySize ?? family.defaultDisplaySize
        self.environmentVariants = environmentVariants
        self.currentDate = currentDate
    }
}

extension WidgetFamily {
    /// The size, in points, of each family on the default device profile (a current 6.1-inch
    /// iPhone; extra large and corner from iPad and Apple Watch).
    package var defaultDisplaySize: CGSize {
        switch self {
        case .systemSmall: CGSize(width: 170, height: 170)
        case .systemMedium: CGSize(width: 364, height: 170)
        case .systemLarge: CGSize(width: 364, height: 382)
        case .systemExtraLarge: CGSize(width: 715, height: 330)
        case .accessoryCircular: CGSize(width: 76, height: 76)
        case .accessoryRectangular: CGSize(width: 172, height: 76)
        case .accessoryInline: CGSize(width: 257, height: 26)
        case .accessoryCorner: CGSize(width: 84, height: 84)
        }
    }
}

/// The template of a widget: its size class and shape.
///
/// Each family has a size that comes from the device profile the host renders for; a widget
/// lists the families it supports with `supportedFamilies(_:)` and reads the current one from
/// `@Environment(\.widgetFamily)`.
///
/// ```swift
/// @Environment(\.widgetFamily) var family
/// var body: some View {
///     switch family {
///     case .systemSmall: SmallView()
///     default: LargeView()
///     }
/// }
/// ```
public enum WidgetFamily: Int, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// A small widget (170×170 pt on a 6.1-inch iPhone).
    case systemSmall
    /// A medium widget (364×170 pt on a 6.1-inch iPhone).
    case systemMedium
    /// A large widget (364×382 pt on a 6.1-inch iPhone).
    case systemLarge
    /// An extra-large widget (iPad and Mac).
    case systemExtraLarge
    /// A circular accessory widget (Lock Screen, watch complications).
    case accessoryCircular
    /// A rectangular accessory widget.
    case accessoryRectangular
    /// A single line of text and an optional image.
    case accessoryInline
    /// A widget in the corner of a watch face.
    case accessoryCorner

    /// The Swift spelling of the case, as authors write it: `systemSmall`, `accessoryInline`, ….
    public var description: String {
        switch self {
        case .systemSmall: "systemSmall"
        case .systemMedium: "systemMedium"
        case .systemLarge: "systemLarge"
        case .systemExtraLarge: "systemExtraLarge"
        case .accessoryCircular: "accessoryCircular"
        case .accessoryRectangular: "accessoryRectangular"
        case .accessoryInline: "accessoryInline"
        case .accessoryCorner: "accessoryCorner"
        }
    }

    /// Parses the Swift spelling (`systemSmall`) or the short form (`small`, `medium`, `large`,
    /// `extraLarge`, `circular`, `rectangular`, `inline`, `corner`). Not in WidgetKit.
    package init?(name: String) {
        let lowered = name.lowercased()
        if let family = Self.allCases.first(where: {
            $0.description.lowercased() == lowered || $0.shortName.lowercased() == lowered
        }) {
            self = family
        } else {
            return nil
        }
    }

    /// The short form of the name used on the command line and in URLs. Not in WidgetKit.
    package var shortName: String {
        switch self {
        case .systemSmall: "small"
        case .systemMedium: "medium"
        case .systemLarge: "large"
        case .systemExtraLarge: "extraLarge"
        case .accessoryCircular: "circular"
        case .accessoryRectangular: "rectangular"
        case .accessoryInline: "inline"
        case .accessoryCorner: "corner"
        }
    }
}

/// Not in WidgetKit: requests, archives and the host's store are JSON.
extension WidgetFamily: Codable {
    // Encoded by name, so stored configurations stay readable and survive reordering of cases.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let family = WidgetFamily(name: name) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Unknown widget family '\(name)'.")
        }
        self = family
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

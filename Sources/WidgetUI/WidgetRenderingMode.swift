/// How the system draws a widget: in full colour, tinted with an accent colour, or vibrant
/// (monochrome, its luminance becoming opacity, as on the Lock Screen).
///
/// Read it with `@Environment(\.widgetRenderingMode)` to adapt a widget to where it is shown:
///
/// ```swift
/// @Environment(\.widgetRenderingMode) var renderingMode
/// var body: some View {
///     Image(systemName: "cup.and.saucer.fill")
///         .foregroundStyle(renderingMode == .fullColor ? .brown : .primary)
/// }
/// ```
public struct WidgetRenderingMode: Hashable, Sendable, CustomStringConvertible {
    package let name: String

    /// Colours as the widget gives them: the Home Screen, StandBy, the desktop.
    public static let fullColor = WidgetRenderingMode("fullColor")
    /// Two tones: views marked `widgetAccentable()` in the accent colour, the rest in a secondary tone
    /// (a tinted Home Screen, some watch faces).
    public static let accented = WidgetRenderingMode("accented")
    /// Monochrome: each colour's luminance becomes the opacity of one tint (the Lock Screen).
    public static let vibrant = WidgetRenderingMode("vibrant")

    /// The modes by name, as the host protocol and the command line write them. Not in WidgetKit.
    package static let all: [WidgetRenderingMode] = [.fullColor, .accented, .vibrant]

    /// The mode of a name (`fullColor`, `accented`, `vibrant`, in any case), or nil. Not in WidgetKit.
    package init?(name: String) {
        guard let mode = Self.all.first(where: { $0.name.lowercased() == name.lowercased() }) else { return nil }
        self = mode
    }

    private init(_ name: String) {
        self.name = name
    }

    /// The mode's name: `fullColor`, `accented` or `vibrant`.
    public var description: String { name }
}

/// Not in WidgetKit: requests, archives and the host's store are JSON; a mode is written by name.
extension WidgetRenderingMode: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let mode = WidgetRenderingMode(name: name) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Unknown widget rendering mode '\(name)': use fullColor, accented or vibrant.")
        }
        self = mode
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}

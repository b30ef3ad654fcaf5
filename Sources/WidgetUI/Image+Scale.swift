extension Image {
    /// How large a symbol is drawn beside text.
    public enum Scale: Hashable, Sendable {
        case small, medium, large
    }
}

extension View {
    /// How large the symbols inside are drawn beside their text. Recorded by nothing: symbols keep
    /// their font's size (see docs/Divergences.md).
    public func imageScale(_ scale: Image.Scale) -> some View { self }
}

extension Image {
    /// How the image is drawn in the accented rendering mode (iOS 18). Recorded by nothing: images
    /// are drawn as they are in every mode.
    public func widgetAccentedRenderingMode(_ renderingMode: WidgetAccentedRenderingMode?) -> Image { self }
}

/// How an image is drawn in the accented rendering mode.
public struct WidgetAccentedRenderingMode: Hashable, Sendable {
    private let name: String
    /// In the accent colour.
    public static let accented = WidgetAccentedRenderingMode(name: "accented")
    /// Desaturated.
    public static let desaturated = WidgetAccentedRenderingMode(name: "desaturated")
    /// Desaturated, then in the accent colour.
    public static let accentedDesaturated = WidgetAccentedRenderingMode(name: "accentedDesaturated")
    /// As it is.
    public static let fullColor = WidgetAccentedRenderingMode(name: "fullColor")
}

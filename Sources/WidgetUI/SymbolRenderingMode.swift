/// How the layers of an SF Symbol are coloured.
///
/// ```swift
/// Image(systemName: "cloud.sun.fill").symbolRenderingMode(.multicolor)
/// ```
public struct SymbolRenderingMode: Hashable, Sendable {
    package let name: String

    /// Every layer in the foreground colour.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// Each layer in its own fixed colour.
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    /// Layers in the foreground colour at decreasing opacities.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// Layers in the foreground styles given, in order.
    public static let palette = SymbolRenderingMode(name: "palette")
}

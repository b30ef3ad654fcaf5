/// A picture: an SF Symbol by name, or an image from the widget's resources.
///
/// An image keeps its own size unless you make it `resizable()`; a symbol takes the size of the
/// current font.
///
/// ```swift
/// Image(systemName: "heart.fill")
/// Image("dragon").resizable().frame(width: 60, height: 60)
/// ```
public struct Image: View, PrimitiveView, Hashable, Sendable {
    /// Primitive views have no body.
    public typealias Body = Never

    /// Whether an image is drawn in its own colours or as a mask filled with the foreground colour.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// A mask filled with the foreground colour.
        case template
        /// The image's own colours.
        case original
    }

    /// How a resizable image fills a larger size.
    public enum ResizingMode: Hashable, Sendable {
        /// Repeats the image.
        case tile
        /// Stretches the image.
        case stretch
    }

    package var source: ImageSource
    package var isResizable = false
    package var capInsets = EdgeInsets()
    package var resizingMode = ResizingMode.stretch
    package var templateRenderingMode: TemplateRenderingMode?
    package var symbolRenderingMode: SymbolRenderingMode?

    /// An SF Symbol, such as `gamecontroller.fill`.
    public init(systemName: String) {
        source = .system(systemName)
    }

    /// An image from the widget's resources, by name. The bundle is accepted for source
    /// compatibility; images are looked up in the widget's image folders.
    public init(_ name: String, bundle: Bundle? = nil) {
        source = .named(name)
    }

    /// An image from the widget's resources that accessibility tools skip.
    public init(decorative name: String, bundle: Bundle? = nil) {
        source = .named(name)
    }

    /// Lets the image take the size it is offered instead of its own.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        image.capInsets = capInsets
        image.resizingMode = resizingMode
        return image
    }

    /// Draws the image in its own colours or as a template; nil uses the image's default.
    ///
    /// Kept on the `Image` value; the archive has no field for it yet, so renderers use the default.
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image {
        var image = self
        image.templateRenderingMode = renderingMode
        return image
    }

    /// How a symbol's layers are coloured; nil uses the symbol's default.
    ///
    /// Kept on the `Image` value; the archive has no field for it yet, so renderers use the default.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var image = self
        image.symbolRenderingMode = mode
        return image
    }

    package func makeNode(in context: inout ResolveContext) -> ViewNode {
        isResizable ? .modified(.resizable, .image(source)) : .image(source)
    }
}

import Foundation

/// UIKit's image, as much as widget code hands to SwiftUI: an image by name, an SF Symbol, or PNG or
/// JPEG bytes (from a file or the network), shown with `Image(uiImage:)`. A small honest type for
/// widget code on Linux, not UIKit: it keeps the bytes and reads the size from their header; the
/// renderer decodes PNG (a JPEG is drawn as a box, so far).
open class UIImage: NSObject, @unchecked Sendable {
    let source: ImageSource
    /// The image's size in points (zero for a named image or a symbol, whose size the renderer finds).
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat

    init(source: ImageSource, size: CGSize = .zero, scale: CGFloat = 1) {
        self.source = source
        self.size = size
        self.scale = scale
    }

    /// An empty image.
    override public init() {
        source = .named("")
        size = .zero
        scale = 1
    }

    /// An image from the extension's resources by name.
    public init?(named name: String, in bundle: Bundle? = nil, with configuration: Any? = nil) {
        source = .named(name)
        size = .zero
        scale = 1
    }

    /// An SF Symbol, by name.
    public init?(systemName name: String) {
        source = .system(name)
        size = .zero
        scale = 1
    }

    /// An image from its encoded bytes: PNG or JPEG; nil for anything else.
    public init?(data: Data, scale: CGFloat = 1) {
        guard let pixels = UIImage.pixelSize(of: data) else { return nil }
        source = .data(data)
        self.scale = scale
        size = CGSize(width: pixels.width / scale, height: pixels.height / scale)
    }

    /// An image from a PNG or JPEG file; nil if it can't be read.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data)
    }

    /// An image from Xcode's generated asset symbols.
    public convenience init(resource: ImageResource) {
        self.init(source: .named(resource.name))
    }

    /// The PNG bytes, for an image made from PNG data; nil otherwise.
    open func pngData() -> Data? {
        guard case .data(let data) = source, data.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
        return data
    }

    /// The JPEG bytes, for an image made from JPEG data; nil otherwise (nothing is re-encoded).
    open func jpegData(compressionQuality: CGFloat) -> Data? {
        guard case .data(let data) = source, data.starts(with: [0xFF, 0xD8]) else { return nil }
        return data
    }

    /// The same image: a symbol's size comes from the view's font here.
    open func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? { self }

    /// The same image: a symbol's size comes from the view's font here.
    open func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage { self }

    /// A symbol's font, size or scale, as UIKit configures it. Recorded by nothing.
    open class SymbolConfiguration: NSObject, @unchecked Sendable {
        /// A configuration with a font.
        public init(font: UIFont) {}
        /// A configuration with a point size.
        public init(pointSize: CGFloat) {}
        /// A configuration with a point size and weight.
        public init(pointSize: CGFloat, weight: UIFont.Weight) {}
        /// A configuration for a text style.
        public init(textStyle: UIFont.TextStyle) {}
    }

    /// The same image (rendering modes are the `Image`'s business here).
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }

    /// How an image is tinted.
    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }

    /// The pixel size from a PNG's IHDR or a JPEG's start-of-frame header.
    static func pixelSize(of data: Data) -> CGSize? {
        let bytes = [UInt8](data.prefix(65_536))
        func be16(_ i: Int) -> Int { Int(bytes[i]) << 8 | Int(bytes[i + 1]) }
        func be32(_ i: Int) -> Int { be16(i) << 16 | be16(i + 2) }
        if bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            return CGSize(width: be32(16), height: be32(20))
        }
        guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var i = 2
        while i + 9 < bytes.count {
            guard bytes[i] == 0xFF else { return nil }
            let marker = bytes[i + 1]
            if marker == 0xD8 || (0xD0...0xD7).contains(marker) || marker == 0x01 { i += 2; continue }
            let length = be16(i + 2)
            if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
                return CGSize(width: be16(i + 7), height: be16(i + 5))
            }
            i += 2 + length
        }
        return nil
    }
}

/// AppKit's image: the same small type as `UIImage`.
public typealias NSImage = UIImage

extension Image {
    /// An image from a UIKit image.
    public init(uiImage: UIImage) {
        self.init(systemName: "")
        source = uiImage.source
    }

    /// An image from an AppKit image.
    public init(nsImage: NSImage) {
        self.init(uiImage: nsImage)
    }
}

/// UIKit's font, as widget code hands it to SwiftUI with `Font(_:)`: a size and a weight.
open class UIFont: NSObject, @unchecked Sendable {
    /// The size in points.
    public let pointSize: CGFloat
    let weight: Font.Weight
    let monospacedDigits: Bool

    init(size: CGFloat, weight: Font.Weight, monospacedDigits: Bool = false) {
        pointSize = size
        self.weight = weight
        self.monospacedDigits = monospacedDigits
    }

    /// The system font at a size.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, weight: .regular) }

    /// The system font at a size and weight.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(size: fontSize, weight: weight.font)
    }

    /// The bold system font at a size.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, weight: .bold) }

    /// The system font with digits of equal width.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(size: fontSize, weight: weight.font, monospacedDigits: true)
    }

    /// The font for a text style, at its default size.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(size: style.size, weight: style.rawValue == "headline" ? .semibold : .regular)
    }

    /// A font weight.
    public struct Weight: Hashable, Sendable {
        let font: Font.Weight
        public static let ultraLight = Weight(font: .ultraLight)
        public static let thin = Weight(font: .thin)
        public static let light = Weight(font: .light)
        public static let regular = Weight(font: .regular)
        public static let medium = Weight(font: .medium)
        public static let semibold = Weight(font: .semibold)
        public static let bold = Weight(font: .bold)
        public static let heavy = Weight(font: .heavy)
        public static let black = Weight(font: .black)
    }

    /// A Dynamic Type style.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        var size: CGFloat {
            ["largeTitle": 34, "title1": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17, "callout": 16,
             "subheadline": 15, "footnote": 13, "caption1": 12, "caption2": 11][rawValue] ?? 17
        }
        public static let largeTitle = TextStyle(rawValue: "largeTitle")
        public static let title1 = TextStyle(rawValue: "title1")
        public static let title2 = TextStyle(rawValue: "title2")
        public static let title3 = TextStyle(rawValue: "title3")
        public static let headline = TextStyle(rawValue: "headline")
        public static let body = TextStyle(rawValue: "body")
        public static let callout = TextStyle(rawValue: "callout")
        public static let subheadline = TextStyle(rawValue: "subheadline")
        public static let footnote = TextStyle(rawValue: "footnote")
        public static let caption1 = TextStyle(rawValue: "caption1")
        public static let caption2 = TextStyle(rawValue: "caption2")
    }
}

/// AppKit's font: the same small type as `UIFont`.
public typealias NSFont = UIFont

extension Font {
    /// A SwiftUI font from a UIKit one: its size and weight.
    public init(_ font: UIFont) {
        var result = Font.system(size: font.pointSize, weight: font.weight)
        if font.monospacedDigits { result = result.monospacedDigit() }
        self = result
    }
}

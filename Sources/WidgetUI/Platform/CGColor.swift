import Foundation

/// Core Graphics' colour, as much as widget code hands to SwiftUI: sRGB or grey components. A small
/// honest type for widget code on Linux, not Core Graphics.
public final class CGColor: @unchecked Sendable {
    /// The components: red, green, blue, alpha (or white, alpha for a grey).
    public let components: [CGFloat]?

    /// An sRGB colour.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// An sRGB colour.
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// A grey.
    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, alpha]
    }

    /// The opacity.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// How many components the colour has.
    public var numberOfComponents: Int { components?.count ?? 0 }
}

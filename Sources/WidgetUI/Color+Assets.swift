import Foundation

extension Color {
    /// A colour from the extension's asset catalog: `Name.colorset` in an `.xcassets` folder, with its
    /// dark appearance if it has one. A name no catalog has is drawn clear (and said once on standard
    /// error), as SwiftUI draws it.
    ///
    /// ```swift
    /// Text("Hi").foregroundStyle(Color("BrandBlue"))
    /// ```
    public init(_ name: String, bundle: Bundle? = nil) {
        guard let found = AssetCatalog.color(named: name, bundle: bundle) else {
            AssetCatalog.reportMissing(name, kind: "colorset")
            self = Color.clear
            return
        }
        self.init(red: found.light[0], green: found.light[1], blue: found.light[2], opacity: found.light[3])
        value.dark = found.dark
    }

    /// A colour from Xcode's generated asset symbols (`Color(.brandBlue)`).
    public init(_ resource: ColorResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}

/// A colour in an asset catalog, as Xcode's generated asset symbols name it
/// (`extension ColorResource { static let brandBlue = ColorResource(name: "BrandBlue", bundle: .main) }`).
public struct ColorResource: Hashable, Sendable {
    /// The colour set's name.
    public let name: String
    /// The bundle whose catalogs hold it.
    public let bundle: Bundle

    /// A colour resource by name.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// An image in an asset catalog, as Xcode's generated asset symbols name it.
public struct ImageResource: Hashable, Sendable {
    /// The image set's name.
    public let name: String
    /// The bundle whose catalogs hold it.
    public let bundle: Bundle

    /// An image resource by name.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension Image {
    /// An image from Xcode's generated asset symbols (`Image(.logo)`).
    public init(_ resource: ImageResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}

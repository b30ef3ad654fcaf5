/// A type that declares previews of views, the way SwiftUI did before the `#Preview` macro.
///
/// `widgetkit preview` finds every type that adopts it and renders each view its `previews` holds
/// (a `Group`'s views are separate previews), in the family, name and layout its preview modifiers give.
///
/// ```swift
/// struct GameStatusView_Previews: PreviewProvider {
///     static var previews: some View {
///         GameStatusView(status: "Your turn")
///             .previewContext(WidgetPreviewContext(family: .systemSmall))
///         GameStatusView(status: "Game over")
///             .previewContext(WidgetPreviewContext(family: .systemMedium))
///             .previewDisplayName("Medium")
///     }
/// }
/// ```
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }
    /// The platform to preview on; nil lets the tool decide.
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// No platform of its own: `widgetkit preview` renders on Linux.
    public static var platform: PreviewPlatform? { nil }
}

/// A platform previews can run on.
public enum PreviewPlatform: Sendable {
    case iOS, macOS, tvOS, watchOS, visionOS
}

/// How a preview lays out its view.
public enum PreviewLayout: Sendable {
    /// On a device's screen; `widgetkit preview` lays the view out at the size it needs.
    case device
    /// At the size the view needs.
    case sizeThatFits
    /// In a frame of a fixed size.
    case fixed(width: CGFloat, height: CGFloat)

    package var value: PreviewLayoutValue {
        switch self {
        case .device: .device
        case .sizeThatFits: .sizeThatFits
        case .fixed(let width, let height): .fixed(width: Double(width), height: Double(height))
        }
    }
}

/// A preview's layout as the archive records it.
package enum PreviewLayoutValue: Codable, Hashable, Sendable {
    case device
    case sizeThatFits
    case fixed(width: Double, height: Double)
}

/// A device to preview on, by name (`"iPhone 15 Pro"`); recorded, not simulated.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
    public var rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        rawValue = value
    }
}

/// The orientation of a device's interface.
public struct InterfaceOrientation: Sendable, Hashable, Identifiable {
    public var id: String

    public static let portrait = InterfaceOrientation(id: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")
}

/// A context a preview is shown in, such as a widget family.
public protocol PreviewContext {}

/// Shows a preview as a widget of a family: in the family's frame, with `\.widgetFamily` set.
///
/// ```swift
/// GameStatusView(status: "Your turn").previewContext(WidgetPreviewContext(family: .systemSmall))
/// ```
public struct WidgetPreviewContext: PreviewContext, Sendable, Hashable {
    /// The family the preview shows the view as.
    public var family: WidgetFamily

    public init(family: WidgetFamily) {
        self.family = family
    }
}

/// What a preview modifier records: the family, name or layout of the view it wraps.
package struct PreviewMarker: Codable, Hashable, Sendable {
    package var family: WidgetFamily?
    package var name: String?
    package var layout: PreviewLayoutValue?

    package init(family: WidgetFamily? = nil, name: String? = nil, layout: PreviewLayoutValue? = nil) {
        self.family = family
        self.name = name
        self.layout = layout
    }
}

extension View {
    /// Shows this preview in a context: with a `WidgetPreviewContext`, as a widget of its family.
    public func previewContext<C: PreviewContext>(_ context: C) -> some View {
        let family = (context as? WidgetPreviewContext)?.family
        return recording(.preview(PreviewMarker(family: family))) { environment in
            if let family { environment.widgetFamily = family }
        }
    }

    /// The name shown for this preview.
    public func previewDisplayName(_ value: String?) -> some View {
        recording(.preview(PreviewMarker(name: value)))
    }

    /// How this preview is laid out.
    public func previewLayout(_ value: PreviewLayout) -> some View {
        recording(.preview(PreviewMarker(layout: value.value)))
    }

    /// The device to preview on: recorded and ignored, as previews here are not on a device.
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        self
    }

    /// The orientation to preview in: ignored, as previews here are not on a device.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        self
    }
}

/// One preview of a `PreviewProvider`: each view at the top of its `previews`, with what its
/// preview modifiers say.
package struct PreviewProviderPart: Sendable {
    package var name: String?
    package var family: WidgetFamily?
    package var layout: PreviewLayoutValue?
    package var archive: ViewArchive
}

package enum PreviewProviderParts {
    /// The previews of `provider`: its `previews` resolved in `environment`, split into the views at
    /// the top (as in Xcode, each view of a `Group` or a list is a preview of its own), each with the
    /// family, name and layout of the preview modifiers around it; those modifiers are taken off.
    package static func parts(
        of provider: any PreviewProvider.Type, environment: EnvironmentValues
    ) -> [PreviewProviderPart] {
        let archive = ViewArchive(provider.previews, environment: environment)
        return split(archive.root, marker: PreviewMarker(), environment: archive.environment)
    }

    private static func split(
        _ node: ViewNode, marker: PreviewMarker, environment: ViewArchive.EnvironmentSummary
    ) -> [PreviewProviderPart] {
        switch node {
        case .group(let children):
            return children.flatMap { split($0, marker: marker, environment: environment) }
        case .modified(.preview(let found), let child):
            // The outer modifier is the one written last, and it wins, as in SwiftUI.
            var merged = marker
            merged.family = marker.family ?? found.family
            merged.name = marker.name ?? found.name
            merged.layout = marker.layout ?? found.layout
            return split(child, marker: merged, environment: environment)
        case .empty:
            return []
        default:
            var summary = environment
            if let family = marker.family { summary.widgetFamily = family }
            return [
                PreviewProviderPart(
                    name: marker.name, family: marker.family, layout: marker.layout,
                    archive: ViewArchive(root: node, environment: summary))
            ]
        }
    }
}

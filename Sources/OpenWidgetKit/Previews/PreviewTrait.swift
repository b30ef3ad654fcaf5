/// A characteristic of a preview: its layout or orientation.
///
/// ```swift
/// #Preview(traits: .sizeThatFitsLayout) { BadgeView(count: 3) }
/// #Preview(traits: .fixedLayout(width: 200, height: 100)) { BadgeView(count: 3) }
/// ```
public struct PreviewTrait<T>: Sendable {
    package let value: PreviewTraitValue

    package init(_ value: PreviewTraitValue) {
        self.value = value
    }
}

extension Preview {
    /// The kind of trait a view preview takes.
    public struct ViewTraits: Sendable {}
}

/// What a trait asks of the preview.
package enum PreviewTraitValue: Sendable, Hashable {
    /// How the view is laid out.
    case layout(PreviewLayoutValue)
    /// An orientation, kept for the record: previews here are not on a device.
    case orientation(String)

    /// The layout this trait asks for, if it is a layout trait.
    package var layout: PreviewLayoutValue? {
        if case .layout(let layout) = self { return layout }
        return nil
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The view at the size it needs.
    public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> { .init(.layout(.sizeThatFits)) }

    /// The view in a frame of a fixed size.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<Preview.ViewTraits> {
        .init(.layout(.fixed(width: Double(width), height: Double(height))))
    }

    /// The default layout: on a device's screen.
    public static var defaultLayout: PreviewTrait<Preview.ViewTraits> { .init(.layout(.device)) }

    /// The device upright.
    public static var portrait: PreviewTrait<Preview.ViewTraits> { .init(.orientation("portrait")) }

    /// The device on its side, turned left.
    public static var landscapeLeft: PreviewTrait<Preview.ViewTraits> { .init(.orientation("landscapeLeft")) }

    /// The device on its side, turned right.
    public static var landscapeRight: PreviewTrait<Preview.ViewTraits> { .init(.orientation("landscapeRight")) }

    /// The device upside down.
    public static var portraitUpsideDown: PreviewTrait<Preview.ViewTraits> {
        .init(.orientation("portraitUpsideDown"))
    }
}

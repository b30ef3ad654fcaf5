// Environment values for layout, kept as keys so they need no stored property of their own.

private struct WidgetDisplaySizeKey: EnvironmentKey {
    static var defaultValue: CGSize? { nil }
}

private struct TruncationModeKey: EnvironmentKey {
    static var defaultValue: Text.TruncationMode { .tail }
}

extension EnvironmentValues {
    /// The widget's size in points, when the host said (`TimelineProviderContext.displaySize`): the
    /// space `GeometryReader`s are resolved for. Not in SwiftUI.
    package var widgetDisplaySize: CGSize? {
        get { self[WidgetDisplaySizeKey.self] }
        set { self[WidgetDisplaySizeKey.self] = newValue }
    }

    /// Where text that doesn't fit is cut, set by `.truncationMode(_:)`; `.tail` by default.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }
}

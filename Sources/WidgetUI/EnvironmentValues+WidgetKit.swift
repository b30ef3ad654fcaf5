// The environment values WidgetKit adds: how the widget is drawn, what the system draws around it,
// and, for the engine, the styles of gauges and progress views and the date a view is resolved for.

private struct WidgetRenderingModeKey: EnvironmentKey {
    static let defaultValue = WidgetRenderingMode.fullColor
}

private struct ShowsWidgetContainerBackgroundKey: EnvironmentKey {
    static let defaultValue = true
}

private struct ShowsWidgetLabelKey: EnvironmentKey {
    static let defaultValue = false
}

private struct GaugeLookKey: EnvironmentKey {
    static let defaultValue: GaugeLook? = nil
}

private struct ProgressLookKey: EnvironmentKey {
    static let defaultValue = ProgressLook.automatic
}

private struct TimelineDateKey: EnvironmentKey {
    static let defaultValue: Date? = nil
}

private struct TintPaintKey: EnvironmentKey {
    static let defaultValue: PaintValue? = nil
}

extension EnvironmentValues {
    /// How the widget is drawn: `.fullColor` (the default), `.accented` or `.vibrant`. The host sets
    /// it for where the widget is shown.
    ///
    /// ```swift
    /// @Environment(\.widgetRenderingMode) var renderingMode
    /// ```
    public var widgetRenderingMode: WidgetRenderingMode {
        get { self[WidgetRenderingModeKey.self] }
        set { self[WidgetRenderingModeKey.self] = newValue }
    }

    /// Whether the widget's `containerBackground` is drawn: false where the system removes it (the
    /// accented and vibrant modes, unless the widget says `containerBackgroundRemovable(false)`).
    ///
    /// ```swift
    /// @Environment(\.showsWidgetContainerBackground) var showsBackground
    /// var body: some View {
    ///     Text("42").padding(showsBackground ? 0 : 8)
    /// }
    /// ```
    public var showsWidgetContainerBackground: Bool {
        get { self[ShowsWidgetContainerBackgroundKey.self] }
        set { self[ShowsWidgetContainerBackgroundKey.self] = newValue }
    }

    /// Whether the widget's `widgetLabel` is drawn: true for the `accessoryCircular` and
    /// `accessoryCorner` families, whose labels the host draws around them as a watch face does.
    public var showsWidgetLabel: Bool {
        get { self[ShowsWidgetLabelKey.self] }
        set { self[ShowsWidgetLabelKey.self] = newValue }
    }

    /// The look of the gauges inside, set by `.gaugeStyle(_:)`; nil for the automatic style.
    package var gaugeLook: GaugeLook? {
        get { self[GaugeLookKey.self] }
        set { self[GaugeLookKey.self] = newValue }
    }

    /// The look of the progress views inside, set by `.progressViewStyle(_:)`.
    package var progressLook: ProgressLook {
        get { self[ProgressLookKey.self] }
        set { self[ProgressLookKey.self] = newValue }
    }

    /// The date the view is resolved for: a timeline entry's date (a `TimelineView` resolves its content
    /// from it). Nil outside a widget; the resolver then uses the current date.
    package var timelineDate: Date? {
        get { self[TimelineDateKey.self] }
        set { self[TimelineDateKey.self] = newValue }
    }

    /// The tint of the controls inside as a paint, when `.tint(_:)` was given a gradient (gauges draw it).
    package var tintPaint: PaintValue? {
        get { self[TintPaintKey.self] }
        set { self[TintPaintKey.self] = newValue }
    }
}

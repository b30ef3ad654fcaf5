/// Declares a preview of a view, which `widgetkit preview` renders.
///
/// ```swift
/// #Preview { BadgeView(count: 3) }
/// #Preview("Empty", traits: .sizeThatFitsLayout) { BadgeView(count: 0) }
/// ```
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "OpenWidgetKitMacros", type: "PreviewMacro")

/// Declares a preview of a widget showing the entries you give, which `widgetkit preview` renders
/// (each entry, light and dark).
///
/// ```swift
/// #Preview(as: .systemSmall) {
///     GameStatusWidget()
/// } timeline: {
///     GameStatusEntry(date: .now, status: "Your turn")
/// }
/// ```
@freestanding(declaration)
public macro Preview<W: Widget>(
    _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W,
    @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry]
) = #externalMacro(module: "OpenWidgetKitMacros", type: "PreviewMacro")

/// Declares a preview of a widget with a static configuration, showing the timeline the provider makes.
///
/// ```swift
/// #Preview(as: .systemMedium) { GameStatusWidget() } timelineProvider: { GameStatusProvider() }
/// ```
@freestanding(declaration)
public macro Preview<W: Widget, Provider: TimelineProvider>(
    _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W,
    timelineProvider: @escaping () -> Provider
) = #externalMacro(module: "OpenWidgetKitMacros", type: "PreviewMacro")

/// Declares a preview of a widget with an App Intent configuration, showing the timeline the
/// provider makes for `intent`.
@freestanding(declaration)
public macro Preview<W: Widget, Provider: AppIntentTimelineProvider>(
    _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent,
    widget: @escaping () -> W, timelineProvider: @escaping () -> Provider
) = #externalMacro(module: "OpenWidgetKitMacros", type: "PreviewMacro")

/// Declares a preview of a widget with an intent configuration, showing the timeline the provider
/// makes for `intent`.
@freestanding(declaration)
public macro Preview<W: Widget, Provider: IntentTimelineProvider>(
    _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent,
    widget: @escaping () -> W, timelineProvider: @escaping () -> Provider
) = #externalMacro(module: "OpenWidgetKitMacros", type: "PreviewMacro")

import Foundation

/// A preview of a view or a widget, made by the `#Preview` macro.
///
/// You don't make previews yourself: write `#Preview`, which expands into a type adopting
/// ``PreviewRegistry`` whose `makePreview()` calls the initializer of the same shape.
/// `widgetkit preview --package DIR` builds your package and renders every preview it declares.
///
/// ```swift
/// #Preview(as: .systemSmall) {
///     GameStatusWidget()
/// } timeline: {
///     GameStatusEntry(date: .now, status: "Your turn")
///     GameStatusEntry(date: .now, status: "Game over")
/// }
///
/// #Preview("Dark badge") {
///     BadgeView(count: 3).environment(\.colorScheme, .dark)
/// }
/// ```
public struct Preview {
    /// The name shown for the preview, if it has one.
    package let displayName: String?
    /// What the preview shows.
    package let content: PreviewContent

    /// A preview of a view.
    @MainActor
    public init(
        _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
        @ViewBuilder body: @escaping @MainActor () -> any View
    ) {
        displayName = name
        content = .view(traits: traits.map(\.value), body: body)
    }

    /// A preview of a widget showing the entries of a timeline, one after another.
    @MainActor
    public init(
        _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> some Widget,
        @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry]
    ) {
        displayName = name
        let made = widget()
        content = .widget(family: family, widget: { made.descriptors }, entries: { _ in await timeline() })
    }

    /// A preview of a widget with a static configuration, showing the timeline its provider makes.
    @MainActor
    public init(
        _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> some Widget,
        timelineProvider: @escaping () -> some TimelineProvider
    ) {
        displayName = name
        let made = widget()
        let provider = timelineProvider()
        content = .widget(family: family, widget: { made.descriptors }) { context in
            await withProviderCompletion { provider.getTimeline(in: context, completion: $0) }.entries
        }
    }

    /// A preview of a widget with an App Intent configuration, showing the timeline its provider
    /// makes for `intent`.
    @MainActor
    public init<Provider: AppIntentTimelineProvider>(
        _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent,
        widget: @escaping () -> some Widget, timelineProvider: @escaping () -> Provider
    ) {
        displayName = name
        let made = widget()
        // @unchecked: the preview's provider and intent are used by one preview request at a time.
        let call = UncheckedSendableBox((provider: timelineProvider(), intent: intent))
        content = .widget(family: family, widget: { made.descriptors }) { context in
            await Self.entries(of: call, in: context).value
        }
    }

    /// A preview of a widget with an intent configuration, showing the timeline its provider makes
    /// for `intent`.
    @MainActor
    public init<Provider: IntentTimelineProvider>(
        _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent,
        widget: @escaping () -> some Widget, timelineProvider: @escaping () -> Provider
    ) {
        displayName = name
        let made = widget()
        let provider = timelineProvider()
        content = .widget(family: family, widget: { made.descriptors }) { context in
            await withProviderCompletion { provider.getTimeline(for: intent, in: context, completion: $0) }.entries
        }
    }
}

extension Preview {
    /// The timeline an App Intent provider makes, asked outside the main actor as the host asks it.
    private nonisolated static func entries<Provider: AppIntentTimelineProvider>(
        of call: UncheckedSendableBox<(provider: Provider, intent: Provider.Intent)>, in context: TimelineProviderContext
    ) async -> UncheckedSendableBox<[any TimelineEntry]> {
        UncheckedSendableBox(await call.value.provider.timeline(for: call.value.intent, in: context).entries)
    }
}

/// What a ``Preview`` shows.
package enum PreviewContent {
    /// A view, laid out as its traits say.
    case view(traits: [PreviewTraitValue], body: @MainActor () -> any View)
    /// A widget in a family, with the entries to show: given, or made by a provider for the context.
    case widget(
        family: WidgetFamily, widget: () -> [WidgetDescriptor],
        entries: @MainActor (TimelineProviderContext) async -> [any TimelineEntry])
}

/// A type the `#Preview` macro declares for each preview.
///
/// `widgetkit preview` finds the types adopting it in an extension at run time and renders the
/// preview each one makes. You never adopt it yourself.
public protocol PreviewRegistry {
    /// The file that declares the preview, as `#fileID` spells it.
    static var fileID: String { get }
    /// The line of the `#Preview`.
    static var line: Int { get }
    /// The column of the `#Preview`.
    static var column: Int { get }
    /// Makes the preview.
    @MainActor static func makePreview() throws -> Preview
}

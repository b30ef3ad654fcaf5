import Foundation

/// A type that tells the host what a widget shows and when to update it.
///
/// The host asks for a `placeholder(in:)` the first time it shows the widget, a snapshot for
/// transient displays such as the gallery, and a timeline for the widget on screen.
///
/// ```swift
/// struct GameStatusProvider: TimelineProvider {
///     func placeholder(in context: Context) -> GameStatusEntry {
///         GameStatusEntry(date: Date(), gameStatus: "—")
///     }
///     func getSnapshot(in context: Context, completion: @escaping (GameStatusEntry) -> Void) {
///         completion(GameStatusEntry(date: Date(), gameStatus: "Your turn"))
///     }
///     func getTimeline(in context: Context, completion: @escaping (Timeline<GameStatusEntry>) -> Void) {
///         let now = Date()
///         let entry = GameStatusEntry(date: now, gameStatus: "Your turn")
///         completion(Timeline(entries: [entry], policy: .after(now.addingTimeInterval(15 * 60))))
///     }
/// }
/// ```
public protocol TimelineProvider {
    /// The entry type of this provider's timelines.
    associatedtype Entry: TimelineEntry
    /// The context the host passes to every call.
    typealias Context = TimelineProviderContext

    /// A generic entry shown, redacted, before the first real one is available. Must not block.
    func placeholder(in context: Context) -> Entry
    /// One entry for now; when `context.isPreview` is true, answer quickly, with sample data if need be.
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
    /// The entries for now and the future, and when to ask again. Call `completion` exactly once.
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

/// A provider for widgets whose configuration is a SiriKit-style intent (`IntentConfiguration`).
///
/// ```swift
/// struct CharacterDetailProvider: IntentTimelineProvider {
///     func getTimeline(for configuration: SelectCharacterIntent, in context: Context,
///                      completion: @escaping (Timeline<CharacterDetailEntry>) -> Void) { … }
/// }
/// ```
public protocol IntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    /// The author's intent subclass that holds the widget's configuration.
    associatedtype Intent: INIntent
    typealias Context = TimelineProviderContext

    func placeholder(in context: Context) -> Entry
    func getSnapshot(for configuration: Intent, in context: Context, completion: @escaping (Entry) -> Void)
    func getTimeline(for configuration: Intent, in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

/// A provider for widgets configured with an App Intent (`AppIntentConfiguration`), written with
/// async functions.
///
/// ```swift
/// struct Provider: AppIntentTimelineProvider {
///     func placeholder(in context: Context) -> Entry { .sample }
///     func snapshot(for configuration: SelectCharacterAppIntent, in context: Context) async -> Entry { .sample }
///     func timeline(for configuration: SelectCharacterAppIntent, in context: Context) async -> Timeline<Entry> { … }
/// }
/// ```
public protocol AppIntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: WidgetConfigurationIntent
    typealias Context = TimelineProviderContext

    func placeholder(in context: Context) -> Entry
    func snapshot(for configuration: Intent, in context: Context) async -> Entry
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
}

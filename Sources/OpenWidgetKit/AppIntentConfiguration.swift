/// The configuration of a widget people configure through an App Intent (iOS 17 and later).
///
/// ```swift
/// AppIntentConfiguration(kind: "com.mygame.character", intent: SelectCharacterAppIntent.self,
///                        provider: Provider()) { entry in
///     CharacterView(entry: entry)
/// }
/// ```
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>:
    WidgetConfiguration, PrimitiveWidgetConfiguration
{
    package let descriptors: [WidgetDescriptor]

    /// Creates a configuration from a kind, the intent type that holds the settings, a provider and a
    /// view for each entry.
    public init<Provider: AppIntentTimelineProvider>(
        kind: String, intent: Intent.Type = Intent.self, provider: Provider,
        @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) where Provider.Intent == Intent {
        let behaviour = ConfigurableBehaviour(
            makeIntent: { try await Intent.makeConfiguration(from: $0) },
            options: { try await Intent.dynamicOptions(forParameter: $0, configuration: $1, intentsExtension: $2) },
            placeholderEntry: { provider.placeholder(in: $0) },
            snapshotEntry: { await provider.snapshot(for: $0, in: $1) },
            timelineEntries: { await provider.timeline(for: $0, in: $1) },
            archiver: EntryArchiver(content: content))
        descriptors = [WidgetDescriptor(
            kind: kind, configurationSchema: Intent.configurationSchema, behaviour: behaviour)]
    }

    public var body: Never {
        fatalError("AppIntentConfiguration is a primitive configuration; its body is never called.")
    }
}

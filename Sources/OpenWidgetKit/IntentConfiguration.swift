/// The configuration of a widget people configure through a SiriKit-style intent.
///
/// ```swift
/// IntentConfiguration(kind: "com.mygame.character-detail", intent: SelectCharacterIntent.self,
///                     provider: CharacterDetailProvider()) { entry in
///     CharacterDetailView(entry: entry)
/// }
/// ```
public struct IntentConfiguration<Intent: INIntent, Content: View>: WidgetConfiguration, PrimitiveWidgetConfiguration {
    package let descriptors: [WidgetDescriptor]

    /// Creates a configuration from a kind, the intent type that holds the settings, a provider and a
    /// view for each entry.
    public init<Provider: IntentTimelineProvider>(
        kind: String, intent: Intent.Type, provider: Provider,
        @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) where Provider.Intent == Intent {
        let behaviour = ConfigurableBehaviour(
            makeIntent: { try await Intent.makeConfiguration(from: $0) },
            options: { try await Intent.dynamicOptions(forParameter: $0, configuration: $1, intentsExtension: $2) },
            placeholderEntry: { provider.placeholder(in: $0) },
            snapshotEntry: { intent, context in
                await withProviderCompletion { provider.getSnapshot(for: intent, in: context, completion: $0) }
            },
            timelineEntries: { intent, context in
                await withProviderCompletion { provider.getTimeline(for: intent, in: context, completion: $0) }
            },
            archiver: EntryArchiver(content: content))
        descriptors = [WidgetDescriptor(
            kind: kind, configurationSchema: Intent.configurationSchema, behaviour: behaviour)]
    }

    public var body: Never {
        fatalError("IntentConfiguration is a primitive configuration; its body is never called.")
    }
}

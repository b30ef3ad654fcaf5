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
        let behaviour = IntentBehaviour(provider: provider, archiver: EntryArchiver(content: content))
        descriptors = [WidgetDescriptor(
            kind: kind, configurationSchema: Intent.configurationSchema, behaviour: behaviour)]
    }

    public var body: Never {
        fatalError("IntentConfiguration is a primitive configuration; its body is never called.")
    }
}

private struct IntentBehaviour<Provider: IntentTimelineProvider, Content: View>: WidgetBehaviour, @unchecked Sendable {
    // @unchecked Sendable: the provider is the author's value, called the way WidgetKit calls it.
    let provider: Provider
    let archiver: EntryArchiver<Provider.Entry, Content>

    private func makeIntent(_ configuration: ConfigurationValues) async throws -> Provider.Intent {
        do {
            return try await Provider.Intent.makeConfiguration(from: configuration)
        } catch let error as ConfigurationError {
            throw WidgetRuntimeError.invalidConfiguration(error)
        }
    }

    func placeholder(_ request: WidgetRequest) throws -> ArchivedEntry {
        archiver.archive(provider.placeholder(in: request.context), request, redacted: true)
    }

    func snapshot(_ request: WidgetRequest, intentsExtension: INExtension?) async throws -> ArchivedEntry {
        let intent = UncheckedSendableBox(try await makeIntent(request.configuration))
        let entry = await withProviderCompletion {
            provider.getSnapshot(for: intent.value, in: request.context, completion: $0)
        }
        return archiver.archive(entry, request)
    }

    func timeline(_ request: WidgetRequest, intentsExtension: INExtension?) async throws -> ArchivedTimeline {
        let intent = UncheckedSendableBox(try await makeIntent(request.configuration))
        let timeline = await withProviderCompletion {
            provider.getTimeline(for: intent.value, in: request.context, completion: $0)
        }
        return archiver.archive(timeline, request)
    }

    func dynamicOptions(
        forParameter name: String, configuration: ConfigurationValues, intentsExtension: INExtension?
    ) async throws -> [IntentOption] {
        try await Provider.Intent.dynamicOptions(
            forParameter: name, configuration: configuration, intentsExtension: intentsExtension)
    }

    func validate(_ configuration: ConfigurationValues) async throws {
        _ = try await makeIntent(configuration)
    }

    func intent(for configuration: ConfigurationValues) async -> INIntent? {
        try? await makeIntent(configuration)
    }
}

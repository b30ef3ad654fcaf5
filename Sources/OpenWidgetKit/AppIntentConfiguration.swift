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
        let behaviour = AppIntentBehaviour(provider: provider, archiver: EntryArchiver(content: content))
        descriptors = [WidgetDescriptor(
            kind: kind, configurationSchema: Intent.configurationSchema, behaviour: behaviour)]
    }

    public var body: Never {
        fatalError("AppIntentConfiguration is a primitive configuration; its body is never called.")
    }
}

private struct AppIntentBehaviour<Provider: AppIntentTimelineProvider, Content: View>:
    WidgetBehaviour, @unchecked Sendable
{
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
        let entry = UncheckedSendableBox(await provider.snapshot(for: intent.value, in: request.context))
        return archiver.archive(entry.value, request)
    }

    func timeline(_ request: WidgetRequest, intentsExtension: INExtension?) async throws -> ArchivedTimeline {
        let intent = UncheckedSendableBox(try await makeIntent(request.configuration))
        let timeline = UncheckedSendableBox(await provider.timeline(for: intent.value, in: request.context))
        return archiver.archive(timeline.value, request)
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

    func appIntent(for configuration: ConfigurationValues) async -> (any WidgetConfigurationIntent)? {
        try? await makeIntent(configuration)
    }
}

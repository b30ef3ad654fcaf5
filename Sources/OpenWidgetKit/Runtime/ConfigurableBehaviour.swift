import Foundation

/// The behaviour of a configurable widget, whatever its intent family: the configuration is
/// restored into the author's intent type, then handed to the provider.
///
/// `IntentConfiguration` and `AppIntentConfiguration` differ only in how they restore intents and
/// call their providers; they pass those as closures.
struct ConfigurableBehaviour<Intent, Entry: TimelineEntry, Content: View>: WidgetBehaviour, @unchecked Sendable {
    // @unchecked Sendable: the closures call the author's provider and intent type, the way
    // WidgetKit calls them, from any thread.
    let makeIntent: (ConfigurationValues) async throws -> Intent
    let options: (String, ConfigurationValues, INExtension?) async throws -> [IntentOption]
    let placeholderEntry: (TimelineProviderContext) -> Entry
    let snapshotEntry: (Intent, TimelineProviderContext) async -> Entry
    let timelineEntries: (Intent, TimelineProviderContext) async -> Timeline<Entry>
    let archiver: EntryArchiver<Entry, Content>

    func archive(previewEntry entry: any TimelineEntry, _ request: WidgetRequest) throws -> ArchivedEntry {
        try archiver.archive(any: entry, request)
    }

    private func intent(_ configuration: ConfigurationValues) async throws -> UncheckedSendableBox<Intent> {
        do {
            return UncheckedSendableBox(try await makeIntent(configuration))
        } catch let error as ConfigurationError {
            throw WidgetRuntimeError.invalidConfiguration(error)
        }
    }

    func placeholder(_ request: WidgetRequest) throws -> ArchivedEntry {
        archiver.archive(placeholderEntry(request.context), request, redacted: true)
    }

    func snapshot(_ request: WidgetRequest, intentsExtension: INExtension?) async throws -> ArchivedEntry {
        let intent = try await intent(request.configuration)
        let entry = UncheckedSendableBox(await snapshotEntry(intent.value, request.context))
        return archiver.archive(entry.value, request)
    }

    func timeline(_ request: WidgetRequest, intentsExtension: INExtension?) async throws -> ArchivedTimeline {
        let intent = try await intent(request.configuration)
        let timeline = UncheckedSendableBox(await timelineEntries(intent.value, request.context))
        return archiver.archive(timeline.value, request)
    }

    func dynamicOptions(
        forParameter name: String, configuration: ConfigurationValues, intentsExtension: INExtension?
    ) async throws -> [IntentOption] {
        try await options(name, configuration, intentsExtension)
    }

    func validate(_ configuration: ConfigurationValues) async throws {
        _ = try await intent(configuration)
    }

    func intent(for configuration: ConfigurationValues) async -> INIntent? {
        try? await intent(configuration).value as? INIntent
    }

    func appIntent(for configuration: ConfigurationValues) async -> (any WidgetConfigurationIntent)? {
        try? await intent(configuration).value as? any WidgetConfigurationIntent
    }
}

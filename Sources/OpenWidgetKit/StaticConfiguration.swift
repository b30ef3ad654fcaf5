/// The configuration of a widget that people cannot configure.
///
/// ```swift
/// StaticConfiguration(kind: "com.mygame.game-status", provider: GameStatusProvider()) { entry in
///     GameStatusView(entry.gameStatus)
/// }
/// ```
public struct StaticConfiguration<Content: View>: WidgetConfiguration, PrimitiveWidgetConfiguration {
    package let descriptors: [WidgetDescriptor]

    /// Creates a configuration from a kind string, a provider and a view for each entry.
    ///
    /// - Parameters:
    ///   - kind: A string that identifies the widget; `WidgetCenter` reloads by it.
    ///   - provider: Makes the widget's timelines.
    ///   - content: Makes the view for an entry.
    public init<Provider: TimelineProvider>(
        kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) {
        let behaviour = StaticBehaviour(provider: provider, archiver: EntryArchiver(content: content))
        descriptors = [WidgetDescriptor(kind: kind, configurationSchema: nil, behaviour: behaviour)]
    }

    public var body: Never {
        fatalError("StaticConfiguration is a primitive configuration; its body is never called.")
    }
}

private struct StaticBehaviour<Provider: TimelineProvider, Content: View>: WidgetBehaviour, @unchecked Sendable {
    // @unchecked Sendable: the provider is the author's value, called the way WidgetKit calls it.
    let provider: Provider
    let archiver: EntryArchiver<Provider.Entry, Content>

    func archive(previewEntry entry: any TimelineEntry, _ request: WidgetRequest) throws -> ArchivedEntry {
        try archiver.archive(any: entry, request)
    }

    func placeholder(_ request: WidgetRequest) throws -> ArchivedEntry {
        if let name = request.configuration.keys.sorted().first {
            throw WidgetRuntimeError.notConfigurable(parameter: name)
        }
        return archiver.archive(provider.placeholder(in: request.context), request, redacted: true)
    }

    func snapshot(_ request: WidgetRequest, intentsExtension: INExtension?) async throws -> ArchivedEntry {
        try await validate(request.configuration)
        let entry = await withProviderCompletion { provider.getSnapshot(in: request.context, completion: $0) }
        return archiver.archive(entry, request)
    }

    func timeline(_ request: WidgetRequest, intentsExtension: INExtension?) async throws -> ArchivedTimeline {
        try await validate(request.configuration)
        let timeline = await withProviderCompletion { provider.getTimeline(in: request.context, completion: $0) }
        return archiver.archive(timeline, request)
    }
}

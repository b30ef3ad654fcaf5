import Foundation

/// One preview an extension declares, as `widgetkit preview` lists it.
package struct PreviewDescription: Codable, Hashable, Sendable {
    /// Stable while the source does not move: `fileID:line:column` for a `#Preview`,
    /// `Module.Type/index` for the index-th preview of a `PreviewProvider`.
    package var id: String
    /// The preview's display name, if it has one.
    package var name: String?
    /// The file that declares it (`Module/File.swift`), and the line.
    package var fileID: String
    package var line: Int
    /// The widget family it shows; nil for a view preview.
    package var family: WidgetFamily?
    /// The kind of the widget it shows; nil for a view preview.
    package var widgetKind: String?
    /// How a view preview is laid out; nil for a widget in its family.
    package var layout: PreviewLayoutValue?
}

/// What a preview shows for one environment: its entries (one for a view), resolved.
package struct RenderedPreview: Codable, Hashable, Sendable {
    package var entries: [ArchivedEntry]
    package var layout: PreviewLayoutValue?
}

/// The previews of the running extension: every `#Preview` and `PreviewProvider` linked into it.
package enum PreviewCatalog {
    /// A preview and where it comes from.
    private struct Source {
        var description: PreviewDescription
        var make: @MainActor () throws -> PreviewSubject
    }

    /// What a preview resolves: a `#Preview`'s `Preview`, or a part of a `PreviewProvider`'s previews.
    private enum PreviewSubject {
        case preview(Preview)
        case providerPart(index: Int, type: any PreviewProvider.Type)
    }

    /// Every preview, in file and line order.
    @MainActor
    package static func descriptions() -> [PreviewDescription] {
        sources().map(\.description)
    }

    /// The preview with `id`, resolved in `request`'s environment (its colour scheme, date, locale, time
    /// zone and scale; its kind and family are the preview's own).
    @MainActor
    package static func render(id: String, in request: WidgetRequest) async throws -> RenderedPreview {
        guard let source = sources().first(where: { $0.description.id == id }) else {
            throw HostProtocolError("this extension declares no preview '\(id)'")
        }
        switch try source.make() {
        case .preview(let preview):
            return try await render(preview, in: request)
        case .providerPart(let index, let type):
            let parts = PreviewProviderParts.parts(of: type, environment: request.environment(redacted: false))
            guard parts.indices.contains(index) else {
                throw HostProtocolError("\(String(reflecting: type)) has no preview \(index)")
            }
            let part = parts[index]
            return RenderedPreview(
                entries: [ArchivedEntry(date: request.date, archive: part.archive)],
                layout: part.family == nil ? part.layout : nil)
        }
    }

    @MainActor
    private static func render(_ preview: Preview, in request: WidgetRequest) async throws -> RenderedPreview {
        switch preview.content {
        case .view(let traits, let body):
            let archive = ViewArchive(body(), environment: request.environment(redacted: false))
            return RenderedPreview(
                entries: [ArchivedEntry(date: request.date, archive: archive)],
                layout: traits.lazy.compactMap(\.layout).first ?? .device)
        case .widget(let family, let widget, let entries):
            guard let descriptor = widget().first else {
                throw HostProtocolError("the preview's widget has no configuration")
            }
            var widgetRequest = request
            widgetRequest.kind = descriptor.kind
            widgetRequest.family = family
            widgetRequest.isPreview = true
            let given = await entries(widgetRequest.context)
            return RenderedPreview(
                entries: try given.map { try descriptor.behaviour.archive(previewEntry: $0, widgetRequest) },
                layout: nil)
        }
    }

    @MainActor
    private static func sources() -> [Source] {
        var sources: [Source] = []
        for type in ConformanceDiscovery.types(conformingTo: "PreviewRegistry", in: "OpenWidgetKit") {
            guard let registry = type as? any PreviewRegistry.Type else { continue }
            let id = "\(registry.fileID):\(registry.line):\(registry.column)"
            // Making the preview runs only the macro's closures' captures, never the views or providers.
            guard let preview = try? registry.makePreview() else { continue }
            var description = PreviewDescription(
                id: id, name: preview.displayName, fileID: registry.fileID, line: registry.line)
            switch preview.content {
            case .view(let traits, _):
                description.layout = traits.lazy.compactMap(\.layout).first ?? .device
            case .widget(let family, let widget, _):
                description.family = family
                description.widgetKind = widget().first?.kind
            }
            sources.append(Source(description: description, make: { .preview(preview) }))
        }
        for type in ConformanceDiscovery.types(conformingTo: "PreviewProvider", in: "WidgetUI") {
            guard let provider = type as? any PreviewProvider.Type else { continue }
            let typeName = String(reflecting: provider)
            let module = typeName.split(separator: ".").first.map(String.init) ?? typeName
            let parts = PreviewProviderParts.parts(of: provider, environment: EnvironmentValues())
            for (index, part) in parts.enumerated() {
                let description = PreviewDescription(
                    id: "\(typeName)/\(index)", name: part.name, fileID: "\(module)/\(typeName)", line: 0,
                    family: part.family, widgetKind: nil, layout: part.family == nil ? part.layout : nil)
                sources.append(Source(description: description, make: { .providerPart(index: index, type: provider) }))
            }
        }
        return sources.sorted { ($0.description.fileID, $0.description.line) < ($1.description.fileID, $1.description.line) }
    }
}

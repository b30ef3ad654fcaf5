import Foundation

/// The extension side of the host protocol: it answers the host's requests by running the author's
/// providers and content closures, and returns entries already resolved to view archives.
///
/// In the simulator and the in-process host it is called directly; a widget extension process
/// answers the same requests over its standard input and output.
package struct WidgetExtensionRuntime: Sendable {
    /// The widgets, in the bundle's order.
    package let widgets: [WidgetDescriptor]

    /// A runtime for the widgets of a bundle.
    package init<Bundle: WidgetBundle>(bundle: Bundle.Type) {
        self.init(widgets: Bundle().body.descriptors)
    }

    /// A runtime for one widget.
    package init<W: Widget>(widget: W.Type) {
        self.init(widgets: W().descriptors)
    }

    package init(widgets: [WidgetDescriptor]) {
        self.widgets = widgets
    }

    /// The kinds, in the bundle's order.
    package var kinds: [String] { widgets.map(\.kind) }

    /// The widget of a kind, or an error that lists the known kinds and suggests the closest.
    package func descriptor(forKind kind: String) throws -> WidgetDescriptor {
        guard let descriptor = widgets.first(where: { $0.kind == kind }) else {
            throw WidgetRuntimeError.unknownKind(kind, known: kinds)
        }
        return descriptor
    }

    private func checked(_ request: WidgetRequest) throws -> WidgetDescriptor {
        let descriptor = try descriptor(forKind: request.kind)
        guard descriptor.supportedFamilies.contains(request.family) else {
            throw WidgetRuntimeError.unsupportedFamily(
                kind: request.kind, family: request.family, supported: descriptor.supportedFamilies)
        }
        return descriptor
    }

    /// The redacted placeholder entry.
    package func placeholder(_ request: WidgetRequest) throws -> ArchivedEntry {
        try checked(request).behaviour.placeholder(request)
    }

    /// One entry for now; `request.isPreview` marks a gallery request.
    package func snapshot(_ request: WidgetRequest) async throws -> ArchivedEntry {
        let descriptor = try checked(request)
        return try await descriptor.behaviour.snapshot(request, intentsExtension: descriptor.intentsExtension?.value)
    }

    /// The timeline for a placed widget.
    package func timeline(_ request: WidgetRequest) async throws -> ArchivedTimeline {
        let descriptor = try checked(request)
        return try await descriptor.behaviour.timeline(request, intentsExtension: descriptor.intentsExtension?.value)
    }

    /// The choices for a configuration parameter whose options the extension provides.
    package func dynamicOptions(
        kind: String, parameter: String, configuration: ConfigurationValues = [:]
    ) async throws -> [IntentOption] {
        let descriptor = try descriptor(forKind: kind)
        return try await descriptor.behaviour.dynamicOptions(
            forParameter: parameter, configuration: configuration,
            intentsExtension: descriptor.intentsExtension?.value)
    }

    /// Checks a configuration against a kind's intent type.
    package func validate(kind: String, configuration: ConfigurationValues) async throws {
        try await descriptor(forKind: kind).behaviour.validate(configuration)
    }
}

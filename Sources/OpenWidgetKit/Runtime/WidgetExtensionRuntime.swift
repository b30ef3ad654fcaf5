import Foundation

/// The extension side of the host protocol: it answers the host's requests by running the author's
/// providers and content closures, and returns entries already resolved to view archives.
///
/// In the simulator and the in-process host it is called directly; a widget extension process
/// answers the same requests over its standard input and output.
package struct WidgetExtensionRuntime: Sendable {
    /// The widgets, in the bundle's order.
    package let widgets: [WidgetDescriptor]
    /// The controls, in the bundle's order.
    package let controls: [ControlDescriptor]
    /// Whether the extension asks for the person's location, from its `Info.plist`.
    package var locationUse: LocationUse? = LocationUse(infoDictionary: ExtensionInfo.dictionary())

    /// A runtime for the widgets and controls of a bundle.
    package init<Bundle: WidgetBundle>(bundle: Bundle.Type) {
        let body = Bundle().body
        self.init(widgets: body.descriptors, controls: body.controlDescriptors)
    }

    /// A runtime for one widget.
    package init<W: Widget>(widget: W.Type) {
        self.init(widgets: W().descriptors)
    }

    package init(widgets: [WidgetDescriptor], controls: [ControlDescriptor] = []) {
        self.widgets = widgets
        self.controls = controls
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

    /// The request as the widget's views see it: a rendering mode other than full colour removes the
    /// container background unless the widget says `containerBackgroundRemovable(false)`.
    private func completed(_ request: WidgetRequest, _ descriptor: WidgetDescriptor) -> WidgetRequest {
        guard request.showsWidgetContainerBackground == nil else { return request }
        var request = request
        request.showsWidgetContainerBackground =
            (request.renderingMode ?? .fullColor) == .fullColor || !descriptor.containerBackgroundRemovable
        return request
    }

    /// The redacted placeholder entry.
    package func placeholder(_ request: WidgetRequest) throws -> ArchivedEntry {
        let descriptor = try checked(request)
        return try descriptor.behaviour.placeholder(completed(request, descriptor))
    }

    /// One entry for now; `request.isPreview` marks a gallery request.
    package func snapshot(_ request: WidgetRequest) async throws -> ArchivedEntry {
        let descriptor = try checked(request)
        return try await descriptor.behaviour.snapshot(
            completed(request, descriptor), intentsExtension: descriptor.intentsExtension?.value)
    }

    /// The timeline for a placed widget.
    package func timeline(_ request: WidgetRequest) async throws -> ArchivedTimeline {
        let descriptor = try checked(request)
        return try await descriptor.behaviour.timeline(
            completed(request, descriptor), intentsExtension: descriptor.intentsExtension?.value)
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

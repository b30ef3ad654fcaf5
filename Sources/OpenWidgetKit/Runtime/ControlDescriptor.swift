import Foundation

/// Everything the runtime knows about one control kind: presentation, configuration schema, and the
/// type-erased call into the author's value provider and template. Not in WidgetKit.
package struct ControlDescriptor: Sendable {
    package var kind: String
    package var displayName: String
    package var description: String
    package var promptsForUserConfiguration = false
    /// The configuration intent's schema; nil for `StaticControlConfiguration`.
    package var configurationSchema: IntentSchema?
    /// The control's template for a request: `isPreview` asks for the preview value.
    package var template: @Sendable (WidgetRequest) async throws -> ArchivedControl

    package init(
        kind: String, configurationSchema: IntentSchema?,
        resolve: @escaping @Sendable (WidgetRequest) async throws -> ArchivedControl
    ) {
        self.kind = kind
        self.displayName = kind
        self.description = ""
        self.configurationSchema = configurationSchema
        self.template = resolve
    }

    /// Resolves a template for a request: its views in the request's environment, then the drawn control.
    static func resolve(_ template: some ControlWidgetTemplate, _ request: WidgetRequest) throws -> ArchivedControl {
        let environment = request.environment(redacted: false)
        guard let resolved = template.resolve(in: environment) else {
            throw HostProtocolError("the control \(request.kind) has no button or toggle in its template")
        }
        return ControlChrome.archive(resolved, kind: request.kind, environment: environment)
    }
}

/// A control as the extension answers the host's `control` request: what it shows and what pressing
/// it runs. Not in WidgetKit.
package struct ArchivedControl: Codable, Hashable, Sendable {
    /// The control's kind.
    package var kind: String
    /// `button` or `toggle`.
    package var template: String
    /// For a toggle: whether it is on.
    package var isOn: Bool?
    /// The title, as text (the label's text, else the control's display name).
    package var title: String
    /// The value text (a toggle's value label), if any.
    package var value: String?
    /// What pressing the control runs.
    package var invocation: IntentInvocation
    /// The control drawn at `ControlChrome.size`, for the renderers.
    package var archive: ViewArchive
    /// What the Action button would say it does (`controlWidgetActionHint(_:)`), if the label says.
    package var actionHint: String?

    package init(
        kind: String, template: String, isOn: Bool?, title: String, value: String?, invocation: IntentInvocation,
        archive: ViewArchive, actionHint: String? = nil
    ) {
        self.actionHint = actionHint
        self.kind = kind
        self.template = template
        self.isOn = isOn
        self.title = title
        self.value = value
        self.invocation = invocation
        self.archive = archive
    }
}

extension WidgetExtensionRuntime {
    /// The control of a kind, or an error that lists the known control kinds.
    package func controlDescriptor(forKind kind: String) throws -> ControlDescriptor {
        guard let control = controls.first(where: { $0.kind == kind }) else {
            throw WidgetRuntimeError.unknownKind(kind, known: controls.map(\.kind))
        }
        return control
    }

    /// A control's template for a request: its preview value (`isPreview`) or its current value.
    package func control(_ request: WidgetRequest) async throws -> ArchivedControl {
        let descriptor = try controlDescriptor(forKind: request.kind)
        if descriptor.configurationSchema == nil, let name = request.configuration.keys.sorted().first {
            throw WidgetRuntimeError.notConfigurable(parameter: name)
        }
        var control = try await descriptor.template(request)
        if control.title.isEmpty { control.title = descriptor.displayName }
        return control
    }
}

import Foundation

/// The protocol between the host and a widget extension process: JSON, one message per line, over the
/// extension's standard input (requests) and standard output (responses). See docs/HostProtocol.md.
///
/// Not in WidgetKit: on Apple platforms the system and the extension talk privately.
package enum HostProtocol {
    /// Bumped when a message changes incompatibly; the extension reports its own in `describe`.
    package static let version = 1

    package enum Method: String, Codable, Sendable {
        case describe, placeholder, snapshot, timeline, options, validate
        /// Runs an App Intent's `perform()` (an interactive widget's button or toggle).
        case perform
        /// Lists the `#Preview`s and `PreviewProvider`s linked into the extension.
        case previews
        /// Resolves one preview in the environment `widget` gives.
        case preview
        /// A control's template for `widget` (its kind, configuration and environment; the family is
        /// ignored): `isPreview` asks for the provider's preview value.
        case control
    }

    package struct Request: Codable, Sendable {
        package var id: Int
        package var method: Method
        package var widget: WidgetRequest?
        package var kind: String?
        package var parameter: String?
        package var configuration: ConfigurationValues?
        /// For `perform`: the App Intent's fully qualified type name; its parameters are `configuration`.
        package var intent: String?
        /// For `preview`: the preview's `id`, as `previews` lists it.
        package var preview: String?

        package init(
            id: Int, method: Method, widget: WidgetRequest? = nil, kind: String? = nil, parameter: String? = nil,
            configuration: ConfigurationValues? = nil, intent: String? = nil, preview: String? = nil
        ) {
            self.intent = intent
            self.preview = preview
            self.id = id
            self.method = method
            self.widget = widget
            self.kind = kind
            self.parameter = parameter
            self.configuration = configuration
        }
    }

    package struct Response: Codable, Sendable {
        package var id: Int
        package var description: ExtensionDescription?
        package var entry: ArchivedEntry?
        package var timeline: ArchivedTimeline?
        package var options: [IntentOption]?
        package var previews: [PreviewDescription]?
        package var preview: RenderedPreview?
        /// For `control`: the control as it is now.
        package var control: ArchivedControl?
        /// Why the request failed, in words for a person; nil on success.
        package var error: String?

        package init(id: Int, error: String? = nil) {
            self.id = id
            self.error = error
        }
    }

    /// What an extension offers.
    package struct ExtensionDescription: Codable, Hashable, Sendable {
        package var protocolVersion: Int
        package var widgets: [WidgetDescription]
        /// The extension's controls (added within version 1: absent from an extension that predates them).
        package var controls: [ControlDescription]?
        /// The extension's wish to use the person's location (`NSWidgetWantsLocation` in its `Info.plist`),
        /// with the purpose string; nil when it does not ask (added within version 1).
        package var location: LocationUse?

        package init(
            protocolVersion: Int, widgets: [WidgetDescription], controls: [ControlDescription]? = nil,
            location: LocationUse? = nil
        ) {
            self.protocolVersion = protocolVersion
            self.widgets = widgets
            self.controls = controls
            self.location = location
        }
    }

    /// One control kind, as the host and the dashboard see it.
    package struct ControlDescription: Codable, Hashable, Sendable {
        package var kind: String
        package var displayName: String
        package var description: String
        package var promptsForUserConfiguration: Bool
        /// The configuration intent's schema; nil for a `StaticControlConfiguration`.
        package var configurationSchema: IntentSchema?

        package init(
            kind: String, displayName: String, description: String, promptsForUserConfiguration: Bool = false,
            configurationSchema: IntentSchema? = nil
        ) {
            self.kind = kind
            self.displayName = displayName
            self.description = description
            self.promptsForUserConfiguration = promptsForUserConfiguration
            self.configurationSchema = configurationSchema
        }
    }

    /// One widget kind, as the host and the dashboard's gallery see it.
    package struct WidgetDescription: Codable, Hashable, Sendable {
        package var kind: String
        package var displayName: String
        package var description: String
        package var supportedFamilies: [WidgetFamily]
        package var contentMarginsDisabled: Bool
        package var configurationSchema: IntentSchema?
        /// False when the widget says `containerBackgroundRemovable(false)`; absent (nil) otherwise.
        package var containerBackgroundRemovable: Bool? = nil
    }
}

extension WidgetExtensionRuntime {
    /// The description `describe` answers with.
    package var extensionDescription: HostProtocol.ExtensionDescription {
        HostProtocol.ExtensionDescription(
            protocolVersion: HostProtocol.version,
            widgets: widgets.map {
                HostProtocol.WidgetDescription(
                    kind: $0.kind, displayName: $0.displayName, description: $0.description,
                    supportedFamilies: $0.supportedFamilies, contentMarginsDisabled: $0.contentMarginsDisabled,
                    configurationSchema: $0.configurationSchema,
                    containerBackgroundRemovable: $0.containerBackgroundRemovable ? nil : false)
            },
            controls: controls.isEmpty ? nil : controls.map {
                HostProtocol.ControlDescription(
                    kind: $0.kind, displayName: $0.displayName, description: $0.description,
                    promptsForUserConfiguration: $0.promptsForUserConfiguration,
                    configurationSchema: $0.configurationSchema)
            },
            location: locationUse)
    }

    /// Answers one request.
    package func respond(to request: HostProtocol.Request) async -> HostProtocol.Response {
        var response = HostProtocol.Response(id: request.id)
        if let widget = request.widget, request.method != .validate {
            // The host sends its place (or the refusal) with every widget request.
            ExtensionLocation.current = widget.location
        }
        do {
            switch request.method {
            case .describe:
                response.description = extensionDescription
            case .placeholder:
                response.entry = try placeholder(try widgetRequest(request))
            case .snapshot:
                response.entry = try await snapshot(try widgetRequest(request))
            case .timeline:
                response.timeline = try await timeline(try widgetRequest(request))
            case .options:
                guard let kind = request.kind, let parameter = request.parameter else {
                    throw HostProtocolError("an options request needs 'kind' and 'parameter'")
                }
                response.options = try await dynamicOptions(
                    kind: kind, parameter: parameter, configuration: request.configuration ?? [:])
            case .validate:
                let widget = try widgetRequest(request)
                let descriptor = try descriptor(forKind: widget.kind)
                guard descriptor.supportedFamilies.contains(widget.family) else {
                    throw WidgetRuntimeError.unsupportedFamily(
                        kind: widget.kind, family: widget.family, supported: descriptor.supportedFamilies)
                }
                try await descriptor.behaviour.validate(widget.configuration)
            case .perform:
                guard let intent = request.intent else { throw HostProtocolError("a perform request needs 'intent'") }
                try await performIntent(named: intent, parameters: request.configuration ?? [:])
            case .previews:
                response.previews = await PreviewCatalog.descriptions()
            case .control:
                response.control = try await control(try widgetRequest(request))
            case .preview:
                guard let id = request.preview else { throw HostProtocolError("a preview request needs 'preview'") }
                let environment = request.widget ?? WidgetRequest(kind: "", family: .systemSmall, date: Date())
                response.preview = try await PreviewCatalog.render(id: id, in: environment)
            }
        } catch {
            response.error = "\(error)"
        }
        return response
    }

    /// Runs the App Intent named `name` (`Module.Type`) with its parameters set from `parameters`.
    package func performIntent(named name: String, parameters: ConfigurationValues) async throws {
        guard let type = IntentTypeName.type(named: name) as? any AppIntent.Type else {
            throw HostProtocolError(
                "this extension has no App Intent named \(name). An intent is found by its type name: declare it "
                    + "internal or public, not private or fileprivate, and not inside a function.")
        }
        try await Self.perform(type, parameters)
    }

    private static func perform<Intent: AppIntent>(_ type: Intent.Type, _ parameters: ConfigurationValues) async throws {
        let intent = Intent()
        try await IntentCoding.restore(parameters, into: intent, type: Intent.self)
        _ = try await intent.perform()
    }

    private func widgetRequest(_ request: HostProtocol.Request) throws -> WidgetRequest {
        guard let widget = request.widget else {
            throw HostProtocolError("a \(request.method.rawValue) request needs 'widget'")
        }
        return widget
    }

    /// Serves the host protocol on standard input and output until standard input closes.
    ///
    /// Anything the author's code prints goes to standard error instead of the protocol stream.
    package func serve() async {
        // Keep the real standard output for protocol lines; point file descriptor 1 at standard error.
        let protocolOut = dup(1)
        dup2(2, 1)
        let writer = FileHandle(fileDescriptor: protocolOut, closeOnDealloc: true)
        let lock = NSLock()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let runtime = self
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            let reader = Thread {
                let group = DispatchGroup()
                while let line = readLine(strippingNewline: true) {
                    guard !line.isEmpty else { continue }
                    group.enter()
                    Task {
                        let response: HostProtocol.Response
                        if let request = try? JSONDecoder().decode(HostProtocol.Request.self, from: Data(line.utf8)) {
                            response = await runtime.respond(to: request)
                        } else {
                            response = HostProtocol.Response(id: -1, error: "not a request: \(line.prefix(200))")
                        }
                        if var data = try? encoder.encode(response) {
                            data.append(0x0A)
                            lock.withLock { writer.write(data) }
                        }
                        group.leave()
                    }
                }
                // Standard input closed: the host has gone, or asked this extension to exit because it
                // was idle. Requests in flight get a moment to finish; a provider that never calls its
                // completion handler does not keep the process alive.
                _ = group.wait(timeout: .now() + .seconds(10))
                done.resume()
            }
            reader.start()
        }
    }
}

/// A malformed protocol message.
package struct HostProtocolError: Error, CustomStringConvertible {
    package var description: String
    package init(_ description: String) { self.description = description }
}

extension WidgetBundle {
    /// Runs the bundle as a widget extension: the host starts this executable and talks to it over
    /// standard input and output. Mark your bundle `@main`.
    public static func main() async {
        await WidgetExtensionRuntime(bundle: Self.self).serve()
    }
}

extension Widget {
    /// Runs this widget as a widget extension with one widget. Mark your widget `@main`.
    public static func main() async {
        await WidgetExtensionRuntime(widget: Self.self).serve()
    }
}

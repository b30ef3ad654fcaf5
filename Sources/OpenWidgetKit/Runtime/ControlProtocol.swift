import Foundation

/// The protocol of the host's control socket: JSON, one message per line, over a Unix-domain socket
/// that only the host's user can open. See docs/HostProtocol.md.
///
/// Not in WidgetKit: on Apple platforms `WidgetCenter` talks to the system privately. Here
/// `WidgetCenter.shared` in any process of the user, and the `widgetkit` commands, use this socket.
package enum ControlProtocol {
    /// Bumped when a message changes incompatibly.
    package static let version = 1

    package enum Method: String, Codable, Sendable {
        /// `kind` (nil: every kind) → `ReloadAck`.
        case reload
        /// → `[PlacedWidget]`, for `WidgetCenter.currentConfigurations()`.
        case configurations
        /// `kind`, `family`, `configuration`, `surface` → `InstanceSummary`.
        case add
        /// `instance` → `InstanceSummary`.
        case remove
        /// `instance`, `configuration` → `InstanceSummary`.
        case reconfigure
        /// → `[InstanceSummary]`.
        case list
        /// `instance`, optionally `limit` (receipts, default 50) and `before` (a cursor from the previous
        /// page's `olderReceipts`) → `InstanceReport`.
        case receipts
        /// → `[KindSummary]`.
        case kinds
        /// → `HostStatus`.
        case status
        /// `instance`, `intent` (an App Intent's `Module.Type`), `configuration` (its parameters) →
        /// `ReloadAck`: runs the intent in the widget's extension, then reloads that extension's widgets.
        case perform
        /// `kind` (nil: every control) → `ReloadAck` (`widgets`: how many controls): the dashboard draws
        /// those controls again (`ControlCenter`).
        case reloadControls
        /// → `LocationReport`: the host's place and each extension's location grant.
        case location
        /// `place` ("LAT,LON"; nil forgets the place), optionally `accuracy` (metres) and `label` →
        /// `LocationReport`; the widgets of granted extensions reload.
        case setLocation
        /// `extensionName` (a path or an executable's name), `granted` (nil: undecided again) →
        /// `LocationReport`; that extension's widgets reload.
        case decideLocation
    }

    package struct Request: Codable, Sendable {
        package var id: Int
        package var method: Method
        package var kind: String?
        package var family: String?
        package var configuration: ConfigurationValues?
        package var surface: String?
        package var instance: Int?
        package var intent: String?
        /// For `receipts`: how many, and older than which cursor.
        package var limit: Int?
        package var before: Int?
        /// For `setLocation`: the place as "LAT,LON", its accuracy in metres and a name.
        package var place: String?
        package var accuracy: Double?
        package var label: String?
        /// For `decideLocation`: the extension, and the decision.
        package var extensionName: String?
        package var granted: Bool?

        package init(
            id: Int = 1, method: Method, kind: String? = nil, family: String? = nil,
            configuration: ConfigurationValues? = nil, surface: String? = nil, instance: Int? = nil,
            intent: String? = nil, limit: Int? = nil, before: Int? = nil, place: String? = nil, accuracy: Double? = nil,
            label: String? = nil, extensionName: String? = nil, granted: Bool? = nil
        ) {
            self.place = place
            self.accuracy = accuracy
            self.label = label
            self.extensionName = extensionName
            self.granted = granted
            self.intent = intent
            self.limit = limit
            self.before = before
            self.id = id
            self.method = method
            self.kind = kind
            self.family = family
            self.configuration = configuration
            self.surface = surface
            self.instance = instance
        }
    }

    /// A reply: `result` on success, `error` (words for a person) on failure.
    package struct Response<Result: Codable & Sendable>: Codable, Sendable {
        package var id: Int
        package var result: Result?
        package var error: String?

        package init(id: Int, result: Result? = nil, error: String? = nil) {
            self.id = id
            self.result = result
            self.error = error
        }
    }

    /// A reply whose result is not read.
    package struct Empty: Codable, Sendable {}

    /// The answer to `reload`: how many placed widgets the request reached.
    package struct ReloadAck: Codable, Sendable {
        package var widgets: Int

        package init(widgets: Int) {
            self.widgets = widgets
        }
    }

    /// A placed widget as `currentConfigurations()` sees it.
    package struct PlacedWidget: Codable, Sendable {
        package var kind: String
        package var family: WidgetFamily
        package var configuration: ConfigurationValues
        /// The configuration intent's type name (see `IntentTypeName`), so the app can rebuild it.
        package var intentType: String?

        package init(kind: String, family: WidgetFamily, configuration: ConfigurationValues, intentType: String?) {
            self.kind = kind
            self.family = family
            self.configuration = configuration
            self.intentType = intentType
        }
    }

    /// Where the control socket is: `$OPENWIDGETKIT_SOCKET`, else `control.sock` in the data
    /// directory (`$OPENWIDGETKIT_DATA_DIR`, else `$XDG_DATA_HOME/openwidgetkit`, else
    /// `~/.local/share/openwidgetkit`).
    package static func socketPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let path = environment["OPENWIDGETKIT_SOCKET"], !path.isEmpty { return path }
        return dataDirectory(environment: environment).appendingPathComponent("control.sock").path
    }

    /// The host's data directory when none is given on the command line.
    package static func dataDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let path = environment["OPENWIDGETKIT_DATA_DIR"], !path.isEmpty { return URL(fileURLWithPath: path) }
        if let path = environment["XDG_DATA_HOME"], !path.isEmpty {
            return URL(fileURLWithPath: path).appendingPathComponent("openwidgetkit")
        }
        let home = environment["HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser
        return home.appendingPathComponent(".local/share/openwidgetkit")
    }
}

/// A client of the control socket: one connection per call, bounded by a timeout, so a missing or
/// stuck host is reported instead of waited for. Not in WidgetKit.
package struct ControlClient: Sendable {
    package var path: String
    package var timeout: TimeInterval

    package init(path: String = ControlProtocol.socketPath(), timeout: TimeInterval = 10) {
        self.path = path
        self.timeout = timeout
    }

    /// Sends one request and decodes its result.
    package func call<Result: Codable & Sendable>(
        _ request: ControlProtocol.Request, as type: Result.Type = Result.self
    ) throws(ControlError) -> Result {
        let socket: UnixSocket
        do {
            socket = try UnixSocket.connect(to: path, timeout: timeout)
        } catch {
            if case .nobodyListening = error { throw .noHost(path) }
            throw .transport(path, "\(error)")
        }
        let line: [UInt8]
        do {
            try socket.write(line: try JSONEncoder().encode(request))
            guard let reply = try socket.readLine() else {
                throw ControlError.transport(path, "the host closed the connection without answering")
            }
            line = reply
        } catch let error as ControlError {
            throw error
        } catch UnixSocketError.timedOut {
            throw .transport(path, "the host did not answer within \(Int(timeout)) s")
        } catch {
            throw .transport(path, "\(error)")
        }
        let response: ControlProtocol.Response<Result>
        do {
            response = try JSONDecoder().decode(ControlProtocol.Response<Result>.self, from: Data(line))
        } catch {
            throw .transport(path, "the host's answer could not be read: \(error)")
        }
        if let message = response.error { throw .refused(message) }
        guard let result = response.result else { throw .transport(path, "the host's answer had no result") }
        return result
    }
}

/// Why a control-socket call failed. Not in WidgetKit.
package enum ControlError: Error, CustomStringConvertible {
    /// Nothing listens on the socket.
    case noHost(String)
    /// The host could not be reached or answered badly.
    case transport(String, String)
    /// The host answered with an error.
    case refused(String)

    package var description: String {
        switch self {
        case .noHost(let path):
            "no widget host is running (nothing listens on \(path)); start one with `widgetkit serve`"
        case .transport(let path, let why): "the widget host at \(path) could not be asked: \(why)"
        case .refused(let why): why
        }
    }
}

/// `WidgetCenter`'s way to the daemon: the control socket.
package struct SocketWidgetCenterBackend: WidgetCenterBackend {
    package var client: ControlClient
    /// Where undeliverable reloads are reported (standard error by default).
    package var report: @Sendable (String) -> Void

    package init(
        client: ControlClient = ControlClient(),
        report: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    ) {
        self.client = client
        self.report = report
    }

    package func reloadTimelines(ofKind kind: String) {
        deliver(ControlProtocol.Request(method: .reload, kind: kind), "reloadTimelines(ofKind: \"\(kind)\")")
    }

    package func reloadAllTimelines() {
        deliver(ControlProtocol.Request(method: .reload), "reloadAllTimelines()")
    }

    package func reloadControls(ofKind kind: String?) {
        deliver(
            ControlProtocol.Request(method: .reloadControls, kind: kind),
            kind.map { "reloadControls(ofKind: \"\($0)\")" } ?? "reloadAllControls()", center: "ControlCenter")
    }

    private func deliver(_ request: ControlProtocol.Request, _ call: String, center: String = "WidgetCenter") {
        do {
            _ = try client.call(request, as: ControlProtocol.ReloadAck.self)
        } catch {
            report("OpenWidgetKit: \(center).\(call) was not delivered: \(error)")
        }
    }

    package func currentConfigurations() async throws -> [WidgetInfo] {
        let placed: [ControlProtocol.PlacedWidget]
        do {
            placed = try client.call(ControlProtocol.Request(method: .configurations))
        } catch {
            if case .noHost = error { throw WidgetCenterError.noHost }
            throw error
        }
        var infos: [WidgetInfo] = []
        for widget in placed {
            infos.append(await WidgetInfo.restoring(
                kind: widget.kind, family: widget.family, configuration: widget.configuration,
                intentType: widget.intentType))
        }
        return infos
    }
}

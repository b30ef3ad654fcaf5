import Foundation
import Synchronization

/// The app's way to tell the host that widgets' timelines changed, and to see which widgets are placed.
///
/// ```swift
/// WidgetCenter.shared.reloadTimelines(ofKind: "com.mygame.character-detail")
/// WidgetCenter.shared.reloadAllTimelines()
/// ```
///
/// Calls go to the host the center is connected to: a host in the same process (the simulator,
/// tests), or else the daemon (`widgetkit serve`) through its control socket (see
/// `OPENWIDGETKIT_SOCKET` and `OPENWIDGETKIT_DATA_DIR` in docs/HostProtocol.md). With no host, a
/// reload is reported on standard error and dropped, and `getCurrentConfigurations` reports
/// `WidgetCenterError.noHost`; neither waits.
public final class WidgetCenter: Sendable {
    /// The center of this process.
    public static let shared = WidgetCenter()

    private let backend = Mutex<(any WidgetCenterBackend)?>(nil)

    private init() {}

    /// Connects the center to a host. Not in WidgetKit: the simulator and the daemon's client do this.
    package func connect(_ backend: (any WidgetCenterBackend)?) {
        self.backend.withLock { $0 = backend }
    }

    /// A backend for the current task and the tasks it creates, ahead of the process-wide one, so
    /// tests running side by side each talk to their own simulator.
    @TaskLocal package static var taskBackend: (any WidgetCenterBackend)?

    /// The task's backend, else the one connected, else the daemon's control socket.
    package var currentBackend: (any WidgetCenterBackend)? {
        Self.taskBackend ?? backend.withLock { $0 } ?? SocketWidgetCenterBackend()
    }

    /// Asks the host for new timelines of every placed widget of one kind.
    public func reloadTimelines(ofKind kind: String) {
        currentBackend?.reloadTimelines(ofKind: kind)
    }

    /// Asks the host for new timelines of every placed widget of this app.
    public func reloadAllTimelines() {
        currentBackend?.reloadAllTimelines()
    }

    /// Calls `completion` with the placed widgets and their configurations.
    public func getCurrentConfigurations(
        _ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void
    ) {
        guard let backend = currentBackend else {
            completion(.failure(WidgetCenterError.noHost))
            return
        }
        Task {
            do {
                completion(.success(try await backend.currentConfigurations()))
            } catch {
                completion(.failure(error))
            }
        }
    }

    /// The placed widgets and their configurations.
    public func currentConfigurations() async throws -> [WidgetInfo] {
        guard let backend = currentBackend else { throw WidgetCenterError.noHost }
        return try await backend.currentConfigurations()
    }
}

/// Where `WidgetCenter` sends its calls: a host in this process or the daemon. Not in WidgetKit.
package protocol WidgetCenterBackend: Sendable {
    func reloadTimelines(ofKind kind: String)
    func reloadAllTimelines()
    func currentConfigurations() async throws -> [WidgetInfo]
    /// `ControlCenter`'s reloads: one kind, or every control (nil).
    func reloadControls(ofKind kind: String?)
}

extension WidgetCenterBackend {
    /// A host with no controls (the simulator) has nothing to draw again.
    package func reloadControls(ofKind kind: String?) {}
}

/// Why a `WidgetCenter` call could not be answered. Not in WidgetKit, where the calls have no host to miss.
public enum WidgetCenterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No widget host is connected to this process.
    case noHost

    public var description: String {
        switch self {
        case .noHost:
            "No widget host is running for this user: start one with `widgetkit serve`, "
                + "or use WidgetSimulator in tests."
        }
    }
}

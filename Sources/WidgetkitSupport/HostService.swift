import ServiceLifecycle
package import WidgetHost

/// The host as a service of a service group (`serve`, and the dashboard benchmark): a graceful
/// shutdown stops it between steps.
package struct HostService: Service {
    package let daemon: HostDaemon

    package init(daemon: HostDaemon) {
        self.daemon = daemon
    }

    package func run() async throws {
        try await withGracefulShutdownHandler {
            try await daemon.run()
        } onGracefulShutdown: {
            daemon.stop()
        }
    }
}

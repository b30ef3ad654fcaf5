import Foundation
import OpenWidgetKit
import WidgetHost
import WidgetkitSupport

/// A widget extension as `preview`, `simulate` and `list-kinds` use it: an executable run as its own
/// process and asked over the host protocol (docs/HostProtocol.md) what it offers, then for
/// placeholders, snapshots and timelines — the examples' extension (`example-widgets`, built beside
/// `widgetkit`) unless `--extension PATH` names another.
///
/// Every failure is a `UsageError`: one sentence saying which executable and what went wrong.
struct ExtensionWidgets {
    /// The extension's process, and what it said it offers.
    let source: ExtensionProcessSource

    /// Starts the extension at `path` (nil: the examples' extension) and asks what it offers.
    ///
    /// Each request, the first (`describe`) included, may take `requestTimeout` (as `serve
    /// --provider-deadline`). The extension's `WidgetCenter` calls reach no host: a preview or a
    /// simulation must not reload the widgets of a host that happens to be running.
    static func start(_ path: String?, requestTimeout: Duration = .seconds(30)) async throws -> ExtensionWidgets {
        let executable = try path.map(ExtensionPaths.executable) ?? ExtensionPaths.bundledExamples()
        var options = ExtensionProcess.Options()
        options.requestTimeout = requestTimeout
        options.environment = [
            "OPENWIDGETKIT_SOCKET": FileManager.default.temporaryDirectory
                .appendingPathComponent("widgetkit-no-host-\(getpid())/control.sock").path
        ]
        let process = ExtensionProcess(executable: executable, options: options)
        do {
            let description = try await ExtensionProcessSource.describe(process)
            return ExtensionWidgets(source: ExtensionProcessSource(process: process, description: description))
        } catch {
            process.stop()
            let what = path.map { "invalid extension '\($0)' for --extension" }
                ?? "the bundled example extension \(executable.path) did not start"
            throw UsageError(description: "\(what): asked what widgets it offers, it did not answer as a widget extension does: \(error)")
        }
    }

    /// The widgets, in the extension's order.
    var widgets: [HostProtocol.WidgetDescription] { source.description.widgets }

    /// The widget of a kind, or the runtime's error naming the kinds there are and the closest one.
    func widget(_ kind: String) throws -> HostProtocol.WidgetDescription {
        guard let widget = widgets.first(where: { $0.kind == kind }) else {
            throw UsageError(description: "\(WidgetRuntimeError.unknownKind(kind, known: source.kinds))")
        }
        return widget
    }

    /// The family `--family` names for a widget, or the widget's first when none is given.
    func family(_ name: String?, of widget: HostProtocol.WidgetDescription) throws -> WidgetFamily {
        try name.map { try CommandLineValues.family($0, kind: widget.kind, supported: widget.supportedFamilies) }
            ?? widget.supportedFamilies.first ?? .systemSmall
    }

    /// Stops the extension process.
    func stop() {
        source.process.stop()
    }
}

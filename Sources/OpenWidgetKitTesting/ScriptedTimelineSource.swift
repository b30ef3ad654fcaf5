package import Foundation
package import OpenWidgetKit
import Synchronization
package import WidgetHost

/// A widget whose provider is a `SimulationScript`: each timeline request gets the script's next
/// call — entries dated from the moment of the request, each showing its text — and requests beyond
/// the list get the last call again. No extension runs; the host's engine and scheduler are the real
/// ones, so a script shows what the host does with such a provider.
///
/// ```swift
/// let script = try SimulationScript(json: Data(contentsOf: url))
/// let simulator = WidgetSimulator(
///     source: ScriptedTimelineSource(script), start: start, configuration: script.scheduler,
///     providerTimeLimit: .seconds(10))
/// ```
///
/// Not in WidgetKit.
package final class ScriptedTimelineSource: TimelineSource {
    package let script: SimulationScript
    /// How many timeline requests the provider has answered.
    private let callsMade = Mutex(0)

    package init(_ script: SimulationScript) {
        self.script = script
    }

    package var kinds: [String] { [script.kind] }

    package func placeholder(_ request: WidgetRequest) async throws -> ArchivedEntry {
        entry(script.placeholderText, at: request.date, request, redacted: true)
    }

    package func snapshot(_ request: WidgetRequest) async throws -> ArchivedEntry {
        entry(script.snapshotText, at: request.date, request)
    }

    package func timeline(_ request: WidgetRequest) async throws -> ArchivedTimeline {
        try await timelineAnswer(request).result.get()
    }

    /// The script's next call, answered after its delay of virtual time.
    package func timelineAnswer(_ request: WidgetRequest) async -> TimelineAnswer {
        let index = callsMade.withLock { made in
            defer { made += 1 }
            return min(made, script.calls.count - 1)
        }
        let call = script.calls[index]
        if let message = call.error {
            return TimelineAnswer(.failure(ScriptedProviderError(message: message)), delay: call.delay)
        }
        let entries = call.entries.map {
            entry($0.text, at: request.date.addingTimeInterval($0.offset), request, relevance: $0.relevance)
        }
        let policy: TimelineReloadPolicy = switch call.policy {
        case .atEnd: .atEnd
        case .never: .never
        case .afterOffset(let seconds): .after(request.date.addingTimeInterval(seconds))
        case .afterDate(let date): .after(date)
        }
        return TimelineAnswer(.success(ArchivedTimeline(entries: entries, policy: policy)), delay: call.delay)
    }

    package func validate(kind: String, family: WidgetFamily, configuration: ConfigurationValues) async throws {
        guard kind == script.kind else { throw WidgetRuntimeError.unknownKind(kind, known: kinds) }
        if let name = configuration.keys.sorted().first {
            throw WidgetRuntimeError.notConfigurable(parameter: name)
        }
    }

    package func widgetInfo(kind: String, family: WidgetFamily, configuration: ConfigurationValues) async -> WidgetInfo {
        WidgetInfo(kind: kind, family: family, configurationValues: configuration)
    }

    /// An entry whose view is `Text(text)`, resolved as the widget's content would be.
    private func entry(
        _ text: String, at date: Date, _ request: WidgetRequest, relevance: TimelineEntryRelevance? = nil,
        redacted: Bool = false
    ) -> ArchivedEntry {
        ArchivedEntry(
            date: date, relevance: relevance,
            archive: ViewArchive(Text(verbatim: text), environment: request.environment(redacted: redacted)))
    }
}

/// The error a scripted call fails with: the script's own words.
package struct ScriptedProviderError: Error, Hashable, Sendable, CustomStringConvertible {
    package var message: String

    package var description: String { message }
}

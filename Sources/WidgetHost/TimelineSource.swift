import Foundation
package import OpenWidgetKit

/// Where the host gets widgets' content: the extension runtime in this process, or (for the
/// daemon) a widget extension process speaking the host protocol.
package protocol TimelineSource: Sendable {
    /// The kinds this source serves, with their presentation and configuration schema.
    var kinds: [String] { get }
    func placeholder(_ request: WidgetRequest) async throws -> ArchivedEntry
    func snapshot(_ request: WidgetRequest) async throws -> ArchivedEntry
    func timeline(_ request: WidgetRequest) async throws -> ArchivedTimeline
    /// The answer to a timeline request, and how long it takes to reach the host on the host's clock.
    /// The default asks `timeline(_:)` and takes no host time beyond the real time the call takes; a
    /// scripted provider answers after a delay of virtual time, so that a simulation shows what a slow
    /// provider meets (deadlines, retries, late answers).
    func timelineAnswer(_ request: WidgetRequest) async -> TimelineAnswer
    func validate(kind: String, family: WidgetFamily, configuration: ConfigurationValues) async throws
    func widgetInfo(kind: String, family: WidgetFamily, configuration: ConfigurationValues) async -> WidgetInfo
}

/// A timeline request's outcome as a source gives it: the timeline or the provider's error, and the host
/// time it takes to arrive.
package struct TimelineAnswer: Sendable {
    package var result: Result<ArchivedTimeline, any Error>
    /// Seconds on the host's clock between the request and the answer's arrival (0: at once).
    package var delay: TimeInterval

    package init(_ result: Result<ArchivedTimeline, any Error>, delay: TimeInterval = 0) {
        self.result = result
        self.delay = delay
    }
}

extension TimelineSource {
    package func timelineAnswer(_ request: WidgetRequest) async -> TimelineAnswer {
        do {
            return TimelineAnswer(.success(try await timeline(request)))
        } catch {
            return TimelineAnswer(.failure(error))
        }
    }
}

extension WidgetExtensionRuntime: TimelineSource {
    package func validate(kind: String, family: WidgetFamily, configuration: ConfigurationValues) async throws {
        let descriptor = try descriptor(forKind: kind)
        guard descriptor.supportedFamilies.contains(family) else {
            throw WidgetRuntimeError.unsupportedFamily(
                kind: kind, family: family, supported: descriptor.supportedFamilies)
        }
        try await descriptor.behaviour.validate(configuration)
    }

    package func widgetInfo(kind: String, family: WidgetFamily, configuration: ConfigurationValues) async -> WidgetInfo {
        let behaviour = try? descriptor(forKind: kind).behaviour
        return WidgetInfo(
            kind: kind, family: family, configurationValues: configuration,
            intent: await behaviour?.intent(for: configuration),
            appIntent: await behaviour?.appIntent(for: configuration))
    }
}

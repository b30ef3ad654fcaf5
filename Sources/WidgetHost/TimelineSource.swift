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
    func validate(kind: String, family: WidgetFamily, configuration: ConfigurationValues) async throws
    func widgetInfo(kind: String, family: WidgetFamily, configuration: ConfigurationValues) async -> WidgetInfo
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

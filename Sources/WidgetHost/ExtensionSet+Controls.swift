package import Foundation
package import OpenWidgetKit

/// The extensions' controls (iOS 18): each kind served by the first extension that declares it.
extension ExtensionSet {
    /// Every control kind, in the extensions' order.
    package var controlKinds: [String] {
        var seen: Set<String> = []
        return members.flatMap { $0.description.controls ?? [] }.map(\.kind).filter { seen.insert($0).inserted }
    }

    /// The control kind's description and the extension that serves it.
    package func control(_ kind: String) -> (HostProtocol.ControlDescription, Member)? {
        for member in members {
            if let control = member.description.controls?.first(where: { $0.kind == kind }) { return (control, member) }
        }
        return nil
    }

    private func controlMember(_ kind: String) throws -> Member {
        guard let (_, member) = control(kind) else { throw WidgetRuntimeError.unknownKind(kind, known: controlKinds) }
        return member
    }

    /// The control as its extension draws it now (`request.isPreview`: with its preview value).
    package func control(_ request: WidgetRequest) async throws -> ArchivedControl {
        let member = try controlMember(request.kind)
        guard let control = try await member.process.send(.control, widget: located(request, by: member)).control else {
            throw ExtensionError.failed("the extension's reply had no control")
        }
        return control
    }

    /// Runs an App Intent in the extension that serves the control `kind`.
    package func perform(intent: String, parameters: ConfigurationValues, control kind: String) async throws {
        _ = try await controlMember(kind).process.send(.perform, configuration: parameters, intent: intent)
    }

    /// The widget kinds served by the extension that serves the control `kind`.
    package func widgetKinds(besideControl kind: String) -> [String] {
        guard let path = control(kind)?.1.path else { return [] }
        return kinds.filter { widget($0)?.1.path == path }
    }
}

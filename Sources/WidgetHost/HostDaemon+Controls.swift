import Foundation
import Logging
package import OpenWidgetKit

/// What the dashboard lists of one control kind.
package struct ControlSummary: Codable, Sendable, Equatable {
    package var kind: String
    package var displayName: String
    package var description: String
    package var configurable: Bool
    package var extensionPath: String
}

/// A press whose action the control does not offer now (it changed since it was drawn).
package struct ControlNotOffered: Error, CustomStringConvertible {
    package var kind: String
    package var description: String { "The control \(kind) does not offer that action now; draw it again." }
}

/// What pressing a control did: the control as it is now, and a URL to open when its action was an
/// `OpenURLIntent`.
package struct ControlPress: Sendable {
    package var control: ArchivedControl
    package var opened: TapDelivery?
}

/// Controls (iOS 18), however they are pressed (the dashboard, a device): drawn by their extensions with
/// their current value, pressed through here, which checks the action against what the control offers now.
extension HostDaemon {
    /// Every control the extensions offer.
    package func controls() -> [ControlSummary] {
        extensions.controlKinds.compactMap { kind in
            guard let (control, member) = extensions.control(kind) else { return nil }
            return ControlSummary(
                kind: kind, displayName: control.displayName, description: control.description,
                configurable: control.configurationSchema != nil, extensionPath: member.path)
        }
    }

    /// A control as its extension draws it now, or with its preview value (the gallery). Configurable
    /// controls are drawn with their intent's default values.
    package func control(
        _ kind: String, isPreview: Bool = false, colorScheme: ColorScheme = .light
    ) async throws -> ArchivedControl {
        guard extensions.control(kind) != nil else {
            throw WidgetRuntimeError.unknownKind(kind, known: extensions.controlKinds)
        }
        return try await extensions.control(WidgetRequest(
            kind: kind, family: .systemSmall, colorScheme: colorScheme, isPreview: isPreview, date: clock.now))
    }

    /// Presses a control: `invocation` must be what the control offers now. Its intent runs in the
    /// control's extension (an `OpenURLIntent`'s URL goes to `deliver`, as a tap on a link does), that
    /// extension's widgets reload (free) and listeners are told to draw the control again.
    package func press(
        _ kind: String, invocation: IntentInvocation, colorScheme: ColorScheme = .light,
        deliver: @Sendable (String) async throws -> TapDelivery
    ) async throws -> ControlPress {
        let current = try await control(kind, colorScheme: colorScheme)
        guard current.invocation == invocation else { throw ControlNotOffered(kind: kind) }
        let parameters = try invocation.parameters
        var opened: TapDelivery?
        if invocation.typeName == OpenURLIntent.typeName {
            guard case .string(let url)? = parameters["url"] else {
                throw ControlRefusal("the control \(kind) opens no URL")
            }
            opened = try await deliver(url)
            logger.info("control \(kind): opened \(url) → \(opened!.recipient)")
        } else {
            do {
                try await extensions.perform(intent: invocation.typeName, parameters: parameters, control: kind)
            } catch {
                logger.info("control \(kind): \(invocation.typeName) failed: \(error)")
                throw error
            }
            logger.info("control \(kind): \(invocation.isOn.map { $0 ? "toggle turned off" : "toggle turned on" } ?? "button") ran \(invocation.typeName)")
            // As after a control's action in WidgetKit: the app's widgets and controls reload, free of budget.
            for widget in extensions.widgetKinds(besideControl: kind) {
                _ = try? engine.requestReload(kind: widget, reason: .userAction)
            }
            fetchInBackground()
        }
        controlChanges.publish(Set(extensions.controlKinds.filter {
            extensions.control($0)?.1.path == extensions.control(kind)?.1.path
        }))
        return ControlPress(control: try await control(kind, colorScheme: colorScheme), opened: opened)
    }

    /// `ControlCenter`'s reloads: listeners draw the controls of `kind` (nil: every control) again.
    /// Returns how many control kinds that is.
    package func reloadControls(kind: String?) throws -> Int {
        let kinds: [String]
        if let kind {
            guard extensions.control(kind) != nil else {
                throw WidgetRuntimeError.unknownKind(kind, known: extensions.controlKinds)
            }
            kinds = [kind]
        } else {
            kinds = extensions.controlKinds
        }
        controlChanges.publish(Set(kinds))
        return kinds.count
    }
}

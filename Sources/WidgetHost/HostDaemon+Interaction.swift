import Foundation
package import OpenWidgetKit

/// Where a tap on a widget's link goes: the browser, or a handler for its URL scheme.
package enum TapDelivery: Sendable, Equatable {
    /// The page that was tapped should open it.
    case open(String)
    /// A handler took it.
    case delivered(String, handler: String)

    /// Who got the URL, in words: `the browser`, or the handler.
    package var recipient: String {
        switch self {
        case .open: "the browser"
        case .delivered(_, let handler): handler
        }
    }
}

/// Taps on widgets and their interactive controls, however they come in (the dashboard, the control
/// socket, a device): each is checked against what the widget shows and logged with its events here.
extension HostDaemon {
    /// Delivers a tap on one of the widget's links (`widgetURL` or a `Link`): only a URL one of its entries
    /// carries is accepted. `deliver` sends it where it goes; the delivery, or why it failed, is logged.
    package func tap(
        _ url: String, on id: InstanceID, deliver: @Sendable (String, InstanceID, String) async throws -> TapDelivery
    ) async throws -> TapDelivery {
        let placement = try engine.placement(id)
        guard placement.offeredEntries.contains(where: { $0.archive.root.tapURLs.contains(url) }) else {
            throw HostError.notOffered(id, "link to \(url)")
        }
        let now = clock.now
        do {
            let delivery = try await deliver(url, id, placement.kind)
            engine.log(WidgetEvent(
                time: now, instance: id, kind: placement.kind, event: .tap, reason: "\(url) → \(delivery.recipient)"))
            return delivery
        } catch {
            engine.log(WidgetEvent(
                time: now, instance: id, kind: placement.kind, event: .tap, reason: "\(url) not delivered: \(error)"))
            throw error
        }
    }

    /// Runs one of the widget's buttons or toggles: only an invocation one of its entries carries is
    /// accepted. Answers once the extension's widgets have their new timelines; returns how many reloaded.
    package func perform(_ invocation: IntentInvocation, on id: InstanceID) async throws -> Int {
        let placement = try engine.placement(id)
        guard placement.offeredEntries.contains(where: { $0.archive.root.intentInvocations.contains(invocation) }) else {
            throw HostError.notOffered(id, "button or toggle that runs \(invocation.typeName)")
        }
        let parameters: ConfigurationValues
        do {
            parameters = try JSONDecoder().decode(ConfigurationValues.self, from: Data(invocation.parametersJSON.utf8))
        } catch {
            throw ControlRefusal("the intent's parameters could not be read: \(error)")
        }
        let control = invocation.isOn.map { $0 ? "toggle turned off" : "toggle turned on" } ?? "button"
        return try await perform(
            intent: invocation.typeName, parameters: parameters, on: id, waitForTimelines: true, by: control)
    }

    /// Runs an App Intent in the widget's extension, then reloads that extension's widgets (free); with
    /// `waitForTimelines`, returns once their new timelines are in. Logged with the widget's events
    /// (`by`: what ran it).
    package func perform(
        intent: String, parameters: ConfigurationValues, on id: InstanceID, waitForTimelines: Bool = false,
        by control: String = "a request"
    ) async throws -> Int {
        let kind = try engine.placement(id).kind
        let now = clock.now
        do {
            try await extensions.perform(intent: intent, parameters: parameters, kind: kind)
        } catch {
            engine.log(WidgetEvent(
                time: now, instance: id, kind: kind, event: .intentPerformed, reason: "\(intent) failed: \(error)"))
            throw error
        }
        engine.log(WidgetEvent(time: now, instance: id, kind: kind, event: .intentPerformed, reason: "\(control): \(intent)"))
        // As after a button in WidgetKit: the extension's widgets reload at once, free of budget.
        let path = extensions.widget(kind)?.1.path
        var count = 0
        for other in extensions.kinds where extensions.widget(other)?.1.path == path {
            count += try engine.requestReload(kind: other, reason: .userAction)
        }
        if waitForTimelines { await engine.runFetches() } else { fetchInBackground() }
        return count
    }
}

extension HostEngine.Placement {
    /// Every entry the widget holds (its timeline's and its placeholder): what a tap or an action on it
    /// can come from.
    fileprivate var offeredEntries: [ArchivedEntry] {
        (timeline?.entries ?? []) + [placeholder].compactMap { $0 }
    }
}

extension ViewNode {
    /// The URLs a tap on this view can deliver: its `widgetURL`s and `Link` destinations.
    package var tapURLs: Set<String> {
        var urls: Set<String> = []
        visitModifiers { modifier in
            switch modifier {
            case .link(let url): urls.insert(url)
            case .widgetURL(let url?): urls.insert(url)
            default: break
            }
        }
        return urls
    }

    /// What this view's buttons and toggles run when tapped.
    package var intentInvocations: [IntentInvocation] {
        var invocations: [IntentInvocation] = []
        visitModifiers { modifier in
            if case .intent(let invocation) = modifier { invocations.append(invocation) }
        }
        return invocations
    }

    /// Calls `body` with every modifier in the tree, backgrounds and overlays included.
    private func visitModifiers(_ body: (ViewModifierValue) -> Void) {
        func walk(_ node: ViewNode) {
            switch node {
            case .stack(_, _, _, let children), .zstack(_, let children), .group(let children):
                children.forEach(walk)
            case .modified(let modifier, let child):
                body(modifier)
                switch modifier {
                case .background(let other, _), .overlay(let other, _): walk(other)
                default: break
                }
                walk(child)
            default:
                break
            }
        }
        walk(self)
    }
}

import Foundation
package import OpenWidgetKit

/// The control socket's requests, answered through the host's one front door.
extension HostDaemon {
    package func handle(_ request: ControlProtocol.Request) async -> Data {
        let id = request.id
        do {
            switch request.method {
            case .reload:
                return ControlServer.reply(id: id, ControlProtocol.ReloadAck(widgets: try reload(kind: request.kind)))
            case .configurations:
                return ControlServer.reply(id: id, configurations())
            case .add:
                guard let kind = request.kind else { throw ControlRefusal("add needs a kind") }
                return ControlServer.reply(id: id, try await add(
                    kind: kind, family: request.family, configuration: request.configuration, surface: request.surface))
            case .remove:
                return ControlServer.reply(id: id, try remove(try instance(request)))
            case .reconfigure:
                return ControlServer.reply(
                    id: id, try await reconfigure(try instance(request), configuration: request.configuration ?? [:]))
            case .list:
                return ControlServer.reply(id: id, try list())
            case .receipts:
                return ControlServer.reply(
                    id: id, try report(try instance(request), receipts: request.limit ?? 50, before: request.before))
            case .kinds:
                return ControlServer.reply(id: id, kinds())
            case .status:
                return ControlServer.reply(id: id, status())
            case .perform:
                guard let intent = request.intent else { throw ControlRefusal("perform needs an intent") }
                let count = try await perform(
                    intent: intent, parameters: request.configuration ?? [:], on: try instance(request))
                return ControlServer.reply(id: id, ControlProtocol.ReloadAck(widgets: count))
            case .reloadControls:
                return ControlServer.reply(id: id, ControlProtocol.ReloadAck(widgets: try reloadControls(kind: request.kind)))
            case .location:
                return ControlServer.reply(id: id, locationReport())
            case .setLocation:
                return ControlServer.reply(
                    id: id, try setLocation(request.place, accuracy: request.accuracy, label: request.label))
            case .decideLocation:
                guard let name = request.extensionName else { throw ControlRefusal("decideLocation needs an extension") }
                return ControlServer.reply(id: id, try decideLocation(extension: name, granted: request.granted))
            }
        } catch {
            return ControlServer.errorReply(id: id, "\(error)")
        }
    }

    private func instance(_ request: ControlProtocol.Request) throws -> InstanceID {
        guard let raw = request.instance else { throw ControlRefusal("\(request.method.rawValue) needs an instance ID") }
        let id = InstanceID(rawValue: raw)
        _ = try engine.placement(id)
        return id
    }
}

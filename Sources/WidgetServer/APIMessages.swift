import Foundation
import OpenWidgetKit
import WidgetHost

/// `POST /api/instances/{id}/actions`.
struct ActionRequest: Decodable {
    var intent: IntentInvocation
}

/// How many widgets reloaded after the action.
struct ActionReply: Encodable {
    var widgets: Int
}

/// `GET /api/pages`.
struct PageSummary: Encodable {
    var name: String
    var instances: [Int]
}

/// `PUT /api/pages/{page}/order`.
struct OrderRequest: Decodable {
    var instances: [Int]
}

/// `PUT /api/instances/{id}/family`.
struct FamilyRequest: Decodable {
    var family: String
}

/// `POST /api/instances/{id}/taps`.
struct TapRequest: Decodable {
    var url: String
}

/// What became of a tap: `open` (the page opens `url`) or `delivered` (a handler took it).
struct TapReply: Encodable {
    var action: String
    var url: String
    var handler: String
}

/// `POST /api/instances`.
struct AddRequest: Decodable {
    var kind: String
    var family: String?
    var configuration: ConfigurationValues?
    var surface: String?
    /// Whether to answer after the first timeline (default) or at once, with the placeholder showing.
    var wait: Bool?
}

/// `PUT /api/instances/{id}/configuration`.
struct ConfigurationRequest: Decodable {
    var configuration: ConfigurationValues
}


/// `PUT /api/instances/{id}/rendering-mode`.
struct RenderingModeRequest: Decodable {
    var renderingMode: String
}

/// `POST /api/controls/{kind}/actions`: the control as it is after the press, and what it opened.
struct ControlPressReply: Encodable {
    struct Control: Encodable {
        var kind: String
        var template: String
        var isOn: Bool?
        var title: String
        var value: String?
    }

    var control: Control
    var opened: TapReply?

    init(_ press: ControlPress) {
        let control = press.control
        self.control = Control(
            kind: control.kind, template: control.template, isOn: control.isOn, title: control.title, value: control.value)
        opened = press.opened.map { delivery in
            switch delivery {
            case .open(let url): TapReply(action: "open", url: url, handler: delivery.recipient)
            case .delivered(let url, _): TapReply(action: "delivered", url: url, handler: delivery.recipient)
            }
        }
    }
}

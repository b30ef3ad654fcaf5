import Foundation
import SwiftUI
import WidgetKit
import AppIntents

// Shared framework.
enum WidgetsKind: String {
    case controlButton = "ControlButton"
}

enum L10n {
    enum Widgets {
        enum Controls {
            enum Button {
                static let title = "Button"
                static let description = "Run a button entity."
                static let pendingConfiguration = "Choose button"
            }
        }
    }
}

// SFSafeSymbols.
enum SFSymbol: String {
    case circleCircle = "circle.circle"
}

// App entities.
struct SFSymbolEntity: AppEntity {
    var id: String
    init(id: String) { self.id = id }

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Icon"
    static var defaultQuery = SFSymbolEntityQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

struct SFSymbolEntityQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [SFSymbolEntity] { identifiers.map { SFSymbolEntity(id: $0) } }
}

struct IntentServerAppEntity: AppEntity {
    var id: String
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Server"
    static var defaultQuery = IntentServerAppEntityQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

struct IntentServerAppEntityQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [IntentServerAppEntity] { [] }
}

struct IntentButtonEntity: AppEntity {
    var id: String
    var entityId: String
    var serverId: String
    var displayString: String
    var iconName: String

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Button"
    static var defaultQuery = IntentButtonEntityQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(displayString)") }
}

struct IntentButtonEntityQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [IntentButtonEntity] { [] }
}

struct ControlEntityItem {
    var id: String
    var entityId: String
    var serverId: String
    var name: String
    var icon: SFSymbolEntity
    var value: Bool
}

struct ButtonIntent: AppIntent {
    static var title: LocalizedStringResource = "Press button"

    @Parameter(title: "Button")
    var entity: IntentButtonEntity?

    func perform() async throws -> some IntentResult { .result() }
}

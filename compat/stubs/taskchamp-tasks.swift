import Foundation
import SwiftUI
import WidgetKit
import AppIntents

// taskchampShared (reduced).
struct TCTask: Identifiable, Hashable {
    var uuid: String
    var description: String
    var isCompleted: Bool
    var id: String { uuid }

    static let newTaskUrl = URL(string: "taskchamp://task/new")!
}

struct TCFilter {
    var id: String
    var name: String

    static let defaultFilter = TCFilter(id: "default", name: "All pending")
}

func getFilterFromUserDefaults(id: String) -> TCFilter? { nil }

enum SFSymbols: String {
    case plus = "plus"
    case plusCircleFill = "plus.circle.fill"
    case partyPopperFill = "party.popper.fill"
}

final class FileService {
    static let shared = FileService()
    func getDestinationPathForLocalReplica() throws -> String { NSTemporaryDirectory() }
}

@MainActor
final class TaskchampionService {
    static let shared = TaskchampionService()
    func setDbUrl(path: String) throws {}
    func sync() async throws {}
    func getTasks(filter: TCFilter) throws -> [TCTask] { [] }
}

// taskchampWidget/Sources/Intents (reduced).
struct FilterAppEntity: AppEntity {
    var id: String
    var name: String
    var isNoFilter: Bool { id == "no-filter" }

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Filter"
    static var defaultQuery = FilterQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

struct FilterQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [FilterAppEntity] { [] }
    func suggestedEntities() async throws -> [FilterAppEntity] { [] }
}

struct TaskchampWidgetIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Configure widget"

    @Parameter(title: "Title", default: "My tasks")
    var widgetTitle: String

    @Parameter(title: "Filter")
    var filter: FilterAppEntity?
}

// taskchampWidget/Sources/View/TasksThatFitView.swift (the real view toggles tasks
// with Toggle(isOn:intent:)).
struct CompleteTaskIntent: AppIntent {
    static var title: LocalizedStringResource = "Complete task"

    @Parameter(title: "Task id")
    var taskId: String

    init() {}
    init(taskId: String) { self.taskId = taskId }

    func perform() async throws -> some IntentResult { .result() }
}

struct TasksThatFitView: View {
    var family: WidgetFamily
    var tasks: [TCTask]

    init(entry: Provider.Entry, items: Int, family: WidgetFamily) {
        tasks = Array(entry.tasks.prefix(items))
        self.family = family
    }

    var body: some View {
        VStack {
            ForEach(tasks, id: \.uuid) { task in
                Toggle(isOn: task.isCompleted, intent: CompleteTaskIntent(taskId: task.uuid)) {
                    Text(task.description).lineLimit(1)
                }
            }
        }
    }
}

import Foundation
import SwiftUI
import WidgetKit
import AppIntents
import SwiftData

// ProductivityWidgets/TodoWidget/Todo.swift (SwiftData model, reduced).
@Model
final class Todo {
    var taskID: String
    var task: String
    var isCompleted: Bool
    var lastModified: Date

    init(taskID: String = UUID().uuidString, task: String, isCompleted: Bool = false, lastModified: Date = .now) {
        self.taskID = taskID
        self.task = task
        self.isCompleted = isCompleted
        self.lastModified = lastModified
    }
}

// DataLayer/ModelContainerProvider.swift (reduced).
@MainActor
final class ModelContainerProvider {
    static let shared = ModelContainerProvider()
    let modelContainer: ModelContainer = try! ModelContainer(for: Todo.self)
}

// TodoWidget/AppIntent.swift (reduced).
struct ConfigurationAppIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Configuration"
}

struct ToggleTodoTask: AppIntent {
    static var title: LocalizedStringResource = "Toggle task"

    @Parameter(title: "Task id")
    var id: String

    init() {}
    init(id: String) { self.id = id }

    func perform() async throws -> some IntentResult { .result() }
}

import Foundation
import SwiftUI
import WidgetKit
import AppIntents

// TodoWidgetStarterWidgetExtension/TodoEntry.swift, TaskEntity.swift and the shared task store (reduced).
struct TodoItem: Identifiable, Codable, Hashable {
    var id: UUID = UUID()
    var title: String
    var isCompleted: Bool = false
}

struct TodoEntry: TimelineEntry {
    let date: Date
    let tasks: [TodoItem]
}

final class TaskManager {
    static let shared = TaskManager()
    func loadTasks() -> [TodoItem] {
        [TodoItem(title: "Buy milk"), TodoItem(title: "Call mum")]
    }
}

// TodoWidgetStarterWidgetExtension/ToggleTaskIntent.swift (reduced).
struct ToggleTaskIntent: AppIntent {
    static var title: LocalizedStringResource = "Toggle task"

    @Parameter(title: "Task id")
    var id: String

    init() {}
    init(id: String) { self.id = id }

    func perform() async throws -> some IntentResult { .result() }
}

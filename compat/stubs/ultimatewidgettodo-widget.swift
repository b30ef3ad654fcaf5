import Foundation
import SwiftUI
import WidgetKit

// UltimateWidgetTodoWidget/Widget and Views (reduced; the real view is an interactive
// to-do list with an in-widget keyboard built from Button(intent:) keys).
struct WidgetTodoEntry: TimelineEntry {
    let date: Date
}

struct WidgetTodoProvider: TimelineProvider {
    func placeholder(in context: Context) -> WidgetTodoEntry { WidgetTodoEntry(date: .now) }
    func getSnapshot(in context: Context, completion: @escaping (WidgetTodoEntry) -> Void) {
        completion(WidgetTodoEntry(date: .now))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<WidgetTodoEntry>) -> Void) {
        completion(Timeline(entries: [WidgetTodoEntry(date: .now)], policy: .never))
    }
}

struct WidgetTodoView: View {
    var body: some View { Text("Ultimate Widget Todo") }
}

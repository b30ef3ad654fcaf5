import Foundation
import SwiftUI
import WidgetKit

// Timeline/StatusWidgetTimelimeEntry.swift and Timeline/StatusWidgetTimelineProvider.swift
// (reduced; the real provider reads Loop's shared glucose store).
struct StatusWidgetTimelimeEntry: TimelineEntry {
    var date: Date
    var currentGlucose: Double?
    var glucoseUnit: String = "mg/dL"
    var lastLoopCompleted: Date?
}

struct StatusWidgetTimelineProvider: TimelineProvider {
    typealias Entry = StatusWidgetTimelimeEntry

    func placeholder(in context: Context) -> StatusWidgetTimelimeEntry {
        StatusWidgetTimelimeEntry(date: Date(), currentGlucose: 110, lastLoopCompleted: Date())
    }

    func getSnapshot(in context: Context, completion: @escaping (StatusWidgetTimelimeEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StatusWidgetTimelimeEntry>) -> Void) {
        let entry = placeholder(in: context)
        completion(Timeline(entries: [entry], policy: .after(entry.date.addingTimeInterval(5 * 60))))
    }
}

// Components/LoopCircleView.swift, Components/GlucoseView.swift, Helpers/WidgetBackground.swift.
struct LoopCircleView: View {
    var entry: StatusWidgetTimelimeEntry
    var body: some View { Circle().stroke(Color.green, lineWidth: 4).frame(width: 22, height: 22) }
}

struct GlucoseView: View {
    var entry: StatusWidgetTimelimeEntry
    var body: some View { Text(entry.currentGlucose.map { "\(Int($0))" } ?? "---") }
}

extension View {
    func widgetBackground() -> some View {
        containerBackground(for: .widget) { Color.clear }
    }
}

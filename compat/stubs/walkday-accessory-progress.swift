import Foundation
import SwiftUI
import WidgetKit

// Walker package and the app's Shared/Provider.swift + Shared/Entry.swift
// (reduced to what AccessoryProgress.swift uses).
struct Walk {
    var steps = 0
    var calories = 0
    var distance = 0
}

struct Entry: TimelineEntry {
    var date = Date()
    var walk: Walk?
    var percent: Double
}

struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> Entry { Entry(walk: nil, percent: 0) }
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) {
        completion(Entry(walk: Walk(steps: 3456), percent: 0.35))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
        completion(Timeline(entries: [Entry(walk: Walk(steps: 3456), percent: 0.35)], policy: .atEnd))
    }
}

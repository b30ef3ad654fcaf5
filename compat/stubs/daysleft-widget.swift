import Foundation
import SwiftUI
import WidgetKit

// DaysLeftWidget/WidgetDaysLeftData.swift and WidgetView.swift (reduced).
struct WidgetDaysLeftData: TimelineEntry {
    let date: Date
    var title: String = "Christmas"
    var daysLeft: Int = 42
}

struct WidgetView: View {
    var model: WidgetDaysLeftData
    var body: some View {
        VStack {
            Text("\(model.daysLeft)").font(.largeTitle)
            Text("days until \(model.title)")
        }
    }
}

import Foundation
import SwiftUI
import WidgetKit

// FoodTruckKit (reduced).
struct Donut: Identifiable, Hashable {
    var id: Int
    var name: String

    static let classic = Donut(id: 0, name: "The Classic")
}

struct DonutView: View {
    var donut: Donut
    var body: some View {
        Circle().strokeBorder(lineWidth: 6)
    }
}

extension Image {
    static var donutSymbol: Image { Image(systemName: "circle.circle") }
}

// Widgets/SegmentedGauge.swift (a custom GaugeStyle drawn with Path; reduced).
struct SegmentedGauge<Label: View>: View {
    var value: Int
    var total: Int
    @ViewBuilder var label: () -> Label

    init(value: Int, total: Int, @ViewBuilder label: @escaping () -> Label) {
        self.value = min(value, total)
        self.total = max(total, 1)
        self.label = label
    }

    var body: some View {
        Gauge(value: Double(value), in: 0.0...Double(total), label: label)
    }
}

import Foundation
import SwiftUI
import WidgetKit
import AppIntents

// HabitPixelWidget/HabitSelectionIntent.swift (reduced).
struct SelectHabitIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Select Habit"
    static var description = IntentDescription("Choose a habit to track")

    @Parameter(title: "Habit")
    var habit: String?
}

// HabitPixelWidget/HabitsHelper.swift (reduced).
struct HabitDisplayInfo: Codable, Identifiable, Hashable {
    var id: String
    var title: String
    var completedDates: [Date] = []
}

enum HabitsHelper {
    static let noHabitDisplayInfo = HabitDisplayInfo(id: "no-habit", title: "No habits")
    static func loadAllHabits() -> [HabitDisplayInfo]? { nil }
}

final class SharedStorage {
    static let shared = SharedStorage()
    var isPro = false
}

// HabitPixelWidget/ColorScheme.swift: the app's own palette type, which shadows
// SwiftUI's ColorScheme inside the widget target.
struct ColorScheme {
    var background: Color
    var foreground: Color

    // The app takes `SwiftUI.ColorScheme`, a name the swapped import can't spell: the scheme is
    // recognised by its case name instead.
    init<Scheme: Equatable>(systemScheme: Scheme) {
        let dark = "\(systemScheme)" == "dark"
        background = dark ? Color(white: 0.1) : Color(white: 0.97)
        foreground = dark ? .white : .black
    }
}

// HabitPixelWidget/Views.
struct NoHabitsView: View {
    var colors: ColorScheme
    var body: some View { Text("Add a habit in HabitPixel").foregroundColor(colors.foreground) }
}

struct SmallWidgetView: View {
    var entry: HabitEntry
    var colors: ColorScheme
    var body: some View { Text(entry.habit.title) }
}

struct MediumWidgetView: View {
    var entry: HabitEntry
    var colors: ColorScheme
    var body: some View { Text(entry.habit.title) }
}

struct UpgradeOverlayView: View {
    var colors: ColorScheme
    var body: some View { Text("Upgrade to Pro") }
}

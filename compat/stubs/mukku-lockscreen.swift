import Foundation
import SwiftUI
import WidgetKit
import Intents

// Generated from MukkuWidgets.intentdefinition.
enum Mc2Enum: Int {
    case unknown = 0
    case phantomOfOpera1, phantomOfOpera2, phantomOfOpera3, phantomOfOpera4
    case manOfLaMancha1, manOfLaMancha2, manOfLaMancha3, manOfLaMancha4
}

enum ColorEnum: Int {
    case unknown = 0
    case red, orange, yellow, green, blue, purple, gray, black, defaultTheme
}

class ConfigurationLockScreenIntent: INIntent {
    var mc2EnumLockScreen: Mc2Enum = .phantomOfOpera1
}

// LockScreenWidgets/LockScreenSimpleEntry.swift and LockScreenWidgetEntryView.swift.
struct LockScreenSimpleEntry: TimelineEntry {
    var date: Date = Date()
    var scene: String = "mask"
    var configuration: ConfigurationLockScreenIntent = ConfigurationLockScreenIntent()
    var count: Int = 1
}

struct MukkuLockScreenWidgetsEntryView: View {
    var entry: LockScreenSimpleEntry
    var body: some View { Image("\(entry.scene)\(entry.count)").resizable().scaledToFit() }
}

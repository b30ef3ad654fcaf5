import Foundation
import SwiftUI
import WidgetKit
import AppIntents

// BookPlayerWidgets/Phone/BookStartPlaybackIntent.swift (reduced).
struct LastBookStartPlaybackIntent: AppIntent {
    static var title: LocalizedStringResource = "intent_lastbook_play_title"
    static var openAppWhenRun = true

    func perform() async throws -> some IntentResult { .result() }
}

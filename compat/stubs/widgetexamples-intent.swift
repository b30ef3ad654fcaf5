import Foundation
import SwiftUI
import WidgetKit
import Intents

// Generated from the app's .intentdefinition file.
enum BackgroundColor: Int {
    case unknown = 0
    case blue = 1
    case red = 2
    case green = 3
    case orange = 4
}

class BackgroundColorSelectionIntent: INIntent {
    var bgColor: BackgroundColor = .unknown
}

// Shared/Widget+Kind.swift.
enum WidgetKind {
    static let intent = "IntentWidget"
}

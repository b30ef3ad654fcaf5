import Foundation
import SwiftUI
import WidgetKit
import AppIntents

// Widgets/WidgetKind.swift and Widgets/DeepLinks.swift (reduced).
enum ControlWidgetKind: String {
    case vpn = "VPNControlWidget"
    case aiChat = "AIChatControlWidget"
}

enum DeepLinks {
    static let openAIChat = URL(string: "ddgQuickLink://openAIChat")!
}

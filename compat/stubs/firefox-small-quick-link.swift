import Foundation
import SwiftUI
import WidgetKit
import Intents

// Generated from WidgetIntents.intentdefinition.
enum QuickActionType: Int {
    case unknown = 0
    case search = 1
    case privateSearch = 2
    case copiedLink = 3
    case closePrivateTabs = 4
}

class QuickActionIntent: INIntent {
    var actionType: QuickActionType = .search
}

// Common (theme manager, reduced).
struct WidgetTheme {
    var isDark = false
}

private struct WidgetThemeKey: EnvironmentKey {
    static let defaultValue = WidgetTheme()
}

extension EnvironmentValues {
    var theme: WidgetTheme {
        get { self[WidgetThemeKey.self] }
        set { self[WidgetThemeKey.self] = newValue }
    }
}

extension View {
    func widgetTheme() -> some View { environment(\.theme, WidgetTheme()) }

    func widgetBackground(_ backgroundView: some View) -> some View {
        containerBackground(for: .widget) { backgroundView }
    }
}

// WidgetKit/QuickLink.swift and ImageButtonWithLabel.swift (reduced).
enum QuickLink: Int {
    case search = 1
    case privateSearch
    case copiedLink
    case closePrivateTabs

    func gradient(for theme: WidgetTheme) -> Gradient {
        Gradient(colors: [.orange, .purple])
    }

    var smallWidgetUrl: URL { URL(string: "firefox://widget-small-quicklink-open-url")! }
}

struct ImageButtonWithLabel: View {
    var isSmall: Bool
    var link: QuickLink
    var body: some View { Image(systemName: "magnifyingglass") }
}

extension String {
    static let QuickActionsGalleryTitle = "Quick Actions"
    static let QuickActionGalleryDescription = "Add shortcuts to frequently used features."
}

import Foundation
import SwiftUI
import WidgetKit

// Widgets/Widgets.swift (reduced): the shared static provider.
struct SimpleEntry: TimelineEntry {
    let date: Date
}

struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> Void) {
        completion(SimpleEntry(date: Date()))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void) {
        completion(Timeline(entries: [SimpleEntry(date: Date())], policy: .never))
    }
}

// Widgets/DeepLinks.swift and UserText.swift (reduced).
enum DeepLinks {
    static let newSearch = URL(string: "ddgNewSearch://")!
    static let openAIChat = URL(string: "ddgQuickLink://openAIChat")!
    static let openPasswords = URL(string: "ddgOpenPasswords://")!
}

enum UserText {
    static let quickActionsWidgetGalleryDisplayName = "Quick Actions"
    static let quickActionsWidgetGalleryDescription = "Search, chat and open passwords from your Home Screen."
}

// Generated asset symbols for the widget's asset catalog.
extension ImageResource {
    static let aiChat24 = ImageResource(name: "AIChat-24", bundle: .main)
    static let key24 = ImageResource(name: "Key-24", bundle: .main)
    static let duckDuckGoColor28 = ImageResource(name: "DuckDuckGoColor28", bundle: .main)
}

// DesignResourcesKit (reduced).
enum DesignSystemColor {
    case backgroundSheets
    case container
}

extension Color {
    init(designSystemColor: DesignSystemColor) {
        switch designSystemColor {
        case .backgroundSheets: self = Color(white: 0.95)
        case .container: self = Color(white: 0.88)
        }
    }
}

extension View {
    func daxBodyRegular() -> some View { font(.body) }

    func widgetContainerBackground(color: Color) -> some View {
        containerBackground(for: .widget) { color }
    }
}

extension Image {
    func useFullColorRendering() -> some View {
        widgetAccentedRenderingMode(.fullColor)
    }
}

import Foundation
import SwiftUI
import WidgetKit

// Widgets/Widgets/SearchWidget+LocalizedStrings.swift (reduced).
extension SearchWidget {
    enum LocalizedStrings {
        static let widgetTitle = "Search"
        static let widgetDescription = "Search Wikipedia quickly from your Home Screen."
    }
}

// WMF framework (reduced).
enum WidgetController {
    enum SupportedWidget: String {
        case search = "org.wikimedia.wikipedia.widgets.search"
        var identifier: String { rawValue }
    }
}

enum SharedContainerCacheCommonNames {
    static let widgetCache = "Widget Cache"
}

struct WidgetSettings {
    var languageCode: String
    var siteURL: URL
    static let `default` = WidgetSettings(languageCode: "en", siteURL: URL(string: "https://en.wikipedia.org")!)
}

struct WidgetFeaturedContent {}

struct WidgetCache {
    var settings: WidgetSettings
    var featuredContent: WidgetFeaturedContent?
}

final class SharedContainerCache {
    let fileName: String
    init(fileName: String) { self.fileName = fileName }
    func loadCache() -> WidgetCache? { nil }
}

// WMFComponents theme (reduced).
struct ThemeColors {
    var secondaryText: UIColor
    var searchFieldBackground: UIColor
    var paperBackground: UIColor
}

struct Theme {
    var colors: ThemeColors

    static let widgetLight = Theme(colors: ThemeColors(secondaryText: .darkGray, searchFieldBackground: .systemGray6, paperBackground: .white))
    static let widgetDark = Theme(colors: ThemeColors(secondaryText: .lightGray, searchFieldBackground: .darkGray, paperBackground: .black))
}

import Foundation
import SwiftUI
import WidgetKit

// From the WMF framework.
func WMFLocalizedString(_ key: String, value: String, comment: String) -> String {
    value
}

enum WidgetController {
    enum SupportedWidget: String {
        case lockscreenSearch = "org.wikimedia.wikipedia.widgets.lockscreenSearch"
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

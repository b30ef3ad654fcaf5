import Foundation
import SwiftUI
import WidgetKit
import Intents

// Generated from BraveWidgets.intentdefinition.
enum WidgetShortcut: Int {
    case unknown = 0
    case newTab = 1
    case newPrivateTab = 2
    case bookmarks = 3
    case history = 4
    case downloads = 5
    case playlist = 6
}

class ShortcutsConfigurationIntent: INIntent {
    var slot1: WidgetShortcut = .newTab
    var slot2: WidgetShortcut = .newPrivateTab
    var slot3: WidgetShortcut = .bookmarks
}

// Shared / BraveShared (reduced).
enum Strings {
    static let bookmarksMenuItem = "Bookmarks"
    static let historyMenuItem = "History"
    static let downloadsMenuItem = "Downloads"

    enum Widgets {
        static let shortcutsWidgetTitle = "Shortcuts"
        static let shortcutsWidgetDescription = "Quick access to search the web or open web pages in Brave."
        static let shortcutsNewTabButton = "New Tab"
        static let shortcutsPrivateTabButton = "New Private Tab"
        static let shortcutsPlaylistButton = "Playlist"
        static let shortcutsEnterURLButton = "Search or type a URL"
    }
}

extension UIColor {
    static var braveLabel: UIColor { .label }
    static var braveBackground: UIColor { .systemBackground }
    static var secondaryBraveBackground: UIColor { .secondarySystemBackground }
}

extension UIImage {
    var template: UIImage { withRenderingMode(.alwaysTemplate) }
}

extension Label where Title == Text, Icon == Image {
    init(_ title: String, uiImage: UIImage) {
        self.init { Text(title) } icon: { Image(uiImage: uiImage) }
    }
}

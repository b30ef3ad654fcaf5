import Foundation
import SwiftUI
import WidgetKit

// ShelfPlayerKit (reduced): a Defaults-style typed key store.
typealias Percentage = Double

struct ListenedTodayValue: Codable {
    var total: Int
    var updated: Date
}

class DefaultsKeys {
    let name: String
    init(name: String) { self.name = name }
}

final class DefaultsKey<Value>: DefaultsKeys {
    init(_ name: String) { super.init(name: name) }
}

extension DefaultsKeys {
    static let listenedTodayWidgetValue = DefaultsKey<ListenedTodayValue?>("listenedTodayWidgetValue")
}

enum Defaults {
    private static var storage: [String: ListenedTodayValue] = [:]

    static subscript(key: DefaultsKey<ListenedTodayValue?>) -> ListenedTodayValue? {
        get { storage[key.name] }
        set { storage[key.name] = newValue }
    }
}

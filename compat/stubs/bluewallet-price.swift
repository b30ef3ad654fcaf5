import Foundation
import SwiftUI
import WidgetKit

// ios/Widgets/Shared/Models.swift and WidgetAPI.swift (reduced).
enum MarketDataTimeline: String {
    case Current = "Current"
    case Previous = "Previous"
}

struct MarketData {
    var nextBlock: String
    var sats: String
    var price: String
    var rate: Double
    var dateString: String = ""
}

let emptyMarketData = MarketData(nextBlock: "...", sats: "...", price: "...", rate: 0)

struct WidgetDataStore {
    var rate: String
    var lastUpdate: String
    var rateDouble: Double

    var formattedRate: String? { "$" + rate }
}

enum WidgetAPI {
    static func getUserPreferredCurrency() -> String { "USD" }
    static func getLastSelectedCurrency() -> String { "USD" }
    static func saveNewSelectedCurrency() {}
    static func fetchPrice(currency: String, completion: @escaping (WidgetDataStore?, Error?) -> Void) {
        completion(nil, nil)
    }
}

// ios/Widgets/Shared/Views/PriceView.swift (reduced).
struct PriceView: View {
    var currentMarketData: MarketData?
    var previousMarketData: MarketData?
    var body: some View { Text(currentMarketData?.price ?? "--") }
}

extension Color {
    static let widgetBackground = Color("WidgetBackground")
}

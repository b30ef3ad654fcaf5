import Foundation
import SwiftUI
import WidgetKit

// ios/Widgets/Shared (reduced).
struct MarketData {
    var nextBlock: String
    var sats: String
    var price: String
    var rate: Double
}

let emptyMarketData = MarketData(nextBlock: "...", sats: "...", price: "...", rate: 0)

enum Currency {
    static func getUserPreferredCurrency() -> String { "USD" }
}

enum MarketAPI {
    static func fetchMarketData(currency: String, completion: @escaping (MarketData?, Error?) -> Void) {
        completion(nil, nil)
    }
}

struct MarketView: View {
    var marketData: MarketData
    var body: some View { Text(marketData.price) }
}

extension Color {
    static let widgetBackground = Color("WidgetBackground")
}

extension WidgetConfiguration {
    func contentMarginsDisabledIfAvailable() -> some WidgetConfiguration {
        contentMarginsDisabled()
    }
}

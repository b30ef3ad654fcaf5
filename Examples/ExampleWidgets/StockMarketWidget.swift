public import Foundation
import OpenWidgetKit

// Seed: "Keeping a Widget Up To Date" — a stock market widget that updates often while the market
// is open, and on Friday's close asks for its next timeline at Monday's open: nothing over the weekend.

/// New York Stock Exchange regular hours: Monday to Friday, 9:30 to 16:00, America/New_York.
/// Exchange holidays are not modelled.
public enum MarketHours {
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "America/New_York")!
        return calendar
    }()

    /// Whether the market is open at `date`.
    public static func isOpen(at date: Date) -> Bool {
        guard isTradingDay(date) else { return false }
        return date >= open(on: date) && date < close(on: date)
    }

    /// The close of the trading day `date` falls in.
    public static func close(on date: Date) -> Date {
        calendar.date(bySettingHour: 16, minute: 0, second: 0, of: date)!
    }

    static func open(on date: Date) -> Date {
        calendar.date(bySettingHour: 9, minute: 30, second: 0, of: date)!
    }

    static func isTradingDay(_ date: Date) -> Bool {
        let weekday = calendar.component(.weekday, from: date)  // 1 = Sunday, 7 = Saturday
        return weekday != 1 && weekday != 7
    }

    /// The next opening strictly after `date`.
    public static func nextOpen(after date: Date) -> Date {
        var day = calendar.startOfDay(for: date)
        while true {
            let opening = open(on: day)
            if isTradingDay(day) && opening > date { return opening }
            day = calendar.date(byAdding: .day, value: 1, to: day)!
        }
    }
}

struct StockEntry: TimelineEntry {
    var date: Date
    var symbol: String
    var price: Double?
    var isOpen: Bool
}

struct StockMarketProvider: TimelineProvider {
    /// A made-up but repeatable price for the moment.
    static func price(at date: Date) -> Double {
        let minutes = date.timeIntervalSince1970 / 60
        return ((182.5 + 4 * sin(minutes / 97)) * 100).rounded() / 100
    }

    func placeholder(in context: Context) -> StockEntry {
        StockEntry(date: context.currentDate, symbol: "AAPL", price: 180, isOpen: true)
    }

    func getSnapshot(in context: Context, completion: @escaping (StockEntry) -> Void) {
        completion(entry(at: context.currentDate))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StockEntry>) -> Void) {
        let now = context.currentDate
        if MarketHours.isOpen(at: now) {
            // Every 15 minutes while open, but no later than the close.
            let next = min(now.addingTimeInterval(15 * 60), MarketHours.close(on: now))
            completion(Timeline(entries: [entry(at: now)], policy: .after(next)))
        } else {
            // Closed (evening, weekend): nothing changes until the next opening.
            completion(Timeline(entries: [entry(at: now)], policy: .after(MarketHours.nextOpen(after: now))))
        }
    }

    private func entry(at date: Date) -> StockEntry {
        let open = MarketHours.isOpen(at: date)
        return StockEntry(date: date, symbol: "AAPL", price: open ? Self.price(at: date) : nil, isOpen: open)
    }
}

struct StockMarketView: View {
    var entry: StockEntry

    var body: some View {
        VStack(alignment: .leading) {
            Text(entry.symbol).font(.headline)
            if let price = entry.price {
                Text(String(format: "$%.2f", price)).font(.title)
            } else {
                Text("Market closed").font(.title3)
            }
        }
    }
}

struct StockMarketWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.example.stock-market", provider: StockMarketProvider()) { entry in
            StockMarketView(entry: entry)
        }
        .configurationDisplayName("Stock Market")
        .description("Quotes while the New York market is open; quiet when it is closed")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

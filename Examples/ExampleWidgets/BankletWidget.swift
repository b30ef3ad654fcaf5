import Foundation
import OpenWidgetKit

// Seed: the piggy-bank ("Banklet") widget, which reads what its app wrote to the app group's
// UserDefaults suite and shows it, refreshing hourly.

/// The app group shared by the piggy-bank app and its widget.
public enum PiggyBankStore {
    public static let suiteName = "group.com.fangjunyu.piglet"

    /// Writes what the app shows, as the app does after a deposit.
    public static func save(name: String, amount: Double, target: Double, icon: String = "dollarsign") {
        let defaults = UserDefaults(suiteName: suiteName)
        defaults?.set(icon, forKey: "piggyBankIcon")
        defaults?.set(name, forKey: "piggyBankName")
        defaults?.set(amount, forKey: "piggyBankAmount")
        defaults?.set(target, forKey: "piggyBankTargetAmount")
        defaults?.synchronize()
    }
}

struct BankletWidgetEntry: TimelineEntry {
    var date: Date
    var piggyBankIcon: String
    var piggyBankName: String
    var piggyBankAmount: Double
    var piggyBankTargetAmount: Double
}

struct BankletWidgetProvider: TimelineProvider {
    func placeholder(in context: Context) -> BankletWidgetEntry {
        loadBankletData(at: context.currentDate)
    }

    func getSnapshot(in context: Context, completion: @escaping (BankletWidgetEntry) -> Void) {
        completion(loadBankletData(at: context.currentDate))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<BankletWidgetEntry>) -> Void) {
        var entries: [BankletWidgetEntry] = []
        let currentDate = context.currentDate
        // One entry an hour for the next five hours.
        for hourOffset in 0..<5 {
            let entryDate = Calendar.current.date(byAdding: .hour, value: hourOffset, to: currentDate)!
            var entry = loadBankletData(at: currentDate)
            entry.date = entryDate
            entries.append(entry)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }

    private func loadBankletData(at date: Date) -> BankletWidgetEntry {
        // Read the piggy bank from the app group's UserDefaults.
        let userDefaults = UserDefaults(suiteName: PiggyBankStore.suiteName)
        // On Linux, Foundation caches a suite per process; synchronize() reads what the app wrote
        // since. (On Apple platforms the system keeps app groups coherent and this does nothing.)
        userDefaults?.synchronize()
        return BankletWidgetEntry(
            date: date,
            piggyBankIcon: userDefaults?.string(forKey: "piggyBankIcon") ?? "dollarsign",
            piggyBankName: userDefaults?.string(forKey: "piggyBankName") ?? "PiggyBank",
            piggyBankAmount: userDefaults?.object(forKey: "piggyBankAmount") as? Double ?? 100.0,
            piggyBankTargetAmount: userDefaults?.object(forKey: "piggyBankTargetAmount") as? Double ?? 10.0)
    }
}

struct BankletWidgetEntryView: View {
    var entry: BankletWidgetEntry

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Image(systemName: entry.piggyBankIcon)
                Text(entry.piggyBankName).font(.headline)
            }
            Text(String(format: "%.2f / %.2f", entry.piggyBankAmount, entry.piggyBankTargetAmount))
                .font(.caption)
        }
    }
}

struct BankletWidget: Widget {
    let kind: String = "BankletWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: BankletWidgetProvider()) { entry in
            BankletWidgetEntryView(entry: entry)
        }
        .configurationDisplayName("Piggy Bank")
        .description("Shows how full your piggy bank is")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

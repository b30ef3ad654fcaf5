import Foundation
import OpenWidgetKit
import Synchronization

// An interactive widget (iOS 17): a button logs a glass of water and a toggle turns reminders on
// or off, each through an App Intent that the host runs in this extension. The state lives in the
// app group's UserDefaults, as an app would share it with its widget; the timeline never reloads
// by itself, because every tap reloads it.

/// The water tracker's state, in the app group shared by the app and its widget.
public enum WaterStore {
    public static let suiteName = "group.com.example.water"
    /// Glasses a day.
    public static let goal = 8

    /// Taps are served concurrently; each change is a read-modify-write of the suite.
    private static let lock = Mutex(())

    /// Glasses logged since the last reset, and whether reminders are on.
    public static func load() -> (glasses: Int, reminders: Bool) {
        lock.withLock { _ in
            let defaults = UserDefaults(suiteName: suiteName)
            // On Linux, Foundation caches a suite per process; synchronize() reads what another
            // process wrote since (see BankletWidget).
            defaults?.synchronize()
            return (defaults?.integer(forKey: "glasses") ?? 0, defaults?.bool(forKey: "reminders") ?? false)
        }
    }

    /// Adds glasses (a negative number removes some, never below zero).
    public static func log(glasses: Int) {
        change { $0.set(max(0, $0.integer(forKey: "glasses") + glasses), forKey: "glasses") }
    }

    /// Starts counting again from zero.
    public static func reset() {
        change { $0.set(0, forKey: "glasses") }
    }

    /// Turns reminders on or off.
    public static func setReminders(_ on: Bool) {
        change { $0.set(on, forKey: "reminders") }
    }

    private static func change(_ body: (UserDefaults) -> Void) {
        lock.withLock { _ in
            guard let defaults = UserDefaults(suiteName: suiteName) else { return }
            defaults.synchronize()
            body(defaults)
            defaults.synchronize()
        }
    }
}

/// Logs glasses of water: what the widget's "+" button performs.
struct LogGlassIntent: AppIntent {
    static let title: LocalizedStringResource = "Log a Glass of Water"

    @Parameter(title: "Glasses", default: 1) var glasses: Int

    init() {}

    init(glasses: Int) {
        self.glasses = glasses
    }

    func perform() async throws -> some IntentResult {
        WaterStore.log(glasses: glasses)
        return .result()
    }
}

/// Starts the count again: the medium widget's "Reset" button.
struct ResetWaterIntent: AppIntent {
    static let title: LocalizedStringResource = "Reset Water Count"

    func perform() async throws -> some IntentResult {
        WaterStore.reset()
        return .result()
    }
}

/// Turns reminders on or off. A `SetValueIntent`: the toggle runs it with `value` already set to
/// the state the tap asks for.
struct ToggleRemindersIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Water Reminders"

    @Parameter(title: "Reminders", default: false) var value: Bool

    func perform() async throws -> some IntentResult {
        WaterStore.setReminders(value)
        return .result()
    }
}

struct WaterEntry: TimelineEntry {
    var date: Date
    var glasses: Int
    var reminders: Bool
}

struct WaterProvider: TimelineProvider {
    func placeholder(in context: Context) -> WaterEntry {
        WaterEntry(date: context.currentDate, glasses: 3, reminders: true)
    }

    func getSnapshot(in context: Context, completion: @escaping (WaterEntry) -> Void) {
        completion(context.isPreview ? placeholder(in: context) : entry(at: context.currentDate))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WaterEntry>) -> Void) {
        // Nothing changes unless someone taps, and a tap reloads the timeline.
        completion(Timeline(entries: [entry(at: context.currentDate)], policy: .never))
    }

    private func entry(at date: Date) -> WaterEntry {
        let state = WaterStore.load()
        return WaterEntry(date: date, glasses: state.glasses, reminders: state.reminders)
    }
}

struct WaterView: View {
    var entry: WaterEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .systemSmall:
            VStack(alignment: .leading, spacing: 6) {
                header
                count
                progress
                Spacer(minLength: 0)
                logButton
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        default:
            HStack(alignment: .top, spacing: 16) {
                VStack(alignment: .leading, spacing: 6) {
                    header
                    count
                    progress
                    Spacer(minLength: 0)
                    Toggle("Reminders", isOn: entry.reminders, intent: ToggleRemindersIntent())
                        .font(.subheadline)
                }
                VStack(spacing: 8) {
                    logButton
                    Button("Reset", intent: ResetWaterIntent())
                        .buttonStyle(.borderless)
                        .font(.subheadline)
                    Spacer(minLength: 0)
                }
                .frame(width: 96)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    private var header: some View {
        HStack(spacing: 4) {
            Image(systemName: "drop.fill").foregroundStyle(.cyan)
            Text("Water").font(.headline)
        }
    }

    private var count: some View {
        Text("\(entry.glasses) of \(WaterStore.goal) glasses").font(.title3).bold()
    }

    private var progress: some View {
        ProgressView(value: Double(min(entry.glasses, WaterStore.goal)), total: Double(WaterStore.goal))
            .tint(.cyan)
    }

    private var logButton: some View {
        Button(intent: LogGlassIntent()) {
            HStack(spacing: 4) {
                Image(systemName: "plus")
                Text("Glass")
            }
            .frame(maxWidth: .infinity)
        }
        .tint(.cyan)
    }
}

struct WaterWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.example.water", provider: WaterProvider()) { entry in
            WaterView(entry: entry)
        }
        .configurationDisplayName("Water")
        .description("Log glasses of water with a tap")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

/// Whether reminders are on: the reminders control's value.
struct RemindersValueProvider: ControlValueProvider {
    var previewValue: Bool { false }

    func currentValue() async throws -> Bool {
        WaterStore.load().reminders
    }
}

/// A control (iOS 18) beside the widget: turns reminders on or off with the same intent as the widget's
/// toggle, so both show the same state.
struct WaterRemindersControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.water.reminders", provider: RemindersValueProvider()) { isOn in
            ControlWidgetToggle("Reminders", isOn: isOn, action: ToggleRemindersIntent()) { on in
                Image(systemName: on ? "bell.fill" : "bell.slash")
                Text(on ? "On" : "Off")
            }
        }
        .displayName("Water Reminders")
        .description("Turns water reminders on or off")
    }
}

/// A control that logs a glass of water: a button with no state.
struct LogGlassControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.water.log-glass") {
            ControlWidgetButton(action: LogGlassIntent()) {
                Image(systemName: "drop.fill")
                Text("Log a Glass")
            }
        }
        .displayName("Log a Glass")
        .description("Logs a glass of water")
    }
}

#Preview("Water, three glasses", traits: .sizeThatFitsLayout) {
    WaterView(entry: WaterEntry(date: .now, glasses: 3, reminders: true))
}

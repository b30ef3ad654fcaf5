// A widget extension that misbehaves on purpose, for the host's isolation tests. What it does
// depends on the name it is started under (tests link it under several names):
//
//   hostile-hang     its provider never calls the completion handler (timeline and snapshot)
//   hostile-crash    it dies (exit 70) when asked for a timeline
//   hostile-exit     it exits at once, before reading anything
//   hostile-flood    it answers a timeline request with 100 MB and no newline
//   hostile-garbage  it answers every request with lines that are not JSON
//   hostile-many     its timeline has 100,000 entries
//   hostile-messy    its timeline is unsorted, with duplicates and entries long past
//   hostile-hog      it allocates and touches 1.5 GB when asked for a timeline
//
// It also has well-behaved widgets: `fixture.counter`, interactive (its `AddToCounterIntent` the host
// runs through the protocol's `perform`); `fixture.echo`, configurable, showing its configuration as
// text, a link and its widget URL; `fixture.ticker`, five entries two seconds apart;
// `fixture.environment`, showing the locale, time zone, display scale and size it is shown in.
//
// Under any other name it serves all of the provider-level behaviours above as separate kinds.
import Foundation
import OpenWidgetKit

struct HostileEntry: TimelineEntry {
    var date: Date
    var text: String
}

enum Behaviour: String, CaseIterable {
    case hang, crash, flood, many, messy, hog, good
}

struct HostileProvider: TimelineProvider {
    var behaviour: Behaviour

    func placeholder(in context: Context) -> HostileEntry { HostileEntry(date: context.currentDate, text: "…") }

    func getSnapshot(in context: Context, completion: @escaping (HostileEntry) -> Void) {
        if behaviour == .hang { return }  // never answers, here too
        completion(HostileEntry(date: context.currentDate, text: behaviour.rawValue))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<HostileEntry>) -> Void) {
        let now = context.currentDate
        switch behaviour {
        case .hang:
            return
        case .crash:
            FileHandle.standardError.write(Data("hostile-crash: giving up\n".utf8))
            exit(70)
        case .flood:
            let chunk = Data(repeating: UInt8(ascii: "x"), count: 1 << 20)
            for _ in 0..<100 { try? floodOutput.write(contentsOf: chunk) }
            return
        case .many:
            let entries = (0..<100_000).map { HostileEntry(date: now.addingTimeInterval(Double($0) * 60), text: "\($0)") }
            completion(Timeline(entries: entries, policy: .atEnd))
        case .messy:
            let entries = [
                HostileEntry(date: now.addingTimeInterval(7200), text: "later"),
                HostileEntry(date: now.addingTimeInterval(-86_400), text: "yesterday"),
                HostileEntry(date: now.addingTimeInterval(-60), text: "current"),
                HostileEntry(date: now.addingTimeInterval(3600), text: "soon"),
                HostileEntry(date: now.addingTimeInterval(3600), text: "soon, again"),
            ]
            completion(Timeline(entries: entries, policy: .after(now.addingTimeInterval(-3600))))
        case .hog:
            var blocks: [UnsafeMutableRawPointer] = []
            for _ in 0..<1536 {
                let block = UnsafeMutableRawPointer.allocate(byteCount: 1 << 20, alignment: 4096)
                block.initializeMemory(as: UInt8.self, repeating: 1, count: 1 << 20)
                blocks.append(block)
            }
            Thread.sleep(forTimeInterval: 60)
            completion(Timeline(entries: [HostileEntry(date: now, text: "\(blocks.count)")], policy: .never))
        case .good:
            completion(Timeline(entries: [HostileEntry(date: now, text: "good")], policy: .never))
        }
    }
}

/// The protocol stream, for the flood: the runtime points standard output at standard error once it
/// starts, so a copy of the real one is kept before that.
nonisolated(unsafe) var floodOutput = FileHandle.standardOutput

struct HostileWidget: Widget {
    var behaviour: Behaviour = .good

    init() {}
    init(_ behaviour: Behaviour) { self.behaviour = behaviour }

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "hostile.\(behaviour.rawValue)", provider: HostileProvider(behaviour: behaviour)) { entry in
            Text(entry.text)
        }
        .configurationDisplayName("Hostile: \(behaviour.rawValue)")
    }
}

/// A counter kept in app-group defaults, shared by the intent and the provider.
enum Counter {
    static var defaults: UserDefaults { UserDefaults(suiteName: "group.org.openwidgetkit.fixture")! }

    static var value: Int {
        defaults.synchronize()
        return defaults.integer(forKey: "count")
    }
}

/// An interactive widget's action: adds `amount` to the counter.
struct AddToCounterIntent: AppIntent {
    static let title: LocalizedStringResource = "Add to Counter"

    @Parameter(title: "Amount", default: 1) var amount: Int

    init() {}

    func perform() async throws -> some IntentResult {
        Counter.defaults.set(Counter.value + amount, forKey: "count")
        Counter.defaults.synchronize()
        return .result()
    }
}

struct CounterProvider: TimelineProvider {
    func placeholder(in context: Context) -> HostileEntry { HostileEntry(date: context.currentDate, text: "count …") }
    func getSnapshot(in context: Context, completion: @escaping (HostileEntry) -> Void) {
        completion(HostileEntry(date: context.currentDate, text: "count \(Counter.value)"))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<HostileEntry>) -> Void) {
        completion(Timeline(entries: [HostileEntry(date: context.currentDate, text: "count \(Counter.value)")], policy: .never))
    }
}

struct CounterWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "fixture.counter", provider: CounterProvider()) { entry in
            VStack(spacing: 8) {
                Text(entry.text)
                Button(intent: AddToCounterIntent()) { Text("Add one") }
            }
        }
    }
}

/// Shows what it is configured with, as text, a `Link` and its `widgetURL`: the dashboard's tests
/// configure it with hostile strings and URLs.
struct EchoIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Echo"

    @Parameter(title: "Text", default: "hello") var text: String
    @Parameter(title: "Link", default: "https://example.com/echo") var link: String
    @Parameter(title: "Repeat", default: 1) var count: Int

    init() {}
}

struct EchoEntry: TimelineEntry {
    var date: Date
    var text: String
    var link: String
}

struct EchoProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> EchoEntry { EchoEntry(date: context.currentDate, text: "…", link: "") }
    func snapshot(for configuration: EchoIntent, in context: Context) async -> EchoEntry {
        EchoEntry(date: context.currentDate, text: configuration.text, link: configuration.link)
    }
    func timeline(for configuration: EchoIntent, in context: Context) async -> Timeline<EchoEntry> {
        let text = Array(repeating: configuration.text, count: max(1, min(configuration.count, 5))).joined(separator: " ")
        return Timeline(entries: [EchoEntry(date: context.currentDate, text: text, link: configuration.link)], policy: .never)
    }
}

struct EchoWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "fixture.echo", intent: EchoIntent.self, provider: EchoProvider()) { entry in
            VStack(alignment: .leading) {
                Text(entry.text)
                if let url = URL(string: entry.link) { Link("Open link", destination: url) }
            }
            .widgetURL(URL(string: "fixture://echo"))
        }
        .configurationDisplayName("Echo")
        .description("Shows its configuration.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

/// Five entries two seconds apart, then `.atEnd`: for watching entries switch in a browser.
struct TickerProvider: TimelineProvider {
    func placeholder(in context: Context) -> HostileEntry { HostileEntry(date: context.currentDate, text: "tick …") }
    func getSnapshot(in context: Context, completion: @escaping (HostileEntry) -> Void) {
        completion(HostileEntry(date: context.currentDate, text: "tick 0"))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<HostileEntry>) -> Void) {
        let start = context.currentDate
        completion(Timeline(
            entries: (0..<5).map { HostileEntry(date: start.addingTimeInterval(Double($0) * 2), text: "tick \($0)") },
            policy: .atEnd))
    }
}

struct TickerWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "fixture.ticker", provider: TickerProvider()) { entry in Text(entry.text) }
    }
}

/// Shows what it is shown in: its views' locale, time zone and display scale, a number formatted in
/// that locale, and the display size its provider was given (the command line's preview tests).
struct EnvironmentEntry: TimelineEntry {
    var date: Date
    var displaySize: CGSize
}

struct EnvironmentProvider: TimelineProvider {
    func placeholder(in context: Context) -> EnvironmentEntry {
        EnvironmentEntry(date: context.currentDate, displaySize: context.displaySize)
    }
    func getSnapshot(in context: Context, completion: @escaping (EnvironmentEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<EnvironmentEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct EnvironmentView: View {
    @Environment(\.locale) var locale
    @Environment(\.timeZone) var timeZone
    @Environment(\.displayScale) var displayScale
    var entry: EnvironmentEntry

    var body: some View {
        VStack {
            Text("\(locale.identifier) \(timeZone.identifier) @\(Int(displayScale))x")
            Text(1234.5, format: .number)
            Text("\(Int(entry.displaySize.width))×\(Int(entry.displaySize.height))")
        }
    }
}

struct EnvironmentWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "fixture.environment", provider: EnvironmentProvider()) { EnvironmentView(entry: $0) }
    }
}

struct AllHostileWidgets: WidgetBundle {
    var body: some Widget {
        HostileWidget(.hang)
        HostileWidget(.crash)
        HostileWidget(.flood)
        HostileWidget(.many)
        HostileWidget(.messy)
        HostileWidget(.hog)
        HostileWidget(.good)
        CounterWidget()
        EchoWidget()
        TickerWidget()
        EnvironmentWidget()
    }
}

let name = URL(fileURLWithPath: CommandLine.arguments[0]).lastPathComponent
let mode = name.hasPrefix("hostile-") && name != "hostile-widgets" ? String(name.dropFirst("hostile-".count)) : "all"

switch mode {
case "exit":
    FileHandle.standardError.write(Data("hostile-exit: not today\n".utf8))
    exit(3)
case "garbage":
    while readLine() != nil {
        FileHandle.standardOutput.write(Data("this is not JSON {{{\n".utf8))
    }
case "all":
    await AllHostileWidgets.main()
default:
    guard let behaviour = Behaviour(rawValue: mode) else {
        FileHandle.standardError.write(Data("hostile: unknown mode \(mode)\n".utf8))
        exit(64)
    }
    // The protocol stream is standard output until the runtime starts; keep a copy for the flood.
    floodOutput = FileHandle(fileDescriptor: dup(1), closeOnDealloc: false)
    await WidgetExtensionRuntime(widgets: HostileWidget(behaviour).descriptors).serve()
}

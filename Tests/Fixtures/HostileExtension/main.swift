// A widget extension that misbehaves on purpose, for the host's isolation tests. What it does
// depends on the name it is started under (tests link it under several names):
//
//   hostile-hang     its provider never calls the completion handler
//   hostile-crash    it dies (exit 70) when asked for a timeline
//   hostile-exit     it exits at once, before reading anything
//   hostile-flood    it answers a timeline request with 100 MB and no newline
//   hostile-garbage  it answers every request with lines that are not JSON
//   hostile-many     its timeline has 100,000 entries
//   hostile-messy    its timeline is unsorted, with duplicates and entries long past
//   hostile-hog      it allocates and touches 1.5 GB when asked for a timeline
//
// It also has a well-behaved interactive widget, `fixture.counter`, whose `AddToCounterIntent` the
// host runs through the protocol's `perform`.
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
        StaticConfiguration(kind: "fixture.counter", provider: CounterProvider()) { entry in Text(entry.text) }
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
    }
}

let name = URL(fileURLWithPath: CommandLine.arguments[0]).lastPathComponent
let mode = name.hasPrefix("hostile-") ? String(name.dropFirst("hostile-".count)) : "all"

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

import Foundation
import Synchronization
import Testing
@testable import OpenWidgetKit

// Interactive widgets (iOS 17): `Button(intent:)` and `Toggle(isOn:intent:)` record what a tap runs,
// and the recorded invocation runs the intent through the extension runtime.

/// What the intents below did, in order.
private let performed = Mutex<[String]>([])

// Internal, not private: the runtime finds an intent by its type name, and private types have none
// it can look up.
struct AddCoinsIntent: AppIntent {
    static let title: LocalizedStringResource = "Add Coins"
    @Parameter(title: "Coins", default: 1) var coins: Int
    @Parameter(title: "Note") var note: String?

    init() {}
    init(coins: Int, note: String? = nil) {
        self.coins = coins
        self.note = note
    }

    func perform() async throws -> some IntentResult {
        performed.withLock { $0.append("add \(coins) \(note ?? "-")") }
        return .result()
    }
}

struct SetAlarmIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Alarm"
    @Parameter(title: "On", default: false) var value: Bool

    func perform() async throws -> some IntentResult {
        performed.withLock { $0.append("alarm \(value)") }
        return .result()
    }
}

/// The invocation a view records: the first `.intent` modifier in its tree.
private func invocation(in view: some View) -> IntentInvocation? {
    func find(_ node: ViewNode) -> IntentInvocation? {
        switch node {
        case .modified(.intent(let invocation), _): invocation
        case .modified(_, let child): find(child)
        case .stack(_, _, _, let children), .zstack(_, let children), .group(let children):
            children.lazy.compactMap(find).first
        default: nil
        }
    }
    return find(ViewArchive(view, environment: EnvironmentValues()).root)
}

private struct NoWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "none", provider: NoProvider()) { _ in EmptyView() }
    }
}

private struct NoProvider: TimelineProvider {
    struct Entry: TimelineEntry { var date: Date }
    func placeholder(in context: Context) -> Entry { Entry(date: context.currentDate) }
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

@Suite("Button(intent:) and Toggle(isOn:intent:)", .serialized)
struct InteractiveControlTests {
    let runtime = WidgetExtensionRuntime(widget: NoWidget.self)

    @Test("a button records the intent's type name and its parameter values as configuration JSON")
    func button() throws {
        let recorded = try #require(invocation(in: Button(intent: AddCoinsIntent(coins: 5, note: "tip")) {
            Text("Add")
        }))
        #expect(recorded.typeName == IntentTypeName.of(AddCoinsIntent.self))
        #expect(IntentTypeName.type(named: recorded.typeName) == AddCoinsIntent.self)
        #expect(try recorded.parameters == ["coins": .int(5), "note": .string("tip")])
        #expect(recorded.parametersJSON == #"{"coins":{"int":5},"note":{"string":"tip"}}"#)
        #expect(recorded.isOn == nil)
        let titled = try #require(invocation(in: Button("Add \(5) coins", intent: AddCoinsIntent())))
        #expect(try titled.parameters == ["coins": .int(1)])
        #expect(ViewArchive(Button("Add \(5) coins", intent: AddCoinsIntent()), environment: EnvironmentValues())
            .textContent == "Add 5 coins")
        let verbatim = String("Add")
        #expect(invocation(in: Button(verbatim, intent: AddCoinsIntent())) != nil)
    }

    @Test("a toggle of a SetValueIntent records the flipped value; other intents keep their parameters")
    func toggle() throws {
        let on = try #require(invocation(in: Toggle(isOn: true, intent: SetAlarmIntent()) { Text("Alarm") }))
        #expect(on.isOn == true)
        #expect(try on.parameters == ["value": .bool(false)])
        let off = try #require(invocation(in: Toggle("Alarm", isOn: false, intent: SetAlarmIntent())))
        #expect(off.isOn == false)
        #expect(try off.parameters == ["value": .bool(true)])
        let other = try #require(invocation(in: Toggle(isOn: true, intent: AddCoinsIntent(coins: 2)) { Text("x") }))
        #expect(try other.parameters == ["coins": .int(2)])
        #expect(other.isOn == true)
    }

    @Test("performing a recorded invocation runs the intent with the recorded values")
    func perform() async throws {
        performed.withLock { $0 = [] }
        let button = try #require(invocation(in: Button(intent: AddCoinsIntent(coins: 3, note: "</button>")) {
            Text("Add")
        }))
        try await runtime.performIntent(named: button.typeName, parameters: try button.parameters)
        let toggle = try #require(invocation(in: Toggle("Alarm", isOn: false, intent: SetAlarmIntent())))
        try await runtime.performIntent(named: toggle.typeName, parameters: try toggle.parameters)
        #expect(performed.withLock { $0 } == ["add 3 </button>", "alarm true"])

        // Through the host protocol, as `widgetkit serve` sends it.
        let response = await runtime.respond(to: HostProtocol.Request(
            id: 1, method: .perform, configuration: try toggle.parameters, intent: toggle.typeName))
        #expect(response.error == nil)
        #expect(performed.withLock { $0.last } == "alarm true")
        let unknown = await runtime.respond(to: HostProtocol.Request(
            id: 2, method: .perform, configuration: [:], intent: "NoSuchModule.NoSuchIntent"))
        #expect(unknown.error?.contains("no App Intent named NoSuchModule.NoSuchIntent") == true)
        #expect(unknown.error?.contains("not private or fileprivate") == true)
    }
}

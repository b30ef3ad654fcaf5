import Foundation
import Synchronization
import Testing
@testable import OpenWidgetKit

// Control widgets (iOS 18): a bundle lists them with its widgets, the runtime describes them and
// resolves their templates with their provider's value, and pressing one runs its intent.

/// The state the controls below show and change.
private let lampIsOn = Mutex(false)
private let pressed = Mutex<[String]>([])

struct LampIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Lamp"
    @Parameter(title: "On", default: false) var value: Bool

    func perform() async throws -> some IntentResult {
        lampIsOn.withLock { $0 = value }
        return .result()
    }
}

struct RingIntent: AppIntent {
    static let title: LocalizedStringResource = "Ring"
    @Parameter(title: "Times", default: 1) var times: Int

    init() {}
    init(times: Int) { self.times = times }

    func perform() async throws -> some IntentResult {
        pressed.withLock { $0.append("ring \(times)") }
        return .result()
    }
}

struct RoomConfiguration: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Room"
    @Parameter(title: "Room", default: "Kitchen") var room: String
}

private struct LampValue: ControlValueProvider {
    var previewValue: Bool { true }
    func currentValue() async throws -> Bool { lampIsOn.withLock { $0 } }
}

private struct RoomLampValue: AppIntentControlValueProvider {
    func previewValue(configuration: RoomConfiguration) -> String { "\(configuration.room): preview" }
    func currentValue(configuration: RoomConfiguration) async throws -> String {
        "\(configuration.room): \(lampIsOn.withLock { $0 } ? "on" : "off")"
    }
}

private struct LampControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "test.lamp", provider: LampValue()) { isOn in
            ControlWidgetToggle("Lamp", isOn: isOn, action: LampIntent()) { on in
                Image(systemName: on ? "lightbulb.fill" : "lightbulb")
                Text(on ? "Bright" : "Dark")
            }
            .tint(.yellow)
        }
        .displayName("Desk Lamp")
        .description("Turns the desk lamp on or off")
    }
}

/// A template of the author's own, made of a built-in one.
private struct RingTemplate: ControlWidgetTemplate {
    var times: Int
    var body: some ControlWidgetTemplate {
        ControlWidgetButton(action: RingIntent(times: times)) {
            Image(systemName: "bell")
            Text("Ring \(times)×").controlWidgetActionHint("Ring the bell")
        }
    }
}

private struct RingControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "test.ring") { RingTemplate(times: 2) }
    }
}

private struct RoomControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: "test.room", provider: RoomLampValue()) { state in
            ControlWidgetButton(state, action: RingIntent()) { _ in EmptyView() }
        }
        .promptsForUserConfiguration()
    }
}

private struct PlainWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "test.plain", provider: PlainProvider()) { _ in Text("plain") }
    }
}

private struct PlainProvider: TimelineProvider {
    func placeholder(in context: Context) -> PlainEntry { PlainEntry(date: context.currentDate) }
    func getSnapshot(in context: Context, completion: @escaping (PlainEntry) -> Void) {
        completion(PlainEntry(date: context.currentDate))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<PlainEntry>) -> Void) {
        completion(Timeline(entries: [PlainEntry(date: context.currentDate)], policy: .never))
    }
}

private struct PlainEntry: TimelineEntry { var date: Date }

private struct Bundle: WidgetBundle {
    var body: some Widget {
        PlainWidget()
        LampControl()
        RingControl()
        if true {
            RoomControl()
        }
    }
}

private func request(_ kind: String, isPreview: Bool = false, configuration: ConfigurationValues = [:]) -> WidgetRequest {
    WidgetRequest(kind: kind, family: .systemSmall, configuration: configuration, isPreview: isPreview, date: Date(timeIntervalSince1970: 0))
}

@Suite("Control widgets", .serialized)
struct ControlWidgetTests {
    let runtime = WidgetExtensionRuntime(bundle: Bundle.self)

    @Test("a bundle lists its controls with its widgets, and describe names them")
    func bundle() throws {
        #expect(runtime.kinds == ["test.plain"])
        #expect(runtime.controls.map(\.kind) == ["test.lamp", "test.ring", "test.room"])
        let description = runtime.extensionDescription
        let lamp = try #require(description.controls?.first)
        #expect(lamp == HostProtocol.ControlDescription(
            kind: "test.lamp", displayName: "Desk Lamp", description: "Turns the desk lamp on or off"))
        let room = try #require(description.controls?.last)
        #expect(room.promptsForUserConfiguration)
        #expect(room.configurationSchema?.parameters.map(\.name) == ["room"])
        // A description with no controls leaves the field out, as before controls.
        let widgetsOnly = WidgetExtensionRuntime(widgets: runtime.widgets).extensionDescription
        #expect(widgetsOnly.controls == nil)
    }

    @Test("a toggle shows its provider's current value, or its preview value, and flips it when pressed")
    func toggle() async throws {
        lampIsOn.withLock { $0 = false }
        let off = try await runtime.control(request("test.lamp"))
        #expect(off.template == "toggle" && off.isOn == false)
        #expect(off.title == "Lamp" && off.value == "Dark")
        #expect(off.invocation.isOn == false)
        #expect(try off.invocation.parameters == ["value": .bool(true)], "the press sets the new state")
        #expect(off.archive.textContent == "Lamp Dark")
        #expect(off.actionHint == nil)
        let preview = try await runtime.control(request("test.lamp", isPreview: true))
        #expect(preview.isOn == true && preview.value == "Bright")

        // Pressed through the protocol, as the host does.
        let response = await runtime.respond(to: HostProtocol.Request(
            id: 1, method: .perform, configuration: try off.invocation.parameters, intent: off.invocation.typeName))
        #expect(response.error == nil)
        let on = try await runtime.control(request("test.lamp"))
        #expect(on.isOn == true && on.value == "Bright")
    }

    @Test("a button of a template of one's own: its title, symbol, hint and action")
    func button() async throws {
        let ring = try await runtime.control(request("test.ring"))
        #expect(ring.template == "button" && ring.isOn == nil)
        #expect(ring.title == "Ring 2×" && ring.value == nil)
        #expect(ring.actionHint == "Ring the bell")
        #expect(try ring.invocation.parameters == ["times": .int(2)])
        #expect(ring.invocation.typeName == IntentTypeName.of(RingIntent.self))
    }

    @Test("a configurable control is resolved with its configuration intent; unknown kinds are refused")
    func configurable() async throws {
        lampIsOn.withLock { $0 = false }
        let kitchen = try await runtime.control(request("test.room"))
        #expect(kitchen.title == "Kitchen: off")
        let hall = try await runtime.control(request("test.room", configuration: ["room": .string("Hall")]))
        #expect(hall.title == "Hall: off")
        #expect(try await runtime.control(request("test.room", isPreview: true)).title == "Kitchen: preview")
        await #expect(throws: WidgetRuntimeError.self) { try await runtime.control(request("test.nothing")) }
        await #expect(throws: WidgetRuntimeError.notConfigurable(parameter: "room")) {
            try await runtime.control(request("test.lamp", configuration: ["room": .string("Hall")]))
        }
    }

    @Test("the control request answers over the host protocol")
    func hostProtocol() async throws {
        let response = await runtime.respond(to: HostProtocol.Request(id: 3, method: .control, widget: request("test.ring")))
        #expect(response.error == nil)
        #expect(response.control?.kind == "test.ring")
        let data = try JSONEncoder().encode(response)
        let decoded = try JSONDecoder().decode(HostProtocol.Response.self, from: data)
        #expect(decoded.control == response.control)
    }

    @Test("ControlCenter's reloads go to the host's backend")
    func controlCenter() {
        let backend = RecordingBackend()
        WidgetCenter.$taskBackend.withValue(backend) {
            ControlCenter.shared.reloadControls(ofKind: "test.lamp")
            ControlCenter.shared.reloadAllControls()
        }
        #expect(backend.reloads.withLock { $0 } == ["test.lamp", nil])
    }

    @Test("an OpenURLIntent records its URL, and OpensIntent results compile as App Intents write them")
    func openURL() throws {
        let invocation = IntentInvocation(performing: OpenURLIntent(URL(string: "https://example.com/tea")!))
        #expect(invocation.typeName == OpenURLIntent.typeName)
        #expect(try invocation.parameters == ["url": .string("https://example.com/tea")])
        struct Opener: AppIntent {
            static let title: LocalizedStringResource = "Open"
            func perform() async throws -> some IntentResult & OpensIntent { .result() }
        }
        _ = Opener()
    }
}

private final class RecordingBackend: WidgetCenterBackend {
    let reloads = Mutex<[String?]>([])
    func reloadTimelines(ofKind kind: String) {}
    func reloadAllTimelines() {}
    func currentConfigurations() async throws -> [WidgetInfo] { [] }
    func reloadControls(ofKind kind: String?) { reloads.withLock { $0.append(kind) } }
}

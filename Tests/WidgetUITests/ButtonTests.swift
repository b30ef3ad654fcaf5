import Foundation
import Testing
import WidgetUI

private let log = IntentInvocation(typeName: "4Demo14LogGlassIntentV", parametersJSON: #"{"glasses":{"int":1}}"#)
private let reminders = IntentInvocation(
    typeName: "4Demo21ToggleRemindersIntentV", parametersJSON: #"{"value":{"bool":false}}"#, isOn: true)

private let accent = Color.accentColor.value

private func translucent(_ color: ColorValue, _ factor: Double) -> ColorValue {
    var color = color
    color.opacity *= factor
    return color
}

/// The bordered look: the label in `tint` on a capsule of the tint at 15 %, padded 7 × 12.
private func bordered(_ label: ViewNode, tint: ColorValue = accent) -> ViewNode {
    .modified(
        .background(.shape(.capsule, fill: .color(translucent(tint, 0.15)), stroke: nil), alignment: "center"),
        .modified(.padding(top: 7, leading: 12, bottom: 7, trailing: 12), .modified(.foregroundColor(tint), label)))
}

@Suite("Button and Toggle")
struct ButtonTests {
    @Test("an intent button records its invocation around the bordered look, by default")
    func button() {
        #expect(node(Button(invocation: log) { Text("Glass") }) == .modified(.intent(log), bordered(text("Glass"))))
    }

    @Test("button styles: plain is the label alone, borderless tints it, prominent fills the capsule")
    func styles() {
        let label = text("Glass")
        #expect(node(Button(invocation: log) { Text("Glass") }.buttonStyle(.plain)) == .modified(.intent(log), label))
        #expect(node(Button(invocation: log) { Text("Glass") }.buttonStyle(.borderless))
            == .modified(.intent(log), .modified(.foregroundColor(accent), label)))
        #expect(node(Button(invocation: log) { Text("Glass") }.buttonStyle(.bordered))
            == .modified(.intent(log), bordered(label)))
        let prominent = node(Button(invocation: log) { Text("Glass") }.buttonStyle(.borderedProminent))
        #expect(prominent == .modified(.intent(log), .modified(
            .background(.shape(.capsule, fill: .color(accent), stroke: nil), alignment: "center"),
            .modified(.padding(top: 7, leading: 12, bottom: 7, trailing: 12),
                      .modified(.foregroundColor(Color.white.value), label)))))
    }

    @Test("tint colours the button; the tint modifier stays recorded around it")
    func tint() {
        let cyan = Color.cyan.value
        #expect(node(Button(invocation: log) { Text("Glass") }.tint(.cyan))
            == .modified(.tint(cyan), .modified(.intent(log), bordered(text("Glass"), tint: cyan))))
    }

    @Test("a button made with an action is drawn but records no intent: the action never runs")
    func actionButton() {
        #expect(node(Button("Glass") {}) == bordered(text("Glass")))
        #expect(node(Button(action: {}) { Text("Glass") }.buttonStyle(.plain)) == text("Glass"))
    }

    @Test("a toggle is its label, a spacer and a 51×31 switch, knob trailing when on")
    func toggle() throws {
        let on = node(Toggle(isOn: true, invocation: reminders) { Text("Reminders") })
        guard case .modified(.intent(let invocation), .stack(.horizontal, "center", nil, let children)) = on else {
            Issue.record("unexpected node \(on)")
            return
        }
        #expect(invocation == reminders)
        #expect(children.count == 3)
        #expect(children[0] == text("Reminders"))
        #expect(children[1] == .spacer(minLength: nil))
        guard case .modified(.frame(51, 31, "center"), .zstack("trailing", let parts)) = children[2] else {
            Issue.record("unexpected switch \(children[2])")
            return
        }
        #expect(parts.first == .shape(.capsule, fill: .color(Color.green.value), stroke: nil))
        let off = node(Toggle(isOn: false, invocation: nil) { Text("Reminders") })
        guard case .stack(_, _, _, let offChildren) = off,
              case .modified(_, .zstack("leading", let offParts)) = offChildren[2],
              case .shape(.capsule, .color(let track)?, nil) = offParts[0] else {
            Issue.record("unexpected node \(off)")
            return
        }
        #expect(track.name == "secondarySystemFill" && track.opacity == 0.16)
    }

    @Test("toggle styles: the button style is bordered when off and prominent when on")
    func toggleStyles() {
        let on = node(Toggle(isOn: true, invocation: reminders) { Text("Reminders") }.toggleStyle(.button))
        let prominent = node(Button(invocation: reminders) { Text("Reminders") }.buttonStyle(.borderedProminent))
        #expect(on == prominent)
        let off = node(Toggle(isOn: false, invocation: reminders) { Text("Reminders") }.toggleStyle(.button))
        #expect(off == .modified(.intent(reminders), bordered(text("Reminders"))))
        let switched = node(Toggle(isOn: false, invocation: reminders) { Text("R") }.toggleStyle(.switch))
        #expect(switched == node(Toggle(isOn: false, invocation: reminders) { Text("R") }))
    }

    @Test("buttons and toggles round-trip through the archive's JSON; the invocation is plain JSON")
    func roundTrip() throws {
        let view = VStack {
            Button(invocation: log) { Text("Glass") }
            Toggle(isOn: true, invocation: reminders) { Text("Reminders") }
        }
        let original = archive(view, family: .systemMedium)
        let data = try sortedEncoder().encode(original)
        let decoded = try JSONDecoder().decode(ViewArchive.self, from: data)
        #expect(decoded == original)
        #expect(try sortedEncoder().encode(decoded) == data)
        let json = String(decoding: data, as: UTF8.self)
        #expect(json.contains(#""intent":{"_0":{"isOn":true,"parametersJSON":"{\"value\":{\"bool\":false}}""#))
        #expect(json.contains(#""intent":{"_0":{"parametersJSON":"{\"glasses\":{\"int\":1}}","typeName":"4Demo14LogGlassIntentV"}}"#))
        #expect(original.textContent == "Glass Reminders")
    }

    @Test("archives written before buttons existed still decode")
    func olderArchives() throws {
        let json = #"{"environment":{"colorScheme":"light","displayScale":3,"redactionReasons":0,"widgetFamily":"systemSmall"},"#
            + #""root":{"modified":{"_0":{"link":{"_0":"game://x"}},"_1":{"text":{"_0":[{"literal":{"_0":"Hi"}}]}}}},"version":1}"#
        let data = Data(json.utf8)
        let archive = try JSONDecoder().decode(ViewArchive.self, from: data)
        #expect(archive.root == .modified(.link("game://x"), text("Hi")))
    }
}

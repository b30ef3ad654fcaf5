import Foundation
import Testing
import WidgetUI

@Suite("Text")
struct TextTests {
    private let seconds = meeting.timeIntervalSince1970

    @Test("an interpolated date stays a symbolic date run with its style, not a string")
    func interpolatedDate() {
        let text = Text("Time: \(meeting, style: .time)")
        #expect(text.runs == [.literal("Time: ", style: nil), .date(seconds, style: "time", runStyle: nil)])
        #expect(node(text) == .text(text.runs))
    }

    @Test("each DateStyle is recorded by name")
    func dateStyles() {
        let styles: [(Text.DateStyle, String)] = [
            (.time, "time"), (.date, "date"), (.relative, "relative"), (.offset, "offset"), (.timer, "timer"),
        ]
        for (style, name) in styles {
            #expect(Text(meeting, style: style).runs == [.date(seconds, style: name, runStyle: nil)])
        }
    }

    @Test("ranges, intervals and timers stay symbolic")
    func ranges() {
        let end = meeting.addingTimeInterval(2700)
        #expect(Text(meeting...end).runs == [.dateRange(seconds, seconds + 2700, runStyle: nil)])
        #expect(Text(DateInterval(start: meeting, end: end)).runs == [.dateRange(seconds, seconds + 2700, runStyle: nil)])
        #expect(Text("Meeting \(meeting...end)").runs == [
            .literal("Meeting ", style: nil), .dateRange(seconds, seconds + 2700, runStyle: nil),
        ])
        #expect(Text(timerInterval: meeting...end).runs == [
            .timer(seconds, seconds + 2700, pause: nil, countsDown: true, showsHours: true, runStyle: nil)
        ])
        let paused = Text(timerInterval: meeting...end, pauseTime: meeting.addingTimeInterval(60), countsDown: false,
                          showsHours: false)
        #expect(paused.runs == [
            .timer(seconds, seconds + 2700, pause: seconds + 60, countsDown: false, showsHours: false, runStyle: nil)
        ])
    }

    @Test("Text + Text gives one text with both runs, each keeping its own style")
    func concatenation() {
        let joined = Text("Level ").bold() + Text("12").foregroundColor(.red) + Text(meeting, style: .relative)
        #expect(joined.runs == [
            .literal("Level ", style: TextRunStyle(weight: "bold")),
            .literal("12", style: TextRunStyle(color: Color.red.value)),
            .date(seconds, style: "relative", runStyle: nil),
        ])
        #expect((Text("a") + Text("b")).runs.count == 2)
    }

    @Test("Text's own modifiers return Text and style every run")
    func textModifiers() {
        let styled: Text = Text("x").font(.caption).fontWeight(.heavy).italic().monospacedDigit().foregroundColor(.blue)
        #expect(styled.runs == [
            .literal("x", style: TextRunStyle(
                font: FontValue(style: "caption"), weight: "heavy", italic: true, monospacedDigit: true,
                color: Color.blue.value)),
        ])
        #expect(Text("x").bold(false).italic(false) == Text("x"))
        #expect(Text("x").foregroundStyle(Color.green).runs == [.literal("x", style: TextRunStyle(color: Color.green.value))])
    }

    @Test("verbatim and StringProtocol initialisers show the string as it is")
    func verbatim() {
        let name = "Dragon \\(not interpolated)"
        #expect(Text(verbatim: name).runs == [.literal(name, style: nil)])
        #expect(Text(name.prefix(6)).runs == [.literal("Dragon", style: nil)])
    }

    @Test("format styles format in the environment's locale")
    func formatStyle() {
        struct Price: View {
            var body: some View { Text(1234.5, format: .number) }
        }
        #expect(archive(Price()).textContent == "1,234.5")
        #expect(archive(Price().environment(\.locale, Locale(identifier: "de_DE"))).textContent == "1.234,5")
    }
}

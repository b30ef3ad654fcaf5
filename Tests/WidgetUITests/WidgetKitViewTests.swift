import Foundation
import Testing
import WidgetUI

// What WidgetKit adds to views: accessory labels and backgrounds, markers recorded for what they say,
// rendering modes in the environment, and timeline views.
@Suite("WidgetKit views and modifiers")
struct WidgetKitViewTests {
    @Test("widgetLabel records its label view; widgetCurvesContent, contentTransition and invalidatableContent are markers")
    func modifiers() {
        #expect(node(Text("72").widgetLabel("Heart")) == .modified(.widgetLabel(text("Heart")), text("72")))
        #expect(node(Text("72").widgetLabel { Image(systemName: "heart") })
            == .modified(.widgetLabel(.image(.system("heart"))), text("72")))
        #expect(archive(Text("72").widgetLabel("Heart")).textContent == "72 Heart")
        #expect(node(Text("x").widgetCurvesContent()) == .modified(.widgetMarker(.curvesContent(true)), text("x")))
        #expect(node(Text("x").contentTransition(.numericText(value: 3)))
            == .modified(.widgetMarker(.contentTransition("numericText")), text("x")))
        #expect(node(Text("x").contentTransition(.numericText(countsDown: true)))
            == .modified(.widgetMarker(.contentTransition("numericText(countsDown)")), text("x")))
        #expect(node(Text("x").contentTransition(.identity)) == .modified(.widgetMarker(.contentTransition("identity")), text("x")))
        #expect(node(Text("x").invalidatableContent()) == .modified(.widgetMarker(.invalidatableContent(true)), text("x")))
    }

    @Test("AccessoryWidgetBackground takes each accessory family's shape")
    func accessoryBackground() {
        func background(_ family: WidgetFamily) -> ViewNode { archive(AccessoryWidgetBackground(), family: family).root }
        guard case .shape(.circle, .color(let fill)?, nil) = background(.accessoryCircular) else {
            Issue.record("expected a disc: \(background(.accessoryCircular))")
            return
        }
        #expect(fill.opacity == 0.4)
        #expect(background(.accessoryRectangular) == .shape(.roundedRectangle(cornerRadius: 12), fill: .color(fill), stroke: nil))
        #expect(background(.accessoryInline) == .empty)
    }

    @Test("the rendering mode and the container background's presence are environment values, recorded when not the default")
    func renderingMode() throws {
        struct ModeView: View {
            @Environment(\.widgetRenderingMode) var mode
            @Environment(\.showsWidgetContainerBackground) var shows
            var body: some View { Text("\(mode) \(shows)") }
        }
        #expect(archive(ModeView()).textContent == "fullColor true")
        var environment = EnvironmentValues()
        environment.widgetRenderingMode = .vibrant
        environment.showsWidgetContainerBackground = false
        let vibrant = ViewArchive(ModeView(), environment: environment)
        #expect(vibrant.textContent == "vibrant false")
        #expect(vibrant.environment.widgetRenderingMode == .vibrant && vibrant.environment.showsWidgetContainerBackground == false)
        // A full-colour archive is written as before rendering modes existed.
        let json = String(decoding: try sortedEncoder().encode(archive(Text("x"))), as: UTF8.self)
        #expect(!json.contains("widgetRenderingMode"))
        #expect(WidgetRenderingMode(name: "ACCENTED") == .accented && WidgetRenderingMode(name: "sepia") == nil)
        #expect(try JSONDecoder().decode(WidgetRenderingMode.self, from: Data(#""vibrant""#.utf8)) == .vibrant)
    }

    @Test("a TimelineView is resolved for the entry's date and the schedule's dates after it")
    func timelineView() throws {
        var environment = EnvironmentValues()
        environment.timelineDate = meeting.addingTimeInterval(30)
        func dated(_ view: some View) -> [DatedNode] {
            let root = ViewArchive(view, environment: environment).root
            if case .timeline(let dated) = root { return dated }
            return [DatedNode(date: 0, node: root)]
        }
        // Every minute: the entry's date, then the start of each minute after it, 60 in all.
        let minutes = dated(TimelineView(.everyMinute) { Text($0.date, style: .time) })
        #expect(minutes.count == 60)
        #expect(minutes.map(\.date).prefix(3) == [meeting.timeIntervalSince1970 + 30, meeting.timeIntervalSince1970 + 60,
                                                   meeting.timeIntervalSince1970 + 120])
        // Periodic: the latest date at or before the entry, then every interval.
        let periodic = dated(TimelineView(.periodic(from: meeting, by: 20)) { Text("\(Int($0.date.timeIntervalSince(meeting)))") })
        #expect(periodic.prefix(3).map(\.node) == [text("20"), text("40"), text("60")])
        // Explicit dates: the entry's date first if the schedule starts later.
        let explicit = dated(TimelineView(.explicit([meeting.addingTimeInterval(60), meeting.addingTimeInterval(120)])) {
            Text("\(Int($0.date.timeIntervalSince(meeting)))")
        })
        #expect(explicit.map(\.node) == [text("30"), text("60"), text("120")])
        // An animation draws one still frame: no timeline node.
        #expect(dated(TimelineView(.animation) { Text("\(Int($0.date.timeIntervalSince(meeting)))") }).map(\.node) == [text("30")])
        // The text of an archive is that of its first date.
        #expect(ViewArchive(TimelineView(.periodic(from: meeting, by: 20)) { _ in Text("now") }, environment: environment)
            .textContent == "now")
    }

    @Test("redaction: reasons in the archive, privacySensitive recorded")
    func redaction() {
        #expect(node(Text("$5").privacySensitive().redacted(reason: .privacy))
            == .modified(.redacted(RedactionReasons.privacy.rawValue), .modified(.privacySensitive(true), text("$5"))))
    }
}

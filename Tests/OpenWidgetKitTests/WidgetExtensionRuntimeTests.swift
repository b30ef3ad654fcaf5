import Foundation
import Testing
@testable import OpenWidgetKit

private let now = Date(timeIntervalSince1970: 1_767_600_000)

private struct CountEntry: TimelineEntry {
    var date: Date
    var count: Int
    var relevance: TimelineEntryRelevance? { TimelineEntryRelevance(score: Float(count)) }
}

private struct CountProvider: TimelineProvider {
    func placeholder(in context: Context) -> CountEntry { CountEntry(date: context.currentDate, count: 0) }
    func getSnapshot(in context: Context, completion: @escaping (CountEntry) -> Void) {
        completion(CountEntry(date: context.currentDate, count: context.isPreview ? -1 : 1))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<CountEntry>) -> Void) {
        let entries = (1...3).map { CountEntry(date: context.currentDate.addingTimeInterval(Double($0) * 600), count: $0) }
        // A second call of the completion handler must be ignored, not crash.
        completion(Timeline(entries: entries, policy: .atEnd))
        completion(Timeline(entries: [], policy: .never))
    }
}

private struct CountView: View {
    @Environment(\.widgetFamily) var family
    var entry: CountEntry
    var body: some View {
        if family == .systemSmall {
            Text("Count \(entry.count)")
        } else {
            Text("Count \(entry.count) in a \(family.shortName) widget")
        }
    }
}

private struct CountWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "count", provider: CountProvider()) { entry in CountView(entry: entry) }
            .configurationDisplayName("Counter")
            .description("Counts")
            .supportedFamilies([.systemSmall, .systemMedium])
    }
}

private struct OtherWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "other", provider: CountProvider()) { entry in Text("\(entry.count)") }
    }
}

/// Shows the environment it is resolved in: locale, time zone, display scale, a number in the locale.
private struct EnvironmentView: View {
    @Environment(\.locale) var locale
    @Environment(\.timeZone) var timeZone
    @Environment(\.displayScale) var displayScale
    var body: some View {
        Text("\(locale.identifier) \(timeZone.identifier) @\(Int(displayScale))x")
        Text(1234.5, format: .number)
    }
}

private struct EnvironmentWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "environment", provider: CountProvider()) { _ in EnvironmentView() }
    }
}

private struct CountBundle: WidgetBundle {
    var body: some Widget {
        CountWidget()
        OtherWidget()
    }
}

@Suite("WidgetExtensionRuntime")
struct WidgetExtensionRuntimeTests {
    let runtime = WidgetExtensionRuntime(bundle: CountBundle.self)

    @Test("a bundle lists its widgets with their modifiers applied, in order")
    func describe() {
        #expect(runtime.kinds == ["count", "other"])
        let count = runtime.widgets[0]
        #expect(count.displayName == "Counter")
        #expect(count.description == "Counts")
        #expect(count.supportedFamilies == [.systemSmall, .systemMedium])
        #expect(count.configurationSchema == nil)
        #expect(runtime.widgets[1].supportedFamilies == [.systemSmall, .systemMedium, .systemLarge])
    }

    @Test("timeline entries leave the runtime resolved with the family's environment")
    func timeline() async throws {
        let small = try await runtime.timeline(WidgetRequest(kind: "count", family: .systemSmall, date: now))
        #expect(small.policy == .atEnd)
        #expect(small.entries.map(\.summary) == ["Count 1", "Count 2", "Count 3"])
        #expect(small.entries.map(\.date) == [600, 1200, 1800].map { now.addingTimeInterval($0) })
        #expect(small.entries.map(\.relevance?.score) == [1, 2, 3])
        let medium = try await runtime.timeline(WidgetRequest(kind: "count", family: .systemMedium, date: now))
        #expect(medium.entries.first?.summary == "Count 1 in a medium widget")
        #expect(medium.entries.first?.entry(as: CountEntry.self)?.count == 1)
    }

    @Test("placeholders are redacted; snapshots see isPreview")
    func placeholderAndSnapshot() async throws {
        let placeholder = try runtime.placeholder(WidgetRequest(kind: "count", family: .systemSmall, date: now))
        #expect(placeholder.archive.isRedacted)
        let preview = try await runtime.snapshot(
            WidgetRequest(kind: "count", family: .systemSmall, isPreview: true, date: now))
        #expect(preview.entry(as: CountEntry.self)?.count == -1)
        let snapshot = try await runtime.snapshot(WidgetRequest(kind: "count", family: .systemSmall, date: now))
        #expect(snapshot.entry(as: CountEntry.self)?.count == 1)
    }

    @Test("unknown kinds and unsupported families are refused with a useful message")
    func badRequests() async throws {
        do {
            _ = try await runtime.timeline(WidgetRequest(kind: "cuont", family: .systemSmall, date: now))
            Issue.record("an unknown kind was answered")
        } catch {
            #expect("\(error)" == "Unknown widget kind 'cuont'. Did you mean 'count'? Known kinds: count, other.")
        }
        do {
            _ = try await runtime.timeline(WidgetRequest(kind: "count", family: .systemLarge, date: now))
            Issue.record("an unsupported family was answered")
        } catch {
            #expect("\(error)".contains("does not support the systemLarge family; it supports systemSmall, systemMedium"))
        }
        await #expect(throws: WidgetRuntimeError.self) {
            try await runtime.validate(kind: "count", configuration: ["character": .string("x")])
        }
    }

    @Test("the request's locale, time zone and display scale are the views' environment, over the protocol too")
    func environment() async throws {
        let runtime = WidgetExtensionRuntime(widget: EnvironmentWidget.self)
        let request = WidgetRequest(
            kind: "environment", family: .systemSmall, displaySize: CGSize(width: 800, height: 480), date: now,
            locale: "de_DE", timeZone: "Europe/Paris", displayScale: 2)
        let line = try JSONEncoder().encode(HostProtocol.Request(id: 1, method: .timeline, widget: request))
        let text = String(decoding: line, as: UTF8.self)
        for field in [#""displaySize":[800,480]"#, #""locale":"de_DE""#, #""timeZone":"Europe\/Paris""#, #""displayScale":2"#] {
            #expect(text.contains(field), "\(field) in \(text)")
        }
        let response = await runtime.respond(to: try JSONDecoder().decode(HostProtocol.Request.self, from: line))
        #expect(response.timeline?.entries.first?.summary == "de_DE Europe/Paris @2x 1.234,5")
        #expect(response.timeline?.entries.first?.archive.displayScale == 2)
    }

    @Test("a widget request as protocol version 1 first wrote it, without them, gets the default environment")
    func environmentDefaults() async throws {
        let runtime = WidgetExtensionRuntime(widget: EnvironmentWidget.self)
        let line = #"{"id": 7, "method": "timeline", "widget": {"kind": "environment", "family": "systemSmall", "#
            + #""configuration": {}, "colorScheme": "light", "isPreview": false, "date": 789292800}}"#
        let response = await runtime.respond(to: try JSONDecoder().decode(HostProtocol.Request.self, from: Data(line.utf8)))
        #expect(response.error == nil)
        #expect(response.timeline?.entries.first?.summary == "en_US GMT @3x 1,234.5")
        // And a request without them is written without them, as before.
        let written = String(decoding: try JSONEncoder().encode(WidgetRequest(kind: "k", family: .systemSmall, date: now)), as: UTF8.self)
        #expect(!written.contains("locale") && !written.contains("timeZone") && !written.contains("displayScale"))
    }

    @Test("archived timelines round-trip through JSON")
    func codable() async throws {
        let timeline = try await runtime.timeline(WidgetRequest(kind: "count", family: .systemSmall, date: now))
        let data = try JSONEncoder().encode(timeline)
        let decoded = try JSONDecoder().decode(ArchivedTimeline.self, from: data)
        #expect(decoded == timeline)
        #expect(decoded.entries.first?.entry(as: CountEntry.self) == nil)  // values stay in the extension
    }
}

@Suite("Reload policy and WidgetCenter")
struct PolicyAndCenterTests {
    @Test("reload policies compare, describe and round-trip as WidgetKit's do")
    func policies() throws {
        let date = Date(timeIntervalSince1970: 1_767_600_000)
        #expect(TimelineReloadPolicy.after(date) == .after(date))
        #expect(TimelineReloadPolicy.atEnd != .never)
        #expect("\(TimelineReloadPolicy.after(date))" == "after(2026-01-05T08:00:00Z)")
        for policy in [TimelineReloadPolicy.atEnd, .never, .after(date)] {
            let decoded = try JSONDecoder().decode(TimelineReloadPolicy.self, from: JSONEncoder().encode(policy))
            #expect(decoded == policy)
        }
    }

    @Test("with no host, currentConfigurations says so instead of hanging")
    func noHost() async {
        await #expect(throws: WidgetCenterError.noHost) {
            try await WidgetCenter.shared.currentConfigurations()
        }
        let result: Result<[WidgetInfo], any Error> = await withCheckedContinuation { continuation in
            WidgetCenter.shared.getCurrentConfigurations { continuation.resume(returning: $0) }
        }
        #expect(throws: WidgetCenterError.noHost) { try result.get() }
        WidgetCenter.shared.reloadAllTimelines()  // dropped, not a crash
    }
}

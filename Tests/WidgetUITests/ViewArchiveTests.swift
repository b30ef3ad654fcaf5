import Foundation
import Testing
@testable import WidgetUI

private let meeting = Date(timeIntervalSince1970: 1_767_603_600)  // 2026-01-05T09:00:00Z

private struct FamilyView: View {
    @Environment(\.widgetFamily) var family
    var body: some View {
        switch family {
        case .systemSmall: Text("small")
        case .systemMedium: Text("medium")
        default: Text("other \(family.description)")
        }
    }
}

private struct SchemeView: View {
    @Environment(\.colorScheme) var scheme
    var body: some View { Text(scheme == .dark ? "dark" : "light") }
}

private struct Row: Identifiable {
    var id: Int
    var name: String
}

private struct ListView: View {
    var rows: [Row]
    var subtitle: String?
    var showCount: Bool
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(rows) { row in Text(row.name) }
            if let subtitle { Text(subtitle) }
            if showCount {
                Text("\(rows.count) rows")
            } else {
                Spacer()
            }
            ForEach(0..<2) { index in Text("#\(index)") }
        }
    }
}

private func archive(_ view: some View, family: WidgetFamily = .systemSmall) -> ViewArchive {
    var environment = EnvironmentValues()
    environment.widgetFamily = family
    return ViewArchive(view, environment: environment)
}

@Suite("ViewArchive")
struct ViewArchiveTests {
    @Test("if/else, optionals and ForEach resolve to the expected children")
    func builder() {
        let rows = [Row(id: 1, name: "Ana"), Row(id: 2, name: "Ben")]
        let full = archive(ListView(rows: rows, subtitle: "team", showCount: true))
        guard case .stack(.vertical, "leading", 4, let children) = full.root else {
            Issue.record("expected a leading VStack with spacing 4, got \(full.root)")
            return
        }
        #expect(children == [
            .text([.literal("Ana", style: nil)]), .text([.literal("Ben", style: nil)]),
            .text([.literal("team", style: nil)]), .text([.literal("2 rows", style: nil)]),
            .text([.literal("#0", style: nil)]), .text([.literal("#1", style: nil)]),
        ])
        let bare = archive(ListView(rows: [], subtitle: nil, showCount: false))
        guard case .stack(_, _, _, let bareChildren) = bare.root else { Issue.record("no stack"); return }
        #expect(bareChildren == [.spacer(minLength: nil), .text([.literal("#0", style: nil)]), .text([.literal("#1", style: nil)])])
    }

    @Test("@Environment(\\.widgetFamily) picks the branch for each family")
    func family() {
        #expect(archive(FamilyView(), family: .systemSmall).textContent == "small")
        #expect(archive(FamilyView(), family: .systemMedium).textContent == "medium")
        #expect(archive(FamilyView(), family: .systemLarge).textContent == "other systemLarge")
    }

    @Test(".environment(\\.colorScheme, .dark) reaches the views inside, not outside")
    func environmentWrite() {
        let view = HStack {
            SchemeView()
            VStack { SchemeView() }.environment(\.colorScheme, .dark)
        }
        #expect(archive(view).textContent == "light dark")
    }

    @Test("interpolated dates stay symbolic; Text + Text gives two runs")
    func symbolicDates() {
        let text = Text("Time: \(meeting, style: .time)")
        #expect(text.runs == [.literal("Time: ", style: nil), .date(meeting.timeIntervalSince1970, style: "time", runStyle: nil)])
        let joined = Text("Starts ") + Text(meeting, style: .relative)
        #expect(joined.runs.count == 2)
        let range = Text(meeting...meeting.addingTimeInterval(2700))
        #expect(range.runs == [.dateRange(meeting.timeIntervalSince1970, meeting.timeIntervalSince1970 + 2700, runStyle: nil)])
        #expect(archive(joined).textContent == "Starts {relative 2026-01-05T09:00:00Z}")
    }

    @Test("modifiers are recorded outside-in, with their arguments")
    func modifiers() {
        let view = Text("x").padding(8).frame(width: 100)
        guard case .modified(.frame(width: 100, height: nil, alignment: "center"), let inner) = archive(view).root,
              case .modified(.padding(top: 8, leading: 8, bottom: 8, trailing: 8), .text) = inner else {
            Issue.record("unexpected tree \(archive(view).root)")
            return
        }
        let styled = Text("y").bold().foregroundColor(.red)
        #expect(styled.runs.first == .literal("y", style: TextRunStyle(weight: "bold", color: Color.red.value)))
    }

    @Test("archives round-trip through JSON and encode identically twice")
    func codable() throws {
        let view = VStack { Text("Health \(75)%").font(.headline); Image(systemName: "heart.fill"); Color.red }
            .widgetURL(URL(string: "mygame://character/1"))
            .containerBackground(.blue, for: .widget)
        let original = archive(view, family: .systemMedium)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let first = try encoder.encode(original)
        let second = try encoder.encode(archive(view, family: .systemMedium))
        #expect(first == second)
        #expect(try JSONDecoder().decode(ViewArchive.self, from: first) == original)
        #expect(original.version == ViewArchive.currentVersion)
        #expect(original.family == .systemMedium)
    }

    @Test("a placeholder environment marks the archive redacted")
    func redacted() {
        var environment = EnvironmentValues()
        environment.redactionReasons = .placeholder
        #expect(ViewArchive(Text("x"), environment: environment).isRedacted)
        #expect(!ViewArchive(Text("x"), environment: EnvironmentValues()).isRedacted)
    }
}

private struct Nested: View {
    var depth: Int
    var body: some View {
        if depth > 0 {
            AnyView(Nested(depth: depth - 1).padding(1))
        } else {
            Text("bottom")
        }
    }
}

@Suite("ViewArchive limits")
struct ViewArchiveLimitTests {
    @Test("a view tree deeper than the limit is cut with a visible notice, not a crash")
    func deep() {
        let archive = ViewArchive(Nested(depth: 100_000), environment: EnvironmentValues())
        #expect(archive.textContent.contains("view tree deeper than 256 levels"))
        #expect(!archive.textContent.contains("bottom"))
        #expect(ViewArchive(Nested(depth: 10), environment: EnvironmentValues()).textContent == "bottom")
    }

    @Test("a huge view tree is cut with a visible notice")
    func huge() {
        let archive = ViewArchive(VStack { ForEach(0..<100_000) { Text("\($0)") } }, environment: EnvironmentValues())
        #expect(archive.textContent.contains("more than 20000 views"))
        #expect(archive.textContent.split(separator: " ").count < 21_000)
    }
}

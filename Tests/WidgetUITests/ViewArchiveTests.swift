import Foundation
import Testing
import WidgetUI

/// A small game widget, written as an author would.
private struct DragonWidgetView: View {
    var name: String
    var level: Int
    var nextHeal: Date
    @Environment(\.widgetFamily) var family

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Image(systemName: "flame.fill").foregroundStyle(.orange)
                Text(name).font(.headline)
            }
            Text("Level \(level)").foregroundColor(.secondary)
            Spacer()
            if family != .systemSmall {
                Text("Ready to fight").italic()
            }
            Text("Heals in \(nextHeal, style: .timer)").font(.caption).monospacedDigit()
        }
        .overlay(alignment: .topTrailing) { Text("★") }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .widgetURL(URL(string: "game://dragon"))
        .containerBackground(for: .widget) { Text("background art").opacity(0.1) }
    }
}

private let dragon = DragonWidgetView(name: "Dragon", level: 12, nextHeal: meeting.addingTimeInterval(4500))

@Suite("ViewArchive")
struct ViewArchiveTests {
    @Test("textContent reads a small widget the way a person would")
    func textContent() {
        #expect(archive(dragon).textContent == "Dragon Level 12 Heals in {date .timer 2026-01-05T10:15:00Z} ★")
        #expect(archive(dragon, family: .systemMedium).textContent
            == "Dragon Level 12 Ready to fight Heals in {date .timer 2026-01-05T10:15:00Z} ★")
        let end = meeting.addingTimeInterval(2700)
        #expect(archive(VStack { Text(meeting...end); Text(timerInterval: meeting...end, pauseTime: end) }).textContent
            == "{range 2026-01-05T09:00:00Z...2026-01-05T09:45:00Z} "
            + "{timerInterval 2026-01-05T09:00:00Z...2026-01-05T09:45:00Z paused 2026-01-05T09:45:00Z}")
        #expect(archive(Text("behind").background { Text("back") }).textContent == "back behind")
    }

    @Test("the archive records its version and the environment it was resolved in")
    func summary() {
        var environment = EnvironmentValues()
        environment.widgetFamily = .systemLarge
        environment.colorScheme = .dark
        environment.redactionReasons = [.placeholder, .privacy]
        environment.displayScale = 2
        let archive = ViewArchive(Text("x"), environment: environment)
        #expect(archive.version == ViewArchive.currentVersion)
        #expect(archive.environment.widgetFamily == .systemLarge)
        #expect(archive.environment.colorScheme == .dark)
        #expect(archive.environment.redactionReasons == [.placeholder, .privacy])
        #expect(archive.environment.displayScale == 2)
        #expect(archive.family == .systemLarge && archive.colorScheme == .dark && archive.displayScale == 2)
        #expect(archive.isRedacted)
        #expect(archive.textContent == "x")
        #expect(!ViewArchive(Text("x"), environment: EnvironmentValues()).isRedacted)
    }

    @Test("JSON round-trips, and two encodings are byte-identical")
    func roundTrip() throws {
        let first = try sortedEncoder().encode(archive(dragon, family: .systemMedium))
        let second = try sortedEncoder().encode(archive(dragon, family: .systemMedium))
        #expect(first == second)
        let decoded = try JSONDecoder().decode(ViewArchive.self, from: first)
        #expect(decoded == archive(dragon, family: .systemMedium))
        #expect(try sortedEncoder().encode(decoded) == first)
    }

    @Test("infinite frame bounds encode as plain numbers and decode back to infinity")
    func infinity() throws {
        let original = archive(Color.red.frame(maxWidth: .infinity).frame(minHeight: -.infinity))
        let data = try JSONEncoder().encode(original)
        let json = String(decoding: data, as: UTF8.self)
        #expect(json.contains("1.7976931348623157e+308"))
        #expect(try JSONDecoder().decode(ViewArchive.self, from: data) == original)
    }

    @Test("dates are seconds since 1970 whatever the encoder's date strategy")
    func dates() throws {
        let view = Text("At \(meeting, style: .time)")
        let plain = try sortedEncoder().encode(archive(view))
        let iso = sortedEncoder()
        iso.dateEncodingStrategy = .iso8601
        #expect(try iso.encode(archive(view)) == plain)
        #expect(String(decoding: plain, as: UTF8.self).contains("1767603600"))
    }

    @Test("the JSON has the documented top-level shape")
    func shape() throws {
        let data = try sortedEncoder().encode(archive(Text("Hi")))
        #expect(String(decoding: data, as: UTF8.self)
            == #"{"environment":{"colorScheme":"light","displayScale":3,"redactionReasons":0,"widgetFamily":"systemSmall"},"#
            + #""root":{"text":{"_0":[{"literal":{"_0":"Hi"}}]}},"version":1}"#)
    }

    @Test("an archive from a newer format version is refused with a message that says what to do")
    func newerVersion() throws {
        let data = Data(#"{"environment":{"colorScheme":"light","displayScale":3,"redactionReasons":0,"widgetFamily":"systemSmall"},"root":{"empty":{}},"version":2}"#.utf8)
        do {
            _ = try JSONDecoder().decode(ViewArchive.self, from: data)
            Issue.record("a version 2 archive was accepted")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.debugDescription.contains("version 2"))
            #expect(context.debugDescription.contains("Update OpenWidgetKit"))
        }
    }
}

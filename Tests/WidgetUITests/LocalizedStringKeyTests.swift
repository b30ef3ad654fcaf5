import Foundation
import Testing
import WidgetUI

@Suite("LocalizedStringKey")
struct LocalizedStringKeyTests {
    @Test("literals and interpolated values merge into one literal run")
    func merging() {
        let level = 75
        #expect(Text("Health \(level)%").runs == [.literal("Health 75%", style: nil)])
        #expect(Text("Name: \("Ana")").runs == [.literal("Name: Ana", style: nil)])
        #expect(LocalizedStringKey("plain").runs == [.literal("plain", style: nil)])
    }

    @Test("an interpolated Double shows six decimals, as in SwiftUI; specifiers choose")
    func doubles() {
        let ratio = 0.75
        #expect(Text("\(ratio)").runs == [.literal("0.750000", style: nil)])
        #expect(Text("\(ratio, specifier: "%.1f")").runs == [.literal("0.8", style: nil)])
        #expect(Text("\(7, specifier: "%03d")").runs == [.literal("007", style: nil)])
        #expect(Text("\(CGFloat(2))").runs == [.literal("2.000000", style: nil)])
    }

    @Test("an interpolated Text keeps its styled runs")
    func interpolatedText() {
        let runs = Text("Now \(Text("bold").bold()) done").runs
        #expect(runs == [
            .literal("Now ", style: nil), .literal("bold", style: TextRunStyle(weight: "bold")),
            .literal(" done", style: nil),
        ])
    }

    @Test("a Formatter formats an interpolated value")
    func formatter() {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberStyle = .percent
        #expect(Text("Charge \(NSNumber(value: 0.5), formatter: formatter)").runs == [.literal("Charge 50%", style: nil)])
        let dates = DateFormatter()
        dates.locale = Locale(identifier: "en_US_POSIX")
        dates.timeZone = TimeZone(identifier: "UTC")
        dates.dateFormat = "yyyy-MM-dd"
        #expect(Text("On \(meeting, formatter: dates)").runs == [.literal("On 2026-01-05", style: nil)])
    }
}

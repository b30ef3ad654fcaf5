import Foundation
import Testing
import WidgetUI

@Suite("EnvironmentValues")
struct EnvironmentValuesTests {
    @Test("defaults: small, light, unredacted, @3x, en_US, UTC, Gregorian")
    func defaults() {
        let environment = EnvironmentValues()
        #expect(environment.widgetFamily == .systemSmall)
        #expect(environment.colorScheme == .light)
        #expect(environment.redactionReasons.isEmpty)
        #expect(environment.displayScale == 3)
        #expect(environment.pixelLength == 1.0 / 3)
        #expect(environment.locale.identifier == "en_US")
        #expect(environment.timeZone.secondsFromGMT(for: meeting) == 0)
        #expect(environment.calendar.identifier == .gregorian)
        #expect(environment.font == nil)
        #expect(environment.lineLimit == nil)
    }

    @Test("content margins are 16 pt for system families and none for accessories, unless set")
    func contentMargins() {
        var environment = EnvironmentValues()
        #expect(environment.widgetContentMargins == EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
        environment.widgetFamily = .accessoryRectangular
        #expect(environment.widgetContentMargins == EdgeInsets())
        environment.widgetContentMargins = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        environment.widgetFamily = .systemLarge
        #expect(environment.widgetContentMargins == EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    }

    @Test("redacted(reason:) adds to the reasons the views inside read; unredacted() clears them")
    func redaction() {
        struct Reasons: View {
            @Environment(\.redactionReasons) var reasons
            var body: some View { Text("\(reasons.rawValue)") }
        }
        let view = VStack {
            Reasons()
            Reasons().unredacted()
        }
        .redacted(reason: .privacy)
        #expect(archive(view).textContent == "2 0")
    }
}

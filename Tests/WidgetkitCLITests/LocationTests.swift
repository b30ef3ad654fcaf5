import Foundation
import OpenWidgetKit
import Testing
import WidgetHost

/// Location end to end: a real host with an extension that declares `NSWidgetWantsLocation` in the
/// `Info.plist` of its resource bundle, asked through the `widgetkit location` commands; its widget
/// prints what `CLLocationManager` tells it, both through `location` and through `requestLocation()`
/// with a delegate.
@Suite("Location", .serialized)
struct LocationTests {
    private func extensionURL() -> URL { productsDirectory.appendingPathComponent("location-widgets") }

    private func shown(_ host: RunningHost) throws -> String {
        try host.list().first?.shownEntry ?? ""
    }

    /// What went wrong, for a failure: the text shown, the widget's events and the host's log.
    private func explain(_ host: RunningHost) -> String {
        let events = (try? host.report(0).events.map { "\($0.time.ISO8601Format()) \($0.event) \($0.reason ?? "")" }) ?? []
        return "shows: \((try? shown(host)) ?? "")\n" + events.joined(separator: "\n") + "\n" + host.log
    }

    @Test("undecided, granted without a place, set, refused: the widget sees what WidgetKit gives, never a made-up place")
    func grants() throws {
        let host = try RunningHost(extensions: [extensionURL()])
        let environment = host.environment
        func location(_ arguments: String...) throws -> (status: Int32, output: String, error: String) {
            try runProduct("widgetkit", ["location"] + arguments + ["--data-dir", host.dataDirectory.path], environment: environment)
        }

        let shownAtFirst = try location()
        #expect(shownAtFirst.status == 0)
        #expect(shownAtFirst.output.contains("place: not set"))
        #expect(shownAtFirst.output.contains("location-widgets: undecided — Shows the city nearest to you. [test.where]"))

        _ = try host.add("test.where", family: "medium")
        #expect(try shown(host) == "status notDetermined widgets false location none delegate error denied")

        #expect(try location("grant", "location-widgets").status == 0)
        #expect(host.eventually { try shown(host) == "status whenInUse widgets true location none delegate error unknown" },
                "\(explain(host))")

        let set = try location("set", "48.8566,2.3522", "--label", "Paris", "--accuracy", "25")
        #expect(set.status == 0)
        #expect(set.output.contains("place: 48.85660, 2.35220 ±25 m \"Paris\""))
        #expect(host.eventually {
            try shown(host) == "status whenInUse widgets true location 48.8566,2.3522 delegate 48.8566,2.3522"
        }, "\(explain(host))")

        #expect(try location("revoke", "location-widgets").status == 0)
        #expect(host.eventually { try shown(host) == "status denied widgets false location none delegate error denied" },
                "\(explain(host))")

        // Stored: after a restart the refusal and the place are still there.
        host.terminate()
        try host.start()
        let report: LocationReport = try host.call(ControlProtocol.Request(method: .location))
        #expect(report.place?.label == "Paris" && report.place?.latitude == 48.8566 && report.place?.accuracy == 25)
        #expect(report.extensions.map(\.decision) == ["denied"])

        #expect(try location("forget", "location-widgets").status == 0)
        #expect(host.eventually { try shown(host).hasPrefix("status notDetermined") }, "\(explain(host))")
    }

    @Test("bad places and unknown extensions get one sentence and exit code 2; nothing changes")
    func refusals() throws {
        let host = try RunningHost(extensions: [extensionURL()])
        let environment = host.environment
        func location(_ arguments: String...) throws -> (status: Int32, output: String, error: String) {
            try runProduct("widgetkit", ["location"] + arguments + ["--data-dir", host.dataDirectory.path], environment: environment)
        }
        let cases: [([String], String)] = [
            (["set", "91,3"], "the latitude 91 is out of range: it must be between -90 and 90"),
            (["set", "3,-181"], "the longitude -181 is out of range: it must be between -180 and 180"),
            (["set", "paris"], "'paris' is not a place: write latitude and longitude in degrees, such as 48.8566,2.3522"),
            (["set", "1,2", "--accuracy=-5"], "the accuracy must be a distance in metres, 0 or more"),
            (["grant", "nope"], "no extension is named 'nope'; the host runs location-widgets"),
        ]
        for (arguments, message) in cases {
            let result = try runProduct(
                "widgetkit", ["location"] + arguments + ["--data-dir", host.dataDirectory.path], environment: environment)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.error.contains(message), "\(arguments): \(result.error)")
        }
        let report: LocationReport = try host.call(ControlProtocol.Request(method: .location))
        #expect(report.place == nil && report.extensions.map(\.decision) == ["undecided"])
    }

    @Test("an extension that does not ask for location is refused a grant, and its widgets see .notDetermined")
    func notAsking() throws {
        let host = try RunningHost()
        let result = try runProduct(
            "widgetkit", ["location", "grant", "example-widgets", "--data-dir", host.dataDirectory.path],
            environment: host.environment)
        #expect(result.status == 2)
        #expect(result.error.contains("example-widgets does not ask for location: its Info.plist has no NSWidgetWantsLocation"))
        #expect(try runProduct("widgetkit", ["location", "--data-dir", host.dataDirectory.path], environment: host.environment)
            .output.contains("no extension asks for location"))
    }
}

import Foundation
import Testing
@testable import OpenWidgetKit

@Suite("Core Location", .serialized)  // the tests share the extension's location state
struct CLLocationTests {
    @Test("distance(from:) is the great-circle distance: Paris to London 343.5 km, a point to itself 0")
    func distance() {
        let paris = CLLocation(latitude: 48.8566, longitude: 2.3522)
        let london = CLLocation(latitude: 51.5074, longitude: -0.1278)
        #expect(abs(paris.distance(from: london) - 343_550) < 500)
        #expect(paris.distance(from: paris) == 0)
        #expect(abs(london.distance(from: paris) - paris.distance(from: london)) < 0.001)
    }

    @Test("coordinates outside ±90° / ±180°, and the invalid coordinate, are not valid")
    func validity() {
        #expect(CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 48.85, longitude: 2.35)))
        #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 91, longitude: 0)))
        #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 0, longitude: -181)))
        #expect(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
    }

    @Test("Info.plist: NSWidgetWantsLocation (or UIWidgetWantsLocation) with its purpose string; false or absent asks nothing")
    func declaration() {
        #expect(LocationUse(infoDictionary: ["NSWidgetWantsLocation": true, "NSLocationWhenInUseUsageDescription": "Cafés"])
            == LocationUse(purpose: "Cafés"))
        #expect(LocationUse(infoDictionary: ["UIWidgetWantsLocation": true, "NSLocationUsageDescription": "Old"])
            == LocationUse(purpose: "Old"))
        #expect(LocationUse(infoDictionary: ["NSWidgetWantsLocation": false]) == nil)
        #expect(LocationUse(infoDictionary: [:]) == nil)
    }

    @Test("the extension's Info.plist is read from Extension/Info.plist in its resource bundle")
    func resourceBundle() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("owk-info-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let plist = folder.appendingPathComponent("Pkg_my-widgets.resources/Extension")
        try FileManager.default.createDirectory(at: plist, withIntermediateDirectories: true)
        let data = try PropertyListSerialization.data(
            fromPropertyList: ["NSWidgetWantsLocation": true, "NSLocationWhenInUseUsageDescription": "Weather here"],
            format: .xml, options: 0)
        try data.write(to: plist.appendingPathComponent("Info.plist"))
        let info = ExtensionInfo.dictionary(executable: folder.appendingPathComponent("my-widgets"))
        #expect(LocationUse(infoDictionary: info) == LocationUse(purpose: "Weather here"))
        #expect(LocationUse(infoDictionary: ExtensionInfo.dictionary(executable: folder.appendingPathComponent("other"))) == nil)
    }

    @Test("the manager reports what the host sent: nothing, a refusal, a grant without a place, a grant with one")
    func manager() {
        defer { ExtensionLocation.current = nil }
        let manager = CLLocationManager()
        ExtensionLocation.current = nil
        #expect(manager.authorizationStatus == .notDetermined && !manager.isAuthorizedForWidgetUpdates && manager.location == nil)
        ExtensionLocation.current = ExtensionLocation(authorization: .denied)
        #expect(manager.authorizationStatus == .denied && manager.location == nil)
        ExtensionLocation.current = ExtensionLocation(authorization: .granted)
        #expect(manager.authorizationStatus == .authorizedWhenInUse && manager.isAuthorizedForWidgetUpdates)
        #expect(manager.location == nil)
        let when = Date(timeIntervalSince1970: 1_767_600_000)
        ExtensionLocation.current = ExtensionLocation(authorization: .granted, latitude: 1.5, longitude: -2.25, accuracy: 30, timestamp: when)
        #expect(manager.location?.coordinate == CLLocationCoordinate2D(latitude: 1.5, longitude: -2.25))
        #expect(manager.location?.horizontalAccuracy == 30 && manager.location?.timestamp == when)
    }
}

import Foundation
import SwiftUI
import WidgetKit

// FoodTruckKit (reduced).
struct ParkingSpot: Identifiable, Hashable {
    var id: String { name }
    var name: String
}

struct City: Identifiable, Hashable {
    var id: String { name }
    var name: String
    var parkingSpots: [ParkingSpot]

    static let cupertino = City(name: "Cupertino", parkingSpots: [
        ParkingSpot(name: "Apple Park"),
        ParkingSpot(name: "Infinite Loop"),
    ])
}

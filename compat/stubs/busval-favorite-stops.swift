import Foundation
import SwiftUI
import WidgetKit
import Intents
import CoreData

// Generated from the app's .intentdefinition file.
class ConfigurationIntent: INIntent {}

// Core Data model (FavoriteStop entity) and persistence stack.
final class FavoriteStop: NSManagedObject, Identifiable {
    @NSManaged var code: String
    @NSManaged var name: String
}

struct PersistenceController {
    static let shared = PersistenceController()
    let container = NSPersistentContainer(name: "BusVal")
}

// SFSafeSymbols.
enum SFSymbol: String {
    case grid = "grid"
}

extension Image {
    init(systemSymbol: SFSymbol) {
        self.init(systemName: systemSymbol.rawValue)
    }
}

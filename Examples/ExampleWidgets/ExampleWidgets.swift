import Foundation
import OpenWidgetKit

/// The seeds' widgets, in one bundle.
public struct ExampleWidgets: WidgetBundle {
    public init() {}

    public var body: some Widget {
        GameStatusWidget()
        CharacterDetailWidget()
        DragonWidget()
        StockMarketWidget()
        BankletWidget()
        CountdownWidget()
        WaterWidget()
    }
}

/// The example bundle as the command line and tests use it.
package enum ExampleCatalog {
    package static let runtime = WidgetExtensionRuntime(bundle: ExampleWidgets.self)

    /// Puts the game in the state a seed scenario starts from: Power Panda at 25% health for the
    /// character and dragon widgets, as in "Keeping a Widget Up To Date".
    package static func prepareScenario(kind: String, at date: Date) {
        switch kind {
        case "com.mygame.character-detail", "com.mygame.dragon":
            GameStore.shared.reset()
            GameStore.shared.setHealth(0.25, for: "Power Panda", at: date)
        default:
            break
        }
    }
}

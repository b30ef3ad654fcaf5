import Foundation
public import OpenWidgetKit

/// The seeds' widgets, in one bundle, with the water widget's controls.
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
        WaterRemindersControl()
        LogGlassControl()
    }
}

/// The examples as their extension serves them (`example-widgets`, which `widgetkit` serves, previews
/// and simulates by default): the game starts where the seed scenarios start, Power Panda at 25%
/// health, as in "Keeping a Widget Up To Date" — from there it regenerates to 100% in three hours.
package enum ExampleExtension {
    /// Puts the game in the seed scenarios' starting state; `example-widgets` calls it before serving.
    package static func prepare() {
        GameStore.shared.setStartingHealth(0.25, for: "Power Panda")
    }
}

/// The example bundle as tests call it in their own process.
package enum ExampleCatalog {
    package static let runtime = WidgetExtensionRuntime(bundle: ExampleWidgets.self)
}

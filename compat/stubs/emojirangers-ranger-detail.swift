import Foundation
import SwiftUI
import WidgetKit
import Intents

// Generated from the sample's .intentdefinition file.
class Hero: INObject {}

class DynamicCharacterSelectionIntent: INIntent {
    var hero: Hero?
}

// Shared/CharacterDetail.swift and AvatarView.swift (reduced).
struct CharacterDetail: Hashable {
    let name: String
    let avatar: String
    let healthLevel: Double
    let heroType: String
    var bio: String = "Bamboo fanatic."

    var url: URL { URL(string: "game:///\(name)")! }
    var fullHealthDate: Date { Date().addingTimeInterval((1 - healthLevel) * 60 * 60 * 2) }

    static let panda = CharacterDetail(name: "Power Panda", avatar: "🐼", healthLevel: 0.14, heroType: "Forest Dweller")
    static let egghead = CharacterDetail(name: "Egghead", avatar: "🦄", healthLevel: 0.67, heroType: "Space Dweller")
    static let spouty = CharacterDetail(name: "Spouty", avatar: "🐳", healthLevel: 0.83, heroType: "Deep Sea Goer")

    static let availableCharacters = [panda, egghead, spouty]

    static func characterFromName(name: String?) -> CharacterDetail? {
        availableCharacters.first { $0.name == name }
    }
}

struct AvatarView: View {
    let character: CharacterDetail
    init(_ character: CharacterDetail) { self.character = character }
    var body: some View { Text(character.avatar).font(.largeTitle) }
}

extension Color {
    static let gameWidgetBackground = Color("gameWidgetBackground")
}

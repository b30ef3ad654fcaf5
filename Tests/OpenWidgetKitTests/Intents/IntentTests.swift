import Foundation
import Testing
@testable import OpenWidgetKit

// The seed's configurable character widget, written as on Linux.

private struct CharacterDetail {
    let name: String
    static let availableCharacters = ["Power Panda", "Unipony", "Spouty"].map(CharacterDetail.init(name:))
}

private final class GameCharacter: INObject, @unchecked Sendable {
    var name: String?
    required init(identifier: String?, display: String) {
        super.init(identifier: identifier, display: display)
        name = identifier
    }
}

private enum Avatar: String, AppEnum {
    case panda, unicorn, whale
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Avatar"
    static let caseDisplayRepresentations: [Avatar: DisplayRepresentation] = [.panda: "🐼", .unicorn: "🦄", .whale: "🐳"]
}

private final class SelectCharacterIntent: INIntent, @unchecked Sendable {
    @Parameter(title: "Character", dynamicOptions: true) var character: GameCharacter?
    @Parameter(title: "Avatar", default: .panda) var avatar: Avatar
    @Parameter(title: "Show health") var showHealth: Bool?
}

private protocol SelectCharacterIntentHandling: INDynamicOptionsHandling {
    func provideCharacterOptionsCollection(
        for intent: SelectCharacterIntent, with completion: @escaping (INObjectCollection<GameCharacter>?, (any Error)?) -> Void)
}

extension SelectCharacterIntentHandling {
    func provideOptionsCollection(forParameterNamed name: String, intent: INIntent) async throws -> [INObject] {
        guard name == "character", let intent = intent as? SelectCharacterIntent else { return [] }
        return try await INObjectCollection.fetch { provideCharacterOptionsCollection(for: intent, with: $0) }
    }
}

private final class IntentHandler: INExtension, SelectCharacterIntentHandling, @unchecked Sendable {
    func provideCharacterOptionsCollection(
        for intent: SelectCharacterIntent, with completion: @escaping (INObjectCollection<GameCharacter>?, (any Error)?) -> Void
    ) {
        let characters: [GameCharacter] = CharacterDetail.availableCharacters.map { character in
            let gameCharacter = GameCharacter(identifier: character.name, display: character.name)
            gameCharacter.name = character.name
            return gameCharacter
        }
        completion(INObjectCollection(items: characters), nil)
    }
}

// The same with App Intents.

private struct CharacterEntity: AppEntity {
    var id: String
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Character"
    var displayRepresentation: DisplayRepresentation { "\(id)" }
    static var defaultQuery: CharacterQuery { CharacterQuery() }
}

private struct CharacterQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [CharacterEntity] {
        identifiers.filter { id in CharacterDetail.availableCharacters.contains { $0.name == id } }.map(CharacterEntity.init(id:))
    }
    func suggestedEntities() async throws -> [CharacterEntity] {
        CharacterDetail.availableCharacters.map { CharacterEntity(id: $0.name) }
    }
}

private struct SelectCharacterAppIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Select Character"
    @Parameter(title: "Character") var character: CharacterEntity?
    @Parameter(title: "Level", default: 3) var level: Int
    init() {}
}

@Suite("Configuration intents")
struct IntentTests {
    @Test("the schema lists the parameters in order, with titles, kinds and option sources")
    func schema() {
        let schema = SelectCharacterIntent.configurationSchema
        #expect(schema.intentType == "SelectCharacterIntent")
        #expect(schema.title == "SelectCharacter")
        #expect(schema.parameters.map(\.name) == ["character", "avatar", "showHealth"])
        #expect(schema.parameters[0].hasDynamicOptions && schema.parameters[0].isOptional)
        #expect(schema.parameters[0].kind == .object)
        #expect(schema.parameters[1].staticOptions?.map(\.display) == ["🐼", "🦄", "🐳"])
        #expect(schema.parameters[1].defaultValue == .object(identifier: "panda", display: "🐼"))
        #expect(!schema.parameters[1].isOptional)
        #expect(schema.parameters[2].kind == .bool && !schema.parameters[2].hasDynamicOptions)
    }

    @Test("dynamic options come from the registered INExtension, in the handler's order")
    func dynamicOptions() async throws {
        let options = try await SelectCharacterIntent.dynamicOptions(
            forParameter: "character", configuration: [:], intentsExtension: IntentHandler())
        #expect(options.map(\.display) == ["Power Panda", "Unipony", "Spouty"])
        await #expect(throws: ConfigurationError.self) {
            try await SelectCharacterIntent.dynamicOptions(forParameter: "character", configuration: [:], intentsExtension: nil)
        }
    }

    @Test("values round-trip: intent → values → JSON → values → intent of the right subclass")
    func roundTrip() async throws {
        let intent = SelectCharacterIntent()
        intent.character = GameCharacter(identifier: "Unipony", display: "Unipony")
        intent.avatar = .unicorn
        let data = try JSONEncoder().encode(intent.configurationValues)
        let values = try JSONDecoder().decode(ConfigurationValues.self, from: data)
        #expect(values == [
            "character": .object(identifier: "Unipony", display: "Unipony"),
            "avatar": .object(identifier: "unicorn", display: "🦄"),
        ])
        let restored: INIntent = try await SelectCharacterIntent.makeConfiguration(from: values)
        let typed = try #require(restored as? SelectCharacterIntent)
        #expect(typed.character == GameCharacter(identifier: "Unipony", display: "x"))
        #expect(typed.character?.name == "Unipony")
        #expect(typed.avatar == .unicorn)
        #expect(typed.showHealth == nil)
        // A fresh intent keeps its defaults and shares nothing with the restored one.
        #expect(SelectCharacterIntent().avatar == .panda)
    }

    @Test("a bad value names the parameter and what was expected")
    func badValues() async throws {
        let cases: [(ConfigurationValues, String, String)] = [
            (["character": .int(3)], "character", "expected an object"),
            (["avatar": .string("dragon")], "avatar", "expected one of panda, unicorn, whale"),
            (["colour": .string("red")], "colour", "no such parameter"),
            (["showHealth": .string("yes")], "showHealth", "expected true or false"),
        ]
        for (values, parameter, message) in cases {
            do {
                _ = try await SelectCharacterIntent.makeConfiguration(from: values)
                Issue.record("\(values) was accepted")
            } catch let error as ConfigurationError {
                #expect(error.parameter == parameter)
                #expect(error.message.contains(message), "\(error)")
            }
        }
    }

    @Test("App Intents: entity parameters restore through the query and suggest its entities")
    func appIntents() async throws {
        let schema = SelectCharacterAppIntent.configurationSchema
        #expect(schema.title == "Select Character")
        #expect(schema.parameters.map(\.name) == ["character", "level"])
        #expect(schema.parameters[0].hasDynamicOptions)
        #expect(schema.parameters[1].defaultValue == .int(3))
        let options = try await SelectCharacterAppIntent.dynamicOptions(
            forParameter: "character", configuration: [:], intentsExtension: nil)
        #expect(options.map(\.identifier) == ["Power Panda", "Unipony", "Spouty"])

        let intent = try await SelectCharacterAppIntent.makeConfiguration(
            from: ["character": .object(identifier: "Spouty", display: "Spouty"), "level": .int(5)])
        #expect(intent.character?.id == "Spouty")
        #expect(intent.level == 5)
        #expect(intent.configurationValues["character"] == .object(identifier: "Spouty", display: "Spouty"))
        do {
            _ = try await SelectCharacterAppIntent.makeConfiguration(from: ["character": .object(identifier: "Nobody", display: "")])
            Issue.record("an unknown entity was accepted")
        } catch let error as ConfigurationError {
            #expect(error.description == "SelectCharacterAppIntent.character: no Character has the identifier 'Nobody'")
        }
    }
}

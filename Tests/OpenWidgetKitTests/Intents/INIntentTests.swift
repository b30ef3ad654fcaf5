import Foundation
import Testing
@testable import OpenWidgetKit

// The seed "Making a Configurable Widget", as an author writes it on Linux: the parts Xcode
// generates on Apple platforms (GameCharacter's initializer, the intent's parameters, the handling
// protocol's dispatch) are written by hand; CharacterDetail and IntentHandler are the seed's.

private struct CharacterDetail {
    let name: String
    let avatar: String
    let healthLevel: Double
    let heroType: String

    static let availableCharacters = [
        CharacterDetail(name: "Power Panda", avatar: "🐼", healthLevel: 0.14, heroType: "Forest Dweller"),
        CharacterDetail(name: "Unipony", avatar: "🦄", healthLevel: 0.67, heroType: "Free Rangers"),
        CharacterDetail(name: "Spouty", avatar: "🐳", healthLevel: 0.83, heroType: "Deep Sea Goer"),
    ]
}

private class GameCharacter: INObject {
    var name: String?

    required init(identifier: String?, display: String) {
        super.init(identifier: identifier, display: display)
        name = identifier
    }
}

/// A static enumeration of the intent definition, as a plain enum.
private enum Avatar: String, CaseIterable, IntentParameterValue {
    case panda, unicorn, whale
}

/// A static enumeration with display names.
private enum HeroType: String, AppEnum {
    case forest, plains, sea
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Hero Type"
    static let caseDisplayRepresentations: [HeroType: DisplayRepresentation] = [
        .forest: "Forest Dweller", .plains: "Free Rangers", .sea: "Deep Sea Goer",
    ]
}

private class SelectCharacterIntent: INIntent {
    @IntentParameter(title: "Character", dynamicOptions: true) var character: GameCharacter?
    @IntentParameter(title: "Avatar", default: .panda) var avatar: Avatar
    @IntentParameter(title: "Hero Type") var heroType: HeroType?
    @IntentParameter(title: "Show Health", description: "Shows the health bar.", default: true) var showHealth: Bool
    @IntentParameter(title: "Health Warning", default: 0.25) var healthWarning: Double
    @IntentParameter(title: "Level") var level: Int?
    @IntentParameter(title: "Nickname") var nickname: String?
    @IntentParameter(title: "Since") var since: Date?
}

private protocol SelectCharacterIntentHandling: INDynamicOptionsHandling {
    func provideCharacterOptionsCollection(
        for intent: SelectCharacterIntent,
        with completion: @escaping (INObjectCollection<GameCharacter>?, (any Error)?) -> Void)
}

extension SelectCharacterIntentHandling {
    func provideOptionsCollection(forParameterNamed name: String, intent: INIntent) async throws -> [INObject] {
        guard name == "character", let intent = intent as? SelectCharacterIntent else { return [] }
        return try await INObjectCollection.fetch { provideCharacterOptionsCollection(for: intent, with: $0) }
    }
}

private class IntentHandler: INExtension, SelectCharacterIntentHandling {
    func provideCharacterOptionsCollection(
        for intent: SelectCharacterIntent,
        with completion: @escaping (INObjectCollection<GameCharacter>?, (any Error)?) -> Void
    ) {
        // Iterate the available characters, creating
        // a GameCharacter for each one.
        let characters: [GameCharacter] = CharacterDetail.availableCharacters.map { character in
            let gameCharacter = GameCharacter(
                identifier: character.name,
                display: character.name
            )
            gameCharacter.name = character.name
            return gameCharacter
        }

        // Create a collection with the array of characters.
        let collection = INObjectCollection(items: characters)

        // Call the completion handler, passing the collection.
        completion(collection, nil)
    }
}

/// An extension whose handler does not adopt the handling protocol.
private class UnrelatedExtension: INExtension {}

/// A handler that fails, then calls its completion a second time with items.
private class FailingHandler: INExtension, SelectCharacterIntentHandling {
    struct Offline: Error, CustomStringConvertible {
        var description: String { "the game server is offline" }
    }

    func provideCharacterOptionsCollection(
        for intent: SelectCharacterIntent,
        with completion: @escaping (INObjectCollection<GameCharacter>?, (any Error)?) -> Void
    ) {
        completion(nil, Offline())
        completion(INObjectCollection(items: [GameCharacter(identifier: "late", display: "Late")]), nil)
    }
}

/// The seed's generated class as written, without an initializer override.
private class PlainCharacter: INObject {
    var name: String?
}

private class PickPlainCharacterIntent: INIntent {
    @Parameter(title: "Character") var character: PlainCharacter?
}

private class RequiredNameIntent: INIntent {
    override class var intentTitle: String { "Name a Hero" }
    @IntentParameter(title: "Name") var name: String
    @IntentParameter(title: "Count", default: 1) var count: Int
}

@Suite("INIntent")
struct INIntentTests {
    @Test("the schema lists the parameters in declaration order; character's options are dynamic")
    func schema() throws {
        let schema = SelectCharacterIntent.configurationSchema
        #expect(schema.intentType == "SelectCharacterIntent")
        #expect(schema.title == "Select Character")
        #expect(schema.parameters.map(\.name) == [
            "character", "avatar", "heroType", "showHealth", "healthWarning", "level", "nickname", "since",
        ])
        #expect(schema.parameters.map(\.kind) == [.object, .object, .object, .bool, .double, .int, .string, .date])

        let character = schema.parameters[0]
        #expect(character.title == "Character")
        #expect(character.hasDynamicOptions && character.isOptional && character.staticOptions == nil)
        #expect(character.defaultValue == nil)

        let avatar = schema.parameters[1]
        #expect(!avatar.isOptional && !avatar.hasDynamicOptions)
        #expect(avatar.staticOptions?.map(\.identifier) == ["panda", "unicorn", "whale"])
        #expect(avatar.staticOptions?.map(\.display) == ["panda", "unicorn", "whale"])
        #expect(avatar.defaultValue == .object(identifier: "panda", display: "panda"))

        #expect(schema.parameters[2].staticOptions?.map(\.display) == ["Forest Dweller", "Free Rangers", "Deep Sea Goer"])
        #expect(schema.parameters[2].isOptional)
        #expect(schema.parameters[3].defaultValue == .bool(true))
        #expect(schema.parameters[3].parameterDescription == "Shows the health bar.")
        #expect(schema.parameters[4].defaultValue == .double(0.25))
        #expect(schema.parameters[5...].allSatisfy { $0.isOptional && $0.defaultValue == nil && !$0.hasDynamicOptions })
    }

    @Test("the seed's IntentHandler provides Power Panda, Unipony and Spouty, in that order")
    func dynamicOptions() async throws {
        let options = try await SelectCharacterIntent.dynamicOptions(
            forParameter: "character", configuration: [:], intentsExtension: IntentHandler())
        #expect(options == ["Power Panda", "Unipony", "Spouty"].map { IntentOption(identifier: $0, display: $0) })
    }

    @Test("dynamic options fail with a ConfigurationError that says what to do")
    func dynamicOptionErrors() async throws {
        let cases: [(parameter: String, INExtension?, message: String)] = [
            ("character", nil, "register one with .intentsExtension(IntentHandler())"),
            ("character", UnrelatedExtension(),
             "UnrelatedExtension.handler(for:) returns does not adopt INDynamicOptionsHandling"),
            ("avatar", IntentHandler(), "its options are not provided dynamically"),
            ("charcter", IntentHandler(), "no such parameter; did you mean 'character'?"),
        ]
        for (parameter, intentsExtension, message) in cases {
            let error = await #expect(throws: ConfigurationError.self) {
                try await SelectCharacterIntent.dynamicOptions(
                    forParameter: parameter, configuration: [:], intentsExtension: intentsExtension)
            }
            #expect(error?.parameter == parameter)
            #expect(error?.message.contains(message) == true, "\(String(describing: error))")
        }
    }

    @Test("a handler's error reaches the caller, and a second completion call is ignored")
    func failingHandler() async throws {
        await #expect(throws: FailingHandler.Offline.self) {
            try await SelectCharacterIntent.dynamicOptions(
                forParameter: "character", configuration: [:], intentsExtension: FailingHandler())
        }
    }

    @Test("values round-trip: intent → values → JSON → values → an INIntent that is a SelectCharacterIntent")
    func roundTrip() async throws {
        let intent = SelectCharacterIntent()
        let unipony = GameCharacter(identifier: "Unipony", display: "Unipony")
        intent.character = unipony
        intent.avatar = .unicorn
        intent.heroType = .plains
        intent.healthWarning = 0.5
        intent.level = 12
        intent.nickname = "Pony"
        intent.since = Date(timeIntervalSince1970: 1_767_600_000)

        let data = try JSONEncoder().encode(intent.configurationValues)
        let values = try JSONDecoder().decode(ConfigurationValues.self, from: data)
        #expect(values == [
            "character": .object(identifier: "Unipony", display: "Unipony"),
            "avatar": .object(identifier: "unicorn", display: "unicorn"),
            "heroType": .object(identifier: "plains", display: "Free Rangers"),
            "showHealth": .bool(true),
            "healthWarning": .double(0.5),
            "level": .int(12),
            "nickname": .string("Pony"),
            "since": .date(Date(timeIntervalSince1970: 1_767_600_000)),
        ])

        let configuration: INIntent = try await SelectCharacterIntent.makeConfiguration(from: values)
        let restored = try #require(configuration as? SelectCharacterIntent)
        #expect(restored !== intent)
        let character = try #require(restored.character)
        #expect(type(of: character) == GameCharacter.self)
        #expect(character == unipony && character !== unipony)
        #expect(character.name == "Unipony" && character.displayString == "Unipony")
        #expect(restored.avatar == .unicorn && restored.heroType == .plains && restored.showHealth)
        #expect(restored.healthWarning == 0.5 && restored.level == 12 && restored.nickname == "Pony")
        #expect(restored.since == Date(timeIntervalSince1970: 1_767_600_000))
        #expect(restored.configurationValues == values)

        // The seed's test in getCurrentConfigurations.
        let characterThatReceivedHealingPotion = GameCharacter(identifier: "Unipony", display: "Unipony")
        let widgetIntent = configuration as? SelectCharacterIntent
        #expect(widgetIntent?.character == characterThatReceivedHealingPotion)
        #expect(widgetIntent?.character != GameCharacter(identifier: "Spouty", display: "Spouty"))
    }

    @Test("absent parameters take their defaults or nil; a fresh intent shares nothing with a restored one")
    func defaults() async throws {
        let restored = try await SelectCharacterIntent.makeConfiguration(from: ["level": .int(3)])
        #expect(restored.character == nil && restored.avatar == .panda && restored.showHealth)
        #expect(restored.healthWarning == 0.25 && restored.level == 3 && restored.heroType == nil)
        #expect(restored.configurationValues == [
            "avatar": .object(identifier: "panda", display: "panda"), "showHealth": .bool(true),
            "healthWarning": .double(0.25), "level": .int(3),
        ])
        #expect(SelectCharacterIntent().level == nil)
        #expect(try await SelectCharacterIntent.makeConfiguration(from: ["healthWarning": .int(1)]).healthWarning == 1)
    }

    @Test("a bad value throws a ConfigurationError naming the parameter and what it expected")
    func badValues() async throws {
        let cases: [(ConfigurationValues, parameter: String, message: String)] = [
            (["character": .int(3)], "character", "expected an object with an identifier (a GameCharacter), got 3"),
            (["character": .string("Unipony")], "character", "got \"Unipony\""),
            (["avatar": .object(identifier: "dragon", display: "Dragon")], "avatar",
             "expected one of panda, unicorn, whale, got the object 'dragon'"),
            (["heroType": .string("space")], "heroType", "expected one of forest, plains, sea"),
            (["showHealth": .string("yes")], "showHealth", "expected true or false"),
            (["level": .double(2.5)], "level", "expected a whole number, got 2.5"),
            (["nickname": .int(7)], "nickname", "expected a string"),
            (["since": .string("yesterday")], "since", "expected a date"),
            (["charcter": .object(identifier: "Unipony", display: "Unipony")], "charcter",
             "no such parameter; did you mean 'character'? The parameters are character, avatar,"),
            (["colour": .string("red")], "colour", "no such parameter. The parameters are"),
        ]
        for (values, parameter, message) in cases {
            let error = await #expect(throws: ConfigurationError.self, "\(values)") {
                try await SelectCharacterIntent.makeConfiguration(from: values)
            }
            #expect(error?.intentType == "SelectCharacterIntent")
            #expect(error?.parameter == parameter)
            #expect(error?.message.contains(message) == true, "\(String(describing: error))")
        }
    }

    @Test("a required parameter must be in the configuration")
    func requiredParameter() async throws {
        let schema = RequiredNameIntent.configurationSchema
        #expect(schema.title == "Name a Hero")
        #expect(schema.parameters.map(\.isOptional) == [false, false])
        #expect(schema.parameters.map(\.defaultValue) == [nil, .int(1)])
        #expect(RequiredNameIntent().configurationValues == ["count": .int(1)])
        let error = await #expect(throws: ConfigurationError.self) {
            try await RequiredNameIntent.makeConfiguration(from: [:])
        }
        #expect(
            error?.description
                == "RequiredNameIntent.name: a value is required: the parameter is not optional and has no default")
        let intent = try await RequiredNameIntent.makeConfiguration(from: ["name": .string("Spouty")])
        #expect(intent.name == "Spouty" && intent.count == 1)
    }

    @Test("a subclass without an initializer override is restored as its class with only identifier and display")
    func plainSubclass() async throws {
        #expect(PickPlainCharacterIntent.configurationSchema.title == "Pick Plain Character")
        let intent = try await PickPlainCharacterIntent.makeConfiguration(
            from: ["character": .object(identifier: "Spouty", display: "Spouty the Whale")])
        let character = try #require(intent.character)
        #expect(type(of: character) == PlainCharacter.self)
        #expect(character.identifier == "Spouty" && character.displayString == "Spouty the Whale")
        #expect(character.name == nil)
    }

    @Test("objects are equal by identifier, or by display string when neither has an identifier")
    func objectEquality() {
        let a = INObject(identifier: "1", display: "One")
        #expect(a == INObject(identifier: "1", display: "Uno"))
        #expect(a != INObject(identifier: "2", display: "One"))
        #expect(a != INObject(identifier: nil, display: "One"))
        #expect(INObject(identifier: nil, display: "One") == INObject(identifier: nil, display: "One"))
        #expect(Set([a, INObject(identifier: "1", display: "Uno"), INObject(identifier: nil, display: "1")]).count == 2)
        #expect(a.description == "INObject(identifier: \"1\", display: \"One\")")
    }

    @Test("an object without an identifier is stored with its display string as identifier")
    func objectWithoutIdentifier() async throws {
        let intent = SelectCharacterIntent()
        intent.character = GameCharacter(identifier: nil, display: "Mystery")
        #expect(intent.configurationValues["character"] == .object(identifier: "Mystery", display: "Mystery"))
    }

    @Test("a collection's allItems are its sections' items, in order")
    func collections() {
        let heroes = INObjectSection(title: "Heroes", items: [INObject(identifier: "a", display: "A")])
        let villains = INObjectSection(
            title: nil, items: [INObject(identifier: "b", display: "B"), INObject(identifier: "c", display: "C")])
        let collection = INObjectCollection(sections: [heroes, villains])
        #expect(collection.allItems.map(\.identifier) == ["a", "b", "c"])
        #expect(collection.sections.map(\.title) == ["Heroes", nil])
        #expect(INObjectCollection(items: villains.items).sections.count == 1)
    }

    @Test("the form's title comes from the class name: SelectCharacterIntent is \"Select Character\"")
    func titles() {
        #expect(IntentCoding.title(forTypeNamed: "SelectCharacterIntent") == "Select Character")
        #expect(IntentCoding.title(forTypeNamed: "HTMLIntent") == "HTML")
        #expect(IntentCoding.title(forTypeNamed: "Level2UpIntent") == "Level2 Up")
        #expect(IntentCoding.title(forTypeNamed: "Intent") == "Intent")
    }
}

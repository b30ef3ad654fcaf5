import Foundation
import Synchronization
import Testing
@testable import OpenWidgetKit

// The seed's configurable character widget with App Intents (iOS 17): the character is an
// AppEntity found by a query instead of an INObject provided by an intents extension.

private let characterNames = ["Power Panda", "Unipony", "Spouty"]

/// The identifiers `CharacterQuery.entities(for:)` was asked for, in order.
private let lookups = Mutex<[[String]]>([])

private struct CharacterEntity: AppEntity {
    let id: String
    var name: String { id }

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Character"
    static let defaultQuery = CharacterQuery()

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "Level \(name.count)")
    }
}

private struct CharacterQuery: EntityQuery {
    func entities(for identifiers: [CharacterEntity.ID]) async throws -> [CharacterEntity] {
        lookups.withLock { $0.append(identifiers) }
        return identifiers.filter(characterNames.contains).map(CharacterEntity.init(id:))
    }

    func suggestedEntities() async throws -> [CharacterEntity] {
        characterNames.map(CharacterEntity.init(id:))
    }
}

private enum Avatar: String, AppEnum {
    case panda, unicorn, whale
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Avatar"
    static let caseDisplayRepresentations: [Avatar: DisplayRepresentation] = [
        .panda: "🐼", .unicorn: "🦄", .whale: "🐳",
    ]
}

private struct SelectCharacterAppIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Select Character"
    static let description = IntentDescription("Choose the character the widget follows.")

    @Parameter(title: "Character") var character: CharacterEntity?
    @Parameter(title: "Avatar", default: .panda) var avatar: Avatar
    @Parameter(title: "Level", default: 3) var level: Int

    init() {}
}

/// Entities with integer and UUID identifiers, and a query that fails for some.
private struct QueryFailed: Error, CustomStringConvertible {
    var description: String { "the save file is locked" }
}

private struct LevelEntity: AppEntity {
    let id: Int
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Level"
    static let defaultQuery = LevelQuery()
    var displayRepresentation: DisplayRepresentation { "Level \(id)" }
}

private struct LevelQuery: EntityQuery {
    func entities(for identifiers: [Int]) async throws -> [LevelEntity] {
        if identifiers.contains(13) { throw QueryFailed() }
        // Returns more than asked for, as a query that ignores its argument might.
        return (1...20).map(LevelEntity.init(id:))
    }
}

private struct SaveSlot: AppEntity {
    let id: UUID
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Save Slot"
    static let defaultQuery = SaveSlotQuery()
    var displayRepresentation: DisplayRepresentation { "Slot" }
}

private struct SaveSlotQuery: EntityQuery {
    func entities(for identifiers: [UUID]) async throws -> [SaveSlot] { identifiers.map(SaveSlot.init(id:)) }
}

private struct PickLevelIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Pick Level"
    @Parameter(title: "Level") var level: LevelEntity
    @Parameter(title: "Slot") var slot: SaveSlot?
    init() {}
}

/// An App Intent with an action: `perform()` written out.
private struct HealIntent: AppIntent {
    static let title: LocalizedStringResource = "Heal"
    init() {}
    func perform() async throws -> some IntentResult { .result() }
}

/// A topic picked by a query that also names the topic a new widget starts with.
private struct TopicEntity: AppEntity {
    let id: String
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Topic"
    static let defaultQuery = TopicQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

private struct TopicQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [TopicEntity] { identifiers.map(TopicEntity.init(id:)) }
    func suggestedEntities() async throws -> [TopicEntity] { [TopicEntity(id: "Science"), TopicEntity(id: "Travel")] }
    func defaultResult() async -> TopicEntity? { TopicEntity(id: "Technology") }
}

private struct TopicIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Select a Topic"
    @Parameter(title: "Topic") var topic: TopicEntity
    init() {}
}

@Suite("App Intents", .serialized)  // the tests share the query's lookup log
struct AppIntentTests {
    @Test("the schema has the title, the description, and the parameters in order")
    func schema() {
        let schema = SelectCharacterAppIntent.configurationSchema
        #expect(schema.intentType == "SelectCharacterAppIntent")
        #expect(schema.title == "Select Character")
        #expect(schema.intentDescription == "Choose the character the widget follows.")
        #expect(schema.parameters.map(\.name) == ["character", "avatar", "level"])

        let character = schema.parameters[0]
        #expect(character.kind == .object && character.isOptional && character.hasDynamicOptions)
        #expect(character.staticOptions == nil && character.defaultValue == nil)

        let avatar = schema.parameters[1]
        #expect(!avatar.isOptional && !avatar.hasDynamicOptions)
        #expect(avatar.staticOptions == [("panda", "🐼"), ("unicorn", "🦄"), ("whale", "🐳")].map(IntentOption.init))
        #expect(avatar.defaultValue == .object(identifier: "panda", display: "🐼"))

        #expect(schema.parameters[2].kind == .int && schema.parameters[2].defaultValue == .int(3))
        #expect(PickLevelIntent.configurationSchema.parameters.map(\.isOptional) == [false, true])
    }

    @Test("an entity parameter's options are the query's suggested entities, in order")
    func dynamicOptions() async throws {
        let options = try await SelectCharacterAppIntent.dynamicOptions(
            forParameter: "character", configuration: [:], intentsExtension: nil)
        #expect(options == characterNames.map { IntentOption(identifier: $0, display: $0) })
        // A query without suggestions offers none.
        let levels = try await PickLevelIntent.dynamicOptions(
            forParameter: "level", configuration: [:], intentsExtension: nil)
        #expect(levels.isEmpty)
        let error = await #expect(throws: ConfigurationError.self) {
            try await SelectCharacterAppIntent.dynamicOptions(
                forParameter: "level", configuration: [:], intentsExtension: nil)
        }
        #expect(error?.parameter == "level")
        #expect(error?.message.contains("only AppEntity parameters are") == true)
    }

    @Test("values round-trip through JSON; the entity comes back from the query")
    func roundTrip() async throws {
        let intent = SelectCharacterAppIntent()
        intent.character = CharacterEntity(id: "Spouty")
        intent.avatar = .whale
        intent.level = 7

        let data = try JSONEncoder().encode(intent.configurationValues)
        let values = try JSONDecoder().decode(ConfigurationValues.self, from: data)
        #expect(values == [
            "character": .object(identifier: "Spouty", display: "Spouty"),
            "avatar": .object(identifier: "whale", display: "🐳"),
            "level": .int(7),
        ])

        lookups.withLock { $0.removeAll() }
        let configuration: any WidgetConfigurationIntent = try await SelectCharacterAppIntent.makeConfiguration(from: values)
        let restored = try #require(configuration as? SelectCharacterAppIntent)
        #expect(lookups.withLock { $0 } == [["Spouty"]])
        #expect(restored.character?.id == "Spouty" && restored.avatar == .whale && restored.level == 7)
        #expect(restored.configurationValues == values)

        let slot = UUID()
        let picked = try await PickLevelIntent.makeConfiguration(
            from: [
                "level": .object(identifier: "4", display: "Level 4"),
                "slot": .object(identifier: slot.uuidString, display: "Slot"),
            ])
        #expect(picked.level.id == 4 && picked.slot?.id == slot)
        #expect(picked.configurationValues["level"] == .object(identifier: "4", display: "Level 4"))
    }

    @Test("copies of an App Intent share their parameters, as Apple's class wrapper does")
    func sharedStorage() {
        let original = SelectCharacterAppIntent()
        let copy = original
        original.level = 9
        #expect(copy.level == 9)
        #expect(SelectCharacterAppIntent().level == 3)
    }

    @Test("a bad value throws a ConfigurationError naming the parameter and what it expected")
    func badValues() async throws {
        let characterCases: [(ConfigurationValues, parameter: String, description: String)] = [
            (["character": .object(identifier: "Nobody", display: "Nobody")], "character",
             "SelectCharacterAppIntent.character: no Character has the identifier 'Nobody'"),
            (["character": .int(1)], "character",
             "SelectCharacterAppIntent.character: expected an object with the identifier of a Character, got 1"),
            (["avatar": .object(identifier: "dragon", display: "🐉")], "avatar",
             "SelectCharacterAppIntent.avatar: expected one of panda, unicorn, whale, got the object 'dragon'"),
            (["level": .string("three")], "level", "SelectCharacterAppIntent.level: expected a whole number, got \"three\""),
            (["avatr": .string("panda")], "avatr",
             "SelectCharacterAppIntent.avatr: no such parameter; did you mean 'avatar'? "
                + "The parameters are character, avatar, level."),
        ]
        for (values, parameter, description) in characterCases {
            let error = await #expect(throws: ConfigurationError.self) {
                try await SelectCharacterAppIntent.makeConfiguration(from: values)
            }
            #expect(error?.parameter == parameter)
            #expect(error?.description == description)
        }

        let levelCases: [(ConfigurationValues, description: String)] = [
            ([:], "PickLevelIntent.level: a value is required: the parameter is not optional and has no default"),
            (["level": .object(identifier: "four", display: "Four")],
             "PickLevelIntent.level: 'four' is not a valid Level identifier"),
            (["level": .object(identifier: "13", display: "Level 13")], "PickLevelIntent.level: the save file is locked"),
            (["level": .object(identifier: "21", display: "Level 21")],
             "PickLevelIntent.level: no Level has the identifier '21'"),
            (["level": .object(identifier: "1", display: "Level 1"), "slot": .object(identifier: "x", display: "x")],
             "PickLevelIntent.slot: 'x' is not a valid Save Slot identifier"),
        ]
        for (values, description) in levelCases {
            let error = await #expect(throws: ConfigurationError.self) {
                try await PickLevelIntent.makeConfiguration(from: values)
            }
            #expect(error?.description == description)
        }
    }

    @Test("an unset entity parameter starts at its query's defaultResult(); a chosen one keeps the choice")
    func defaultResult() async throws {
        #expect(try await TopicIntent.makeConfiguration(from: [:]).topic.id == "Technology")
        let chosen = try await TopicIntent.makeConfiguration(from: ["topic": .object(identifier: "Travel", display: "Travel")])
        #expect(chosen.topic.id == "Travel")
        #expect(await CharacterQuery().defaultResult() == nil)
    }

    @Test("perform(): configuration intents return an empty result; others return what they make")
    func perform() async throws {
        let configurationResult = try await SelectCharacterAppIntent().perform()
        #expect(type(of: configurationResult) == EmptyIntentResult.self)
        #expect(type(of: try await HealIntent().perform()) == EmptyIntentResult.self)
        #expect(
            SelectCharacterAppIntent.description.descriptionText.defaultValue
                == "Choose the character the widget follows.")
        #expect(HealIntent.description.descriptionText.defaultValue.isEmpty)
        #expect(PickLevelIntent.configurationSchema.intentDescription == nil)
    }

    @Test("interpolated strings keep a key with format specifiers and show the values")
    func localizedStrings() {
        let name = "Unipony"
        let resource: LocalizedStringResource = "\(name) is level \(12) at \(99.5)% health"
        #expect(resource.key == "%@ is level %lld at %lf%% health")
        #expect(resource.defaultValue == "Unipony is level 12 at 99.5% health")
        #expect("\(resource)" == "Unipony is level 12 at 99.5% health")
        let literal: LocalizedStringResource = "100%"
        #expect(literal.key == "100%" && literal.defaultValue == "100%")
        let keyed = LocalizedStringResource("character.title", defaultValue: "Character")
        #expect(keyed.key == "character.title" && keyed.description == "Character")
        let representation: DisplayRepresentation = "\(name)"
        #expect(representation.title.defaultValue == "Unipony" && representation.subtitle == nil)
        #expect(CharacterEntity(id: "Spouty").displayRepresentation.subtitle?.defaultValue == "Level 6")
    }
}

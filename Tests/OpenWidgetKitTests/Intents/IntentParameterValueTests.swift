import Foundation
import Testing
@testable import OpenWidgetKit

/// An enumeration of an intent definition with number raw values.
private enum Difficulty: Int, CaseIterable, IntentParameterValue {
    case easy = 1, hard = 3
}

/// A type that adopts the protocol but is none of the kinds the runtime can store.
private struct Colour: IntentParameterValue {
    var name: String
}

/// An enumeration whose raw values can't be written as strings.
private enum Corner: CGFloat, CaseIterable, IntentParameterValue {
    case square = 0, round = 8
}

private enum Mood: String, AppEnum {
    case calm, busy
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Mood"
    static let caseDisplayRepresentations: [Mood: DisplayRepresentation] = [.calm: "Calm 😌"]
}

private final class PuzzleIntent: INIntent {
    @IntentParameter(title: "Difficulty", default: .easy) var difficulty: Difficulty
    @IntentParameter(title: "Mood") var mood: Mood?
}

/// `IntentParameterValue` has no requirements: the runtime finds each type's codec with `as?` casts.
@Suite("Intent parameter values")
struct IntentParameterValueTests {
    @Test("built-in types, optionals, AppEnum and plain enumerations each get their codec")
    func codecs() {
        #expect(IntentValueCodec.of(String.self).kind == .string)
        #expect(IntentValueCodec.of(Int.self).kind == .int)
        #expect(IntentValueCodec.of(Double.self).kind == .double)
        #expect(IntentValueCodec.of(Bool.self).kind == .bool)
        #expect(IntentValueCodec.of(Date.self).kind == .date)
        #expect(IntentValueCodec.of(INObject.self).kind == .object)
        let optional = IntentValueCodec.of(Int?.self)
        #expect(optional.kind == .int && optional.isOptional)
        #expect(IntentValueCodec.of(Mood?.self).staticOptions == [
            IntentOption(identifier: "calm", display: "Calm 😌"), IntentOption(identifier: "busy", display: "busy"),
        ])
        #expect(IntentValueCodec.of(Difficulty.self).staticOptions == [
            IntentOption(identifier: "1", display: "1"), IntentOption(identifier: "3", display: "3"),
        ])
        for codec in [IntentValueCodec.of(String?.self), .of(Mood.self), .of(Difficulty.self)] {
            #expect(codec.unsupportedReason == nil)
        }
    }

    @Test("an enumeration with number raw values is stored by raw value and restored from it")
    func numberRawValues() async throws {
        let intent = PuzzleIntent()
        intent.difficulty = .hard
        intent.mood = .calm
        let values = intent.configurationValues
        #expect(values == [
            "difficulty": .object(identifier: "3", display: "3"), "mood": .object(identifier: "calm", display: "Calm 😌"),
        ])
        let restored = try await PuzzleIntent.makeConfiguration(from: values)
        #expect(restored.difficulty == .hard && restored.mood == .calm)
        let error = await #expect(throws: ConfigurationError.self) {
            try await PuzzleIntent.makeConfiguration(from: ["difficulty": .int(2)])
        }
        #expect(error?.description == "PuzzleIntent.difficulty: expected one of 1, 3, got 2")
    }

    @Test("a type that is none of the kinds says what to adopt instead")
    func unsupported() async {
        for type in [Colour.self, Corner.self, Colour?.self] as [any IntentParameterValue.Type] {
            let codec = IntentValueCodec.of(type)
            let reason = codec.unsupportedReason ?? ""
            #expect(reason.contains("can't be the type of an intent parameter: adopt AppEntity or AppEnum"), "\(type)")
            #expect(codec.encode(Colour(name: "red")) == nil)
            await #expect(throws: (any Error).self) { _ = try await codec.decode(.string("red")) }
        }
    }
}

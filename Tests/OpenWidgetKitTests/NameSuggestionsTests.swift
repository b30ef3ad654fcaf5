import Testing
@testable import OpenWidgetKit

@Suite("Did you mean, and family names")
struct NameSuggestionsTests {
    @Test("the closest name is suggested when it is a likely typo, ignoring case; otherwise none")
    func closestMatch() {
        let kinds = ["com.mygame.game-status", "com.mygame.dragon", "BankletWidget"]
        #expect(kinds.closestMatch(to: "com.mygame.drago") == "com.mygame.dragon")
        #expect(kinds.closestMatch(to: "bankletwidget") == "BankletWidget")
        #expect(kinds.closestMatch(to: "com.example.weather") == nil)
        #expect([String]().closestMatch(to: "x") == nil)
        #expect("kitten".editDistance(to: "sitting") == 3)
        #expect("".editDistance(to: "abc") == 3)
    }

    @Test("a family is named by its Swift spelling or its short name, in any case")
    func familyNames() throws {
        #expect(try WidgetFamily.named("systemMedium") == .systemMedium)
        #expect(try WidgetFamily.named("medium") == .systemMedium)
        #expect(try WidgetFamily.named("ACCESSORYINLINE") == .accessoryInline)
        #expect(try WidgetFamily.named("extraLarge") == .systemExtraLarge)
    }

    @Test("an unknown family gets one sentence: the name, the closest family, and the names there are")
    func unknownFamily() {
        #expect(throws: UnknownWidgetFamily(name: "meduim")) { try WidgetFamily.named("meduim") }
        #expect("\(UnknownWidgetFamily(name: "meduim"))" == #""meduim" is not a widget family (did you mean "medium"?): "#
            + "use small, medium, large, extraLarge, circular, rectangular, inline or corner, or the Swift names such as "
            + "systemMedium")
        #expect("\(UnknownWidgetFamily(name: "systemSmal"))".contains(#"(did you mean "systemSmall"?)"#))
        #expect(!"\(UnknownWidgetFamily(name: "huge"))".contains("did you mean"))
    }
}

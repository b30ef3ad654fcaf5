import Testing
@testable import WidgetRendering

@Suite("SF Symbol table")
struct SymbolTableTests {
    @Test("every mapped SF Symbol is a real Material Icons ligature (one glyph, not spelled-out letters)")
    func ligaturesExist() {
        let engine = TextEngine()
        let missing = Set(SymbolTable.table.values).sorted().filter {
            engine.glyphCount($0, family: SymbolTable.fontFamily) != 1
        }
        #expect(missing.isEmpty, "no such Material icon: \(missing.joined(separator: ", "))")
        #expect(SymbolTable.table.count >= 300)
    }

    @Test("variants fall back to their base symbol")
    func fallback() {
        #expect(SymbolTable.ligature(for: "heart.circle.fill") == "favorite_border")
        #expect(SymbolTable.ligature(for: "bolt.heart") == "flash_on")
        #expect(SymbolTable.ligature(for: "no.such.symbol") == nil)
    }
}

import Foundation
import Testing
import WidgetUI

@Suite("Archive decoding")
struct ArchiveDecodingTests {
    @Test("garbage is a decoding error, not a crash")
    func garbage() {
        for text in ["", "{}", "[]", "{\"version\":1}", "{\"root\":{\"text\":[{\"literal\":5}]}}", "\u{0}\u{1}"] {
            #expect(throws: (any Error).self) { try JSONDecoder().decode(ViewArchive.self, from: Data(text.utf8)) }
        }
    }

    @Test("absurdly deep nesting is refused with an error")
    func deep() {
        let depth = 100_000
        let text = String(repeating: "{\"modified\":{\"_0\":{\"opacity\":{\"_0\":1}},\"_1\":", count: depth) + "{\"empty\":{}}"
            + String(repeating: "}}", count: depth)
        let json = "{\"version\":1,\"family\":\"systemSmall\",\"colorScheme\":\"light\",\"displayScale\":3,\"isRedacted\":false,\"root\":" + text + "}"
        #expect(throws: (any Error).self) { try JSONDecoder().decode(ViewArchive.self, from: Data(json.utf8)) }
    }
}

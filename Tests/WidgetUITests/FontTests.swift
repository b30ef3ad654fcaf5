import Testing
import WidgetUI

@Suite("Font")
struct FontTests {
    @Test("text styles are recorded by name")
    func styles() {
        let fonts: [Font] = [
            .largeTitle, .title, .title2, .title3, .headline, .subheadline, .body, .callout, .footnote, .caption, .caption2,
        ]
        #expect(fonts.map(\.value.style) == Font.TextStyle.allCases.map(\.name))
        #expect(fonts.map(\.value.style) == [
            "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote", "caption",
            "caption2",
        ])
    }

    @Test("system fonts record size, weight and design; modifiers add to them")
    func system() {
        #expect(Font.system(size: 48, weight: .bold, design: .rounded).value
            == FontValue(size: 48, weight: "bold", design: "rounded"))
        #expect(Font.system(size: 10).value == FontValue(size: 10))
        #expect(Font.system(.headline, design: .serif, weight: .light).value
            == FontValue(style: "headline", weight: "light", design: "serif"))
        #expect(Font.caption.bold().italic().monospacedDigit().value
            == FontValue(style: "caption", weight: "bold", italic: true, monospacedDigit: true))
        #expect(Font.body.monospaced().value == FontValue(style: "body", design: "monospaced"))
        let weights: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        #expect(weights.map { Font.body.weight($0).value.weight ?? "" } == [
            "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
        ])
    }

    @Test(".font on a view is recorded and sets the environment font")
    func fontModifier() {
        struct FontName: View {
            @Environment(\.font) var font
            var body: some View { Text(font == .headline ? "headline" : "other") }
        }
        #expect(archive(FontName().font(.headline)).textContent == "headline")
        guard case .modified(.font(let value), _) = node(FontName().font(.title)) else {
            Issue.record("expected a font modifier")
            return
        }
        #expect(value == Font.title.value)
    }
}

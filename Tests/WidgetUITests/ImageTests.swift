import Testing
import WidgetUI

@Suite("Image")
struct ImageTests {
    @Test("symbols and named images resolve to image nodes")
    func sources() {
        #expect(node(Image(systemName: "heart.fill")) == .image(.system("heart.fill")))
        #expect(node(Image("dragon")) == .image(.named("dragon")))
        #expect(node(Image(decorative: "border")) == .image(.named("border")))
    }

    @Test("resizable() is recorded around the image")
    func resizable() {
        #expect(node(Image("dragon").resizable()) == .modified(.resizable, .image(.named("dragon"))))
        #expect(node(Image("dragon").resizable().frame(width: 60, height: 60))
            == .modified(.frame(width: 60, height: 60, alignment: "center"), .modified(.resizable, .image(.named("dragon")))))
    }

    @Test("rendering modes are kept on the image value")
    func renderingModes() {
        let image = Image(systemName: "cloud.sun.fill").renderingMode(.template).symbolRenderingMode(.multicolor)
        #expect(image.templateRenderingMode == .template)
        #expect(image.symbolRenderingMode == .multicolor)
        #expect(image != Image(systemName: "cloud.sun.fill"))
    }
}

import Testing
import WidgetUI

private struct Badge: ViewModifier {
    var color: Color
    func body(content: Content) -> some View {
        content.padding(4).background(color)
    }
}

private struct SchemeSuffix: ViewModifier {
    @Environment(\.colorScheme) var scheme
    func body(content: Content) -> some View {
        HStack(spacing: 0) {
            content
            Text(scheme == .dark ? "(dark)" : "(light)")
        }
    }
}

@Suite("ViewModifier")
struct ViewModifierTests {
    @Test("a custom modifier's body is inlined around its content")
    func customModifier() {
        let badge: ModifiedContent<Text, Badge> = Text("New").modifier(Badge(color: .red))
        #expect(node(badge)
            == .modified(.background(.shape(.rectangle, fill: .color(Color.red.value), stroke: nil), alignment: "center"),
                         .modified(.padding(top: 4, leading: 4, bottom: 4, trailing: 4), text("New"))))
    }

    @Test("a custom modifier reads the environment of the view it modifies")
    func environmentInModifier() {
        let view = Text("x").modifier(SchemeSuffix())
        #expect(archive(view).textContent == "x (light)")
        #expect(archive(view.environment(\.colorScheme, .dark)).textContent == "x (dark)")
    }
}

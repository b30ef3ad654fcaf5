import Testing
import WidgetUI

private struct Nested: View {
    var depth: Int
    var body: some View {
        if depth > 0 {
            AnyView(Nested(depth: depth - 1).padding(1))
        } else {
            Text("bottom")
        }
    }
}

private struct Wrapper<Content: View>: View {
    var content: Content
    var body: some View { content }
}

@Suite("View resolution")
struct ViewResolverTests {
    @Test("custom views leave no node of their own: their body is inlined")
    func inlining() {
        #expect(node(Wrapper(content: Wrapper(content: Text("deep")))) == text("deep"))
        #expect(node(Nested(depth: 2)) == .modified(.padding(top: 1, leading: 1, bottom: 1, trailing: 1),
                                                    .modified(.padding(top: 1, leading: 1, bottom: 1, trailing: 1), text("bottom"))))
    }

    @Test("a view tree deeper than the limit is cut with a visible notice, not a crash")
    func deep() {
        let archive = ViewArchive(Nested(depth: 100_000), environment: EnvironmentValues())
        #expect(archive.textContent.contains("view tree deeper than 256 levels"))
        #expect(!archive.textContent.contains("bottom"))
        #expect(ViewArchive(Nested(depth: 10), environment: EnvironmentValues()).textContent == "bottom")
    }

    @Test("a huge view tree is cut with a visible notice")
    func huge() {
        let archive = ViewArchive(VStack { ForEach(0..<100_000) { Text("\($0)") } }, environment: EnvironmentValues())
        #expect(archive.textContent.contains("more than 20000 views"))
        #expect(archive.textContent.split(separator: " ").count < 21_000)
    }

    @Test("asking a primitive view for its body stops the program with a message")
    func primitiveBody() async {
        await #expect(processExitsWith: .failure) {
            _ = Text("x").body
        }
    }
}

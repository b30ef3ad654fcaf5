import Testing
import WidgetUI

private struct Row: Identifiable {
    var id: Int
    var name: String
}

private enum Mood {
    case happy, sad, bored, angry
}

private struct Everything: View {
    var rows: [Row]
    var subtitle: String?
    var showCount: Bool
    var mood: Mood
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(rows) { row in Text(row.name) }
            if let subtitle { Text(subtitle) }
            if showCount {
                Text("\(rows.count) rows")
            } else {
                Spacer()
            }
            switch mood {
            case .happy: Image(systemName: "sun.max")
            case .sad: Text("sad")
            default: Divider()
            }
            ForEach(0..<2) { index in Text("#\(index)") }
        }
    }
}

@Suite("ViewBuilder")
struct ViewBuilderTests {
    @Test("if let, if/else, switch and ForEach resolve to exactly the expected children")
    func everything() {
        let rows = [Row(id: 1, name: "Ana"), Row(id: 2, name: "Ben")]
        #expect(node(Everything(rows: rows, subtitle: "team", showCount: true, mood: .happy))
            == .stack(axis: .vertical, alignment: "leading", spacing: 4, children: [
                text("Ana"), text("Ben"), text("team"), text("2 rows"), .image(.system("sun.max")), text("#0"), text("#1"),
            ]))
        #expect(node(Everything(rows: [], subtitle: nil, showCount: false, mood: .sad))
            == .stack(axis: .vertical, alignment: "leading", spacing: 4, children: [
                .spacer(minLength: nil), text("sad"), text("#0"), text("#1"),
            ]))
    }

    @Test("switch falls through to default for every unlisted case")
    func switchDefault() {
        for mood in [Mood.bored, .angry] {
            let children = node(Everything(rows: [], subtitle: nil, showCount: true, mood: mood))
            guard case .stack(_, _, _, let children) = children else {
                Issue.record("expected a stack, got \(children)")
                continue
            }
            #expect(children == [text("0 rows"), .divider, text("#0"), text("#1")])
        }
    }

    @Test("an empty closure makes EmptyView; a false if leaves no child")
    func empty() {
        #expect(node(VStack {}) == .stack(axis: .vertical, alignment: "center", spacing: nil, children: []))
        let flag = false
        #expect(node(HStack { if flag { Text("x") } }) == .stack(axis: .horizontal, alignment: "center", spacing: nil, children: []))
        #expect(node(Group {}) == .empty)
    }

    @Test("several views outside a stack make one flat group; one view stays itself")
    func groups() {
        #expect(node(Group { Text("a"); Group { Text("b"); Text("c") }; EmptyView() }) == .group([text("a"), text("b"), text("c")]))
        #expect(node(Group { Text("only") }) == text("only"))
    }

    @Test("if #available branches are type-erased and still resolve")
    func limitedAvailability() {
        let view = VStack {
            if #available(macOS 15, iOS 17, *) {
                Text("new")
            } else {
                Text("old")
            }
        }
        #expect(node(view) == .stack(axis: .vertical, alignment: "center", spacing: nil, children: [text("new")]))
    }

    @Test("TupleView made from a tuple keeps its views in order")
    func tupleView() {
        #expect(node(TupleView((Text("a"), Color.red, Text("b")))) == .group([text("a"), .color(Color.red.value), text("b")]))
        #expect(node(AnyView(erasing: AnyView(Text("twice")))) == text("twice"))
    }
}

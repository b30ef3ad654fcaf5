import Testing
import WidgetUI

private struct FamilyView: View {
    @Environment(\.widgetFamily) var family
    var body: some View {
        switch family {
        case .systemSmall: Text("small")
        case .systemMedium: Text("medium")
        default: Text("other \(family.description)")
        }
    }
}

private struct SchemeLabel: View {
    @Environment(\.colorScheme) var scheme
    var body: some View {
        Text(scheme == .dark ? "dark" : "light")
    }
}

/// A custom view inside a custom view, so the environment has to reach two bodies down.
private struct Card: View {
    var body: some View {
        VStack { SchemeLabel() }
    }
}

private struct MoodKey: EnvironmentKey {
    static let defaultValue = "calm"
}

extension EnvironmentValues {
    fileprivate var mood: String {
        get { self[MoodKey.self] }
        set { self[MoodKey.self] = newValue }
    }
}

private struct MoodLabel: View {
    @Environment(\.mood) var mood
    var body: some View { Text(mood) }
}

@Suite("@Environment")
struct EnvironmentTests {
    @Test("@Environment(\\.widgetFamily) picks the branch for each family")
    func family() {
        #expect(archive(FamilyView(), family: .systemSmall).textContent == "small")
        #expect(archive(FamilyView(), family: .systemMedium).textContent == "medium")
        #expect(archive(FamilyView(), family: .systemLarge).textContent == "other systemLarge")
        #expect(archive(FamilyView(), family: .accessoryCircular).textContent == "other accessoryCircular")
    }

    @Test(".environment(\\.colorScheme, .dark) reaches nested descendants, not siblings")
    func colorSchemeWrite() {
        let view = HStack {
            Card()
            Card().environment(\.colorScheme, .dark)
            Card()
        }
        #expect(archive(view).textContent == "light dark light")
        #expect(archive(view, colorScheme: .dark).textContent == "dark dark dark")
    }

    @Test("the innermost .environment wins")
    func innermostWins() {
        let view = VStack {
            SchemeLabel().environment(\.colorScheme, .light)
        }
        .environment(\.colorScheme, .dark)
        #expect(archive(view).textContent == "light")
    }

    @Test("an author's EnvironmentKey has its default until a view above sets it")
    func customKey() {
        #expect(archive(MoodLabel()).textContent == "calm")
        #expect(archive(VStack { MoodLabel() }.environment(\.mood, "fierce")).textContent == "fierce")
    }

    @Test("outside a resolution @Environment reads the defaults")
    func outsideResolution() {
        #expect(FamilyView().family == .systemSmall)
        #expect(SchemeLabel().scheme == .light)
    }

    @Test("concurrent resolutions each see their own environment")
    func concurrent() async {
        let families: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge, .accessoryInline]
        let results = await withTaskGroup(of: (WidgetFamily, String).self) { group in
            for _ in 0..<20 {
                for family in families {
                    group.addTask { (family, archive(FamilyView(), family: family).textContent) }
                }
            }
            return await group.reduce(into: [(WidgetFamily, String)]()) { $0.append($1) }
        }
        for (family, content) in results {
            let expected = switch family {
            case .systemSmall: "small"
            case .systemMedium: "medium"
            default: "other \(family)"
            }
            #expect(content == expected)
        }
        #expect(results.count == 80)
    }
}

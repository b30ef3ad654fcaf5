import Foundation
import SwiftUI
import WidgetKit
import AppIntents

// GladysWidgets/ConfigIntent.swift, LabelOption.swift, LabelQuery.swift (reduced).
struct LabelOption: AppEntity {
    var id: String

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Label"
    static var defaultQuery = LabelQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

struct LabelQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [LabelOption] { identifiers.map { LabelOption(id: $0) } }
    func suggestedEntities() async throws -> [LabelOption] { [] }
}

struct ConfigIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Filter"

    @Parameter(title: "Label")
    var label: LabelOption?

    @Parameter(title: "Search")
    var search: String?
}

// GladysCommon / GladysUI / Lista (reduced).
struct PresentationInfo: Identifiable {
    var id: UUID = UUID()
    var title: String = ""

    @MainActor
    static func placeholders(count: Int) -> [PresentationInfo] {
        (0 ..< max(count, 0)).map { _ in PresentationInfo() }
    }
}

struct CurrentState: TimelineEntry {
    let date: Date
    let displaySize: CGSize
    let items: [PresentationInfo]
}

func onlyOnMainThread<T>(_ block: @MainActor () -> T) -> T {
    MainActor.assumeIsolated { block() }
}

enum PresentationStyle { case widget, square, wide }

final class ArchivedItem {
    func createPresentationInfo(style: PresentationStyle, expectedSize: CGSize, alwaysStartFresh: Bool) async -> PresentationInfo? {
        PresentationInfo()
    }
}

enum LiteModel {
    static func allItems() -> [ArchivedItem] { [] }
}

enum SignalUpdate { case none, animated, instant }

@MainActor
final class Filter {
    var text: String?
    private(set) var filteredDrops: ContiguousArray<ArchivedItem>

    init(manualDropSource: ContiguousArray<ArchivedItem>) {
        filteredDrops = manualDropSource
    }

    func enableLabelsByName(_ names: Set<String>) {}
    func update(signalUpdate: SignalUpdate) {}
}

extension String {
    var isPopulated: Bool { !isEmpty }
}

extension Sequence {
    func asyncCompactMap<T>(_ transform: (Element) async -> T?) async -> [T] {
        var result: [T] = []
        for element in self {
            if let value = await transform(element) { result.append(value) }
        }
        return result
    }
}

extension UIColor {
    static let g_colorPaper = UIColor(white: 0.97, alpha: 1)
}

// GladysWidgets/GladysWidgetsEntryView.swift (reduced).
struct GladysWidgetsEntryView: View {
    var entry: CurrentState
    var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 40))]) {
            ForEach(entry.items) { item in
                Text(item.title)
            }
        }
    }
}

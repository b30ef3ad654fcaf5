import Foundation
import SwiftUI
import WidgetKit
import AppIntents

// openHABWidget/*ConfigurationAppIntent.swift and *ItemEntity.swift (reduced).
struct SwitchWidgetItemEntity: AppEntity {
    var id: String
    var label: String

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Switch item"
    static var defaultQuery = SwitchWidgetItemQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(label)") }
}

struct SwitchWidgetItemQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [SwitchWidgetItemEntity] { [] }
    func suggestedEntities() async throws -> [SwitchWidgetItemEntity] { [] }
}

struct SwitchSmallConfigurationAppIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Switch"
    @Parameter(title: "Item") var item: SwitchWidgetItemEntity?
}

struct SwitchMediumConfigurationAppIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Switches"
    @Parameter(title: "First item") var item1: SwitchWidgetItemEntity?
    @Parameter(title: "Second item") var item2: SwitchWidgetItemEntity?
}

struct SwitchLargeConfigurationAppIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Switches"
    @Parameter(title: "Items") var items: [SwitchWidgetItemEntity]?
}

// Providers and entry view (reduced; the real ones read item states from the openHAB server
// and render Toggle(isOn:intent:) rows).
struct SwitchItemState: Identifiable {
    var id: String
    var label: String
    var isOn: Bool
}

struct SwitchEntry: TimelineEntry {
    var date = Date()
    var items: [SwitchItemState] = []
}

struct SwitchSmallProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> SwitchEntry { SwitchEntry() }
    func snapshot(for configuration: SwitchSmallConfigurationAppIntent, in context: Context) async -> SwitchEntry { SwitchEntry() }
    func timeline(for configuration: SwitchSmallConfigurationAppIntent, in context: Context) async -> Timeline<SwitchEntry> {
        Timeline(entries: [SwitchEntry()], policy: .atEnd)
    }
}

struct SwitchMediumProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> SwitchEntry { SwitchEntry() }
    func snapshot(for configuration: SwitchMediumConfigurationAppIntent, in context: Context) async -> SwitchEntry { SwitchEntry() }
    func timeline(for configuration: SwitchMediumConfigurationAppIntent, in context: Context) async -> Timeline<SwitchEntry> {
        Timeline(entries: [SwitchEntry()], policy: .atEnd)
    }
}

struct SwitchLargeProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> SwitchEntry { SwitchEntry() }
    func snapshot(for configuration: SwitchLargeConfigurationAppIntent, in context: Context) async -> SwitchEntry { SwitchEntry() }
    func timeline(for configuration: SwitchLargeConfigurationAppIntent, in context: Context) async -> Timeline<SwitchEntry> {
        Timeline(entries: [SwitchEntry()], policy: .atEnd)
    }
}

struct SwitchWidgetEntryView: View {
    var entry: SwitchEntry
    var body: some View {
        VStack {
            ForEach(entry.items) { item in
                Text(item.label)
            }
        }
    }
}

// openHABWidget/WidgetConfigurationExtension.swift (reduced).
extension WidgetConfiguration {
    func widgetContentMarginsDisabled() -> some WidgetConfiguration {
        contentMarginsDisabled()
    }
}

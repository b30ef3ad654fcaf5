import Foundation
import SwiftUI
import WidgetKit
import AppIntents

// NoteWidgets/NoteEntity.swift, NoteQuery.swift, NoteAppIntent.swift, NoteEntry.swift (reduced).
struct Note: Identifiable, Hashable {
    var email: String
    var id: String
    var title: String
    var text: String
}

struct NoteEntity: AppEntity {
    var id: String
    var title: String

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
    static var defaultQuery = NoteQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }
}

struct NoteQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [NoteEntity] { [] }
    func suggestedEntities() async throws -> [NoteEntity] { [] }
}

struct NoteAppIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Note"
    static var description = IntentDescription("Show a note from Keep")

    @Parameter(title: "Note")
    var selectedNote: NoteEntity?
}

struct NoteEntry: TimelineEntry {
    let date: Date
    let configuration: NoteAppIntent
    let notes: [Note]
}

// NoteWidgets/NoteWidgetEntryView.swift (reduced).
struct NoteWidgetEntryView: View {
    var entry: NoteEntry
    var body: some View {
        VStack(alignment: .leading) {
            ForEach(entry.notes) { note in
                Text(note.title).font(.headline)
                Text(note.text).font(.caption)
            }
        }
    }
}

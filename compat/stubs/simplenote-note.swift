import Foundation
import SwiftUI
import WidgetKit
import Intents

// Generated from NoteWidgetIntent.intentdefinition.
class WidgetNote: INObject {}

class NoteWidgetIntent: INIntent {
    var note: WidgetNote?
}

// Simplenote models and storage.
final class Note {
    var title: String = ""
    var body: String = ""
    var url: URL = URL(string: "simplenote://note")!
}

enum DemoContent {
    static let singleNoteTitle = "Welcome to Simplenote"
    static let singleNoteContent = "Simplenote is a way to keep notes, lists, ideas and more."
    static let demoURL = URL(string: "simplenote://")!
}

struct StorageSettings {
    var sharedStorageURL: URL { URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("Simplenote.sqlite") }
}

final class CoreDataManager {
    enum Usage { case app, widgets, intents }
    init(_ storageURL: URL, for usage: Usage) throws {}
}

final class WidgetDataController {
    init(coreDataManager: CoreDataManager, isPreview: Bool) throws {}
    /// The app's store on a machine that has none: no notes.
    func firstNote() throws -> Note { throw CocoaError(.fileNoSuchFile) }
    func note(forSimperiumKey key: String) -> Note? { nil }
}

extension Date {
    func increased(byHours hours: Int) -> Date? {
        Calendar.current.date(byAdding: .hour, value: hours, to: self)
    }
}

struct NoteWidgetView: View {
    var entry: NoteWidgetEntry
    var body: some View { Text(entry.title) }
}

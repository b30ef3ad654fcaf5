import Foundation
import SwiftUI
import WidgetKit
import AppIntents

// WidgetExtension/ImmichAPI.swift (reduced).
struct Album: Codable, Hashable {
    var id: String
    var albumName: String
}

struct Asset: Codable, Hashable {
    var id: String
    var deepLink: URL?
}

struct SearchFilters {
    var size: Int = 1
    var albumIds: [String] = []
}

enum WidgetError: String, Codable, Error {
    case noLogin, fetchFailed, albumNotFound, unknown
}

final class AlbumCache: @unchecked Sendable {
    static let shared = AlbumCache()
    func getAlbums(refresh: Bool = false) async throws -> [Album] { [] }
}

struct ImmichAPI {
    init() async throws {}
    func fetchSearchResults(with filters: SearchFilters) async throws -> [Asset] { [] }
    func fetchAlbums() async throws -> [Album] { [] }
}

// WidgetExtension/ImageEntry.swift + EntryGenerators.swift (reduced).
struct ImageEntry: TimelineEntry {
    let date: Date
    var image: UIImage?
    var error: WidgetError? = nil

    mutating func resize() {}
}

func buildEntry(api: ImmichAPI, asset: Asset, hourOffset: Int) async throws -> ImageEntry {
    ImageEntry(date: Date(), image: nil)
}

func generateRandomEntries(api: ImmichAPI, now: Date, count: Int, albumId: String?) async throws -> [ImageEntry] {
    []
}

// WidgetExtension/ImageWidgetView.swift.
struct ImmichWidgetView: View {
    var entry: ImageEntry
    var body: some View { Color.gray }
}

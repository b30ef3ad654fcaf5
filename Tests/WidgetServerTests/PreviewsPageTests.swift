import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import WidgetServer

/// A previews folder as `widgetkit preview --out DIR` writes it: a manifest naming one image.
private func writeFolder(_ directory: URL, name: String, text: String) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let manifest = """
        {"package": "/tmp/Counter", "generatedAt": "2026-01-05T09:00:00Z", "scale": 2,
         "previews": [{"id": "Counter/W.swift:3:1", "name": "\(name)", "file": "Counter/W.swift", "line": 3,
                       "family": "systemSmall", "kind": "com.example.counter", "product": "CounterWidgets",
                       "images": [{"file": "W-3-small-light.png", "colorScheme": "light", "entry": 0,
                                   "width": 340, "height": 340, "text": "\(text)"}]}],
         "sheet": "previews.png"}
        """
    try Data(manifest.utf8).write(to: directory.appendingPathComponent("previews.json"))
    try Data([0x89, 0x50, 0x4E, 0x47]).write(to: directory.appendingPathComponent("W-3-small-light.png"))
    try Data("secret".utf8).write(to: directory.appendingPathComponent("other.txt"))
}

@Suite("Dashboard: the previews page")
struct PreviewsPageTests {
    @Test("serve --previews shows the folder's previews, serves only the files its manifest names, and says when it changed")
    func page() async throws {
        let folder = URL(fileURLWithPath: "/tmp/owk-previews-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: folder) }
        try writeFolder(folder, name: "Counter, small", text: "Count 7")
        try await TestDashboard(previewsDirectory: folder).test { client in
            var version = ""
            try await client.execute(uri: "/previews", method: .get) { response in
                #expect(response.status == .ok)
                let page = String(buffer: response.body)
                #expect(page.contains("Counter, small"))
                #expect(page.contains("src=\"/previews/files/W-3-small-light.png\" width=\"170\""))
                #expect(page.contains("alt=\"Count 7\""))
                #expect(page.contains("/previews/state"))
            }
            try await client.execute(uri: "/previews/state", method: .get) { response in
                let state = try JSONDecoder().decode([String: String].self, from: Data(String(buffer: response.body).utf8))
                version = try #require(state["version"])
            }
            try await client.execute(uri: "/previews/files/W-3-small-light.png", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "image/png")
                #expect(Array(buffer: response.body) == [0x89, 0x50, 0x4E, 0x47])
            }
            for name in ["other.txt", "previews.json", "..%2F..%2Fetc%2Fpasswd", "nothing.png"] {
                try await client.execute(uri: "/previews/files/\(name)", method: .get) { response in
                    #expect(response.status == .notFound, "\(name)")
                }
            }
            // A new run writes the folder again: the version changes, and the page shows the new previews.
            try writeFolder(folder, name: "Counter, rebuilt", text: "Count 8 and longer")
            try await client.execute(uri: "/previews/state", method: .get) { response in
                let state = try JSONDecoder().decode([String: String].self, from: Data(String(buffer: response.body).utf8))
                #expect(state["version"] != version)
            }
            try await client.execute(uri: "/previews", method: .get) { response in
                #expect(String(buffer: response.body).contains("Counter, rebuilt"))
            }
            try await client.execute(uri: "/", method: .get) { response in
                #expect(String(buffer: response.body).contains("href=\"/previews\""))
            }
        }
    }

    @Test("a build that failed is shown, with the previews of the build before; an empty folder says what to run")
    func failedBuildAndEmptyFolder() async throws {
        let folder = URL(fileURLWithPath: "/tmp/owk-previews-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try await TestDashboard(previewsDirectory: folder).test { client in
            try await client.execute(uri: "/previews", method: .get) { response in
                #expect(String(buffer: response.body).contains("No previews in \(folder.path) yet"))
            }
            let manifest = #"{"package": "/tmp/Counter", "error": "swift build failed: error: <cannot find 'Foo'>", "previews": []}"#
            try Data(manifest.utf8).write(to: folder.appendingPathComponent("previews.json"))
            try await client.execute(uri: "/previews", method: .get) { response in
                let page = String(buffer: response.body)
                #expect(page.contains("The last build failed"))
                #expect(page.contains("&lt;cannot find &#39;Foo&#39;&gt;"))
            }
        }
    }

    @Test("without --previews there is no previews page")
    func absent() async throws {
        try await TestDashboard().test { client in
            try await client.execute(uri: "/previews", method: .get) { #expect($0.status == .notFound) }
            try await client.execute(uri: "/", method: .get) { response in
                #expect(!String(buffer: response.body).contains("href=\"/previews\""))
            }
        }
    }
}

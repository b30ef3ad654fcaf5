import Foundation
import Hummingbird
import WidgetRendering
import WidgetUI

/// The dashboard's previews page (`serve --previews DIR`): the previews `widgetkit preview` wrote into
/// a folder — with `--watch`, again on every save — shown with their names, families and texts. The page
/// asks every second whether the folder changed, and reloads itself when it did.
///
/// Only the files the folder's `previews.json` lists are served, by name; nothing else of the folder is
/// reachable.
struct PreviewsFolder: Sendable {
    let directory: URL

    /// The parts of `previews.json` the page shows.
    struct Manifest: Decodable {
        var package: String
        var generatedAt: String?
        var scale: Double?
        var error: String?
        var previews: [Preview]
        var sheet: String?

        struct Preview: Decodable {
            var id: String
            var name: String?
            var file: String
            var line: Int
            var family: String?
            var kind: String?
            var images: [Image]
        }

        struct Image: Decodable {
            var file: String
            var colorScheme: String
            var width: Int
            var height: Int
            var text: String
        }

        /// Every file the manifest names.
        var files: Set<String> { Set(previews.flatMap { $0.images.map(\.file) } + (sheet.map { [$0] } ?? [])) }
    }

    private var manifestURL: URL { directory.appendingPathComponent("previews.json") }

    /// The manifest, or nil before `widgetkit preview` has written one.
    func manifest() throws -> Manifest? {
        guard let data = try? Data(contentsOf: manifestURL) else { return nil }
        do {
            return try JSONDecoder().decode(Manifest.self, from: data)
        } catch {
            throw DashboardError(status: .internalServerError,
                description: "\(manifestURL.path) is not a previews manifest widgetkit preview wrote: \(error)")
        }
    }

    /// What changes whenever `widgetkit preview` writes the folder again: the manifest's time and size.
    func version() -> String {
        let attributes = try? FileManager.default.attributesOfItem(atPath: manifestURL.path)
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
        return "\(modified)-\(size)"
    }

    /// A file the manifest lists, or a 404.
    func file(named name: String) throws -> Data {
        guard let manifest = try manifest(), manifest.files.contains(name), !name.contains("/"),
              let data = try? Data(contentsOf: directory.appendingPathComponent(name))
        else {
            throw DashboardError(status: .notFound, description: "no preview image named \"\(name)\"")
        }
        return data
    }

    /// The page, for a colour scheme.
    func page(chrome: PageChrome) throws -> String {
        let manifest = try manifest()
        var body = "<main class=\"doc\" id=\"previews\" data-version=\"\(escapeHTML(version()))\">"
        guard let manifest else {
            body += "<p class=\"empty\">No previews in \(escapeHTML(directory.path)) yet: run "
                + "<code>widgetkit preview --package DIR --watch --out \(escapeHTML(directory.path))</code>.</p></main>"
            return chrome.render(body: body, script: Self.reloadScript)
        }
        body += "<p>\(escapeHTML(manifest.package))"
            + (manifest.generatedAt.map { " · rendered <time datetime=\"\(escapeHTML($0))\">\(escapeHTML($0))</time>" } ?? "")
            + "</p>"
        if let error = manifest.error {
            body += "<pre class=\"panel notice\" role=\"alert\">The last build failed; these are the previews of the build before.\n"
                + escapeHTML(error) + "</pre>"
        }
        if manifest.previews.isEmpty {
            body += "<p class=\"empty\">The package declares no previews: add a <code>#Preview</code>.</p>"
        }
        let scale = max(manifest.scale ?? 1, 1)
        for preview in manifest.previews {
            let place = preview.line > 0 ? "\(preview.file):\(preview.line)" : preview.id
            body += "<section class=\"panel\"><h2>\(escapeHTML(preview.name ?? preview.kind ?? place))</h2>"
                + "<p class=\"kind\">\(escapeHTML(place)) · \(escapeHTML(preview.family ?? "view"))</p><div class=\"previews\">"
            for image in preview.images {
                let width = Int((Double(image.width) / scale).rounded())
                body += "<figure class=\"preview\"><img src=\"/previews/files/\(escapeHTML(image.file))\" width=\"\(width)\" "
                    + "alt=\"\(escapeHTML(image.text))\"><figcaption>\(escapeHTML(image.colorScheme))</figcaption></figure>"
            }
            body += "</div></section>"
        }
        body += "</main>"
        return chrome.render(body: body, script: Self.reloadScript)
    }

    /// Asks `/previews/state` every second; reloads the page when the folder's version changes.
    static let reloadScript = """
        (function(){var main=document.getElementById('previews');if(!main)return;var shown=main.dataset.version;
        setInterval(function(){fetch('/previews/state',{cache:'no-store'}).then(function(r){return r.json()})
        .then(function(s){if(s.version!==shown){location.reload()}}).catch(function(){})},1000)})();
        """
}

extension DashboardServer {
    /// `/previews`, `/previews/state` and `/previews/files/NAME`, when the host serves a previews folder.
    func addPreviewRoutes(to router: Router<DashboardContext>) {
        guard let folder = previews else { return }
        let pages = self.pages
        router.get("/previews") { request, _ -> Response in
            let chrome = pages.chrome(title: "Previews", scheme: scheme(request), pages: [], currentPage: nil)
            return html(try folder.page(chrome: chrome))
        }
        router.get("/previews/state") { _, _ -> Response in
            try json(["version": folder.version()])
        }
        router.get("/previews/files/:name") { _, context -> Response in
            let data = try folder.file(named: try parameter("name", context))
            var headers = HTTPFields()
            headers[.contentType] = "image/png"
            headers[.cacheControl] = "no-store"
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
        }
    }
}

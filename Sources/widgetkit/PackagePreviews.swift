import Foundation
import OpenWidgetKit
import WidgetHost
import WidgetRendering
import WidgetkitSupport

/// `widgetkit preview --package DIR`: builds a package and renders every preview its widget extensions
/// declare (see `PreviewRun`), once or again on every change of a file (`--watch`).
struct PackagePreviews {
    let package: SwiftPackage
    /// Only these products; empty: every widget extension of the package.
    let products: [String]
    /// Where and how the previews are rendered.
    let previews: PreviewRun

    /// Builds, renders and writes everything; returns the manifest it wrote.
    @discardableResult
    func run(log: (String) -> Void) async throws -> PreviewRun.Manifest {
        let started = Date()
        try await package.build()
        let bin = try await package.binPath()
        let description = try await package.describe()
        let extensions = try chosenExtensions(in: description)
        log("built \(description.name) in \(String(format: "%.1f", Date().timeIntervalSince(started))) s; "
            + "extensions: \(extensions.joined(separator: ", "))")
        return try await previews.render(
            extensions.map { bin.appendingPathComponent($0) }, source: package.directory.path,
            imageSearchPaths: [package.directory], log: log)
    }

    private func chosenExtensions(in description: SwiftPackage.Description) throws -> [String] {
        let executables = description.products.filter(\.isExecutable).map(\.name)
        if !products.isEmpty {
            for product in products where !executables.contains(product) {
                let suggestion = executables.closestMatch(to: product).map { " Did you mean '\($0)'?" } ?? ""
                throw UsageError(description: "invalid product '\(product)' for --product: the package has no executable "
                    + "named so.\(suggestion) Executables: \(executables.joined(separator: ", ")).")
            }
            return products
        }
        let found = package.widgetExtensions(in: description)
        guard !found.isEmpty else {
            throw UsageError(description: "the package \(description.name) has no widget extension: no executable "
                + "whose @main type is a WidgetBundle or a Widget. Name one with --product.")
        }
        return found
    }

    /// Rebuilds and renders again whenever a file of the package changes, until the process is stopped.
    func watch(log: @escaping (String) -> Void) async throws {
        var seen = fingerprint()
        while true {
            do {
                try await run(log: log)
            } catch {
                log("\(error)")
                previews.recordFailure(error, source: package.directory.path)
            }
            log("watching \(package.directory.path) for changes (Ctrl-C stops)")
            while true {
                try await Task.sleep(for: .milliseconds(500))
                let now = fingerprint()
                if now != seen {
                    seen = now
                    // Editors write in bursts: wait for the files to settle.
                    try await Task.sleep(for: .milliseconds(200))
                    seen = fingerprint()
                    break
                }
            }
            log("a file changed: rebuilding")
        }
    }

    /// The modification time and size of each source and resource file of the package (hidden folders,
    /// `.build*` and the output folder left out).
    func fingerprint() -> [String: String] {
        var result: [String: String] = [:]
        let keys: [URLResourceKey] = [.contentModificationDateKey, .fileSizeKey, .isDirectoryKey]
        guard let walker = FileManager.default.enumerator(
            at: package.directory, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles]) else { return [:] }
        let outPath = previews.out.standardizedFileURL.path
        for case let url as URL in walker {
            let path = url.standardizedFileURL.path
            if path == outPath || url.lastPathComponent.hasPrefix(".build") {
                walker.skipDescendants()
                continue
            }
            guard let values = try? url.resourceValues(forKeys: Set(keys)), values.isDirectory != true else { continue }
            result[path] = "\(values.contentModificationDate?.timeIntervalSince1970 ?? 0)/\(values.fileSize ?? 0)"
        }
        return result
    }

}

/// Renders every preview of built widget extensions — each entry of each `#Preview` and
/// `PreviewProvider` view, light and dark — into a folder, with one contact sheet (`previews.png`), an
/// HTML page (`index.html`) and a manifest (`previews.json`) that the dashboard's previews page reads.
struct PreviewRun {
    let out: URL
    let scale: Double
    /// The moment previews are rendered at (providers' `context.currentDate`, dynamic dates); nil: now.
    let date: Date?
    let locale: String
    let timeZone: String

    /// The most a view preview (not a widget) is given: it is laid out at the size it needs, up to this.
    static let largestView = Size(width: 400, height: 800)

    /// What one run wrote, as `previews.json` records it.
    struct Manifest: Codable {
        var package: String
        var generatedAt: Date
        /// Pixels per point of the images.
        var scale: Double
        /// The build's error, when the package did not build: the previews are then those of the last good build.
        var error: String?
        var previews: [Entry]
        var sheet: String?

        struct Entry: Codable {
            var id: String
            var name: String?
            var file: String
            var line: Int
            var product: String
            /// The family's name, or nil for a view.
            var family: String?
            var kind: String?
            var images: [Image]
        }

        struct Image: Codable {
            var file: String
            var colorScheme: String
            var entry: Int
            var width: Int
            var height: Int
            var text: String
        }
    }

    /// Renders every preview of the extensions at `executables` and writes the images, the contact
    /// sheet, the page and the manifest; `source` names what they were built from on the page.
    @discardableResult
    func render(
        _ executables: [URL], source: String, imageSearchPaths: [URL], log: (String) -> Void
    ) async throws -> Manifest {
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let renderer = WidgetRenderer()
        let date = self.date ?? Date()
        var manifest = Manifest(package: source, generatedAt: date, scale: scale, previews: [])
        var rows: [[SheetCell]] = []
        var written: Set<String> = []
        for executable in executables {
            let product = executable.lastPathComponent
            let widgets = try await ExtensionWidgets.start(executable.path)
            defer { widgets.stop() }
            let previews = try await widgets.source.previews()
            if previews.isEmpty { log("\(product): no previews") }
            for preview in previews {
                var entry = Manifest.Entry(
                    id: preview.id, name: preview.name, file: preview.fileID, line: preview.line, product: product,
                    family: preview.family?.description, kind: preview.widgetKind, images: [])
                var row: [SheetCell] = []
                for scheme in [ColorScheme.light, .dark] {
                    let request = WidgetRequest(
                        kind: preview.widgetKind ?? "", family: preview.family ?? .systemMedium, colorScheme: scheme,
                        date: date, locale: locale, timeZone: timeZone, displayScale: scale)
                    let rendered: RenderedPreview
                    do {
                        rendered = try await widgets.source.preview(preview.id, in: request)
                    } catch {
                        throw PackageError(description: "\(product): the preview at \(Self.place(of: preview)) failed: \(error)")
                    }
                    for (index, archived) in rendered.entries.enumerated() {
                        var options = renderOptions(preview, archived, rendered.layout, scheme, date, widgets, renderer)
                        options.imageSearchPaths = imageSearchPaths
                        let image = try renderer.render(archived.archive, options: options)
                        let text = renderer.visibleText(archived.archive, options: options)
                        let name = uniqueName(Self.fileName(preview, scheme, index, count: rendered.entries.count), &written)
                        try image.png.write(to: out.appendingPathComponent(name))
                        entry.images.append(Manifest.Image(
                            file: name, colorScheme: scheme.name, entry: index, width: image.pixelWidth,
                            height: image.pixelHeight, text: text))
                        log("\(out.appendingPathComponent(name).path)  \(image.pixelWidth)×\(image.pixelHeight)  \"\(text)\"")
                        let label = [preview.name ?? Self.place(of: preview), preview.family?.shortName ?? "view",
                                     scheme.name, rendered.entries.count > 1 ? "\(index + 1)/\(rendered.entries.count)" : nil]
                            .compactMap { $0 }.joined(separator: " · ")
                        row.append(SheetCell(archive: archived.archive, options: options, label: label))
                    }
                }
                manifest.previews.append(entry)
                rows.append(row)
            }
        }
        if !rows.isEmpty {
            // A sheet too tall for one image at the previews' scale is drawn at 1×.
            let sheet = try (try? renderer.contactSheet(rows: rows, scale: scale, colorScheme: .light))
                ?? renderer.contactSheet(rows: rows, scale: 1, colorScheme: .light)
            try sheet.write(to: out.appendingPathComponent("previews.png"))
            manifest.sheet = "previews.png"
        }
        try write(manifest)
        log("\(out.appendingPathComponent("index.html").path)  \(manifest.previews.count) previews, "
            + "\(manifest.previews.reduce(0) { $0 + $1.images.count }) images; contact sheet previews.png")
        return manifest
    }

    /// Records a build that failed, keeping the last good previews, so the previews page can say why.
    func recordFailure(_ error: any Error, source: String) {
        let url = out.appendingPathComponent("previews.json")
        var manifest = (try? Data(contentsOf: url)).flatMap { try? Self.decoder.decode(Manifest.self, from: $0) }
            ?? Manifest(package: source, generatedAt: Date(), scale: scale, previews: [])
        manifest.generatedAt = Date()
        manifest.error = "\(error)"
        try? FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try? write(manifest)
    }

    private func renderOptions(
        _ preview: PreviewDescription, _ archived: ArchivedEntry, _ layout: PreviewLayoutValue?, _ scheme: ColorScheme,
        _ date: Date, _ widgets: ExtensionWidgets, _ renderer: WidgetRenderer
    ) -> RenderOptions {
        var options = RenderOptions(
            family: archived.archive.family, scale: scale, colorScheme: scheme, date: date,
            contentMarginsDisabled: preview.widgetKind.flatMap { kind in
                widgets.widgets.first { $0.kind == kind }?.contentMarginsDisabled
            } ?? false,
            locale: Locale(identifier: locale), timeZone: TimeZone(identifier: timeZone) ?? .gmt)
        switch layout {
        case .fixed(let width, let height)?:
            options.size = Size(width: max(1, width), height: max(1, height))
        case .sizeThatFits?, .device?:
            options.size = renderer.fittingSize(archived.archive, options: options, maximum: Self.largestView)
        case nil:
            break
        }
        return options
    }

    /// `GameStatus.swift:42`, or a `PreviewProvider`'s type and the preview's number (`GameStatus_Previews #2`).
    static func place(of preview: PreviewDescription) -> String {
        if preview.line > 0 { return "\(URL(fileURLWithPath: preview.fileID).lastPathComponent):\(preview.line)" }
        let parts = preview.id.split(separator: "/")
        let type = parts.first?.split(separator: ".").last.map(String.init) ?? preview.id
        return "\(type) #\((parts.last.flatMap { Int($0) } ?? 0) + 1)"
    }

    /// `GameStatus-42-your-turn-small-dark-2.png`: the file and line, the name, the family, the scheme,
    /// and the entry when there are several.
    static func fileName(_ preview: PreviewDescription, _ scheme: ColorScheme, _ index: Int, count: Int) -> String {
        let source = preview.line > 0
            ? "\(URL(fileURLWithPath: preview.fileID).deletingPathExtension().lastPathComponent)-\(preview.line)"
            : preview.id.split(separator: ".").last.map { $0.replacingOccurrences(of: "/", with: "-") } ?? preview.id
        let parts = [source, preview.name.map(slug), preview.family?.shortName ?? "view", scheme.name,
                     count > 1 ? String(index + 1) : nil]
        return parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "-") + ".png"
    }

    /// Lowercase letters and digits, with dashes between words.
    static func slug(_ text: String) -> String {
        let words = text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        return words.joined(separator: "-").prefix(40).description
    }

    private func uniqueName(_ name: String, _ written: inout Set<String>) -> String {
        var candidate = name
        var counter = 2
        while written.contains(candidate) {
            candidate = name.replacingOccurrences(of: ".png", with: "-\(counter).png")
            counter += 1
        }
        written.insert(candidate)
        return candidate
    }

    private static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()

    private func write(_ manifest: Manifest) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        try encoder.encode(manifest).write(to: out.appendingPathComponent("previews.json"), options: .atomic)
        try Data(Self.page(manifest).utf8).write(to: out.appendingPathComponent("index.html"), options: .atomic)
    }

    /// The HTML page of a run: every preview with its images, light and dark, and the build's error if any.
    static func page(_ manifest: Manifest) -> String {
        func escape(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        var html = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>Previews · \(escape(manifest.package))</title>
            <style>
            body { font: 14px system-ui, sans-serif; margin: 24px; background: #eef0f3; color: #222; }
            h1 { font-size: 20px; } h2 { font-size: 15px; margin: 24px 0 8px; }
            .where { color: #666; font-weight: normal; }
            .images { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
            figure { margin: 0; } figcaption { font-size: 12px; color: #555; max-width: 360px; }
            .error { background: #fde8e8; color: #8a1c1c; padding: 12px; white-space: pre-wrap; font-family: monospace; }
            </style></head><body>
            <h1>Previews of \(escape(manifest.package))</h1>

            """
        if let error = manifest.error {
            html += "<p class=\"error\">The last build failed; these are the previews of the build before.\n\(escape(error))</p>\n"
        }
        if manifest.previews.isEmpty {
            html += "<p>No previews: declare some with <code>#Preview</code> or a <code>PreviewProvider</code>.</p>\n"
        }
        for preview in manifest.previews {
            let title = preview.name ?? preview.kind ?? preview.id
            let place = preview.line > 0 ? "\(preview.file):\(preview.line)" : preview.id
            html += "<h2>\(escape(title)) <span class=\"where\">\(escape(place)) · \(escape(preview.family ?? "view"))</span></h2>\n"
            html += "<div class=\"images\">\n"
            for image in preview.images {
                let width = Int((Double(image.width) / max(manifest.scale, 1)).rounded())
                html += "<figure><img src=\"\(escape(image.file))\" width=\"\(width)\" alt=\"\(escape(image.text))\">"
                    + "<figcaption>\(escape(image.colorScheme)) · \(escape(image.text))</figcaption></figure>\n"
            }
            html += "</div>\n"
        }
        return html + "</body></html>\n"
    }
}

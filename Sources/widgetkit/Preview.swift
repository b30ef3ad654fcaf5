import ArgumentParser
import Foundation
import OpenWidgetKit
import WidgetHost
import WidgetRendering
import WidgetkitSupport

struct Preview: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a widget to an image, or every preview a package declares.",
        discussion: """
            With a kind: the widget extension runs as its own process, as `serve` runs it, and is asked for \
            the placeholder, snapshot or timeline over the host protocol; the entries it answers with are \
            rendered here. With no --extension, the example widgets (example-widgets, built beside widgetkit).

            With --package DIR: the package is built, and every #Preview and PreviewProvider of its widget \
            extensions is rendered — each entry, light and dark — into --out (default: previews), with a \
            contact sheet (previews.png), a page (index.html) and a manifest (previews.json, which \
            `serve --previews DIR` shows). --watch rebuilds and renders again when a file changes.

            Examples:
              widgetkit preview com.mygame.character-detail --family systemMedium --scale 2 --out previews
              widgetkit preview --package MyWidgets --watch
            """
    )

    @Argument(help: "The widget kind (see `widgetkit list-kinds`); leave it out with --package.")
    var kind: String?

    @Option(help: "Build this package and render every preview it declares.")
    var package: String?

    @Option(help: "With --package: the widget extension product to preview; repeatable (default: every one).")
    var product: [String] = []

    @Flag(help: "With --package: rebuild and render again whenever a file of the package changes.")
    var watch = false

    @Option(help: "The widget extension executable to ask (default: the example widgets).")
    var `extension`: String?

    @Option(help: "The family: systemSmall, systemMedium, … (or small, medium, …).")
    var family: String?

    @Option(help: "The moment to show, ISO 8601 with a time zone (default: now).")
    var at: String?

    @Flag(help: "Render every entry of the timeline, one file each.")
    var timeline = false

    @Flag(help: "Render the redacted placeholder instead of the timeline.")
    var placeholder = false

    @Flag(help: "Render the gallery snapshot (isPreview) instead of the timeline.")
    var snapshot = false

    @Option(help: "Pixels per point: 1, 2 or 3 (default: 1; 2 with --package).")
    var scale: Double?

    @Option(name: .customLong("color-scheme"), help: "light or dark (default: light; dark with a --rendering-mode other than fullColor).")
    var colorScheme: String?

    @Option(
        name: .customLong("rendering-mode"),
        help: "fullColor, accented or vibrant (monochrome, luminance as opacity: the Lock Screen's look, and e-ink's).")
    var renderingMode: String = "fullColor"

    @Option(help: "Render at this size in points instead of the family's, such as 800x480.")
    var size: String?

    @Option(help: "The image format: png, svg, html, or bmp (with --eink 1bit).")
    var format: String = "png"

    @Option(help: "Render for an e-ink display: 1bit or 2bit grayscale.")
    var eink: String?

    @Option(help: "How e-ink grays are reduced: threshold, floyd-steinberg, atkinson or ordered.")
    var dither: String = "threshold"

    @Option(help: "The widget's configuration as a JSON object of parameter values.")
    var config: String?

    @Option(help: "The locale for dates in the widget, such as en_US or de_DE.")
    var locale: String = "en_US"

    @Option(name: .customLong("time-zone"), help: "The time zone for dates in the widget, such as Europe/Paris.")
    var timeZone: String = "UTC"

    @Option(help: "A folder with the widget's images (name.png, name@2x.png, name@3x.png); repeatable.")
    var images: [String] = []

    @Option(help: "The folder to write to (default: the current folder; previews with --package).")
    var out: String?

    func run() async throws {
        if let package {
            try await reportingUsageErrors { try await previewPackage(package) }
            return
        }
        try await reportingUsageErrors {
            guard let kind else {
                if watch { throw UsageError(description: "--watch needs --package: it rebuilds the package") }
                try await previewExtension()
                return
            }
            let scale = scale ?? 1
            let out = out ?? "."
            let date = try at.map { try CommandLineValues.date($0, option: "--at") } ?? Date()
            guard let mode = WidgetRenderingMode(name: renderingMode) else {
                throw UsageError(
                    description: "invalid rendering mode '\(renderingMode)' for --rendering-mode: use fullColor, accented or vibrant")
            }
            // The Lock Screen resolves widgets in the dark appearance: light content on a dark wallpaper.
            let schemeName = colorScheme ?? (mode == .fullColor ? "light" : "dark")
            guard let scheme = ColorScheme(name: schemeName) else {
                throw UsageError(description: "invalid color scheme '\(schemeName)' for --color-scheme: use light or dark")
            }
            guard [1.0, 2, 3].contains(scale) else {
                throw UsageError(description: "invalid scale '\(fmtScale)' for --scale: use 1, 2 or 3")
            }
            guard ["png", "svg", "html", "bmp"].contains(format) else {
                throw UsageError(description: "invalid format '\(format)' for --format: use png, svg, html or bmp")
            }
            let depth: EinkDepth? = try eink.map {
                switch $0 {
                case "1bit": return .oneBit
                case "2bit": return .twoBit
                default: throw UsageError(description: "invalid depth '\($0)' for --eink: use 1bit or 2bit")
                }
            }
            guard let dithering = Dithering(rawValue: dither) else {
                throw UsageError(description: "invalid dithering '\(dither)' for --dither: use "
                    + Dithering.allCases.map(\.rawValue).joined(separator: ", "))
            }
            if format == "bmp" && depth != .oneBit {
                throw UsageError(description: "--format bmp needs --eink 1bit: e-ink BMPs are black and white")
            }
            if (format == "svg" || format == "html") && depth != nil {
                throw UsageError(description: "--format \(format) cannot be used with --eink: use png or bmp")
            }
            let canvas = try size.map(CommandLineValues.size)
            guard let zone = TimeZone(identifier: timeZone) else {
                throw UsageError(description: "invalid time zone '\(timeZone)' for --time-zone: use an identifier "
                    + "such as UTC, Europe/Paris or America/New_York")
            }
            guard Locale.availableIdentifiers.contains(locale) || locale == "en_US_POSIX" else {
                throw UsageError(description: "invalid locale '\(locale)' for --locale: use an identifier such as en_US or de_DE")
            }
            let configuration = try config.map { try CommandLineValues.configuration($0) } ?? [:]

            // The values are good: now the extension.
            let widgets = try await ExtensionWidgets.start(`extension`)
            defer { widgets.stop() }
            let widget = try widgets.widget(kind)
            let family = try widgets.family(family, of: widget)
            // What the widget is shown in travels with the request, so views that read `\.locale`,
            // `\.timeZone` or `\.displayScale` see the preview's, and providers see its size.
            let request = WidgetRequest(
                kind: kind, family: family, configuration: configuration,
                displaySize: canvas.map { CGSize(width: $0.width, height: $0.height) }, colorScheme: scheme,
                isPreview: snapshot, date: date, locale: locale, timeZone: timeZone, displayScale: scale,
                renderingMode: mode == .fullColor ? nil : mode)
            var frames: [(name: String, entry: ArchivedEntry, at: Date)] = []
            do {
                if placeholder {
                    frames = [("placeholder", try await widgets.source.placeholder(request), date)]
                } else if snapshot {
                    frames = [("snapshot", try await widgets.source.snapshot(request), date)]
                } else {
                    let entries = try await widgets.source.timeline(request).entries.sorted { $0.date < $1.date }
                    if timeline {
                        frames = entries.enumerated().map { ("entry-\($0.offset)", $0.element, max($0.element.date, date)) }
                    } else if let shown = entries.last(where: { $0.date <= date }) ?? entries.first {
                        frames = [("entry", shown, date)]
                    }
                }
            } catch {
                throw UsageError(description: "\(error)")
            }

            let directory = URL(fileURLWithPath: out, isDirectory: true)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let renderer = WidgetRenderer()
            let base = "\(kind)-\(family.shortName)\(scheme == .dark ? "-dark" : "")"
                + (mode == .fullColor ? "" : "-\(mode)")
            for frame in frames {
                var options = RenderOptions(
                    family: family, size: canvas, scale: scale, colorScheme: scheme, date: frame.at,
                    contentMarginsDisabled: widget.contentMarginsDisabled, locale: Locale(identifier: locale),
                    timeZone: zone)
                options.imageSearchPaths = images.map { URL(fileURLWithPath: $0, isDirectory: true) }
                options.renderingMode = mode
                // On e-ink paper the vibrant tint is ink: black.
                if depth != nil { options.vibrantTint = Color.black.value }
                let suffix = depth.map { "-eink\($0.rawValue)" } ?? ""
                let file = directory.appendingPathComponent("\(base)-\(frame.name)@\(Int(scale))x\(suffix).\(format)")
                var warnings: [String] = []
                let data: Data
                let dimensions: String
                if let depth {
                    let image = try renderer.renderEink(frame.entry.archive, options: options, depth: depth, dithering: dithering)
                    data = format == "bmp" ? try image.bmp() : try image.png()
                    dimensions = "\(image.width)×\(image.height)"
                } else if format == "html" {
                    data = Data(renderer.renderHTML(frame.entry.archive, options: options).utf8)
                    dimensions = "\(Int(options.canvasSize.width))×\(Int(options.canvasSize.height)) CSS px"
                } else if format == "svg" {
                    data = try renderer.renderSVG(frame.entry.archive, options: options)
                    dimensions = "\(Int(options.canvasSize.width * scale))×\(Int(options.canvasSize.height * scale))"
                } else {
                    let image = try renderer.render(frame.entry.archive, options: options)
                    data = image.png
                    warnings = image.warnings
                    dimensions = "\(image.pixelWidth)×\(image.pixelHeight)"
                }
                try data.write(to: file)
                print("\(file.path)  \(dimensions)  \(data.count) bytes  \"\(renderer.visibleText(frame.entry.archive, options: options))\"")
                for warning in warnings { printError("\(Self.programName): warning: \(warning)") }
            }
            if timeline && frames.count > 1 && depth == nil && format == "png" {
                let formatter = ISO8601DateFormatter()
                formatter.timeZone = zone
                let sheet = try renderer.contactSheet(
                    frames.map { ($0.entry.archive, $0.at, "\($0.name)  \(formatter.string(from: $0.at))") },
                    options: {
                        var options = RenderOptions(
                            family: family, size: canvas, scale: scale, colorScheme: scheme, date: date,
                            contentMarginsDisabled: widget.contentMarginsDisabled, locale: Locale(identifier: locale),
                            timeZone: zone)
                        options.renderingMode = mode
                        return options
                    }())
                let file = directory.appendingPathComponent("\(base)-timeline@\(Int(scale))x.png")
                try sheet.write(to: file)
                print("\(file.path)  contact sheet of \(frames.count) entries")
            }
        }
    }

    /// `--package DIR`: build it and render its previews, once or (`--watch`) on every change.
    private func previewPackage(_ path: String) async throws {
        if kind != nil {
            throw UsageError(description: "give a widget kind or --package, not both: --package renders every preview")
        }
        if !product.isEmpty && product.count != Set(product).count {
            throw UsageError(description: "invalid --product: a product is named twice")
        }
        let package = try SwiftPackage(path: path)
        let previews = PackagePreviews(package: package, products: product, previews: try previewRun(defaultScale: 2))
        if watch {
            try await previews.watch { print($0) }
        } else {
            do {
                try await previews.run { print($0) }
            } catch let error as PackageError {
                previews.previews.recordFailure(error, source: package.directory.path)
                throw UsageError(description: error.description)
            }
        }
    }

    /// No kind: every preview of the extension (`--extension`, or the examples'), built already.
    private func previewExtension() async throws {
        let executable = try `extension`.map(ExtensionPaths.executable) ?? ExtensionPaths.bundledExamples()
        try await previewRun(defaultScale: 2).render(
            [executable], source: executable.path,
            imageSearchPaths: images.map { URL(fileURLWithPath: $0, isDirectory: true) }) { print($0) }
    }

    /// Where and how `--package` and a kind-less preview render, from the options.
    private func previewRun(defaultScale: Double) throws -> PreviewRun {
        let scale = scale ?? defaultScale
        guard [1.0, 2, 3].contains(scale) else {
            throw UsageError(description: "invalid scale '\(fmtScale)' for --scale: use 1, 2 or 3")
        }
        guard TimeZone(identifier: timeZone) != nil else {
            throw UsageError(description: "invalid time zone '\(timeZone)' for --time-zone: use an identifier "
                + "such as UTC, Europe/Paris or America/New_York")
        }
        return PreviewRun(
            out: URL(fileURLWithPath: out ?? "previews", isDirectory: true).standardizedFileURL, scale: scale,
            date: try at.map { try CommandLineValues.date($0, option: "--at") }, locale: locale, timeZone: timeZone)
    }

    private var fmtScale: String { (scale ?? 1) == (scale ?? 1).rounded() ? String(Int(scale ?? 1)) : String(scale ?? 1) }
}

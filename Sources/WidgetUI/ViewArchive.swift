/// A resolved view tree: what a widget's content made for one timeline entry, with no closures and
/// no author types left in it. Dynamic dates stay symbolic, so the host can render the archive at
/// any moment without running author code again.
///
/// Not in SwiftUI. The host stores archives (as JSON) and lays them out and renders them later.
///
/// ```swift
/// var environment = EnvironmentValues()
/// environment.widgetFamily = .systemMedium
/// let archive = ViewArchive(Text("Hello"), environment: environment)
/// archive.textContent   // "Hello"
/// let json = try JSONEncoder().encode(archive)
/// ```
///
/// Encoding is deterministic: the same view and environment give the same bytes with
/// `JSONEncoder`'s `.sortedKeys`. Numbers are plain JSON numbers and dates are seconds since 1970,
/// whatever the encoder's date strategy. JSON has no infinity, so an infinite length (as in
/// `.frame(maxWidth: .infinity)`) is written as ±`Double.greatestFiniteMagnitude` and read back as
/// infinity; NaN lengths are written as 0.
package struct ViewArchive: Codable, Hashable, Sendable {
    /// The format version this build writes. Bumped when the node format changes incompatibly.
    package static let currentVersion = 1

    /// The format version the archive was written with.
    package var version: Int
    /// The environment the view was resolved in.
    package var environment: EnvironmentSummary
    /// The resolved tree.
    package var root: ViewNode

    /// The parts of an environment that decide how an archive is rendered.
    package struct EnvironmentSummary: Codable, Hashable, Sendable {
        /// The family the view was resolved for.
        package var widgetFamily: WidgetFamily
        /// The appearance the view was resolved for.
        package var colorScheme: ColorScheme
        /// The redaction reasons in effect at the root.
        package var redactionReasons: RedactionReasons
        /// Pixels per point.
        package var displayScale: Double
        /// The rendering mode the view was resolved in; nil for `.fullColor` (and in archives that predate it).
        package var widgetRenderingMode: WidgetRenderingMode?
        /// Whether the container background is to be drawn, when the view was resolved in another mode
        /// than `.fullColor` (true: the widget said `containerBackgroundRemovable(false)`); nil otherwise.
        package var showsWidgetContainerBackground: Bool?

        /// The summary of an environment.
        package init(_ environment: EnvironmentValues) {
            widgetFamily = environment.widgetFamily
            colorScheme = environment.colorScheme
            redactionReasons = environment.redactionReasons
            displayScale = Double(environment.displayScale)
            // Recorded only when not the default, so full-colour archives keep their bytes.
            if environment.widgetRenderingMode != .fullColor {
                widgetRenderingMode = environment.widgetRenderingMode
                showsWidgetContainerBackground = environment.showsWidgetContainerBackground
            }
        }
    }

    /// Resolves a view in an environment: evaluates every custom view's `body` (with `@Environment`
    /// bound to the view's environment) and records the built-in views and modifiers. Not in SwiftUI.
    ///
    /// Trees deeper than 256 views or larger than 20,000 views are cut, with a visible notice in
    /// place of the rest.
    package init(_ view: some View, environment: EnvironmentValues) {
        var context = ResolveContext(environment: environment)
        self.init(root: context.resolve(view), environment: EnvironmentSummary(environment))
    }

    /// An archive from a tree resolved elsewhere, stamped with the current version.
    package init(root: ViewNode, environment: EnvironmentSummary) {
        self.version = Self.currentVersion
        self.environment = environment
        self.root = root
    }

    /// The family the view was resolved for (shorthand for `environment.widgetFamily`).
    package var family: WidgetFamily { environment.widgetFamily }
    /// The appearance the view was resolved for (shorthand for `environment.colorScheme`).
    package var colorScheme: ColorScheme { environment.colorScheme }
    /// Pixels per point (shorthand for `environment.displayScale`).
    package var displayScale: Double { environment.displayScale }

    /// True when the view was resolved as a placeholder: the root environment's redaction reasons
    /// contain `.placeholder`. The text in the tree is kept as it is; renderers redact it.
    package var isRedacted: Bool {
        environment.redactionReasons.contains(.placeholder)
    }

    /// The visible text of the tree in reading order, for logs, summaries and tests.
    ///
    /// The runs of one `Text` are joined as they are; separate texts are joined with one space. A
    /// background's text comes before its view's, an overlay's after; container backgrounds, URLs and
    /// identifiers are left out. Symbolic dates appear as placeholders with fixed ISO 8601 UTC dates:
    /// `{date .timer 2026-01-05T10:15:00Z}`, `{range 2026-01-05T09:00:00Z...2026-01-05T09:45:00Z}`,
    /// `{timerInterval 2026-01-05T09:00:00Z...2026-01-05T09:45:00Z}`. Redacted text is included as it
    /// is; see `isRedacted`.
    package var textContent: String {
        var parts: [String] = []
        root.collectText(into: &parts)
        return parts.joined(separator: " ")
    }

    private enum CodingKeys: String, CodingKey {
        case version, environment, root
    }

    /// Reads an archive, refusing one written by a newer format version.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        guard version <= Self.currentVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: container,
                debugDescription: "The view archive has format version \(version), but this build reads versions up to "
                    + "\(Self.currentVersion). Update OpenWidgetKit, or resolve the view again with this build.")
        }
        environment = try container.decode(EnvironmentSummary.self, forKey: .environment)
        root = try container.decode(ViewNode.self, forKey: .root).mappingLengths(ArchiveLength.decoded)
    }

    /// Writes the archive, with infinite lengths as the largest finite number (see the type's discussion).
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        try container.encode(environment, forKey: .environment)
        try container.encode(root.mappingLengths(ArchiveLength.encoded), forKey: .root)
    }
}

/// How lengths that JSON can't hold are written.
enum ArchiveLength {
    static func encoded(_ value: Double) -> Double {
        if value.isNaN { return 0 }
        if value == .infinity { return .greatestFiniteMagnitude }
        if value == -.infinity { return -.greatestFiniteMagnitude }
        return value
    }

    static func decoded(_ value: Double) -> Double {
        if value == .greatestFiniteMagnitude { return .infinity }
        if value == -.greatestFiniteMagnitude { return -.infinity }
        return value
    }
}

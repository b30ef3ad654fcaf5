import Foundation

/// Everything the runtime knows about one widget kind: presentation, configuration schema, and the
/// type-erased calls into the author's provider and content.
package struct WidgetDescriptor: Sendable {
    package var kind: String
    package var displayName: String
    package var description: String
    package var supportedFamilies: [WidgetFamily]
    package var contentMarginsDisabled: Bool
    /// Whether the host may remove the container background (`containerBackgroundRemovable(_:)`).
    package var containerBackgroundRemovable = true
    /// The configuration intent's schema; nil for `StaticConfiguration`.
    package var configurationSchema: IntentSchema?
    package var intentsExtension: UncheckedSendableBox<INExtension>?
    package var behaviour: any WidgetBehaviour

    package init(kind: String, configurationSchema: IntentSchema?, behaviour: any WidgetBehaviour) {
        self.kind = kind
        self.displayName = kind
        self.description = ""
        self.supportedFamilies = [.systemSmall, .systemMedium, .systemLarge]
        self.contentMarginsDisabled = false
        self.configurationSchema = configurationSchema
        self.behaviour = behaviour
    }
}

/// What the host wants from a widget: the widget, family, configuration and environment, and
/// the host's time. Not in WidgetKit.
package struct WidgetRequest: Codable, Hashable, Sendable {
    package var kind: String
    package var family: WidgetFamily
    package var configuration: ConfigurationValues
    package var displaySize: CGSize?
    package var colorScheme: ColorScheme
    package var isPreview: Bool
    /// The host's clock when it asks.
    package var date: Date
    /// The locale the widget is shown in, such as `de_DE`: the views' `\.locale`. nil: `en_US`.
    package var locale: String?
    /// The time zone the widget is shown in, such as `Europe/Paris`: the views' `\.timeZone`. nil: UTC.
    package var timeZone: String?
    /// Pixels per point of the display: the views' `\.displayScale`. nil: 3.
    package var displayScale: Double?
    /// How the widget is drawn where it is shown: the views' `\.widgetRenderingMode`. nil: `.fullColor`.
    package var renderingMode: WidgetRenderingMode?
    /// Whether the widget's container background is drawn: the views' `\.showsWidgetContainerBackground`.
    /// nil: the extension decides from the rendering mode and `containerBackgroundRemovable`.
    package var showsWidgetContainerBackground: Bool?
    /// Where the host is and whether this extension may know it, for an extension that declares
    /// `NSWidgetWantsLocation`; nil for the others (their location managers see `.notDetermined`).
    package var location: ExtensionLocation?

    package init(
        kind: String, family: WidgetFamily, configuration: ConfigurationValues = [:],
        displaySize: CGSize? = nil, colorScheme: ColorScheme = .light, isPreview: Bool = false, date: Date,
        locale: String? = nil, timeZone: String? = nil, displayScale: Double? = nil,
        renderingMode: WidgetRenderingMode? = nil
    ) {
        self.renderingMode = renderingMode
        self.kind = kind
        self.family = family
        self.configuration = configuration
        self.displaySize = displaySize
        self.colorScheme = colorScheme
        self.isPreview = isPreview
        self.date = date
        self.locale = locale
        self.timeZone = timeZone
        self.displayScale = displayScale
    }

    package var context: TimelineProviderContext {
        TimelineProviderContext(
            family: family, isPreview: isPreview, displaySize: displaySize, currentDate: date)
    }

    package func environment(redacted: Bool) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.widgetFamily = family
        environment.colorScheme = colorScheme
        environment.widgetDisplaySize = displaySize ?? family.defaultDisplaySize
        if let locale {
            environment.locale = Locale(identifier: locale)
        }
        if let timeZone, let zone = TimeZone(identifier: timeZone) {
            environment.timeZone = zone
        }
        if let displayScale, displayScale > 0, displayScale.isFinite {
            environment.displayScale = CGFloat(displayScale)
        }
        if redacted {
            environment.redactionReasons = .placeholder
        }
        let mode = renderingMode ?? .fullColor
        environment.widgetRenderingMode = mode
        environment.showsWidgetContainerBackground = showsWidgetContainerBackground ?? (mode == .fullColor)
        environment.showsWidgetLabel = family == .accessoryCircular || family == .accessoryCorner
        return environment
    }
}

/// The author's provider and content closure behind one widget kind, type-erased.
package protocol WidgetBehaviour: Sendable {
    func placeholder(_ request: WidgetRequest) throws -> ArchivedEntry
    func snapshot(_ request: WidgetRequest, intentsExtension: INExtension?) async throws -> ArchivedEntry
    func timeline(_ request: WidgetRequest, intentsExtension: INExtension?) async throws -> ArchivedTimeline
    func dynamicOptions(
        forParameter name: String, configuration: ConfigurationValues, intentsExtension: INExtension?
    ) async throws -> [IntentOption]
    /// Checks stored values against the intent type, throwing `ConfigurationError` if one is bad.
    func validate(_ configuration: ConfigurationValues) async throws
    /// The SiriKit-style intent for `WidgetInfo.configuration`, or nil.
    func intent(for configuration: ConfigurationValues) async -> INIntent?
    /// The App Intent for `WidgetInfo.widgetConfigurationIntent(of:)`, or nil.
    func appIntent(for configuration: ConfigurationValues) async -> (any WidgetConfigurationIntent)?
    /// An entry a preview gives, through the widget's content; it must be of the widget's entry type.
    func archive(previewEntry entry: any TimelineEntry, _ request: WidgetRequest) throws -> ArchivedEntry
}

extension WidgetBehaviour {
    package func dynamicOptions(
        forParameter name: String, configuration: ConfigurationValues, intentsExtension: INExtension?
    ) async throws -> [IntentOption] {
        throw WidgetRuntimeError.notConfigurable(parameter: name)
    }

    package func validate(_ configuration: ConfigurationValues) async throws {
        if let name = configuration.keys.sorted().first {
            throw WidgetRuntimeError.notConfigurable(parameter: name)
        }
    }

    package func intent(for configuration: ConfigurationValues) async -> INIntent? { nil }
    package func appIntent(for configuration: ConfigurationValues) async -> (any WidgetConfigurationIntent)? { nil }
}

/// Turns an entry into its archived form with the widget's content closure.
package struct EntryArchiver<Entry: TimelineEntry, Content: View>: @unchecked Sendable {
    // @unchecked Sendable: the content closure is the author's pure function from entry to view,
    // which WidgetKit also calls from any thread.
    let content: (Entry) -> Content

    package func archive(_ entry: Entry, _ request: WidgetRequest, redacted: Bool = false) -> ArchivedEntry {
        let view = content(entry)
        var environment = request.environment(redacted: redacted)
        environment.timelineDate = entry.date
        var archived = ArchivedEntry(
            date: entry.date, relevance: entry.relevance, archive: ViewArchive(view, environment: environment))
        archived.value = UncheckedSendableBox(entry)
        return archived
    }

    /// An entry of a type known only at run time, such as one a `#Preview` timeline gives.
    package func archive(any entry: any TimelineEntry, _ request: WidgetRequest) throws -> ArchivedEntry {
        guard let entry = entry as? Entry else {
            throw WidgetRuntimeError.wrongEntryType(
                kind: request.kind, expected: String(reflecting: Entry.self),
                got: String(reflecting: type(of: entry)))
        }
        return archive(entry, request)
    }

    package func archive(_ timeline: Timeline<Entry>, _ request: WidgetRequest) -> ArchivedTimeline {
        ArchivedTimeline(entries: timeline.entries.map { archive($0, request) }, policy: timeline.policy)
    }
}

/// Errors from the extension runtime, each saying what is wrong and what to do.
package enum WidgetRuntimeError: Error, Hashable, Sendable, CustomStringConvertible {
    case unknownKind(String, known: [String])
    case unsupportedFamily(kind: String, family: WidgetFamily, supported: [WidgetFamily])
    case notConfigurable(parameter: String)
    case invalidConfiguration(ConfigurationError)
    case wrongEntryType(kind: String, expected: String, got: String)

    package var description: String {
        switch self {
        case .unknownKind(let kind, let known):
            let suggestion = known.closestMatch(to: kind).map { " Did you mean '\($0)'?" } ?? ""
            return "Unknown widget kind '\(kind)'.\(suggestion) Known kinds: \(known.joined(separator: ", "))."
        case .unsupportedFamily(let kind, let family, let supported):
            return "Widget '\(kind)' does not support the \(family) family; it supports "
                + supported.map(\.description).joined(separator: ", ") + "."
        case .notConfigurable(let parameter):
            return "This widget has no configuration, so it has no parameter '\(parameter)'."
        case .invalidConfiguration(let error):
            return "Invalid configuration: \(error)"
        case .wrongEntryType(let kind, let expected, let got):
            return "The preview gives '\(kind)' an entry of type \(got), but the widget shows entries of type "
                + "\(expected)."
        }
    }
}

import Foundation
import WidgetkitSupport

/// The package `widgetkit init` writes: a widget extension, a companion app, what they share, and tests.
///
/// For a name such as `Counter`: `CounterShared` (the app group's data), `CounterWidgets` (the widget
/// extension, `@main` `WidgetBundle`), `CounterApp` (saves a count and calls `WidgetCenter`) and
/// `CounterWidgetsTests` (on `WidgetSimulator`). `configurable` makes the widget an
/// `AppIntentConfiguration` with a label people choose; `interactive` adds a button that runs an App Intent.
struct PackageTemplate {
    let name: String
    let configurable: Bool
    let interactive: Bool
    let dependency: Dependency

    /// Where the package gets OpenWidgetKit.
    enum Dependency {
        /// A checkout on this machine; `identity` is how SwiftPM names it (its folder's name).
        case path(String, identity: String)
        /// A git URL and the first version to accept.
        case url(String, version: String, identity: String)

        /// The project's public repository and release, for a `widgetkit` that does not run from a checkout.
        static let publicURL = "https://github.com/openwidgetkit/OpenWidgetKit.git"
        static let publicVersion = "0.1.0"

        /// From `--openwidgetkit` (a path or a URL), else the checkout this `widgetkit` was built in,
        /// else the public repository.
        init(_ given: String?) throws {
            if let given {
                if given.contains("://") || given.hasPrefix("git@") {
                    self = .url(given, version: Self.publicVersion, identity: Self.identity(ofURL: given))
                    return
                }
                let url = URL(fileURLWithPath: given, isDirectory: true).standardizedFileURL
                guard Self.isCheckout(url) else {
                    throw UsageError(description: "invalid --openwidgetkit '\(given)': no OpenWidgetKit Package.swift there")
                }
                self = .path(url.path, identity: url.lastPathComponent.lowercased())
                return
            }
            if let checkout = Self.runningCheckout() {
                self = .path(checkout.path, identity: checkout.lastPathComponent.lowercased())
            } else {
                self = .url(Self.publicURL, version: Self.publicVersion, identity: Self.identity(ofURL: Self.publicURL))
            }
        }

        /// SwiftPM's identity of a git URL: its last path component, without `.git`, in lowercase.
        static func identity(ofURL url: String) -> String {
            let last = url.split(separator: "/").last.map(String.init) ?? url
            return (last.hasSuffix(".git") ? String(last.dropLast(4)) : last).lowercased()
        }

        /// Whether a folder holds OpenWidgetKit's Package.swift.
        static func isCheckout(_ folder: URL) -> Bool {
            let manifest = folder.appendingPathComponent("Package.swift")
            guard let text = try? String(contentsOf: manifest, encoding: .utf8) else { return false }
            return text.contains("name: \"OpenWidgetKit\"")
        }

        /// The checkout whose `.build` holds this `widgetkit`, if it runs from one.
        static func runningCheckout() -> URL? {
            var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
            while folder.path != "/" {
                if isCheckout(folder) { return folder }
                folder.deleteLastPathComponent()
            }
            return nil
        }

        var packageLine: String {
            switch self {
            case .path(let path, _): ".package(path: \(literal(path)))"
            case .url(let url, let version, _): ".package(url: \(literal(url)), from: \(literal(version)))"
            }
        }

        var identity: String {
            switch self {
            case .path(_, let identity), .url(_, _, let identity): identity
            }
        }
    }

    /// The kind string of the widget.
    var kind: String { "com.example.\(name.lowercased())" }
    var appGroup: String { "group.com.example.\(name.lowercased())" }

    /// Every file, by its path in the package.
    var files: [(String, String)] {
        [
            ("Package.swift", packageManifest),
            ("README.md", readme),
            (".gitignore", ".build/\n.swiftpm/\nPackage.resolved\npreviews/\n"),
            ("Sources/\(name)Shared/\(name)Store.swift", store),
            ("Sources/\(name)Widgets/\(name)Widget.swift", widget),
            ("Sources/\(name)Widgets/\(name)Bundle.swift", bundle),
            ("Sources/\(name)App/main.swift", app),
            ("Tests/\(name)WidgetsTests/\(name)WidgetTests.swift", tests),
        ]
    }

    /// What `init` prints after writing the files: the next commands.
    func nextSteps(at path: String) -> String {
        """
        Next:
          cd \(literalShell(path))
          widgetkit preview --package .                      # build and render every #Preview into previews/
          swift test                                         # the widget's tests on WidgetSimulator
          swift build && widgetkit serve --extension .build/debug/\(name)Widgets   # the dashboard at http://127.0.0.1:8080/
        """
    }

    private var product: String { ".product(name: \"OpenWidgetKit\", package: \(literal(dependency.identity)))" }

    private var packageManifest: String {
        """
        // swift-tools-version: 6.1
        import PackageDescription

        let package = Package(
            name: \(literal(name)),
            platforms: [.macOS(.v15)],
            dependencies: [
                \(dependency.packageLine),
            ],
            targets: [
                // What the widget and the app share: the app group's data.
                .target(name: "\(name)Shared"),
                // The widget extension: `widgetkit serve --extension .build/debug/\(name)Widgets` runs it.
                .executableTarget(name: "\(name)Widgets", dependencies: ["\(name)Shared", \(product)]),
                // The companion app: it saves a count and asks the widget to reload.
                .executableTarget(name: "\(name)App", dependencies: ["\(name)Shared", \(product)]),
                .testTarget(
                    name: "\(name)WidgetsTests",
                    dependencies: [
                        "\(name)Widgets", "\(name)Shared",
                        .product(name: "OpenWidgetKitTesting", package: \(literal(dependency.identity))),
                    ]),
            ]
        )

        """
    }

    private var readme: String {
        """
        # \(name)

        A widget for [OpenWidgetKit](\(Dependency.publicURL.replacingOccurrences(of: ".git", with: ""))), \
        WidgetKit on Linux: `\(name)Widgets` is the widget extension, `\(name)App` the companion app that \
        saves a count in the app group and asks the widget to reload, and `\(name)WidgetsTests` runs the \
        widget on a virtual clock.

        ## Next

        ```
        widgetkit preview --package .          # build and render every #Preview into previews/ (index.html, previews.png)
        swift test                             # the tests in Tests/\(name)WidgetsTests
        swift build && widgetkit serve --extension .build/debug/\(name)Widgets
        ```

        `serve` shows the dashboard at http://127.0.0.1:8080/: add the widget from the gallery ("Add \
        widget"). Then, from another terminal, `swift run \(name)App 42` saves 42 and reloads it.

        `widgetkit preview --package . --watch` renders the previews again each time you save a file; \
        `widgetkit serve --previews previews` shows them on the dashboard's previews page, which reloads itself.

        ## Where things are

        | file | what |
        |---|---|
        | `Sources/\(name)Widgets/\(name)Widget.swift` | the entry, the \(configurable ? "App Intent timeline provider and its configuration intent" : "timeline provider"), \
        the view for each family\(interactive ? ", the button's App Intent" : ""), the widget and its previews |
        | `Sources/\(name)Widgets/\(name)Bundle.swift` | the extension's `@main` widget bundle |
        | `Sources/\(name)Shared/\(name)Store.swift` | the count, in the app group's `UserDefaults` (`\(appGroup)`) |
        | `Sources/\(name)App/main.swift` | the companion app |
        | `Tests/\(name)WidgetsTests/\(name)WidgetTests.swift` | tests on `WidgetSimulator` |

        """
    }

    private var store: String {
        """
        import Foundation

        /// The count the app saves and the widget shows, kept in the app group's `UserDefaults`, as an iOS
        /// app shares data with its widget extension.
        public enum \(name)Store {
            /// The app group's suite. Tests use a suite of their own: `\(name)Store.$suiteName.withValue(…) { … }`.
            @TaskLocal public static var suiteName = \(literal(appGroup))

            /// The count, and when it last changed (nil: never).
            public static func load() -> (count: Int, changed: Date?) {
                let defaults = UserDefaults(suiteName: suiteName)
                // Foundation on Linux keeps a copy of a suite per process: synchronize() reads what another
                // process (the app, the widget extension) wrote since.
                defaults?.synchronize()
                return (defaults?.integer(forKey: "count") ?? 0, defaults?.object(forKey: "changed") as? Date)
            }

            /// Saves the count.
            public static func save(count: Int, at date: Date = Date()) {
                guard let defaults = UserDefaults(suiteName: suiteName) else { return }
                defaults.set(count, forKey: "count")
                defaults.set(date, forKey: "changed")
                defaults.synchronize()
            }

            /// Forgets the count (tests start from nothing).
            public static func reset() {
                UserDefaults(suiteName: suiteName)?.removePersistentDomain(forName: suiteName)
            }
        }

        """
    }

    private var widget: String {
        var text = """
            import \(name)Shared
            import OpenWidgetKit

            /// What the widget shows at one moment.
            struct \(name)Entry: TimelineEntry {
                var date: Date
                var count: Int
                /// When the app last saved the count.
                var changed: Date?
            \(configurable ? "    var configuration: ConfigurationAppIntent\n" : "")\
            }


            """
        if configurable {
            text += """
                /// What people choose when they edit the widget.
                struct ConfigurationAppIntent: WidgetConfigurationIntent {
                    static let title: LocalizedStringResource = "\(name)"
                    static let description = IntentDescription("Shows the count the \(name) app saves.")

                    @Parameter(title: "Label", default: "Count")
                    var label: String
                }

                /// Makes the widget's timelines: the count the app saved, with the label chosen. The app reloads
                /// the widget when it saves (`WidgetCenter`); the timeline also asks again every hour.
                struct \(name)Provider: AppIntentTimelineProvider {
                    func placeholder(in context: Context) -> \(name)Entry {
                        \(name)Entry(date: context.currentDate, count: 3, changed: nil, configuration: ConfigurationAppIntent())
                    }

                    func snapshot(for configuration: ConfigurationAppIntent, in context: Context) async -> \(name)Entry {
                        entry(at: context.currentDate, configuration)
                    }

                    func timeline(for configuration: ConfigurationAppIntent, in context: Context) async -> Timeline<\(name)Entry> {
                        let now = context.currentDate
                        return Timeline(entries: [entry(at: now, configuration)], policy: .after(now.addingTimeInterval(60 * 60)))
                    }

                    private func entry(at date: Date, _ configuration: ConfigurationAppIntent) -> \(name)Entry {
                        let saved = \(name)Store.load()
                        return \(name)Entry(date: date, count: saved.count, changed: saved.changed, configuration: configuration)
                    }
                }


                """
        } else {
            text += """
                /// Makes the widget's timelines: the count the app saved. The app reloads the widget when it saves
                /// (`WidgetCenter`); the timeline also asks again every hour.
                struct \(name)Provider: TimelineProvider {
                    func placeholder(in context: Context) -> \(name)Entry {
                        \(name)Entry(date: context.currentDate, count: 3, changed: nil)
                    }

                    func getSnapshot(in context: Context, completion: @escaping (\(name)Entry) -> Void) {
                        completion(entry(at: context.currentDate))
                    }

                    func getTimeline(in context: Context, completion: @escaping (Timeline<\(name)Entry>) -> Void) {
                        let now = context.currentDate
                        completion(Timeline(entries: [entry(at: now)], policy: .after(now.addingTimeInterval(60 * 60))))
                    }

                    private func entry(at date: Date) -> \(name)Entry {
                        let saved = \(name)Store.load()
                        return \(name)Entry(date: date, count: saved.count, changed: saved.changed)
                    }
                }


                """
        }
        if interactive {
            text += """
                /// Adds one to the count: what the widget's button runs, in the widget extension. The host reloads
                /// the widget after it.
                struct IncrementIntent: AppIntent {
                    static let title: LocalizedStringResource = "Add One"

                    func perform() async throws -> some IntentResult {
                        \(name)Store.save(count: \(name)Store.load().count + 1)
                        return .result()
                    }
                }


                """
        }
        let label = configurable ? "entry.configuration.label" : "\"\(name)\""
        /// The button, its lines indented by `indent` spaces, on lines of its own after the spacer.
        func button(indent: Int) -> String {
            guard interactive else { return "" }
            let lines = ["Button(intent: IncrementIntent()) {", "    HStack(spacing: 4) {", "        Image(systemName: \"plus\")",
                         "        Text(\"Add one\")", "    }", "}"]
            return lines.map { "\n" + String(repeating: " ", count: indent) + $0 }.joined()
        }
        text += """
            /// The widget's view: a small and a medium layout.
            struct \(name)View: View {
                @Environment(\\.widgetFamily) var family
                var entry: \(name)Entry

                var body: some View {
                    switch family {
                    case .systemMedium:
                        HStack(alignment: .top, spacing: 16) {
                            count
                            VStack(alignment: .leading, spacing: 6) {
                                Text(\(label)).font(.headline)
                                changed
                                Spacer(minLength: 0)\(button(indent: 20))
                            }
                            Spacer(minLength: 0)
                        }
                    default:
                        VStack(alignment: .leading, spacing: 4) {
                            Text(\(label)).font(.caption).foregroundStyle(.secondary)
                            count
                            changed
                            Spacer(minLength: 0)\(button(indent: 16))
                        }
                        .frame(maxWidth: .infinity, alignment: .leading)
                    }
                }

                private var count: some View {
                    Text("\\(entry.count)").font(.system(size: 44, weight: .bold, design: .rounded))
                }

                @ViewBuilder
                private var changed: some View {
                    if let changed = entry.changed {
                        // A relative date keeps counting on screen with no new timeline.
                        Text("\\(changed, style: .relative) ago").font(.caption).foregroundStyle(.secondary)
                    } else {
                        Text("Not set yet").font(.caption).foregroundStyle(.secondary)
                    }
                }
            }

            struct \(name)Widget: Widget {
                var body: some WidgetConfiguration {
                    \(configurable
                        ? "AppIntentConfiguration(kind: \(literal(kind)), intent: ConfigurationAppIntent.self, provider: \(name)Provider()) { entry in"
                        : "StaticConfiguration(kind: \(literal(kind)), provider: \(name)Provider()) { entry in")
                        \(name)View(entry: entry)
                    }
                    .configurationDisplayName("\(name)")
                    .description("Shows the count the \(name) app saves.")
                    .supportedFamilies([.systemSmall, .systemMedium])
                }
            }

            #Preview(as: .systemSmall) {
                \(name)Widget()
            } timeline: {
                \(name)Entry(date: .now, count: 7, changed: .now.addingTimeInterval(-300)\(configurable ? ", configuration: ConfigurationAppIntent()" : ""))
                \(name)Entry(date: .now, count: 8, changed: nil\(configurable ? ", configuration: ConfigurationAppIntent()" : ""))
            }

            #Preview(as: .systemMedium) {
                \(name)Widget()
            } timeline: {
                \(name)Entry(date: .now, count: 42, changed: .now.addingTimeInterval(-3600)\(configurable ? ", configuration: ConfigurationAppIntent()" : ""))
            }

            """
        return text
    }

    private var bundle: String {
        """
        import OpenWidgetKit

        /// The widget extension: the host starts this executable and asks it for timelines.
        @main
        struct \(name)Bundle: WidgetBundle {
            var body: some Widget {
                \(name)Widget()
            }
        }

        """
    }

    private var app: String {
        """
        // The companion app: saves a count in the app group, as an iOS app would, then asks WidgetKit to reload
        // the widget. With a widget host running (`widgetkit serve`), the widget shows the new count at once.
        //
        //     swift run \(name)App 42
        import \(name)Shared
        import Foundation
        import OpenWidgetKit

        guard CommandLine.arguments.count == 2, let count = Int(CommandLine.arguments[1]) else {
            FileHandle.standardError.write(Data("usage: \(name)App COUNT   (a whole number, such as 42)\\n".utf8))
            exit(2)
        }
        \(name)Store.save(count: count)
        WidgetCenter.shared.reloadTimelines(ofKind: \(literal(kind)))
        print("saved \\(count)")

        """
    }

    private var tests: String {
        let place = configurable
            ? "simulator.place(kind: \(literal(kind)), family: .systemSmall)"
            : "simulator.place(kind: \(literal(kind)), family: .systemSmall)"
        var text = """
            import \(name)Shared
            import Foundation
            import OpenWidgetKit
            import OpenWidgetKitTesting
            import Testing
            @testable import \(name)Widgets

            /// The widget on a virtual clock: a day of timelines runs in milliseconds. Each test uses an app group
            /// suite of its own, so it never reads or writes the real app's data.
            @Suite("\(name) widget")
            struct \(name)WidgetTests {
                let start = Date(timeIntervalSince1970: 1_767_600_000)  // 2026-01-05 08:00 UTC

                /// Runs `body` with an empty app group of its own.
                func withEmptyStore(_ body: () async throws -> Void) async rethrows {
                    let suite = "\(name.lowercased())-tests-\\(UUID().uuidString)"
                    try await \(name)Store.$suiteName.withValue(suite) {
                        defer { \(name)Store.reset() }
                        try await body()
                    }
                }

                @Test("the widget shows the saved count and asks again every hour")
                func hourly() async throws {
                    try await withEmptyStore {
                        \(name)Store.save(count: 5, at: start)
                        let simulator = WidgetSimulator(widget: \(name)Widget.self, start: start)
                        let widget = try await \(place)
                        #expect(simulator.shownText(widget, at: start)?.contains("5") == true)
                        await simulator.advance(by: .seconds(3 * 60 * 60 + 60))
                        // Placed at 8:00, then 9:00, 10:00 and 11:00.
                        #expect(simulator.providerCalls(for: widget).count == 4)
                    }
                }

                @Test("the app's WidgetCenter reload shows the new count at once")
                func appReload() async throws {
                    try await withEmptyStore {
                        let simulator = WidgetSimulator(widget: \(name)Widget.self, start: start)
                        let widget = try await \(place)
                        #expect(simulator.shownText(widget, at: start)?.contains("Not set yet") == true)
                        await simulator.advance(by: .seconds(60))
                        await simulator.withWidgetCenter {
                            \(name)Store.save(count: 42, at: simulator.now)
                            WidgetCenter.shared.reloadTimelines(ofKind: \(literal(kind)))
                        }
                        await simulator.advance(by: .seconds(1))
                        #expect(simulator.shownText(widget, at: simulator.now)?.contains("42") == true)
                    }
                }

            """
        if interactive {
            text += """

                    @Test("the button's intent adds one to the count")
                    func increment() async throws {
                        try await withEmptyStore {
                            \(name)Store.save(count: 1, at: start)
                            _ = try await IncrementIntent().perform()
                            #expect(\(name)Store.load().count == 2)
                        }
                    }

                """
        }
        return text + "}\n"
    }
}

/// A Swift string literal of `text`.
private func literal(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}

/// `text` quoted for a shell when it needs it.
private func literalShell(_ text: String) -> String {
    text.allSatisfy { $0.isLetter || $0.isNumber || "/._-".contains($0) } ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
}

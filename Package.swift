// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

/// Swift 6 rules the compiler enforces ahead of the language mode: `any` spelled out, imports internal
/// unless marked, and members visible only through a module the file imports itself. Every target
/// builds with them (see the end of this file).
let strictImports: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "OpenWidgetKit",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "OpenWidgetKit", targets: ["OpenWidgetKit"]),
        .library(name: "OpenWidgetKitTesting", targets: ["OpenWidgetKitTesting"]),
        // Linux stand-ins for Apple's modules, so that `import WidgetKit` and `import SwiftUI` (and
        // `SwiftUI.Color`) keep working in a file that builds unchanged on both: depend on them with
        // `condition: .when(platforms: [.linux])`. Each re-exports OpenWidgetKit.
        .library(name: "WidgetKit", targets: ["WidgetKit"]),
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "AppIntents", targets: ["AppIntents"]),
        .library(name: "Intents", targets: ["Intents"]),
        .library(name: "SwiftData", targets: ["SwiftData"]),
        .executable(name: "widgetkit", targets: ["widgetkit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
        // `swift package generate-documentation`: the DocC catalogs of the products, built by the tests' script.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
    ],
    targets: [
        // SwiftUI-compatible view subset. Lowest module: depends on nothing of ours.
        .target(name: "WidgetUI"),
        // The WidgetKit API for authors and apps, and the extension-side runtime.
        .target(name: "OpenWidgetKit", dependencies: ["WidgetUI", "OpenWidgetKitMacros"]),
        .target(name: "WidgetKit", dependencies: ["OpenWidgetKit"], path: "Sources/Shims/WidgetKit"),
        .target(name: "SwiftUI", dependencies: ["OpenWidgetKit"], path: "Sources/Shims/SwiftUI"),
        .target(name: "AppIntents", dependencies: ["OpenWidgetKit"], path: "Sources/Shims/AppIntents"),
        .target(name: "Intents", dependencies: ["OpenWidgetKit"], path: "Sources/Shims/Intents"),
        // `import SwiftData` resolves on Linux; SwiftData's API says it is not here yet.
        .target(name: "SwiftData", dependencies: ["OpenWidgetKitMacros"], path: "Sources/Shims/SwiftData"),
        // The compiler plug-in behind `#Preview`.
        .macro(
            name: "OpenWidgetKitMacros",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]),
        // Cairo, Pango and libpng from the system (Debian's -dev packages; scripts/setup installs them).
        .systemLibrary(
            name: "CPangoCairo", pkgConfig: "pangocairo zlib",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "zlib1g-dev"])]),
        // Layout engine and renderers: PNG/SVG through Cairo + Pango, HTML, e-ink.
        .target(name: "WidgetRendering", dependencies: ["WidgetUI", "CPangoCairo"]),
        // Scheduler, budget, clocks, extension supervisor, the SQLite store and the control socket:
        // the host's core.
        .target(
            name: "WidgetHost",
            dependencies: [
                "OpenWidgetKit",
                .product(name: "HeapModule", package: "swift-collections"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ]),
        // HTTP: the dashboard (the Linux home screen) and its JSON API, served by `widgetkit serve`.
        .target(
            name: "WidgetServer",
            dependencies: [
                "WidgetHost", "WidgetRendering", "OpenWidgetKit", "WidgetUI",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]),
        // WidgetSimulator: run widgets on a virtual clock in tests.
        .target(name: "OpenWidgetKitTesting", dependencies: ["OpenWidgetKit", "WidgetHost"]),
        // The seeds' widgets.
        .target(name: "ExampleWidgets", dependencies: ["OpenWidgetKit"], path: "Examples/ExampleWidgets"),
        .executableTarget(
            name: "example-widgets", dependencies: ["ExampleWidgets", "OpenWidgetKit"],
            path: "Examples/ExampleExtension"),
        .executableTarget(
            name: "piggybank-app", dependencies: ["ExampleWidgets", "OpenWidgetKit"], path: "Examples/PiggyBankApp"),
        // What the two commands share: usage errors, value parsing, JSON output, finding extensions.
        .target(
            name: "WidgetkitSupport",
            dependencies: [
                "OpenWidgetKit",
                "WidgetHost", "WidgetRendering",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]),
        // The command line. It links no widgets: `preview`, `simulate` and `serve` run an extension
        // process, by default the examples' `example-widgets`, which `swift build` puts beside it. (Not
        // a dependency: an executable that depends on another links that one's code in.)
        .executableTarget(
            name: "widgetkit",
            dependencies: [
                "OpenWidgetKit", .product(name: "UnixSignals", package: "swift-service-lifecycle"),
                "WidgetkitSupport",
                "WidgetHost",
                "WidgetServer",
                "WidgetRendering",
                "OpenWidgetKitTesting",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
            ]),
        // The benchmarks: scheduler, render, host, dashboard.
        .executableTarget(
            name: "widgetkit-bench",
            dependencies: [
                "OpenWidgetKit", "WidgetUI",
                "WidgetkitSupport",
                "WidgetHost",
                "WidgetServer",
                "WidgetRendering",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "HeapModule", package: "swift-collections"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]),
        .testTarget(name: "WidgetUITests", dependencies: ["WidgetUI"]),
        // Compares rendered PNGs with committed goldens, for the test targets that check images.
        .target(name: "GoldenImages", dependencies: ["CPangoCairo"], path: "Tests/Support/GoldenImages"),
        .testTarget(
            name: "WidgetRenderingTests", dependencies: ["WidgetRendering", "WidgetUI", "CPangoCairo", "GoldenImages"],
            exclude: ["Goldens"]),
        .testTarget(
            name: "OpenWidgetKitTests", dependencies: ["OpenWidgetKit", "OpenWidgetKitTesting", "ExampleWidgets"]),
        // Runs an extension process with no descriptor left, in a process of its own, for the host's tests.
        .executableTarget(
            name: "descriptor-probe", dependencies: ["WidgetHost", "OpenWidgetKit"],
            path: "Tests/Fixtures/DescriptorProbe"),
        .testTarget(
            name: "WidgetHostTests",
            dependencies: [
                "OpenWidgetKit",
                "WidgetHost", "OpenWidgetKitTesting", "example-widgets", "descriptor-probe",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "MetricsTestKit", package: "swift-metrics"),
            ]),
        .testTarget(name: "OpenWidgetKitTestingTests", dependencies: ["OpenWidgetKit", "OpenWidgetKitTesting"]),
        .testTarget(
            name: "ExampleWidgetsTests",
            dependencies: ["ExampleWidgets", "OpenWidgetKit", "OpenWidgetKitTesting", "piggybank-app"]),
        // A widget extension that misbehaves on purpose, for the host's isolation tests.
        .executableTarget(
            name: "hostile-widgets", dependencies: ["OpenWidgetKit"], path: "Tests/Fixtures/HostileExtension"),
        // A widget extension that asks for the person's location (NSWidgetWantsLocation in its Info.plist).
        .executableTarget(
            name: "location-widgets", dependencies: ["OpenWidgetKit"], path: "Tests/Fixtures/LocationExtension",
            resources: [.copy("Extension")]),
        // The dashboard's routes, middleware and errors in process (HummingbirdTesting), with a real host.
        .testTarget(
            name: "WidgetServerTests",
            dependencies: [
                "OpenWidgetKit", .product(name: "Logging", package: "swift-log"),
                "WidgetServer", "WidgetHost", "example-widgets", .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]),
        .testTarget(
            name: "WidgetkitCLITests",
            dependencies: [
                "OpenWidgetKit", .product(name: "HTTPTypes", package: "swift-http-types"),
                "widgetkit", "widgetkit-bench", "example-widgets", "piggybank-app", "hostile-widgets", "location-widgets",
                "ExampleWidgets",
                "WidgetHost", "WidgetServer", "WidgetRendering", "GoldenImages", "CPangoCairo",
                .product(name: "GRDB", package: "GRDB.swift"),
            ], exclude: ["Goldens", "Scripts"]),
    ]
)

for target in package.targets where target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + strictImports
}

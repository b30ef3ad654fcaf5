// On Linux, `import SwiftData` finds this module: a widget file that imports SwiftData for its app's
// model types builds, and SwiftData's own API says why it is not here yet, rather than "no such module".
//
// SwiftData's store is not built for Linux yet: a widget reads its app's data through the app group
// (`UserDefaults(suiteName:)`, files in the group's folder) instead. See docs/Divergences.md.

private let notYet = "SwiftData's store is not available on Linux yet; share the app's data through the app group (UserDefaults(suiteName:) or files) instead"

/// SwiftData's model container. Not available on Linux yet.
@available(*, unavailable, message: "SwiftData's store is not available on Linux yet; share the app's data through the app group (UserDefaults(suiteName:) or files) instead")
public final class ModelContainer {}

/// SwiftData's model context. Not available on Linux yet.
@available(*, unavailable, message: "SwiftData's store is not available on Linux yet; share the app's data through the app group (UserDefaults(suiteName:) or files) instead")
public final class ModelContext {}

/// SwiftData's container configuration. Not available on Linux yet.
@available(*, unavailable, message: "SwiftData's store is not available on Linux yet; share the app's data through the app group (UserDefaults(suiteName:) or files) instead")
public struct ModelConfiguration {}

/// SwiftData's fetch request. Not available on Linux yet.
@available(*, unavailable, message: "SwiftData's store is not available on Linux yet; share the app's data through the app group (UserDefaults(suiteName:) or files) instead")
public struct FetchDescriptor<T> {}

/// SwiftData's query property wrapper. Not available on Linux yet.
@available(*, unavailable, message: "SwiftData's @Query is not available on Linux yet; load the entries' data in the timeline provider instead")
@propertyWrapper
public struct Query<Element, Result> {
    public init() {}
    public var wrappedValue: Result { fatalError(notYet) }
}

/// SwiftData's model protocol. Not available on Linux yet.
@available(*, unavailable, message: "SwiftData's @Model is not available on Linux yet; share the app's data through the app group (UserDefaults(suiteName:) or files) instead")
public protocol PersistentModel: AnyObject {}

/// SwiftData's schema. Not available on Linux yet.
@available(*, unavailable, message: "SwiftData's store is not available on Linux yet; share the app's data through the app group (UserDefaults(suiteName:) or files) instead")
public final class Schema {}

/// SwiftData's `@Model` macro. Not available on Linux yet.
@available(*, unavailable, message: "SwiftData's @Model is not available on Linux yet; share the app's data through the app group (UserDefaults(suiteName:) or files) instead")
@attached(member, names: arbitrary)
public macro Model() = #externalMacro(module: "OpenWidgetKitMacros", type: "PreviewMacro")

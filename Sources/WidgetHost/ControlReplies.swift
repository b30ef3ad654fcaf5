package import Foundation
package import OpenWidgetKit

/// A placed widget as `widgetkit list` shows it: what it is, what it shows, and when and why it
/// reloads next.
package struct InstanceSummary: Codable, Hashable, Sendable {
    package var id: Int
    package var kind: String
    package var family: WidgetFamily
    package var surface: String
    /// Its place among the widgets of its surface: lower comes first.
    package var position: Double?
    package var configuration: ConfigurationValues
    /// The visible text of the entry shown now (the placeholder's before the first timeline).
    package var shownEntry: String?
    /// Its position in the timeline; nil while the placeholder shows.
    package var shownEntryIndex: Int?
    package var entryCount: Int
    package var policy: String?
    package var fetchedAt: Date?
    package var fetchReason: String?
    package var nextReload: Date?
    package var nextReloadReason: String?
    /// The last failed request's reason, if the last request failed.
    package var lastError: String?
    /// How the widget is drawn: `accented` or `vibrant`; absent for full colour.
    package var renderingMode: WidgetRenderingMode? = nil
}

/// `widgetkit receipts ID`: a widget's latest reloads (a page of them), and its budget today.
package struct InstanceReport: Codable, Sendable {
    package var instance: InstanceSummary
    /// The latest reload receipts (50 by default), oldest first.
    package var receipts: [ReloadReceipt]
    /// The cursor for the page of older receipts (`before`); nil when these are the oldest.
    package var olderReceipts: Int?
    /// Whether the oldest receipt's requests were too many to read them all (a reload storm).
    package var receiptsTruncated: Bool
    /// How many receipts the host keeps for the widget in all.
    package var receiptCount: Int
    /// What looked wrong in its timelines (sorted, trimmed, dropped entries): the latest 20, newest last.
    package var warnings: [String]
    /// How many warnings the host keeps for the widget in all.
    package var warningCount: Int
    /// The widget's latest events (at most 200), oldest first.
    package var events: [WidgetEvent]
    package var budgetUsed: Int
    package var budgetLimit: Int
    package var budgetResetsAt: Date
}

/// A kind an extension offers, as `widgetkit kinds` lists it.
package struct KindSummary: Codable, Sendable {
    package var kind: String
    package var displayName: String
    package var description: String
    package var supportedFamilies: [WidgetFamily]
    package var configurable: Bool
    package var configurationSchema: IntentSchema?
    /// The extension executable that serves it.
    package var extensionPath: String
    /// Why that extension is not available now, if it is not.
    package var extensionError: String?
}

/// `widgetkit status`.
package struct HostStatus: Codable, Sendable {
    package var processIdentifier: Int32
    package var dataDirectory: String
    package var socket: String
    package var instances: Int
    package var kinds: Int
    /// The extension executables served.
    package var extensionPaths: [String]
    package var startedAt: Date
    /// The dashboard's address, when `serve` runs one.
    package var dashboard: String?
    /// Why the store cannot be written now (changes are refused until it can), if it cannot.
    package var storeProblem: StoreProblem?
}

/// `widgetkit location`: where the host is, and which extensions may know it.
package struct LocationReport: Codable, Sendable {
    /// One extension that asks for location (`NSWidgetWantsLocation`).
    package struct ExtensionGrant: Codable, Sendable {
        /// The extension as the host runs it (its path and arguments).
        package var path: String
        /// Its executable's name, for `widgetkit location grant NAME`.
        package var name: String
        /// Why it wants location, in its own words.
        package var purpose: String
        /// "granted", "denied" or "undecided".
        package var decision: String
        /// The kinds it serves.
        package var kinds: [String]
    }

    package var place: HostPlace?
    package var extensions: [ExtensionGrant]
}

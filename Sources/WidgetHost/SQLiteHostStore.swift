package import Foundation
import GRDB
package import OpenWidgetKit

/// The host's store in one SQLite file (`host.sqlite` in the data directory), in WAL mode.
///
/// Tables (see `migrator`): `extensions` and `kinds` (what each extension offers), `instances`
/// (placed widgets), `timelines` (each instance's current timeline, when and why it was fetched),
/// `schedules` (which entry shows, the day's budget, and the pending, in-flight and policy reloads),
/// and `events` (the log that receipts and the budget ledger are read from). Dates are stored as
/// seconds since 2001-01-01, exactly as the scheduler holds them.
///
/// ```swift
/// let store = try SQLiteHostStore(directory: dataDirectory)
/// let engine = HostEngine(source: source, clock: WallClock(), store: store)
/// try await engine.resume()
/// ```
package final class SQLiteHostStore: HostStore {
    package let url: URL
    private let pool: DatabasePool
    /// How long events are kept.
    package let eventRetention: TimeInterval
    /// The most the file may grow to, in bytes (SQLite's `max_page_count`); nil: as far as the disk allows.
    package let sizeLimit: Int?

    /// Opens (creating if needed) the store in `directory`. The directory and the store's files are
    /// made owner-only, also when they already existed.
    package init(directory: URL, eventRetention: TimeInterval = 7 * 86_400, sizeLimit: Int? = nil) throws {
        try Self.makeOwnerOnlyDirectory(directory)
        url = directory.appendingPathComponent("host.sqlite")
        self.eventRetention = eventRetention
        self.sizeLimit = sizeLimit
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(5)
        configuration.prepareDatabase { db in
            // WAL with NORMAL: a committed step survives the process being killed at any moment.
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
            if let sizeLimit {
                let pageSize = try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 4096
                try db.execute(sql: "PRAGMA max_page_count = \(max(1, sizeLimit / pageSize))")
            }
        }
        do {
            // Files SQLite creates (the store, its -wal and -shm) are owner-only from the start.
            let previous = umask(0o077)
            defer { umask(previous) }
            pool = try DatabasePool(path: url.path, configuration: configuration)
            try Self.migrator.migrate(pool)
        } catch {
            throw HostStoreError("could not open the store \(url.path): \(Self.reason(error, path: url.path))")
        }
        for suffix in ["", "-wal", "-shm"] {
            chmod(url.path + suffix, 0o600)
        }
    }

    /// Creates `directory` if needed, checks that it can be written and makes it owner-only (0700), saying
    /// what stands in the way.
    package static func makeOwnerOnlyDirectory(_ directory: URL) throws {
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw HostStoreError("could not create the data directory \(directory.path): \(error.localizedDescription)")
        }
        try checkWritable(directory)
        var info = stat()
        guard stat(directory.path, &info) == 0, info.st_mode & 0o777 != 0o700 else { return }
        guard chmod(directory.path, 0o700) == 0 else {
            throw HostStoreError("could not make the data directory \(directory.path) owner-only: "
                + String(cString: strerror(errno)))
        }
    }

    /// Creates and removes a file in `directory`, so that a start in a directory that cannot be written
    /// fails with that reason, not with whatever fails first later (a socket, the store).
    private static func checkWritable(_ directory: URL) throws {
        let probe = directory.appendingPathComponent(".write-check-\(getpid())").path
        let descriptor = open(probe, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw HostStoreError("the data directory \(directory.path) cannot be written: "
                + String(cString: strerror(errno)) + "; give the host a writable --data-dir")
        }
        close(descriptor)
        unlink(probe)
    }

    /// Runs a write transaction; an error becomes one sentence that says why the store cannot be
    /// written and which file it is: "the store cannot be written: disk full (/…/host.sqlite)".
    private func write<T>(_ updates: (Database) throws -> T) throws -> T {
        do {
            return try pool.write(updates)
        } catch let error as HostStoreError {
            throw error
        } catch {
            throw HostStoreError("the store cannot be written: \(Self.reason(error, path: url.path, sizeLimit: sizeLimit)) "
                + "(\(url.path))")
        }
    }

    /// Why a SQLite call failed, in words.
    private static func reason(_ error: any Error, path: String, sizeLimit: Int? = nil) -> String {
        guard let error = error as? DatabaseError else { return "\(error)" }
        switch error.resultCode {
        case .SQLITE_FULL:
            // SQLite says "full" for both; with room left on the disk it is the limit that was reached.
            if let sizeLimit, Self.freeBytes(near: path).map({ $0 > 4 * 1_048_576 }) ?? false {
                return "it reached its size limit of \(formatBytes(sizeLimit))"
            }
            return "disk full"
        case .SQLITE_READONLY: return "the file or its directory is read-only"
        case .SQLITE_PERM, .SQLITE_AUTH: return "permission denied"
        case .SQLITE_CANTOPEN: return "the file cannot be opened"
        case .SQLITE_IOERR: return "input/output error (\(error.message ?? "\(error.extendedResultCode)"))"
        case .SQLITE_CORRUPT, .SQLITE_NOTADB: return "the file is damaged (\(error.message ?? "corrupt"))"
        case .SQLITE_BUSY, .SQLITE_LOCKED: return "another process holds it locked"
        default: return error.message ?? "\(error)"
        }
    }

    /// The bytes free for this user on the file system that holds `path`.
    private static func freeBytes(near path: String) -> Int? {
        var info = statvfs()
        guard statvfs((path as NSString).deletingLastPathComponent, &info) == 0 else { return nil }
        return Int(info.f_bavail) * Int(info.f_frsize)
    }

    /// The schema. Migrations are never edited once released: add a new one instead.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: extensions, instances, timelines, schedules, events") { db in
            try db.create(table: "extensions") { t in
                t.primaryKey("path", .text)
                t.column("protocolVersion", .integer).notNull()
                t.column("describedAt", .double).notNull()
            }
            try db.create(table: "kinds") { t in
                t.primaryKey("kind", .text)
                t.column("extension", .text).notNull().references("extensions", onDelete: .cascade)
                t.column("position", .integer).notNull()
                t.column("description", .text).notNull()  // HostProtocol.WidgetDescription, JSON
            }
            try db.create(table: "instances") { t in
                t.primaryKey("id", .integer)
                t.column("kind", .text).notNull()
                t.column("family", .text).notNull()
                t.column("configuration", .text).notNull()  // ConfigurationValues, JSON
                t.column("surface", .text).notNull()
                t.column("placeholder", .text)  // ArchivedEntry, JSON
            }
            try db.create(table: "timelines") { t in
                t.primaryKey("instance", .integer).references("instances", onDelete: .cascade)
                t.column("timeline", .text).notNull()  // ArchivedTimeline, JSON
                t.column("fetchedAt", .double).notNull()
                t.column("reason", .text).notNull()
            }
            try db.create(table: "schedules") { t in
                t.primaryKey("instance", .integer).references("instances", onDelete: .cascade)
                t.column("shownIndex", .integer)
                t.column("failures", .integer).notNull()
                t.column("budgetUsed", .integer).notNull()
                t.column("budgetDay", .integer)
                t.column("lastFetchStart", .double)
                t.column("policyDue", .double)
                t.column("policyReason", .text)
                t.column("pendingDue", .double)
                t.column("pendingReason", .text)
                t.column("pendingCounted", .boolean)
                t.column("inFlightSince", .double)
                t.column("inFlightReason", .text)
                t.column("reloadAfterFlight", .text)
            }
            try db.create(table: "events") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("instance", .integer).notNull().references("instances", onDelete: .cascade)
                t.column("time", .double).notNull()
                t.column("event", .text).notNull()
                t.column("body", .text).notNull()  // WidgetEvent, JSON
            }
            try db.create(index: "eventsByInstance", on: "events", columns: ["instance", "id"])
            try db.create(index: "eventsByTime", on: "events", columns: ["time"])
            try db.create(table: "hostState") { t in
                t.primaryKey("key", .text)
                t.column("value", .integer).notNull()
            }
        }
        migrator.registerMigration("v2: the order of widgets on their surface") { db in
            try db.alter(table: "instances") { t in
                t.add(column: "position", .double).notNull().defaults(to: 0)
            }
            try db.execute(sql: "UPDATE instances SET position = id")
        }
        migrator.registerMigration("v3: provider calls and warnings by widget") { db in
            // A widget's receipts and warnings are found without scanning its other events. Partial
            // indexes: only those rows pay for them, not every event written.
            try db.execute(sql: """
                CREATE INDEX providerCallsByInstance ON events(instance, id) WHERE event = 'providerCall';
                CREATE INDEX warningsByInstance ON events(instance, id) WHERE event = 'warning';
                """)
        }
        migrator.registerMigration("v4: each widget's rendering mode") { db in
            // NULL: full colour, as every widget placed before.
            try db.alter(table: "instances") { t in
                t.add(column: "renderingMode", .text)
            }
        }
        migrator.registerMigration("v5: the host's place and who may know it") { db in
            try db.alter(table: "extensions") { t in
                t.add(column: "location", .text)  // LocationUse, JSON; NULL: the extension does not ask
            }
            try db.create(table: "locationGrants") { t in
                t.primaryKey("extension", .text)  // the extension's path, as in `extensions`
                t.column("granted", .boolean).notNull()
                t.column("decidedAt", .double).notNull()
            }
            try db.create(table: "hostPlace") { t in
                t.primaryKey("id", .integer).check { $0 == 1 }
                t.column("latitude", .double).notNull()
                t.column("longitude", .double).notNull()
                t.column("accuracy", .double)
                t.column("label", .text)
                t.column("setAt", .double).notNull()
            }
        }
        return migrator
    }

    // MARK: - HostStore

    package func load() throws -> StoredHost {
        try pool.read { db in
            let next = try Int.fetchOne(db, sql: "SELECT value FROM hostState WHERE key = 'nextInstance'") ?? 0
            var instances: [Int: StoredInstance] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT * FROM instances ORDER BY id") {
                let id: Int = row["id"]
                let familyName: String = row["family"]
                guard let family = WidgetFamily(name: familyName) else {
                    throw HostStoreError("instance \(id) has an unknown family \"\(familyName)\" in \(url.path)")
                }
                let placement = HostEngine.Placement(
                    kind: row["kind"], family: family,
                    configuration: try decode(ConfigurationValues.self, row["configuration"], "instance \(id)"),
                    surface: row["surface"], position: row["position"],
                    placeholder: try (row["placeholder"] as String?).map {
                        try decode(ArchivedEntry.self, $0, "the placeholder of instance \(id)")
                    })
                var stored = StoredInstance(id: id, placement: placement)
                if let mode = row["renderingMode"] as String? {
                    guard let renderingMode = WidgetRenderingMode(name: mode) else {
                        throw HostStoreError("instance \(id) has an unknown rendering mode \"\(mode)\" in \(url.path)")
                    }
                    stored.placement.renderingMode = renderingMode
                }
                instances[id] = stored
            }
            for row in try Row.fetchAll(db, sql: "SELECT * FROM timelines") {
                let id: Int = row["instance"]
                instances[id]?.placement.timeline = try decode(
                    ArchivedTimeline.self, row["timeline"], "the timeline of instance \(id)")
                instances[id]?.placement.timelineFetchedAt = Date(timeIntervalSinceReferenceDate: row["fetchedAt"])
                instances[id]?.placement.timelineReason = row["reason"]
            }
            for row in try Row.fetchAll(db, sql: "SELECT * FROM schedules") {
                let id: Int = row["instance"]
                instances[id]?.schedule = try schedule(from: row)
            }
            let sorted = instances.values.sorted { $0.id < $1.id }
            return StoredHost(nextInstance: max(next, (sorted.last?.id ?? -1) + 1), instances: sorted)
        }
    }

    package func save(_ changes: HostChanges) throws {
        guard !changes.isEmpty else { return }
        try write { db in
            if let next = changes.nextInstance {
                try db.execute(
                    sql: "INSERT INTO hostState (key, value) VALUES ('nextInstance', ?) "
                        + "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                    arguments: [next])
            }
            for (id, placement) in changes.placements where !changes.removed.contains(id) {
                try db.execute(
                    sql: """
                        INSERT INTO instances (id, kind, family, configuration, surface, position, placeholder,
                            renderingMode)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                        ON CONFLICT(id) DO UPDATE SET kind = excluded.kind, family = excluded.family,
                            configuration = excluded.configuration, surface = excluded.surface,
                            position = excluded.position,
                            placeholder = COALESCE(excluded.placeholder, placeholder),
                            renderingMode = excluded.renderingMode
                        """,
                    arguments: [
                        id, placement.kind, placement.family.description, try encode(placement.configuration),
                        placement.surface, placement.position, try placement.placeholder.map(encode),
                        placement.renderingMode.map(\.description),
                    ])
            }
            for (id, placement) in changes.timelines where !changes.removed.contains(id) {
                guard let timeline = placement.timeline else {
                    // Dropped (the widget changed size): its entries were made for the old one.
                    try db.execute(sql: "DELETE FROM timelines WHERE instance = ?", arguments: [id])
                    continue
                }
                try db.execute(
                    sql: "INSERT OR REPLACE INTO timelines (instance, timeline, fetchedAt, reason) VALUES (?, ?, ?, ?)",
                    arguments: [
                        id, try encode(timeline),
                        (placement.timelineFetchedAt ?? .distantPast).timeIntervalSinceReferenceDate,
                        placement.timelineReason ?? "",
                    ])
            }
            for (id, schedule) in changes.schedules where !changes.removed.contains(id) {
                try db.execute(
                    sql: """
                        INSERT OR REPLACE INTO schedules (instance, shownIndex, failures, budgetUsed, budgetDay,
                            lastFetchStart, policyDue, policyReason, pendingDue, pendingReason, pendingCounted,
                            inFlightSince, inFlightReason, reloadAfterFlight)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [
                        id, schedule.shownIndex, schedule.failures, schedule.budgetUsed, schedule.budgetDay,
                        schedule.lastFetchStart?.timeIntervalSinceReferenceDate,
                        schedule.policyDue?.date.timeIntervalSinceReferenceDate,
                        try schedule.policyDue.map { try encode($0.reason) },
                        schedule.pending?.date.timeIntervalSinceReferenceDate,
                        try schedule.pending.map { try encode($0.reason) },
                        schedule.pending?.counted,
                        schedule.inFlight?.date.timeIntervalSinceReferenceDate,
                        try schedule.inFlight.map { try encode($0.reason) },
                        try schedule.reloadAfterFlight.map(encode),
                    ])
            }
            for id in changes.removed {
                try db.execute(sql: "DELETE FROM instances WHERE id = ?", arguments: [id])
            }
            let insert = try db.cachedStatement(sql: "INSERT INTO events (instance, time, event, body) VALUES (?, ?, ?, ?)")
            for event in changes.events where !changes.removed.contains(event.instance.rawValue) {
                try insert.execute(arguments: [
                    event.instance.rawValue, event.time.timeIntervalSinceReferenceDate, event.event.rawValue,
                    try encode(event),
                ])
            }
        }
    }

    package func events(for instance: InstanceID?) throws -> [WidgetEvent] {
        try pool.read { db in
            if let instance {
                return try events(db, "WHERE instance = ? ORDER BY id", [instance.rawValue])
            }
            return try events(db, "ORDER BY id", [])
        }
    }

    package func latestEvents(for instance: InstanceID, limit: Int) throws -> [WidgetEvent] {
        try pool.read { db in
            try events(db, "WHERE instance = ? ORDER BY id DESC LIMIT ?", [instance.rawValue, limit]).reversed()
        }
    }

    package func latestWarnings(for instance: InstanceID, limit: Int) throws -> [WidgetEvent] {
        try pool.read { db in
            try events(db, "WHERE instance = ? AND event = 'warning' ORDER BY id DESC LIMIT ?", [instance.rawValue, limit])
                .reversed()
        }
    }

    package func receiptEvents(for instance: InstanceID, limit: Int, before: Int?) throws -> EventPage {
        try pool.read { db in
            let bound = before ?? Int.max
            // The provider calls of the page and the one before it: the page is what lies between.
            let calls = try Int.fetchAll(
                db,
                sql: "SELECT id FROM events WHERE instance = ? AND event = 'providerCall' AND id < ? "
                    + "ORDER BY id DESC LIMIT ?",
                arguments: [instance.rawValue, bound, limit + 1])
            guard !calls.isEmpty else { return EventPage(events: [], older: nil) }
            let lower = calls.count > limit ? calls[limit] : Int.min
            let names = EventPage.receiptNames.map(\.rawValue).sorted()
            var page = try events(
                db,
                "WHERE instance = ? AND id > ? AND id < ? AND event IN (\(names.map { _ in "?" }.joined(separator: ","))) "
                    + "ORDER BY id DESC LIMIT ?",
                [instance.rawValue, lower, bound] + names + [EventPage.maximumEvents + 1])
            let truncated = page.count > EventPage.maximumEvents
            if truncated { page.removeLast() }
            return EventPage(
                events: page.reversed(), older: calls.count > limit ? calls[limit - 1] : nil, truncated: truncated)
        }
    }

    package func counts(for instance: InstanceID) throws -> (receipts: Int, warnings: Int) {
        try pool.read { db in
            let count = "SELECT count(*) FROM events WHERE instance = ? AND event = "
            return (
                try Int.fetchOne(db, sql: count + "'providerCall'", arguments: [instance.rawValue]) ?? 0,
                try Int.fetchOne(db, sql: count + "'warning'", arguments: [instance.rawValue]) ?? 0)
        }
    }

    /// Events by a `WHERE … ORDER BY …` clause, in the order it gives.
    private func events(_ db: Database, _ clause: String, _ arguments: [any DatabaseValueConvertible]) throws
        -> [WidgetEvent]
    {
        try Row.fetchAll(db, sql: "SELECT time, body FROM events \(clause)", arguments: StatementArguments(arguments))
            .map { row in
                var event = try decode(WidgetEvent.self, row["body"], "an event")
                event.time = Date(timeIntervalSinceReferenceDate: row["time"])  // exact, as the scheduler had it
                return event
            }
    }

    /// Deletes events older than the retention period before `now`, and compacts the last day's: after a
    /// day, `entryShown` and `reloadCoalesced` events go (receipts and the budget ledger are not made of
    /// them). Returns how many events were deleted.
    @discardableResult
    package func pruneEvents(before now: Date) throws -> Int {
        try write { db in
            try db.execute(
                sql: "DELETE FROM events WHERE time < ?",
                arguments: [now.addingTimeInterval(-eventRetention).timeIntervalSinceReferenceDate])
            var deleted = db.changesCount
            try db.execute(
                sql: "DELETE FROM events WHERE time < ? AND event IN ('entryShown', 'reloadCoalesced')",
                arguments: [now.addingTimeInterval(-Self.compactionAge).timeIntervalSinceReferenceDate])
            deleted += db.changesCount
            return deleted
        }
    }

    /// How old `entryShown` and `reloadCoalesced` events may grow before `pruneEvents` deletes them.
    package static let compactionAge: TimeInterval = 86_400

    package func saveExtension(path: String, description: HostProtocol.ExtensionDescription, at date: Date) throws {
        try write { db in
            try db.execute(
                sql: """
                    INSERT INTO extensions (path, protocolVersion, describedAt, location) VALUES (?, ?, ?, ?)
                    ON CONFLICT(path) DO UPDATE SET protocolVersion = excluded.protocolVersion,
                        describedAt = excluded.describedAt, location = excluded.location
                    """,
                arguments: [
                    path, description.protocolVersion, date.timeIntervalSinceReferenceDate,
                    try description.location.map { try encode($0) },
                ])
            try db.execute(sql: "DELETE FROM kinds WHERE extension = ?", arguments: [path])
            for (position, widget) in description.widgets.enumerated() {
                try db.execute(
                    sql: "INSERT OR REPLACE INTO kinds (kind, extension, position, description) VALUES (?, ?, ?, ?)",
                    arguments: [widget.kind, path, position, try encode(widget)])
            }
        }
    }

    package func extensions() throws -> [String: HostProtocol.ExtensionDescription] {
        try pool.read { db in
            var result: [String: HostProtocol.ExtensionDescription] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT * FROM extensions") {
                let path: String = row["path"]
                let widgets = try String.fetchAll(
                    db, sql: "SELECT description FROM kinds WHERE extension = ? ORDER BY position", arguments: [path]
                ).map { try decode(HostProtocol.WidgetDescription.self, $0, "a kind of \(path)") }
                let location = try (row["location"] as String?).map { try decode(LocationUse.self, $0, "the location use of \(path)") }
                result[path] = HostProtocol.ExtensionDescription(
                    protocolVersion: row["protocolVersion"], widgets: widgets, location: location)
            }
            return result
        }
    }

    /// The host's place and each extension's location grant.
    package func location() throws -> (place: HostPlace?, grants: [String: Bool]) {
        try pool.read { db in
            let place = try Row.fetchOne(db, sql: "SELECT * FROM hostPlace WHERE id = 1").map { row in
                HostPlace(
                    latitude: row["latitude"], longitude: row["longitude"], accuracy: row["accuracy"], label: row["label"],
                    setAt: Date(timeIntervalSinceReferenceDate: row["setAt"]))
            }
            var grants: [String: Bool] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT extension, granted FROM locationGrants") {
                grants[row["extension"]] = row["granted"]
            }
            return (place, grants)
        }
    }

    /// Stores the host's place; nil forgets it.
    package func savePlace(_ place: HostPlace?) throws {
        try write { db in
            guard let place else {
                try db.execute(sql: "DELETE FROM hostPlace")
                return
            }
            try db.execute(
                sql: "INSERT OR REPLACE INTO hostPlace (id, latitude, longitude, accuracy, label, setAt) VALUES (1, ?, ?, ?, ?, ?)",
                arguments: [place.latitude, place.longitude, place.accuracy, place.label, place.setAt.timeIntervalSinceReferenceDate])
        }
    }

    /// Stores a person's decision about an extension's location; nil forgets it (undecided again).
    package func saveLocationGrant(extension path: String, granted: Bool?, at date: Date) throws {
        try write { db in
            if let granted {
                try db.execute(
                    sql: "INSERT OR REPLACE INTO locationGrants (extension, granted, decidedAt) VALUES (?, ?, ?)",
                    arguments: [path, granted, date.timeIntervalSinceReferenceDate])
            } else {
                try db.execute(sql: "DELETE FROM locationGrants WHERE extension = ?", arguments: [path])
            }
        }
    }

    // MARK: - Rows

    private func schedule(from row: Row) throws -> SavedSchedule {
        func date(_ column: String) -> Date? {
            (row[column] as Double?).map(Date.init(timeIntervalSinceReferenceDate:))
        }
        func reason(_ column: String) throws -> ReloadReason? {
            try (row[column] as String?).map { try decode(ReloadReason.self, $0, "a reload reason") }
        }
        func due(_ dateColumn: String, _ reasonColumn: String, counted: Bool) throws -> SavedSchedule.Due? {
            guard let date = date(dateColumn), let reason = try reason(reasonColumn) else { return nil }
            return SavedSchedule.Due(date: date, reason: reason, counted: counted)
        }
        return SavedSchedule(
            shownIndex: row["shownIndex"], failures: row["failures"], budgetUsed: row["budgetUsed"],
            budgetDay: row["budgetDay"], lastFetchStart: date("lastFetchStart"),
            policyDue: try due("policyDue", "policyReason", counted: true),
            pending: try due("pendingDue", "pendingReason", counted: row["pendingCounted"] ?? false),
            inFlight: try due("inFlightSince", "inFlightReason", counted: false),
            reloadAfterFlight: try reason("reloadAfterFlight"))
    }

    private func encode<Value: Encodable>(_ value: Value) throws -> String {
        String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
    }

    private func decode<Value: Decodable>(_ type: Value.Type, _ text: String, _ what: String) throws -> Value {
        do {
            return try JSONDecoder().decode(type, from: Data(text.utf8))
        } catch {
            throw HostStoreError("\(what) in \(url.path) cannot be read: \(error)")
        }
    }
}

/// `512 KB`, `2 MB`.
private func formatBytes(_ bytes: Int) -> String {
    bytes >= 1_048_576 && bytes % 1_048_576 == 0 ? "\(bytes / 1_048_576) MB"
        : bytes >= 1_048_576 ? String(format: "%.1f MB", Double(bytes) / 1_048_576) : "\(bytes / 1024) KB"
}

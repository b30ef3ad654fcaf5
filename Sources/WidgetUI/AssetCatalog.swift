import Foundation
import Synchronization

/// The asset catalogs (`*.xcassets`) an extension ships: `Color("Name")` and `Image("Name")` read
/// them as Xcode writes them (a `Name.colorset` or `Name.imageset` folder with its `Contents.json`).
///
/// Catalogs are looked for in the bundle given, else beside the executable and in its SwiftPM resource
/// bundles (`*.resources`), up to three folders deep. Not in SwiftUI.
package enum AssetCatalog {
    private static let catalogs = Mutex<[String: [URL]]>([:])
    private static let reported = Mutex<Set<String>>([])

    /// The catalogs under a folder (cached per folder).
    static func catalogs(in folder: URL) -> [URL] {
        if let known = catalogs.withLock({ $0[folder.path] }) { return known }
        var found: [URL] = []
        func scan(_ url: URL, depth: Int) {
            guard depth <= 3, let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { return }
            for name in names.sorted() {
                let child = url.appendingPathComponent(name)
                if name.hasSuffix(".xcassets") {
                    found.append(child)
                } else if depth < 3, (name.hasSuffix(".resources") || depth > 0 || name == "Resources"),
                          (try? child.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                    scan(child, depth: depth + 1)
                }
            }
        }
        scan(folder, depth: 0)
        catalogs.withLock { $0[folder.path] = found }
        return found
    }

    /// Where to look for a name: the bundle's catalogs, or those beside the running executable.
    static func searchFolders(_ bundle: Bundle?) -> [URL] {
        var folders: [URL] = []
        if let bundle { folders.append(bundle.bundleURL) }
        if let executable = Bundle.main.executableURL { folders.append(executable.deletingLastPathComponent()) }
        return folders
    }

    /// The `Contents.json` of `name.<kind>` in the first catalog that has it (folders inside a catalog
    /// included, as Xcode's groups are).
    static func contents(of name: String, kind: String, bundle: Bundle?) -> (URL, [String: Any])? {
        guard !name.contains(".."), !name.hasPrefix("/") else { return nil }
        for folder in searchFolders(bundle) {
            for catalog in catalogs(in: folder) {
                guard let enumerator = FileManager.default.enumerator(atPath: catalog.path) else { continue }
                while let path = enumerator.nextObject() as? String {
                    guard URL(fileURLWithPath: path).lastPathComponent == "\(name).\(kind)" else { continue }
                    let set = catalog.appendingPathComponent(path)
                    guard let data = try? Data(contentsOf: set.appendingPathComponent("Contents.json")),
                          let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { continue }
                    return (set, json)
                }
            }
        }
        return nil
    }

    /// Says once per name that it was not found.
    static func reportMissing(_ name: String, kind: String) {
        let first = reported.withLock { $0.insert("\(kind):\(name)").inserted }
        if first {
            FileHandle.standardError.write(Data(
                "OpenWidgetKit: no \(kind) named \"\(name)\" in the extension's asset catalogs; drawn \(kind == "colorset" ? "clear" : "empty")\n".utf8))
        }
    }

    /// A colour set's light and dark appearances as red, green, blue and alpha; nil if absent or unreadable.
    package static func color(named name: String, bundle: Bundle?) -> (light: [Double], dark: [Double]?)? {
        guard let (_, json) = contents(of: name, kind: "colorset", bundle: bundle),
              let colors = json["colors"] as? [[String: Any]] else { return nil }
        var light: [Double]?
        var dark: [Double]?
        for entry in colors {
            guard let color = entry["color"] as? [String: Any], let components = color["components"] as? [String: Any],
                  let rgba = rgba(components) else { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            let isDark = appearances.contains { ($0["value"] as? String) == "dark" }
            let isOther = appearances.contains { ["light", "high"].contains($0["value"] as? String ?? "") && ($0["value"] as? String) != "dark" }
            if isDark {
                if dark == nil { dark = rgba }
            } else if !isOther || light == nil {
                if light == nil || appearances.isEmpty { light = rgba }
            }
        }
        guard let light else { return nil }
        return (light, dark)
    }

    /// Components as Xcode writes them: "0.500" (0–1), "128" (0–255) or "0x80"; a grey has `white`.
    static func rgba(_ components: [String: Any]) -> [Double]? {
        func number(_ key: String) -> Double? {
            guard let raw = components[key] else { return nil }
            if let value = raw as? Double { return value }
            guard let text = (raw as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
            if text.lowercased().hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            if text.contains(".") { return Double(text) }
            return Double(text).map { $0 / 255 }
        }
        let alpha = number("alpha") ?? 1
        if let white = number("white") { return [white, white, white, alpha] }
        guard let red = number("red"), let green = number("green"), let blue = number("blue") else { return nil }
        return [red, green, blue, alpha]
    }
}

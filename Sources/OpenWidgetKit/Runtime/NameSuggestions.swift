/// "Did you mean …?" for every name a person types: widget kinds, families, intent parameters.
///
/// One rule everywhere — the command line, the host's control socket, the dashboard and the
/// extension runtime — so a typo gets the same suggestion wherever it is made. Not in WidgetKit.
extension Sequence<String> {
    /// The element closest to `word` by edit distance, ignoring case, if it is close enough to be a
    /// likely typo: at most 2 edits, or a third of `word`'s length for longer words.
    ///
    /// ```swift
    /// ["com.mygame.dragon", "BankletWidget"].closestMatch(to: "com.mygame.drago")   // "com.mygame.dragon"
    /// ["small", "medium"].closestMatch(to: "enormous")                             // nil
    /// ```
    package func closestMatch(to word: String) -> String? {
        let typed = word.lowercased()
        let scored = map { ($0, $0.lowercased().editDistance(to: typed)) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return best.1 <= Swift.max(2, word.count / 3) ? best.0 : nil
    }
}

extension String {
    /// The Levenshtein distance to `other`: the fewest single-character insertions, deletions and
    /// substitutions that turn one into the other, by Unicode scalar.
    package func editDistance(to other: String) -> Int {
        let a = Array(unicodeScalars), b = Array(other.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}

extension WidgetFamily {
    /// The family a person named: its Swift spelling (`systemMedium`) or its short name (`medium`), in
    /// any case; anything else throws `UnknownWidgetFamily`, which lists the families and suggests the
    /// closest. Not in WidgetKit.
    ///
    /// The command line's `--family`, the control socket's `add` and the dashboard's API all parse
    /// family names here, so they accept the same names and refuse others with the same sentence.
    package static func named(_ name: String) throws(UnknownWidgetFamily) -> WidgetFamily {
        guard let family = WidgetFamily(name: name) else { throw UnknownWidgetFamily(name: name) }
        return family
    }
}

/// A name that is not a widget family. Its description is one sentence for a person: what was
/// given, the closest family if it looks like a typo, and the names there are. Not in WidgetKit.
package struct UnknownWidgetFamily: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name as it was given.
    package var name: String

    package init(name: String) {
        self.name = name
    }

    package var description: String {
        let names = WidgetFamily.allCases.map(\.shortName) + WidgetFamily.allCases.map(\.description)
        let suggestion = names.closestMatch(to: name).map { " (did you mean \"\($0)\"?)" } ?? ""
        return "\"\(name)\" is not a widget family\(suggestion): use "
            + WidgetFamily.allCases.dropLast().map(\.shortName).joined(separator: ", ")
            + " or \(WidgetFamily.allCases.last!.shortName), or the Swift names such as systemMedium"
    }
}

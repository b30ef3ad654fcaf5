import Foundation

/// A control request the host refuses, with the reason.
package struct ControlRefusal: Error, CustomStringConvertible {
    package var description: String

    package init(_ description: String) {
        self.description = description
    }

    package init(unknownKind kind: String, known: [String]) {
        let close = known.min { editDistance($0, kind) < editDistance($1, kind) }
        var text = "no extension of this host offers the kind \"\(kind)\""
        if let close, editDistance(close, kind) <= max(3, kind.count / 3) { text += "; did you mean \"\(close)\"?" }
        description = text + (known.isEmpty ? "" : " Kinds: " + known.joined(separator: ", "))
    }
}

/// Levenshtein distance, for "did you mean".
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    var row = Array(0...b.count)
    for i in 1...max(a.count, 1) where !a.isEmpty {
        var previous = row[0]
        row[0] = i
        for j in stride(from: 1, through: b.count, by: 1) {
            let current = row[j]
            row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
            previous = current
        }
    }
    return row[b.count]
}


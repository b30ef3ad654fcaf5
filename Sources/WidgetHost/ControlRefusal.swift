import Foundation
import OpenWidgetKit

/// A control request the host refuses, with the reason.
package struct ControlRefusal: Error, CustomStringConvertible {
    package var description: String

    package init(_ description: String) {
        self.description = description
    }

    package init(unknownKind kind: String, known: [String]) {
        var text = "no extension of this host offers the kind \"\(kind)\""
        text += known.closestMatch(to: kind).map { "; did you mean \"\($0)\"?" } ?? "."
        description = text + (known.isEmpty ? "" : " Kinds: " + known.joined(separator: ", "))
    }
}

import Foundation

/// How intent types cross process boundaries: by name, found again with the runtime's type lookup.
/// Not in WidgetKit.
package enum IntentTypeName {
    /// The name to send: the runtime's mangled name, which finds structs and classes alike.
    package static func of(_ type: Any.Type) -> String {
        _mangledTypeName(type) ?? String(reflecting: type)
    }

    /// The type a name stands for: a mangled name, or the readable `Module.Type` of a type declared at
    /// the top level of its module.
    package static func type(named name: String) -> Any.Type? {
        if let type = _typeByName(name) { return type }
        let parts = name.split(separator: ".")
        guard parts.count == 2 else { return nil }
        let (module, type) = (parts[0], parts[1])
        // Top-level struct (V), class (C) or enum (O).
        for suffix in ["V", "C", "O"] {
            if let found = _typeByName("\(module.utf8.count)\(module)\(type.utf8.count)\(type)\(suffix)") { return found }
        }
        return nil
    }
}

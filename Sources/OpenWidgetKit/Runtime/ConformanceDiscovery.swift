import Foundation

/// Finds the types that adopt a protocol, at run time, from the conformance records the compiler
/// writes into every Swift image — how `widgetkit preview` finds an extension's `#Preview`s and
/// `PreviewProvider`s without a registry the author has to keep.
///
/// It reads the `swift5_protocol_conformances` section of each loaded image through the runtime's
/// `swift_enumerateAllMetadataSections` (the runtime's own list of images, which swift-testing reads
/// the same way), follows each record to its protocol descriptor, and compares the protocol's name and
/// module. The layouts read here are Swift's stable ABI (swift/ABI/Metadata.h). Generic types are
/// skipped: they have no metadata without their arguments.
package enum ConformanceDiscovery {
    /// The non-generic types that adopt the protocol `name` declared in `module`, in image order
    /// and, within an image, in the order the compiler wrote their conformances.
    package static func types(conformingTo name: String, in module: String) -> [Any.Type] {
        let search = Search(protocolName: name, module: module)
        withExtendedLifetime(search) {
            swift_enumerateAllMetadataSections({ sections, context in
                let search = Unmanaged<Search>.fromOpaque(context!).takeUnretainedValue()
                search.scan(sections.load(as: MetadataSections.self).protocolConformances)
                return true
            }, Unmanaged.passUnretained(search).toOpaque())
        }
        return search.found
    }

    /// The protocol a search looks for and what it found; passed to the C callback as its context.
    private final class Search {
        let protocolName: String
        let module: String
        var found: [Any.Type] = []

        init(protocolName: String, module: String) {
            self.protocolName = protocolName
            self.module = module
        }

        func scan(_ range: SectionRange) {
            guard let start = UnsafeRawPointer(bitPattern: range.start) else { return }
            let recordSize = MemoryLayout<Int32>.size
            for index in 0..<(range.length / recordSize) {
                // A record is a relative pointer to a protocol conformance descriptor.
                guard let conformance = relativeTarget(start + index * recordSize),
                    let proto = relativeTarget(conformance, indirectable: true),
                    contextName(proto) == protocolName,
                    let parent = contextParent(proto), contextName(parent) == module,
                    let type = conformingType(conformance)
                else { continue }
                found.append(type)
            }
        }
    }

    /// The metatype of a conformance's type: its type descriptor's metadata access function, called
    /// for complete metadata. Nil for Objective-C classes, generic types, and anything but a struct,
    /// enum or class.
    private static func conformingType(_ conformance: UnsafeRawPointer) -> Any.Type? {
        // ProtocolConformanceDescriptor: protocol (4), type reference (4), witness table (4), flags (4).
        let flags = (conformance + 12).loadUnaligned(as: UInt32.self)
        let descriptor: UnsafeRawPointer? =
            switch (flags >> 3) & 0x7 {
            case 0: relativeTarget(conformance + 4)  // a direct type descriptor
            case 1: relativeTarget(conformance + 4)?.load(as: UnsafeRawPointer?.self)  // an indirect one
            default: nil  // Objective-C class names
            }
        guard let descriptor else { return nil }
        // TypeContextDescriptor: flags (4), parent (4), name (4), access function (4), …
        let descriptorFlags = descriptor.loadUnaligned(as: UInt32.self)
        let kind = descriptorFlags & 0x1F
        let isGeneric = descriptorFlags & 0x80 != 0
        guard (16...18).contains(kind), !isGeneric, let accessor = relativeTarget(descriptor + 12) else {
            return nil
        }
        // The access function takes a metadata request (0: complete) and returns the metadata in the
        // first return register, as a C function returning a pointer does on x86-64 and arm64.
        typealias MetadataAccessor = @convention(c) (Int) -> UnsafeRawPointer?
        guard let metadata = unsafeBitCast(accessor, to: MetadataAccessor.self)(0) else { return nil }
        return unsafeBitCast(metadata, to: Any.Type.self)
    }

    /// Where a 32-bit relative pointer points; through the slot it names when it is indirect.
    private static func relativeTarget(_ pointer: UnsafeRawPointer, indirectable: Bool = false) -> UnsafeRawPointer? {
        let offset = Int(pointer.loadUnaligned(as: Int32.self))
        guard offset != 0 else { return nil }
        if indirectable, offset & 1 != 0 {
            return (pointer + (offset & ~1)).load(as: UnsafeRawPointer?.self)
        }
        return pointer + offset
    }

    /// A context descriptor's name (modules, protocols and types have one at offset 8).
    private static func contextName(_ descriptor: UnsafeRawPointer) -> String? {
        relativeTarget(descriptor + 8).map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
    }

    /// A context descriptor's parent: a module for a top-level declaration.
    private static func contextParent(_ descriptor: UnsafeRawPointer) -> UnsafeRawPointer? {
        relativeTarget(descriptor + 4, indirectable: true)
    }
}

/// One section of an image: its address and length in bytes (swift/shims/MetadataSections.h).
private struct SectionRange {
    var start: UInt
    var length: Int
}

/// The start of the runtime's description of an image's metadata sections, up to the one read here.
private struct MetadataSections {
    var version: UInt
    var baseAddress: UnsafeRawPointer?
    var unused0: UnsafeRawPointer?
    var unused1: UnsafeRawPointer?
    var protocols: SectionRange
    var protocolConformances: SectionRange
}

/// Calls `body` with each loaded image's metadata sections until it returns false (Swift runtime).
@_silgen_name("swift_enumerateAllMetadataSections")
private func swift_enumerateAllMetadataSections(
    _ body: @convention(c) (UnsafeRawPointer, UnsafeMutableRawPointer?) -> Bool,
    _ context: UnsafeMutableRawPointer?)

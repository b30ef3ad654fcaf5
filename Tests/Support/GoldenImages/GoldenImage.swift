import CPangoCairo
package import Foundation
package import Testing

/// Compares a rendered PNG with a committed golden, allowing small anti-aliasing differences. Shared by
/// the test targets that check images (each keeps its goldens in a `Goldens` folder beside its tests).
///
/// Set `RECORD_GOLDENS=1` to write the goldens anew (then look at every one before committing).
/// On a mismatch the actual image and a difference image are written next to a temporary copy of
/// the golden, and their paths are in the failure message.
package enum GoldenImage {

    package struct Comparison {
        package var differingPixels: Int
        package var totalPixels: Int
        package var maxChannelDifference: Int
    }

    package static func assertMatches(
        _ png: Data, named name: String, in directory: URL, tolerance: Double = 0.002,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let golden = directory.appendingPathComponent("\(name).png")
        if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" || !FileManager.default.fileExists(atPath: golden.path) {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try png.write(to: golden)
            if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] != "1" {
                let message = "No golden for '\(name)'; recorded one at \(golden.path). Look at it, then commit it."
                Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
            }
            return
        }
        let expected = try Data(contentsOf: golden)
        let (comparison, difference) = try compare(png, expected)
        let fraction = Double(comparison.differingPixels) / Double(max(1, comparison.totalPixels))
        if fraction > tolerance {
            let out = FileManager.default.temporaryDirectory.appendingPathComponent("golden-failures/\(name)")
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            try png.write(to: out.appendingPathComponent("actual.png"))
            try expected.write(to: out.appendingPathComponent("expected.png"))
            try difference?.write(to: out.appendingPathComponent("difference.png"))
            let percent = String(format: "%.3f", fraction * 100)
            let message = "'\(name)' differs from its golden in \(comparison.differingPixels) of "
                + "\(comparison.totalPixels) pixels (\(percent)% > \(tolerance * 100)%); see \(out.path)"
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    }

    /// Pixels whose channels differ by more than `threshold` of 255 count as different (24 keeps
    /// anti-aliasing noise between two Cairo renders below it).
    package static func compare(_ actual: Data, _ expected: Data, threshold: Int = 24) throws -> (Comparison, Data?) {
        let a = try decode(actual), b = try decode(expected)
        defer { cairo_surface_destroy(a); cairo_surface_destroy(b) }
        let width = Int(cairo_image_surface_get_width(a)), height = Int(cairo_image_surface_get_height(a))
        guard width == Int(cairo_image_surface_get_width(b)), height == Int(cairo_image_surface_get_height(b)) else {
            return (Comparison(differingPixels: width * height, totalPixels: width * height, maxChannelDifference: 255), nil)
        }
        let diff = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(diff) }
        let strideA = Int(cairo_image_surface_get_stride(a)), strideB = Int(cairo_image_surface_get_stride(b))
        let strideD = Int(cairo_image_surface_get_stride(diff))
        let pa = cairo_image_surface_get_data(a)!, pb = cairo_image_surface_get_data(b)!, pd = cairo_image_surface_get_data(diff)!
        var differing = 0, maxDifference = 0
        for y in 0..<height {
            let rowA = UnsafeRawPointer(pa + y * strideA).assumingMemoryBound(to: UInt32.self)
            let rowB = UnsafeRawPointer(pb + y * strideB).assumingMemoryBound(to: UInt32.self)
            let rowD = UnsafeMutableRawPointer(pd + y * strideD).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                var largest = 0
                for shift in stride(from: 0, through: 24, by: 8) {
                    let delta = abs(Int((rowA[x] >> UInt32(shift)) & 0xFF) - Int((rowB[x] >> UInt32(shift)) & 0xFF))
                    largest = max(largest, delta)
                }
                maxDifference = max(maxDifference, largest)
                if largest > threshold {
                    differing += 1
                    rowD[x] = 0xFFFF_0000
                } else {
                    rowD[x] = 0xFFFF_FFFF
                }
            }
        }
        cairo_surface_mark_dirty(diff)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("diff-\(UUID().uuidString).png").path
        cairo_surface_write_to_png(diff, path)
        let diffData = try? Data(contentsOf: URL(fileURLWithPath: path))
        try? FileManager.default.removeItem(atPath: path)
        return (Comparison(differingPixels: differing, totalPixels: width * height, maxChannelDifference: maxDifference), diffData)
    }

    package static func decode(_ png: Data) throws -> OpaquePointer {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("decode-\(UUID().uuidString).png")
        try png.write(to: path)
        defer { try? FileManager.default.removeItem(at: path) }
        let surface = cairo_image_surface_create_from_png(path.path)!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw DecodeError()
        }
        return surface
    }

    struct DecodeError: Error, CustomStringConvertible {
        var description: String { "not a PNG Cairo can read" }
    }
}

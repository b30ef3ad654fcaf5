import CPangoCairo
import Foundation

/// Finds and decodes the images widgets name with `Image("name")`: PNG files in the folders the
/// renderer is given (a widget extension's resources), `name.png`, `name@2x.png` or `name@3x.png`.
final class ImageStore {
    struct Loaded {
        let surface: OpaquePointer
        /// The image's size in points: pixels divided by its @2x/@3x scale.
        let size: Size
    }

    private var cache: [String: Loaded?] = [:]
    var searchPaths: [URL]

    init(searchPaths: [URL]) {
        self.searchPaths = searchPaths
    }

    deinit {
        for case let loaded? in cache.values { cairo_surface_destroy(loaded.surface) }
        for case let loaded? in decoded.values { cairo_surface_destroy(loaded.surface) }
    }

    private var decoded: [Data: Loaded?] = [:]

    /// A PNG's bytes decoded, or nil if they are not a PNG Cairo can read (JPEG is not decoded yet).
    func image(data: Data) -> Loaded? {
        if let cached = decoded[data] { return cached }
        var found: Loaded?
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            final class Reader {
                let bytes: [UInt8]
                var offset = 0
                init(_ data: Data) { bytes = [UInt8](data) }
            }
            let reader = Reader(data)
            let surface = withExtendedLifetime(reader) {
                cairo_image_surface_create_from_png_stream({ closure, buffer, length in
                    let reader = Unmanaged<Reader>.fromOpaque(closure!).takeUnretainedValue()
                    let count = Int(length)
                    guard reader.offset + count <= reader.bytes.count, let buffer else { return CAIRO_STATUS_READ_ERROR }
                    reader.bytes.withUnsafeBufferPointer { source in
                        buffer.update(from: source.baseAddress! + reader.offset, count: count)
                    }
                    reader.offset += count
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(reader).toOpaque())
            }
            if let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS {
                found = Loaded(surface: surface, size: Size(
                    width: Double(cairo_image_surface_get_width(surface)), height: Double(cairo_image_surface_get_height(surface))))
            } else if let surface {
                cairo_surface_destroy(surface)
            }
        }
        decoded[data] = found
        return found
    }

    /// The image, or nil if no readable PNG of that name is in the search paths.
    func image(named name: String) -> Loaded? {
        if let cached = cache[name] { return cached }
        var found: Loaded?
        // Names are file names, never paths: "../secret" finds nothing.
        if !name.contains("/"), !name.hasPrefix(".") {
            search: for directory in searchPaths {
                for (suffix, scale) in [("@3x", 3.0), ("@2x", 2.0), ("", 1.0)] {
                    let file = directory.appendingPathComponent("\(name)\(suffix).png")
                    guard FileManager.default.fileExists(atPath: file.path),
                          let surface = cairo_image_surface_create_from_png(file.path) else { continue }
                    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
                        cairo_surface_destroy(surface)
                        continue
                    }
                    let width = Double(cairo_image_surface_get_width(surface)) / scale
                    let height = Double(cairo_image_surface_get_height(surface)) / scale
                    found = Loaded(surface: surface, size: Size(width: width, height: height))
                    break search
                }
            }
        }
        cache[name] = found
        return found
    }
}

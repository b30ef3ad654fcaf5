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

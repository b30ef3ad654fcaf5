import CPangoCairo
import Foundation

/// Writes Cairo surfaces as PNG files in memory.
enum PNGWriter {
    private final class Sink {
        var data = Data()
    }

    /// Cairo's own writer (zlib's default level).
    static func write(surface: OpaquePointer) throws -> Data {
        let sink = Sink()
        let status = cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
            let sink = Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue()
            sink.data.append(bytes!, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.png(String(cString: cairo_status_to_string(status)))
        }
        return sink.data
    }
}

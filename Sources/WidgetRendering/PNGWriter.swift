import CPangoCairo
import Foundation

/// Writes PNG files in memory: quickly (zlib level 1, the Up filter), in colour or in the 1- and
/// 2-bit grays e-ink screens take.
///
/// Encoding, not drawing, dominates the cost of a widget image (see bench/reference-scene): Cairo's
/// own writer compresses at zlib's default level; this one trades a few percent of size for about
/// three times the speed.
public enum PNGWriter {
    /// The pixel layout of an image to encode.
    public enum PixelFormat: Sendable {
        /// 8-bit red, green, blue, alpha (colour type 6).
        case rgba
        /// Grayscale at 1, 2, 4 or 8 bits per pixel (colour type 0); samples must already be reduced.
        case gray(bitDepth: Int)
    }

    /// Encodes rows of packed samples.
    ///
    /// - Parameters:
    ///   - pixels: `height` rows of `rowBytes` bytes each, already packed for the format.
    ///   - level: zlib level, 1 (fast) to 9 (small).
    public static func encode(
        width: Int, height: Int, format: PixelFormat, rowBytes: Int, pixels: UnsafeRawBufferPointer, level: Int32 = 1
    ) throws -> Data {
        // Filter every row with Up (each byte minus the byte above): cheap and effective on UI images.
        var filtered = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
        filtered.withUnsafeMutableBufferPointer { out in
            let source = pixels.bindMemory(to: UInt8.self)
            for y in 0..<height {
                let row = y * rowBytes, target = y * (rowBytes + 1)
                out[target] = 2
                if y == 0 {
                    for x in 0..<rowBytes { out[target + 1 + x] = source[row + x] }
                } else {
                    let above = row - rowBytes
                    for x in 0..<rowBytes { out[target + 1 + x] = source[row + x] &- source[above + x] }
                }
            }
        }
        let compressed = try deflate(filtered, level: level)

        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        switch format {
        case .rgba: header.append(contentsOf: [8, 6, 0, 0, 0])
        case .gray(let depth): header.append(contentsOf: [UInt8(depth), 0, 0, 0, 0])
        }
        appendChunk("IHDR", header, to: &png)
        appendChunk("IDAT", compressed, to: &png)
        appendChunk("IEND", Data(), to: &png)
        return png
    }

    /// Encodes a Cairo ARGB32 surface (premultiplied, native-endian) as an RGBA PNG.
    static func write(surface: OpaquePointer, level: Int32 = 1) throws -> Data {
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { throw RenderError.png("the surface has no pixels") }
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        rgba.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let pixel = row[x]
                    let a = UInt32(pixel >> 24), target = (y * width + x) * 4
                    var r = (pixel >> 16) & 0xFF, g = (pixel >> 8) & 0xFF, b = pixel & 0xFF
                    if a != 255 && a != 0 {
                        r = min(255, (r * 255 + a / 2) / a)
                        g = min(255, (g * 255 + a / 2) / a)
                        b = min(255, (b * 255 + a / 2) / a)
                    }
                    out[target] = UInt8(r)
                    out[target + 1] = UInt8(g)
                    out[target + 2] = UInt8(b)
                    out[target + 3] = UInt8(a)
                }
            }
        }
        return try rgba.withUnsafeBytes {
            try encode(width: width, height: height, format: .rgba, rowBytes: width * 4, pixels: $0, level: level)
        }
    }

    private static func deflate(_ bytes: [UInt8], level: Int32) throws -> Data {
        var stream = z_stream()
        guard deflateInit_(&stream, level, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw RenderError.png("zlib could not start")
        }
        defer { deflateEnd(&stream) }
        let bound = Int(deflateBound(&stream, UInt(bytes.count)))
        var output = [UInt8](repeating: 0, count: bound)
        let result: Int32 = bytes.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out in
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                stream.avail_in = UInt32(input.count)
                stream.next_out = out.baseAddress
                stream.avail_out = UInt32(out.count)
                return CPangoCairo.deflate(&stream, Z_FINISH)
            }
        }
        guard result == Z_STREAM_END else { throw RenderError.png("zlib could not compress (\(result))") }
        return Data(output[0..<Int(stream.total_out)])
    }

    private static func appendChunk(_ type: String, _ body: Data, to png: inout Data) {
        png.appendBigEndian(UInt32(body.count))
        let typeBytes = Data(type.utf8)
        png.append(typeBytes)
        png.append(body)
        var crc = crc32(0, nil, 0)
        typeBytes.withUnsafeBytes { crc = crc32(crc, $0.bindMemory(to: UInt8.self).baseAddress, UInt32($0.count)) }
        body.withUnsafeBytes { crc = crc32(crc, $0.bindMemory(to: UInt8.self).baseAddress, UInt32($0.count)) }
        png.appendBigEndian(UInt32(crc))
    }
}

extension Data {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)])
    }

    mutating func appendLittleEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF), UInt8((value >> 16) & 0xFF), UInt8(value >> 24)])
    }

    mutating func appendLittleEndian(_ value: UInt16) {
        append(contentsOf: [UInt8(value & 0xFF), UInt8(value >> 8)])
    }
}

import CPangoCairo
package import Foundation

/// Writes PNG files in memory: quickly (zlib level 1, the Up filter), in colour or in the 1- and
/// 2-bit grays e-ink screens take.
///
/// Encoding, not drawing, dominates the cost of a widget image (see bench/reference-scene): Cairo's
/// own writer compresses at zlib's default level; this one trades a few percent of size for about
/// three times the speed.
package enum PNGWriter {
    /// The pixel layout of an image to encode.
    package enum PixelFormat: Sendable {
        /// 8-bit red, green, blue, alpha (colour type 6).
        case rgba
        /// 8-bit red, green, blue (colour type 2).
        case rgb
        /// Grayscale at 1, 2, 4 or 8 bits per pixel (colour type 0); samples must already be reduced.
        case gray(bitDepth: Int)
    }

    /// Encodes rows of packed samples.
    ///
    /// - Parameters:
    ///   - pixels: `height` rows of `rowBytes` bytes each, already packed for the format.
    ///   - level: zlib level, 1 (fast) to 9 (small).
    ///   - upFilter: filter rows with Up (good for colour); false writes them unfiltered (best for 1-bit).
    package static func encode(
        width: Int, height: Int, format: PixelFormat, rowBytes: Int, pixels: UnsafeRawBufferPointer, level: Int32 = 1,
        upFilter: Bool = true
    ) throws -> Data {
        var filtered = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
        filtered.withUnsafeMutableBufferPointer { out in
            let source = pixels.bindMemory(to: UInt8.self).baseAddress!
            let target = out.baseAddress!
            for y in 0..<height {
                let row = source + y * rowBytes, line = target + y * (rowBytes + 1)
                if upFilter && y > 0 {
                    line[0] = 2
                    let above = row - rowBytes
                    for x in 0..<rowBytes { line[1 + x] = row[x] &- above[x] }
                } else {
                    line[0] = 0
                    (line + 1).update(from: row, count: rowBytes)
                }
            }
        }
        var output: [UInt8] = []
        let compressed = try filtered.withUnsafeBufferPointer { try deflate($0, level: level, output: &output) }
        return try container(width: width, height: height, format: format, compressed: compressed)
    }

    private static func container(width: Int, height: Int, format: PixelFormat, compressed: Data) throws -> Data {
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        switch format {
        case .rgba: header.append(contentsOf: [8, 6, 0, 0, 0])
        case .rgb: header.append(contentsOf: [8, 2, 0, 0, 0])
        case .gray(let depth): header.append(contentsOf: [UInt8(depth), 0, 0, 0, 0])
        }
        appendChunk("IHDR", header, to: &png)
        appendChunk("IDAT", compressed, to: &png)
        appendChunk("IEND", Data(), to: &png)
        return png
    }

    /// Buffers reused from one image to the next, so a renderer drawing frame after frame does not
    /// allocate (and fault in) a few megabytes each time.
    final class Scratch {
        var filtered: [UInt8] = []
        var rows: [UInt8] = []
        var compressed: [UInt8] = []
    }

    /// Encodes a Cairo ARGB32 surface (premultiplied, native-endian): RGB when every pixel is
    /// opaque, RGBA otherwise. Converts and filters in one pass.
    static func write(surface: OpaquePointer, level: Int32 = 1, scratch: Scratch = Scratch()) throws -> Data {
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { throw RenderError.png("the surface has no pixels") }
        var opaque = true
        for y in 0..<height where opaque {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width where row[x] < 0xFF00_0000 {
                opaque = false
                break
            }
        }
        let channels = opaque ? 3 : 4
        let rowBytes = width * channels
        if scratch.filtered.count < (rowBytes + 1) * height {
            scratch.filtered = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
        }
        if scratch.rows.count < 2 * rowBytes { scratch.rows = [UInt8](repeating: 0, count: 2 * rowBytes) }
        scratch.filtered.withUnsafeMutableBufferPointer { out in
            scratch.rows.withUnsafeMutableBufferPointer { rows in
                do {
                    var above = rows.baseAddress!, converted = rows.baseAddress! + rowBytes
                    above.update(repeating: 0, count: rowBytes)
                    for y in 0..<height {
                        let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                        let line = out.baseAddress! + y * (rowBytes + 1)
                        line[0] = 2  // Up; the first row's "above" is zeros, as PNG defines.
                        let filtered = line + 1
                        if opaque {
                            // Convert and filter in the same pass.
                            for x in 0..<width {
                                let pixel = row[x], o = x &* 3
                                let r = UInt8(truncatingIfNeeded: pixel >> 16), g = UInt8(truncatingIfNeeded: pixel >> 8)
                                let b = UInt8(truncatingIfNeeded: pixel)
                                filtered[o] = r &- above[o]
                                filtered[o &+ 1] = g &- above[o &+ 1]
                                filtered[o &+ 2] = b &- above[o &+ 2]
                                converted[o] = r
                                converted[o &+ 1] = g
                                converted[o &+ 2] = b
                            }
                        } else {
                            for x in 0..<width {
                                let pixel = row[x]
                                var r = (pixel >> 16) & 0xFF, g = (pixel >> 8) & 0xFF, b = pixel & 0xFF
                                let a = pixel >> 24
                                if a != 255 && a != 0 {
                                    r = min(255, (r * 255 + a / 2) / a)
                                    g = min(255, (g * 255 + a / 2) / a)
                                    b = min(255, (b * 255 + a / 2) / a)
                                }
                                let target = converted + x * 4
                                target[0] = UInt8(truncatingIfNeeded: r)
                                target[1] = UInt8(truncatingIfNeeded: g)
                                target[2] = UInt8(truncatingIfNeeded: b)
                                target[3] = UInt8(truncatingIfNeeded: a)
                            }
                            for x in 0..<rowBytes { filtered[x] = converted[x] &- above[x] }
                        }
                        swap(&above, &converted)
                    }
                }
            }
        }
        let compressed = try scratch.filtered.withUnsafeBufferPointer { filtered in
            let bytes = UnsafeBufferPointer(rebasing: filtered[0..<((rowBytes + 1) * height)])
            let cores = min(4, ProcessInfo.processInfo.activeProcessorCount)
            if bytes.count >= 256 * 1024 && cores > 1 {
                return try deflateInParallel(bytes, level: level, parts: cores, output: &scratch.compressed)
            }
            return try deflate(bytes, level: level, output: &scratch.compressed)
        }
        return try container(width: width, height: height, format: opaque ? .rgb : .rgba, compressed: compressed)
    }

    private static func deflate(_ bytes: UnsafeBufferPointer<UInt8>, level: Int32, output: inout [UInt8]) throws -> Data {
        var stream = z_stream()
        guard deflateInit_(&stream, level, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw RenderError.png("zlib could not start")
        }
        defer { deflateEnd(&stream) }
        let bound = Int(deflateBound(&stream, UInt(bytes.count)))
        if output.count < bound { output = [UInt8](repeating: 0, count: bound) }
        let result: Int32 = output.withUnsafeMutableBufferPointer { out in
            stream.next_in = UnsafeMutablePointer(mutating: bytes.baseAddress)
            stream.avail_in = UInt32(bytes.count)
            stream.next_out = out.baseAddress
            stream.avail_out = UInt32(out.count)
            return CPangoCairo.deflate(&stream, Z_FINISH)
        }
        guard result == Z_STREAM_END else { throw RenderError.png("zlib could not compress (\(result))") }
        return Data(output[0..<Int(stream.total_out)])
    }

    /// Deflates in `parts` pieces at once, as pigz does: each piece is a raw deflate stream primed
    /// with the 32 KiB before it and ended on a byte boundary (a sync flush), so the pieces join into
    /// one valid zlib stream whose checksum is combined from theirs. A large image compresses in about
    /// half the time on two cores, for a few hundred bytes more.
    private static func deflateInParallel(
        _ bytes: UnsafeBufferPointer<UInt8>, level: Int32, parts: Int, output: inout [UInt8]
    ) throws -> Data {
        let base = bytes.baseAddress!, count = bytes.count
        let size = (count + parts - 1) / parts
        // One region of the (reused) output buffer per part, sized by zlib's bound, so the workers
        // allocate nothing.
        let region = Int(compressBound(UInt(size))) + 64
        if output.count < region * parts { output = [UInt8](repeating: 0, count: region * parts) }
        var results = [(length: Int, adler: UInt, ok: Bool)](repeating: (0, 0, false), count: parts)
        try output.withUnsafeMutableBufferPointer { out in
            try results.withUnsafeMutableBufferPointer { results in
                // Each iteration reads the shared input and writes only its own region and slot.
                nonisolated(unsafe) let input = base
                nonisolated(unsafe) let target = out.baseAddress!
                nonisolated(unsafe) let slots = results
                DispatchQueue.concurrentPerform(iterations: parts) { part in
                    let start = min(count, part * size), end = min(count, start + size)
                    var stream = z_stream()
                    guard deflateInit2_(&stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
                                        Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return }
                    defer { deflateEnd(&stream) }
                    if start > 0 {
                        let window = min(32 * 1024, start)
                        deflateSetDictionary(&stream, input + start - window, UInt32(window))
                    }
                    let last = part == parts - 1
                    stream.next_in = UnsafeMutablePointer(mutating: input + start)
                    stream.avail_in = UInt32(end - start)
                    stream.next_out = target + part * region
                    stream.avail_out = UInt32(region)
                    let status = CPangoCairo.deflate(&stream, last ? Z_FINISH : Z_SYNC_FLUSH)
                    guard last ? status == Z_STREAM_END : (status == Z_OK && stream.avail_in == 0) else { return }
                    slots[part] = (Int(stream.total_out), adler32(1, input + start, UInt32(end - start)), true)
                }
                for part in 0..<parts where !results[part].ok {
                    throw RenderError.png("zlib could not compress part \(part)")
                }
            }
        }
        var data = Data(capacity: results.reduce(6) { $0 + $1.length })
        data.append(contentsOf: [0x78, 0x01])
        var adler: UInt = 1
        for part in 0..<parts {
            data.append(contentsOf: output[(part * region)..<(part * region + results[part].length)])
            let length = min(count, (part + 1) * size) - min(count, part * size)
            adler = adler32_combine(adler, results[part].adler, off_t(length))
        }
        data.appendBigEndian(UInt32(adler & 0xFFFF_FFFF))
        return data
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

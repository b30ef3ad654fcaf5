import CPangoCairo
package import Foundation

/// How gray levels become the few an e-ink panel shows.
package enum Dithering: String, CaseIterable, Sendable {
    /// Nearest level: crisp text and flat areas, banding in gradients.
    case threshold
    /// Floyd–Steinberg error diffusion: smooth gradients, dotty small text.
    case floydSteinberg = "floyd-steinberg"
    /// Atkinson's diffusion (3/4 of the error): more contrast than Floyd–Steinberg.
    case atkinson
    /// A 4×4 Bayer matrix: regular pattern, stable from frame to frame.
    case ordered
}

/// The gray depths e-ink panels take.
package enum EinkDepth: Int, Sendable {
    /// Black and white.
    case oneBit = 1
    /// Four grays.
    case twoBit = 2
}

/// Turns a rendered colour image into what an e-ink display shows: grayscale, reduced to 1 or 2 bits
/// with a dithering, as a PNG (smallest form) or a 1-bit BMP.
package struct EinkImage: Sendable {
    package let width: Int
    package let height: Int
    package let depth: EinkDepth
    /// One level per pixel, 0 (black) to 2^depth − 1 (white), row by row.
    package let levels: [UInt8]

    /// Reduces a rendered surface. Transparent pixels count as white.
    init(surface: OpaquePointer, depth: EinkDepth, dithering: Dithering) {
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var gray = [Int32](repeating: 255, count: width * height)
        gray.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let pixel = row[x]
                    // Premultiplied: composite on white by adding the missing coverage.
                    let white = 255 - Int32(pixel >> 24)
                    let r = Int32((pixel >> 16) & 0xFF) + white
                    let g = Int32((pixel >> 8) & 0xFF) + white
                    let b = Int32(pixel & 0xFF) + white
                    out[y * width + x] = (r * 77 + g * 150 + b * 29) >> 8
                }
            }
        }
        self.init(luma: gray, width: width, height: height, depth: depth, dithering: dithering)
    }

    /// Reduces 8-bit gray values (0 black … 255 white).
    package init(gray input: [Float], width: Int, height: Int, depth: EinkDepth, dithering: Dithering) {
        self.init(luma: input.map { Int32(min(255, max(0, $0)).rounded()) }, width: width, height: height, depth: depth,
                  dithering: dithering)
    }

    /// Error diffusion in integers, in place, with the error carried at 16× precision.
    private init(luma: [Int32], width: Int, height: Int, depth: EinkDepth, dithering: Dithering) {
        self.width = width
        self.height = height
        self.depth = depth
        let maxLevel = Int32((1 << depth.rawValue) - 1)
        let step = 255 / maxLevel
        var levels = [UInt8](repeating: 0, count: width * height)
        if dithering == .floydSteinberg || dithering == .threshold {
            Self.diffuse(luma, into: &levels, width: width, height: height, maxLevel: maxLevel,
                         diffuses: dithering == .floydSteinberg)
            self.levels = levels
            return
        }
        var gray = luma.map { $0 * 16 }
        let bayer: [Int32] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5]
        gray.withUnsafeMutableBufferPointer { gray in
            levels.withUnsafeMutableBufferPointer { levels in
                for y in 0..<height {
                    for x in 0..<width {
                        let index = y * width + x
                        var value = min(255 * 16, max(0, gray[index]))
                        if dithering == .ordered {
                            value += (bayer[(y & 3) * 4 + (x & 3)] * 2 - 15) * step / 2
                        }
                        let level = min(maxLevel, max(0, (value + step * 8) / (step * 16)))
                        levels[index] = UInt8(truncatingIfNeeded: level)
                        let error = value - level * step * 16
                        switch dithering {
                        case .threshold, .ordered:
                            break
                        case .floydSteinberg:
                            if x + 1 < width { gray[index + 1] += error * 7 / 16 }
                            if y + 1 < height {
                                if x > 0 { gray[index + width - 1] += error * 3 / 16 }
                                gray[index + width] += error * 5 / 16
                                if x + 1 < width { gray[index + width + 1] += error / 16 }
                            }
                        case .atkinson:
                            let share = error / 8
                            if x + 1 < width { gray[index + 1] += share }
                            if x + 2 < width { gray[index + 2] += share }
                            if y + 1 < height {
                                if x > 0 { gray[index + width - 1] += share }
                                gray[index + width] += share
                                if x + 1 < width { gray[index + width + 1] += share }
                            }
                            if y + 2 < height { gray[index + 2 * width] += share }
                        }
                    }
                }
            }
        }
        self.levels = levels
    }

    /// Floyd–Steinberg (or a plain threshold) with two rows of error, as the C reference does.
    private static func diffuse(
        _ luma: [Int32], into levels: inout [UInt8], width: Int, height: Int, maxLevel: Int32, diffuses: Bool
    ) {
        let step = 255 / maxLevel
        var errors = [Int32](repeating: 0, count: 2 * (width + 2))
        luma.withUnsafeBufferPointer { luma in
            levels.withUnsafeMutableBufferPointer { levels in
                errors.withUnsafeMutableBufferPointer { errors in
                    var current = errors.baseAddress! + 1, next = errors.baseAddress! + width + 3
                    for y in 0..<height {
                        (next - 1).update(repeating: 0, count: width + 2)
                        let row = y * width
                        for x in 0..<width {
                            let value = luma[row + x] + current[x] / 16
                            var level = (value + step / 2) / step
                            level = level < 0 ? 0 : (level > maxLevel ? maxLevel : level)
                            levels[row + x] = UInt8(truncatingIfNeeded: level)
                            if diffuses {
                                let error = value - level * step
                                current[x + 1] += error * 7
                                next[x - 1] += error * 3
                                next[x] += error * 5
                                next[x + 1] += error
                            }
                        }
                        swap(&current, &next)
                    }
                }
            }
        }
    }

    /// Rows of samples packed most significant bit first, each row padded to a byte.
    private func packedRows() -> (rowBytes: Int, bytes: [UInt8]) {
        let bits = depth.rawValue
        let rowBytes = (width * bits + 7) / 8
        var bytes = [UInt8](repeating: 0, count: rowBytes * height)
        let perByte = 8 / bits
        levels.withUnsafeBufferPointer { levels in
            bytes.withUnsafeMutableBufferPointer { bytes in
                for y in 0..<height {
                    let row = y * rowBytes, source = y * width
                    var x = 0, byte = 0
                    while x < width {
                        // Pack up to one byte's worth of samples, most significant first.
                        var packed: UInt8 = 0
                        let count = min(perByte, width - x)
                        for k in 0..<count { packed |= levels[source + x + k] << UInt8((perByte - 1 - k) * bits) }
                        bytes[row + byte] = packed
                        x += count
                        byte += 1
                    }
                }
            }
        }
        return (rowBytes, bytes)
    }

    /// A grayscale PNG at the image's depth: the smallest form e-ink devices take.
    package func png() throws -> Data {
        let (rowBytes, bytes) = packedRows()
        return try bytes.withUnsafeBytes {
            try PNGWriter.encode(width: width, height: height, format: .gray(bitDepth: depth.rawValue),
                                 rowBytes: rowBytes, pixels: $0, level: 6, upFilter: false)
        }
    }

    /// A 1-bit BMP with a black-and-white palette, rows bottom-up: at 800×480, exactly the 48,062
    /// bytes TRMNL-style devices expect (62 bytes of headers and palette, then 48,000 of pixels).
    package func bmp() throws -> Data {
        guard depth == .oneBit else { throw RenderError.png("a BMP for e-ink must be 1-bit; use --eink 1bit") }
        let (rowBytes, bytes) = packedRows()
        let paddedRow = (rowBytes + 3) / 4 * 4
        let pixelBytes = paddedRow * height
        let offset = 14 + 40 + 8
        var bmp = Data()
        bmp.append(contentsOf: [0x42, 0x4D])  // "BM"
        bmp.appendLittleEndian(UInt32(offset + pixelBytes))
        bmp.appendLittleEndian(UInt32(0))
        bmp.appendLittleEndian(UInt32(offset))
        bmp.appendLittleEndian(UInt32(40))  // BITMAPINFOHEADER
        bmp.appendLittleEndian(UInt32(width))
        bmp.appendLittleEndian(UInt32(height))  // positive: bottom-up
        bmp.appendLittleEndian(UInt16(1))
        bmp.appendLittleEndian(UInt16(1))
        bmp.appendLittleEndian(UInt32(0))  // no compression
        bmp.appendLittleEndian(UInt32(pixelBytes))
        bmp.appendLittleEndian(UInt32(2835))
        bmp.appendLittleEndian(UInt32(2835))
        bmp.appendLittleEndian(UInt32(2))
        bmp.appendLittleEndian(UInt32(2))
        bmp.append(contentsOf: [0, 0, 0, 0, 255, 255, 255, 0])  // index 0 black, 1 white
        let padding = [UInt8](repeating: 0, count: paddedRow - rowBytes)
        for y in stride(from: height - 1, through: 0, by: -1) {
            bmp.append(contentsOf: bytes[(y * rowBytes)..<((y + 1) * rowBytes)])
            bmp.append(contentsOf: padding)
        }
        return bmp
    }
}

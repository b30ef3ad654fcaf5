import Foundation
import Testing

/// Width and height from a PNG's IHDR chunk.
private func pngSize(_ data: Data) -> (Int, Int) {
    let bytes = [UInt8](data)
    func word(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (word(16), word(20))
}

@Suite("widgetkit preview")
struct PreviewCommandTests {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("owk-preview-\(UUID().uuidString)").path

    @Test("systemMedium at scale 1 is exactly 364×170 pixels; at scale 3, 1092×510")
    func sizes() throws {
        for (scale, expected) in [("1", (364, 170)), ("3", (1092, 510))] {
            let result = try widgetkit(["preview", "com.mygame.game-status", "--family", "systemMedium", "--scale", scale,
                                  "--at", "2026-01-05T09:00:00Z", "--out", out])
            #expect(result.status == 0, "\(result.error)")
            let file = "\(out)/com.mygame.game-status-medium-entry@\(scale)x.png"
            let data = try Data(contentsOf: URL(fileURLWithPath: file))
            #expect(pngSize(data) == expected)
        }
    }

    @Test("--size 800x480 --eink 1bit --format bmp writes the 48,062-byte BMP")
    func bmp() throws {
        let result = try widgetkit(["preview", "com.mygame.character-detail", "--size", "800x480", "--eink", "1bit",
                              "--format", "bmp", "--at", "2026-01-05T09:00:00Z", "--out", out])
        #expect(result.status == 0, "\(result.error)")
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: out).first { $0.hasSuffix(".bmp") })
        #expect(try Data(contentsOf: URL(fileURLWithPath: "\(out)/\(file)")).count == 48_062)
    }

    @Test("--timeline writes one file per entry and a contact sheet")
    func timeline() throws {
        let result = try widgetkit(["preview", "com.mygame.character-detail", "--timeline", "--at", "2026-01-05T09:00:00Z",
                              "--out", out])
        #expect(result.status == 0, "\(result.error)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out)
        #expect(files.filter { $0.contains("-entry-") }.count == 4)
        #expect(files.contains { $0.contains("-timeline@") })
    }

    @Test("placeholder, snapshot, SVG and HTML outputs")
    func otherOutputs() throws {
        for extra in [["--placeholder"], ["--snapshot"], ["--format", "svg"], ["--format", "html"]] {
            let result = try widgetkit(["preview", "com.example.countdown", "--at", "2026-01-05T09:10:00Z", "--out", out] + extra)
            #expect(result.status == 0, "\(extra): \(result.error)")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: out)
        #expect(files.contains { $0.hasSuffix("placeholder@1x.png") })
        #expect(files.contains { $0.hasSuffix("snapshot@1x.png") })
        #expect(files.contains { $0.hasSuffix(".svg") })
        #expect(files.contains { $0.hasSuffix(".html") })
    }

    @Test("bad values get one line naming them, and exit code 2")
    func badInput() throws {
        let cases: [([String], String)] = [
            (["--size", "0x0"], "invalid size '0x0'"),
            (["--size", "100000x5"], "invalid size '100000x5'"),
            (["--scale", "5"], "invalid scale '5'"),
            (["--format", "gif"], "invalid format 'gif'"),
            (["--format", "bmp"], "--format bmp needs --eink 1bit"),
            (["--eink", "3bit"], "invalid depth '3bit'"),
            (["--dither", "fancy"], "invalid dithering 'fancy'"),
            (["--color-scheme", "sepia"], "invalid color scheme 'sepia'"),
            (["--time-zone", "Mars/Base"], "invalid time zone 'Mars/Base'"),
            (["--at", "soon"], "invalid date 'soon'"),
        ]
        for (extra, message) in cases {
            let result = try widgetkit(["preview", "com.example.countdown", "--out", out] + extra)
            #expect(result.status == 2, "\(extra): exit \(result.status)")
            #expect(result.error.contains(message), "\(extra): \(result.error)")
            #expect(result.error.split(separator: "\n").count == 1, "\(extra): \(result.error)")
        }
    }
}

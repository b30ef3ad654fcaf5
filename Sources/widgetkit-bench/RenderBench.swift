import ArgumentParser
import Foundation
import OpenWidgetKit
import WidgetRendering
import WidgetkitSupport

struct RenderBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render the 800×480 reference scene to a colour PNG and a 1-bit e-ink PNG, against the C and Chromium baselines.",
        discussion: """
            Each frame changes the scene's numbers, so the view is resolved, laid out, drawn and encoded \
            anew. When bench/reference-scene/baseline.sh is found (under ../shared or $WIDGETKIT_REFERENCE_SCENE), \
            it runs in the same process tree and the ratios are printed.
            """
    )

    @Option(help: "Frames to render for each output.")
    var frames: Int = 200

    @Option(help: "Write the last frames here (colour and e-ink PNGs).")
    var out: String?

    @Flag(help: "Do not run the baselines.")
    var noBaseline = false

    @Flag(help: "Print one JSON object.")
    var json = false

    func run() async throws {
        try await reportingUsageErrors {
            let count = try CommandLineValues.positive(frames, option: "--frames")
            let renderer = WidgetRenderer()
            let options = RenderOptions(size: Size(width: 800, height: 480), date: Date(timeIntervalSince1970: 0))
            func archive(_ frame: Int) -> ViewArchive {
                ViewArchive(ReferenceScene(frame: frame), environment: EnvironmentValues())
            }
            // Warm up: fonts, fontconfig, caches.
            var colour = try renderer.render(archive(0), options: options).png
            var eink = try renderer.renderEink(archive(0), options: options, depth: .oneBit, dithering: .floydSteinberg).png()

            var colourTimes: [Double] = []
            for frame in 0..<count {
                let start = ContinuousClock.now
                colour = try renderer.render(archive(frame), options: options).png
                colourTimes.append((ContinuousClock.now - start).milliseconds)
            }
            var einkTimes: [Double] = []
            for frame in 0..<count {
                let start = ContinuousClock.now
                eink = try renderer.renderEink(archive(frame), options: options, depth: .oneBit, dithering: .floydSteinberg).png()
                einkTimes.append((ContinuousClock.now - start).milliseconds)
            }
            if let out {
                let directory = URL(fileURLWithPath: out, isDirectory: true)
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try colour.write(to: directory.appendingPathComponent("reference-scene.png"))
                try eink.write(to: directory.appendingPathComponent("reference-scene-eink1.png"))
            }
            let baseline = noBaseline ? nil : Baseline.run(frames: min(count, 200))
            let result = RenderBenchResult(
                frames: count, msPerFrame: median(colourTimes), einkMsPerFrame: median(einkTimes),
                pngBytes: colour.count, einkPngBytes: eink.count, baseline: baseline, peakRSSBytes: peakResidentBytes())
            if json {
                try printJSON(result)
            } else {
                print(result.table)
            }
        }
    }
}

/// The baseline figures from bench/reference-scene/baseline.sh.
struct Baseline: Codable {
    var cDrawMs: Double
    var cDrawPngMs: Double
    var cDrawFastPngMs: Double
    var cEinkMs: Double
    var chromiumWarmMs: Double?

    static var script: URL? {
        var candidates: [String] = []
        if let path = ProcessInfo.processInfo.environment["WIDGETKIT_REFERENCE_SCENE"] { candidates.append(path) }
        let cwd = FileManager.default.currentDirectoryPath
        candidates += ["\(cwd)/../shared/bench/reference-scene", "\(cwd)/shared/bench/reference-scene"]
        return candidates.map { URL(fileURLWithPath: $0).appendingPathComponent("baseline.sh") }
            .first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// Runs the script; nil (with a note on standard error) if it is not there or fails.
    static func run(frames: Int) -> Baseline? {
        guard let script else {
            printError("widgetkit-bench: bench/reference-scene/baseline.sh not found; printing our figures only")
            return nil
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [script.path, "--frames", String(frames)]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            printError("widgetkit-bench: could not run \(script.path): \(error)")
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let line = String(decoding: data, as: UTF8.self).split(separator: "\n").last,
              let baseline = try? JSONDecoder().decode(Baseline.self, from: Data(line.utf8)) else {
            printError("widgetkit-bench: \(script.path) failed (exit \(process.terminationStatus)); printing our figures only")
            return nil
        }
        return baseline
    }
}

struct RenderBenchResult: Encodable {
    var frames: Int
    var msPerFrame: Double
    var einkMsPerFrame: Double
    var pngBytes: Int
    var einkPngBytes: Int
    var baseline: Baseline?
    var peakRSSBytes: Int

    var cairoFloorRatio: Double? { baseline.map { msPerFrame / $0.cDrawFastPngMs } }
    var cairoPngRatio: Double? { baseline.map { $0.cDrawPngMs / msPerFrame } }
    var einkFloorRatio: Double? { baseline.map { einkMsPerFrame / $0.cEinkMs } }
    var chromiumWarmRatio: Double? { baseline?.chromiumWarmMs.map { $0 / msPerFrame } }

    private enum CodingKeys: String, CodingKey {
        case frames, msPerFrame, einkMsPerFrame, pngBytes, einkPngBytes, baseline, peakRSSBytes
        case cairoFloorRatio, cairoPngRatio, einkFloorRatio, chromiumWarmRatio
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(frames, forKey: .frames)
        try container.encode(msPerFrame, forKey: .msPerFrame)
        try container.encode(einkMsPerFrame, forKey: .einkMsPerFrame)
        try container.encode(pngBytes, forKey: .pngBytes)
        try container.encode(einkPngBytes, forKey: .einkPngBytes)
        try container.encode(baseline, forKey: .baseline)
        try container.encode(peakRSSBytes, forKey: .peakRSSBytes)
        try container.encode(cairoFloorRatio, forKey: .cairoFloorRatio)
        try container.encode(cairoPngRatio, forKey: .cairoPngRatio)
        try container.encode(einkFloorRatio, forKey: .einkFloorRatio)
        try container.encode(chromiumWarmRatio, forKey: .chromiumWarmRatio)
    }

    var table: String {
        func ms(_ value: Double?) -> String { value.map { String(format: "%7.2f ms", $0) } ?? "      —   " }
        func ratio(_ value: Double?) -> String { value.map { String(format: "%.2f×", $0) } ?? "—" }
        return """
            render benchmark: 800×480 reference scene, \(frames) frames (median per frame)
              ours, colour PNG                 \(ms(msPerFrame))   \(pngBytes) bytes
              ours, 1-bit e-ink PNG            \(ms(einkMsPerFrame))   \(einkPngBytes) bytes
              C draw only                      \(ms(baseline?.cDrawMs))
              C draw + Cairo PNG writer        \(ms(baseline?.cDrawPngMs))
              C draw + fast PNG (the floor)    \(ms(baseline?.cDrawFastPngMs))
              C e-ink path                     \(ms(baseline?.cEinkMs))
              warm headless Chromium           \(ms(baseline?.chromiumWarmMs))
              ours ÷ C fast-PNG floor          \(ratio(cairoFloorRatio))   (target ≤ 1.5×)
              C Cairo-PNG ÷ ours               \(ratio(cairoPngRatio))   (target ≈ 3×)
              ours e-ink ÷ C e-ink             \(ratio(einkFloorRatio))   (target ≤ 1.5×)
              Chromium ÷ ours                  \(ratio(chromiumWarmRatio))   (target ≥ 10×)
              peak RSS                         \(String(format: "%.1f MB", Double(peakRSSBytes) / 1_000_000))   (target ≤ 60 MB)
            """
    }
}

import Foundation
import WidgetHost

// What the benchmarks share: percentiles, durations, memory figures and their error.

/// The value at `fraction` (0.5: the median, 0.99: p99) of values sorted in ascending order: the
/// element at index ⌊count × fraction⌋, the last for fractions near 1; 0 when there are none.
func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
    sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
}

/// The median of values in any order (`percentile` at 0.5 of them sorted).
func median(_ values: [Double]) -> Double {
    percentile(values.sorted(), 0.5)
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }

    /// The duration in milliseconds.
    var milliseconds: Double {
        Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15
    }
}

/// This process's resident memory now (VmRSS), through the host's reader; 0 if it cannot be read.
func residentBytes() -> Int {
    residentBytes(of: getpid()) ?? 0
}

/// This process's peak resident memory (VmHWM), from /proc/self/status; 0 if it cannot be read.
func peakResidentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in text.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let digits = line.filter(\.isNumber)
        return (Int(digits) ?? 0) * 1024
    }
    return 0
}

/// A benchmark that could not measure what it set out to, and why.
struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

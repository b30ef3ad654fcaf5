import ArgumentParser
import Foundation
import HeapModule
import OpenWidgetKit
import WidgetHost
import WidgetkitSupport

struct SchedulerBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scheduler",
        abstract: "Simulate many placed widgets on the virtual clock and compare with a bare heap.",
        discussion: """
            Each instance gets timelines of 4 entries 15 minutes apart from an instant provider, \
            alternately with .atEnd and .after(60 min). Instances are placed over the first 15 minutes. \
            The same number of heap pushes and pops, done by a bare swift-collections Heap of the same \
            size, is the floor the scheduler is compared with.
            """
    )

    @Option(help: "Number of placed instances.")
    var instances: Int = 100_000

    @Option(help: "Simulated hours.")
    var hours: Int = 24

    @Flag(help: "Print one JSON object.")
    var json = false

    func run() async throws {
        try await reportingUsageErrors {
            let count = try CommandLineValues.positive(instances, option: "--instances")
            let hours = try CommandLineValues.positive(self.hours, option: "--hours")
            let result = SchedulerBenchmark(instances: count, hours: hours).run()
            if json {
                try printJSON(result)
            } else {
                print(result.table)
            }
        }
    }
}

struct SchedulerBenchmarkResult: Encodable {
    var instances: Int
    var hours: Int
    var transitions: Int
    var providerCalls: Int
    var schedulerSeconds: Double
    var heapFloorSeconds: Double
    var transitionsPerSecond: Double
    var providerCallsPerSecond: Double
    var heapFloorRatio: Double
    var bytesPerInstance: Double
    var peakRSSBytes: Int

    var table: String {
        func rate(_ value: Double) -> String { String(format: "%.0f/s", value) }
        return """
            scheduler benchmark: \(instances) instances, \(hours) h simulated
              entry transitions     \(transitions)  (\(rate(transitionsPerSecond)))
              provider calls        \(providerCalls)  (\(rate(providerCallsPerSecond)))
              scheduler time        \(String(format: "%.3f s", schedulerSeconds))
              bare Heap, same work  \(String(format: "%.3f s", heapFloorSeconds))
              scheduler / heap      \(String(format: "%.2f×", heapFloorRatio))
              bytes per instance    \(String(format: "%.0f", bytesPerInstance))
              peak RSS              \(String(format: "%.1f MiB", Double(peakRSSBytes) / 1_048_576))
            """
    }
}

/// The scheduler driven directly, with an instant provider, on virtual time.
struct SchedulerBenchmark {
    var instances: Int
    var hours: Int

    func run() -> SchedulerBenchmarkResult {
        let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
        let end = start.addingTimeInterval(Double(hours) * 3600)
        var scheduler = Scheduler(configuration: SchedulerConfiguration())
        var transitions = 0
        var providerCalls = 0

        func answer(_ scheduler: inout Scheduler, at now: Date) {
            for fetch in scheduler.takeFetches() {
                let dates = (0..<4).map { now.addingTimeInterval(Double($0) * 900) }
                let policy: TimelineReloadPolicy = fetch.instance % 2 == 0 ? .atEnd : .after(now.addingTimeInterval(3600))
                scheduler.timelineArrived(
                    fetch: fetch.id, instance: fetch.instance, entryDates: dates, policy: policy, at: now)
            }
            scheduler.takeEvents { event in
                switch event.detail {
                case .entryShown: transitions += 1
                case .providerCall: providerCalls += 1
                default: break
                }
            }
        }

        let rssBefore = residentBytes()
        let clockStart = ContinuousClock.now
        // Place the instances over the first 15 minutes, one second at a time.
        let slots = min(900, instances)
        for slot in 0..<slots {
            let now = start.addingTimeInterval(Double(slot))
            scheduler.advance(to: now)
            answer(&scheduler, at: now)
            for _ in stride(from: slot, to: instances, by: slots) {
                scheduler.addInstance(kind: 0, at: now)
            }
            answer(&scheduler, at: now)
        }
        let rssPlaced = residentBytes()
        while let next = scheduler.nextWake(), next <= end {
            scheduler.advance(to: next)
            answer(&scheduler, at: next)
        }
        let schedulerSeconds = (ContinuousClock.now - clockStart).seconds

        let heapSeconds = heapFloor(size: instances, operations: transitions + providerCalls)
        return SchedulerBenchmarkResult(
            instances: instances, hours: hours, transitions: transitions, providerCalls: providerCalls,
            schedulerSeconds: schedulerSeconds, heapFloorSeconds: heapSeconds,
            transitionsPerSecond: Double(transitions) / schedulerSeconds,
            providerCallsPerSecond: Double(providerCalls) / schedulerSeconds,
            heapFloorRatio: schedulerSeconds / heapSeconds,
            bytesPerInstance: Double(max(0, rssPlaced - rssBefore)) / Double(instances),
            peakRSSBytes: peakResidentBytes())
    }

    /// A bare heap of `size` timestamped items doing `operations` pops and pushes, in time order.
    private func heapFloor(size: Int, operations: Int) -> Double {
        struct Item: Comparable {
            var time: Double
            var instance: Int32
            var generation: UInt32
            static func < (lhs: Item, rhs: Item) -> Bool {
                lhs.time < rhs.time || (lhs.time == rhs.time && lhs.instance < rhs.instance)
            }
        }
        var heap = Heap<Item>()
        heap.reserveCapacity(size)
        for index in 0..<size {
            heap.insert(Item(time: Double(index % 900), instance: Int32(index), generation: 0))
        }
        let clockStart = ContinuousClock.now
        var checksum = 0.0
        for _ in 0..<operations {
            var item = heap.removeMin()
            checksum += item.time
            item.time += 900
            item.generation &+= 1
            heap.insert(item)
        }
        let elapsed = (ContinuousClock.now - clockStart).seconds
        if checksum.isNaN { print(checksum) }  // Keeps the loop from being optimised away.
        return elapsed
    }
}

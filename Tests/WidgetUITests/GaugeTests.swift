import Foundation
import Testing
import WidgetUI

@Suite("Gauge")
struct GaugeTests {
    /// The first meter in a tree, labels in overlays included.
    private func meter(in node: ViewNode) -> MeterValue? {
        switch node {
        case .meter(let meter):
            return meter
        case .modified(.overlay(let other, _), let child):
            return meter(in: other) ?? meter(in: child)
        case .modified(_, let child):
            return meter(in: child)
        case .stack(_, _, _, let children), .zstack(_, let children), .group(let children):
            for child in children {
                if let found = meter(in: child) { return found }
            }
            return nil
        default:
            return nil
        }
    }

    @Test("the value's place in its bounds is clamped to 0…1")
    func fraction() {
        #expect(meter(in: node(Gauge(value: 30, in: 0...120) { Text("x") }))?.progress == .fraction(0.25))
        #expect(meter(in: node(Gauge(value: 200, in: 0...120) { Text("x") }))?.progress == .fraction(1))
        #expect(meter(in: node(Gauge(value: -1.0) { Text("x") }))?.progress == .fraction(0))
        #expect(meter(in: node(Gauge(value: 1, in: 1...1) { Text("x") }))?.progress == .fraction(0))
    }

    @Test("each style draws its shape; automatic is circular in an accessoryCircular widget, linear elsewhere")
    func styles() {
        let gauge = Gauge(value: 0.5) { Text("x") }
        #expect(meter(in: node(gauge.gaugeStyle(.accessoryCircular)))?.shape == .arc)
        #expect(meter(in: node(gauge.gaugeStyle(.circular)))?.shape == .arc)
        #expect(meter(in: node(gauge.gaugeStyle(.accessoryCircularCapacity)))?.shape == .ring)
        #expect(meter(in: node(gauge.gaugeStyle(.accessoryLinear)))?.shape == .barMarker)
        #expect(meter(in: node(gauge.gaugeStyle(.accessoryLinearCapacity)))?.shape == .bar)
        #expect(meter(in: node(gauge.gaugeStyle(.linearCapacity)))?.shape == .bar)
        #expect(meter(in: node(gauge.gaugeStyle(.automatic)))?.shape == .bar)
        #expect(meter(in: archive(gauge, family: .accessoryCircular).root)?.shape == .arc)
    }

    @Test("the circular style: the current value in the centre, the bounds at the bottom ends, fonts of its own")
    func circularLabels() {
        let gauge = Gauge(value: 72, in: 40...200) {
            Text("BPM")
        } currentValueLabel: {
            Text("72")
        } minimumValueLabel: {
            Text("40")
        } maximumValueLabel: {
            Text("200")
        }
        .gaugeStyle(.accessoryCircular)
        guard case .modified(.overlay(let bottom, "bottom"), .modified(.overlay(let center, "center"), .meter)) = node(gauge) else {
            Issue.record("unexpected arrangement: \(node(gauge))")
            return
        }
        #expect(ViewArchive(root: center, environment: archive(EmptyView()).environment).textContent == "72")
        #expect(ViewArchive(root: bottom, environment: archive(EmptyView()).environment).textContent == "40 200")
        #expect(archive(gauge).textContent == "72 40 200", "the label shows only where no bounds are given")
        let labelled = Gauge(value: 0.5) { Text("Steps") } currentValueLabel: { Text("50%") }.gaugeStyle(.accessoryCircular)
        #expect(archive(labelled).textContent == "50% Steps")
    }

    @Test("tints: a colour, a Gradient running along the gauge, the primary colour in accessory widgets by default")
    func tints() {
        let gauge = Gauge(value: 0.5) { Text("x") }.gaugeStyle(.accessoryCircularCapacity)
        #expect(meter(in: node(gauge.tint(.orange)))?.tint == .color(Color.orange.value))
        #expect(meter(in: node(gauge.tint(Gradient(colors: [.green, .red]))))?.tint
            == .linearGradient(colors: [Color.green.value, Color.red.value], start: .leading, end: .trailing))
        #expect(meter(in: node(gauge))?.tint == nil, "the accent colour in a system widget")
        #expect(meter(in: archive(gauge, family: .accessoryCircular).root)?.tint == .color(Color.primary.value))
    }

    @Test("archives with meters round-trip through JSON")
    func coding() throws {
        let view = VStack {
            Gauge(value: 0.3) { Text("x") }.gaugeStyle(.accessoryLinear).tint(Gradient(colors: [.red, .green]))
            ProgressView(value: 0.4).progressViewStyle(.circular)
        }
        let archived = archive(view)
        let decoded = try JSONDecoder().decode(ViewArchive.self, from: sortedEncoder().encode(archived))
        #expect(decoded == archived)
    }
}

@Suite("ProgressView")
struct ProgressViewTests {
    @Test("a bar with no labels is the archive's progress node, as before labels existed")
    func plainBar() {
        #expect(node(ProgressView(value: 30, total: 120)) == .progress(.fraction(0.25), gauge: false))
        #expect(node(ProgressView(value: nil as Double?)) == .progress(.fraction(0), gauge: false))
    }

    @Test("labels stack above and below the bar; a timer interval shows the time left under it")
    func labels() {
        let start = meeting, end = meeting.addingTimeInterval(600)
        let labelled = node(ProgressView(value: 0.5) { Text("Reading") } currentValueLabel: { Text("Half") })
        #expect(labelled == .stack(axis: .vertical, alignment: "leading", spacing: 4, children: [
            text("Reading"), .progress(.fraction(0.5), gauge: false),
            .modified(.foregroundColor(Color.secondary.value), text("Half")),
        ]))
        let timer = node(ProgressView(timerInterval: start...end, countsDown: true))
        guard case .stack(_, _, _, let children) = timer else {
            Issue.record("expected a stack: \(timer)")
            return
        }
        #expect(children.first == .progress(
            .timer(start: start.timeIntervalSince1970, end: end.timeIntervalSince1970, countsDown: true), gauge: false))
        #expect(archive(ProgressView(timerInterval: start...end)).textContent.hasPrefix("{timerInterval"))
    }

    @Test("the circular style and unknown progress draw a ring")
    func circular() {
        let ring = node(ProgressView(value: 0.4).progressViewStyle(.circular).tint(.purple))
        guard case .modified(.tint, .modified(.frame(28, 28, "center"), .meter(let meter))) = ring else {
            Issue.record("expected a 28 pt ring: \(ring)")
            return
        }
        #expect(meter.shape == .ring && meter.progress == .fraction(0.4) && meter.tint == .color(Color.purple.value))
        guard case .modified(_, .meter(let spinner)) = node(ProgressView()) else {
            Issue.record("expected a ring for unknown progress")
            return
        }
        #expect(spinner.progress == .fraction(0.25))
    }
}

package import CoreMetrics

/// What the host counts and times, through swift-metrics: `widgetkit serve` exports it in
/// Prometheus's format at `/metrics`; elsewhere (the simulator, tests) it goes wherever the
/// factory sends it — by default the process's `MetricsSystem`, which records nothing until
/// bootstrapped.
package struct HostMetrics: Sendable {
    package let factory: any MetricsFactory

    package init(factory: any MetricsFactory = MetricsSystem.factory) {
        self.factory = factory
    }

    /// A timeline request ended: `served`, `failed` or `timedOut` (given up in real time; the
    /// scheduler's deadline then fails it).
    func reloadEnded(_ outcome: String) {
        Counter(label: "widgetkit_reloads_total", dimensions: [("outcome", outcome)], factory: factory).increment()
    }

    /// How long a provider took to answer (or to fail).
    func providerAnswered(after duration: Duration) {
        let (seconds, attoseconds) = duration.components
        Timer(label: "widgetkit_provider_latency_seconds", factory: factory)
            .recordNanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }

    /// A reload waits because its widget used up its daily budget.
    func budgetRefused() {
        Counter(label: "widgetkit_budget_refusals_total", factory: factory).increment()
    }

    /// An extension process started again after its previous one ended (`crash` or `exit`).
    func extensionRestarted(_ executable: String, after ending: String) {
        Counter(
            label: "widgetkit_extension_restarts_total", dimensions: [("extension", executable), ("after", ending)],
            factory: factory
        ).increment()
    }
}

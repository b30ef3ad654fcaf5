import Foundation
package import OpenWidgetKit
package import WidgetHost
import WidgetRendering

extension WidgetPages {
    /// "Why isn't my widget updating?": what the widget shows and why, its timeline (the entry shown
    /// now and the next ones), its next reload and why, its budget, reload receipts, warnings, errors
    /// and latest events, with a "Reload now" button.
    package func details(_ id: InstanceID, scheme: ColorScheme, receipts limit: Int = 50, before: Int? = nil)
        throws -> String
    {
        let now = daemon.clock.now
        let report = try daemon.report(id, receipts: limit, before: before)
        let summary = report.instance
        let placement = try daemon.placement(id)
        let kind = daemon.widgetDescription(placement.kind)
        let name = kind?.displayName ?? placement.kind
        let shown = daemon.shownEntry(id)
        let current = shown.map { render([$0], family: placement.family, scheme: scheme, now: now, kind: kind) } ?? ""

        let entries = placement.timeline?.entries ?? []
        let rows = entries.enumerated().map { index, entry in
            let state = index == summary.shownEntryIndex ? "showing now" : entry.date > now ? "next" : "past"
            return "<tr\(index == summary.shownEntryIndex ? " class=\"now\"" : "")><td>\(index)</td><td>\(time(entry.date))</td>"
                + "<td>\(state)</td><td>\(escapeHTML(entry.summary))</td>"
                + "<td>\(entry.relevance.map { String($0.score) } ?? "")</td></tr>"
        }
        let receipts = report.receipts.reversed().map { receipt -> String in
            let outcome: String = switch receipt.outcome {
            case .served(let at, let detail): "served \(time(at)) — \(escapeHTML(detail))"
            case .failed(let at, let detail): "<span class=\"error\">failed \(time(at)) — \(escapeHTML(detail))</span>"
            case .inFlight: "waiting for the provider"
            }
            return "<tr><td>\(time(receipt.calledAt))</td><td>\(escapeHTML(receipt.reasons.joined(separator: " + ")))"
                + (receipt.deferrals.isEmpty ? "" : "<br><small>" + escapeHTML(receipt.deferrals.joined(separator: "; ")) + "</small>")
                + "</td><td>\(receipt.counted ? "yes" : "free")</td><td>\(outcome)</td></tr>"
        }
        let events = report.events.reversed().prefix(60).map { event in
            "<tr><td>\(time(event.time))</td><td>\(escapeHTML(event.event.rawValue))</td>"
                + "<td>\(escapeHTML([event.entry.map { "“\($0)”" }, event.reason].compactMap { $0 }.joined(separator: " — ")))</td></tr>"
        }
        let configuration = summary.configuration.sorted { $0.key < $1.key }.map {
            "<code>\(escapeHTML($0.key))</code> = \(escapeHTML($0.value.description))"
        }.joined(separator: ", ")
        let page = PageChrome.url(ofPage: summary.surface)
        let chrome = chrome(title: name, scheme: scheme, pages: try pageNames(), currentPage: nil)
        return chrome.render(
            body: """
                <main class="doc" id="details" data-instance="\(id.rawValue)">
                <div class="panel"><p id="why"><strong>\(why(summary, report: report, now: now))</strong></p>
                <p><button id="reload-now">Reload now</button> \
                \(kind?.configurationSchema == nil ? "" : "<a class=\"button secondary\" href=\"/widgets/\(id.rawValue)/configure\">Edit widget</a>")</p></div>
                <div class="previews"><div class="owk-slot">\(current)</div></div>
                <div class="panel"><dl>
                <dt>Kind</dt><dd><code>\(escapeHTML(summary.kind))</code> · \(summary.family.displayName) · page \
                <a href="\(page)">\(summary.surface == "home" ? "Home" : escapeHTML(summary.surface))</a></dd>
                <dt>Configuration</dt><dd>\(configuration.isEmpty ? "—" : configuration)</dd>
                <dt>Shows</dt><dd id="shows">\(summary.shownEntryIndex.map { "entry \($0 + 1) of \(summary.entryCount)" } ?? "its placeholder")\
                \(summary.shownEntry.map { ": “" + escapeHTML($0) + "”" } ?? "")</dd>
                <dt>Reload policy</dt><dd>\(summary.policy.map { escapeHTML($0) } ?? "— (no timeline yet)")</dd>
                <dt>Timeline fetched</dt><dd>\(summary.fetchedAt.map(time) ?? "never")\(summary.fetchReason.map { " — " + escapeHTML($0) } ?? "")</dd>
                <dt>Next reload</dt><dd id="next-reload">\(summary.nextReload.map(time) ?? "none scheduled")\
                \(summary.nextReloadReason.map { " — " + escapeHTML($0) } ?? "")</dd>
                <dt>Budget today</dt><dd id="budget">\(report.budgetUsed) of \(report.budgetLimit) reloads used; resets \(time(report.budgetResetsAt))</dd>
                <dt>Last error</dt><dd id="last-error" class="\(summary.lastError == nil ? "" : "error")">\(summary.lastError.map { escapeHTML($0) } ?? "none")</dd>
                </dl></div>
                <h2>Timeline</h2><div class="panel"><table id="timeline"><tr><th>#</th><th>From</th><th></th><th>Shows</th><th>Relevance</th></tr>\
                \(rows.isEmpty ? "<tr><td colspan=5>No timeline yet.</td></tr>" : rows.joined())</table></div>
                <h2>Reloads</h2><div class="panel"><table id="receipts"><tr><th>Asked</th><th>Why</th><th>Counted</th><th>Outcome</th></tr>\
                \(receipts.isEmpty ? "<tr><td colspan=4>No reloads yet.</td></tr>" : receipts.joined())</table>\
                \(report.olderReceipts.map { "<p><a id=\"older-receipts\" href=\"/widgets/\(id.rawValue)/details?receipts=\(limit)&amp;before=\($0)\">Older reloads</a></p>" } ?? "")\
                \(before == nil ? "" : "<p><a href=\"/widgets/\(id.rawValue)/details\">Latest reloads</a></p>")</div>
                \(report.warnings.isEmpty ? "" : "<h2>Warnings</h2><div class=\"panel\"><ul id=\"warnings\">" + report.warnings.map { "<li>" + escapeHTML($0) + "</li>" }.joined() + "</ul></div>")
                <h2>Latest events</h2><div class="panel"><table id="events"><tr><th>Time</th><th>Event</th><th>Detail</th></tr>\(events.joined())</table></div>
                </main>
                """,
            actions: "<a href=\"\(page)\">Back</a>",
            script: WidgetRenderer.tickingScriptSource + Self.detailsScript)
    }

    /// One sentence that answers "why isn't it updating?", as HTML (its dates in `<time>`).
    private func why(_ summary: InstanceSummary, report: InstanceReport, now: Date) -> String {
        if let error = summary.lastError {
            return "Its last reload failed, so it keeps its last content: " + escapeHTML(error)
        }
        if summary.entryCount == 0 && summary.fetchedAt == nil {
            return "It shows its placeholder: its first timeline has not arrived yet."
        }
        if report.budgetUsed >= report.budgetLimit, let next = summary.nextReload, next > now {
            return "It has used all \(report.budgetLimit) reloads of its daily budget; the next one waits until "
                + time(next) + ". A reload you ask for here is free."
        }
        guard let next = summary.nextReload else {
            return "Its timeline asks for no more reloads (" + escapeHTML(summary.policy ?? "never")
                + "): it changes when its app calls WidgetCenter to reload it, when you reload it here, "
                + "or when you change its configuration."
        }
        return "It is up to date. Its next reload is due " + time(next)
            + (summary.nextReloadReason.map { " (" + escapeHTML($0) + ")." } ?? ".")
    }

    private func time(_ date: Date) -> String {
        "<time datetime=\"\(date.ISO8601Format())\">\(date.ISO8601Format())</time>"
    }

    /// "Reload now", local times, and a fresh page when the host says this widget changed.
    static let detailsScript = """
        (function(){var main=document.getElementById('details'),id=main.getAttribute('data-instance');
        document.querySelectorAll('time[datetime]').forEach(function(t){t.textContent=new Date(t.getAttribute('datetime')).toLocaleString()});
        document.getElementById('reload-now').addEventListener('click',function(e){e.target.disabled=true;
        owk.api('POST','/api/instances/'+id+'/reload').then(function(){owk.toast('Reload asked for')})
        .catch(function(x){e.target.disabled=false;owk.toast(x.message)})});
        if(!window.EventSource)return;var events=new EventSource('/events');
        events.addEventListener('changed',function(m){if(JSON.parse(m.data).instances.indexOf(+id)>=0){events.close();location.reload()}})})();
        """
}

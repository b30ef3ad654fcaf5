import Foundation
import HTTPTypes
package import OpenWidgetKit
import WidgetHost
import WidgetRendering

extension WidgetPages {
    /// How long the gallery waits for one snapshot.
    var previewTimeLimit: Duration { .seconds(3) }

    /// The gallery: every kind of every extension with its name, description and its snapshot
    /// (`isPreview`) in each family it supports; "Add" places it on `page` (placeholder first, then
    /// its timeline, as on the home screen).
    package func gallery(scheme: ColorScheme, page: String) async throws -> String {
        guard HostDaemon.isValidSurfaceName(page) else {
            throw DashboardError(status: .badRequest, description: "\"\(page)\" is not a page name: use 1 to 40 letters, digits, - or _")
        }
        let now = daemon.clock.now
        let kinds = daemon.kinds()
        // Every snapshot at once, each given a few seconds: a stuck provider costs its own preview only.
        let requests = kinds.flatMap { kind in kind.supportedFamilies.map { (kind.kind, $0) } }
        let daemon = self.daemon
        let limit = previewTimeLimit
        let outcomes = await concurrentResults(requests) { kind, family in
            switch await withRealTimeLimit(limit, { try await daemon.preview(kind: kind, family: family) }) {
            case .finished(let result): return try result.get()
            case .timedOut:
                throw DashboardError(status: .gatewayTimeout, description: "its snapshot took longer than \(limit)")
            }
        }
        var snapshots: [String: Result<ArchivedEntry, any Error>] = [:]
        for ((kind, family), outcome) in zip(requests, outcomes) { snapshots["\(kind) \(family)"] = outcome }
        var sections: [String] = []
        for kind in kinds {
            let description = daemon.widgetDescription(kind.kind)
            var previews: [String] = []
            for family in kind.supportedFamilies {
                let shown: String
                switch snapshots["\(kind.kind) \(family)"] {
                case .success(let entry)?:
                    shown = render([entry], family: family, scheme: scheme, now: now, kind: description)
                case .failure(let error)?:
                    shown = "<div class=\"owk-empty error\">No preview: \(escapeHTML("\(error)"))</div>"
                case nil:
                    shown = "<div class=\"owk-empty error\">No preview</div>"
                }
                previews.append("""
                    <div class="preview" data-family="\(family.shortName)"><div class="owk-slot">\(shown)</div>\
                    <button data-add data-kind="\(escapeHTML(kind.kind))" data-family="\(family.shortName)">\
                    Add \(family.displayName)</button></div>
                    """)
            }
            let unavailable = kind.extensionError.map {
                "<p class=\"error\">Its extension is not available: \(escapeHTML($0))</p>"
            } ?? ""
            sections.append("""
                <section class="panel kind" data-kind="\(escapeHTML(kind.kind))"><h2>\(escapeHTML(kind.displayName))</h2>\
                <p>\(escapeHTML(kind.description))</p><p><code>\(escapeHTML(kind.kind))</code>\
                \(kind.configurable ? " · configurable" : "")</p>\(unavailable)<div class="previews">\(previews.joined())</div></section>
                """)
        }
        // Controls are not placed: every one shows on the home page; here, each with its preview value.
        let controls = daemon.controls()
        var controlFigures: [String] = []
        for control in controls {
            controlFigures.append(await controlFigure(control.kind, scheme: scheme, isPreview: true))
        }
        if !controls.isEmpty {
            sections.append("""
                <section class="panel kind" id="gallery-controls"><h2>Controls</h2><p>Buttons and toggles that run \
                their app's actions. Every control shows on the Home page, with its current value.</p>\
                <div class="previews">\(controlFigures.joined())</div></section>
                """)
        }
        let chrome = chrome(title: "Add a widget", scheme: scheme, pages: try pageNames(including: page), currentPage: nil)
        return chrome.render(
            body: """
                <main class="doc" id="gallery" data-page="\(escapeHTML(page))"><p>Widgets go on the page \
                <strong>\(page == "home" ? "Home" : escapeHTML(page))</strong>. Each shows its preview.</p>\
                \(sections.isEmpty ? "<p>No extension offers any widget.</p>" : sections.joined())</main>
                """,
            actions: "<a href=\"\(PageChrome.url(ofPage: page))\">Done</a>",
            script: WidgetRenderer.tickingScriptSource + Self.galleryScript)
    }

    static let galleryScript = """
        document.addEventListener('click',function(e){var b=e.target.closest('[data-add]');if(!b)return;
        var page=document.getElementById('gallery').getAttribute('data-page');b.disabled=true;
        owk.api('POST','/api/instances',{kind:b.getAttribute('data-kind'),family:b.getAttribute('data-family'),surface:page,wait:false})
        .then(function(){location.href=page==='home'?'/':'/pages/'+encodeURIComponent(page)})
        .catch(function(x){b.disabled=false;owk.toast(x.message)})});
        """
}

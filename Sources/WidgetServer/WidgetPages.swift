import Foundation
import OpenWidgetKit
import Synchronization
import WidgetHost
import WidgetRendering

/// Renders the dashboard's HTML: the home screen, and each widget as a card holding its timeline's
/// entries, so the page switches entries at their dates with no round trip.
///
/// Every string that comes from a widget or its configuration is escaped (the renderer escapes what
/// the views say; this type escapes names, kinds and configuration values).
package struct WidgetPages: Sendable {
    package let daemon: HostDaemon
    private let renderers = RendererPool()
    /// The most entries a card carries (from the one showing now on); a new timeline replaces them.
    package var maximumEntries = 48

    package init(daemon: HostDaemon) {
        self.daemon = daemon
    }

    /// The home screen: every widget placed on `surface`, in a grid at its family's size.
    /// With `live` false the page still switches entries and ticks dates, but does not listen for new
    /// timelines (screenshots, and browsers whose virtual time would wait on the open stream).
    package func homePage(scheme: ColorScheme, surface: String = "home", live: Bool = true) throws -> String {
        let now = daemon.clock.now
        let cards = try daemon.list().filter { $0.surface == surface }.map {
            try card(InstanceID(rawValue: $0.id), scheme: scheme, now: now)
        }
        let dark = scheme == .dark
        let other = dark ? "light" : "dark"
        return """
            <!doctype html><html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width,initial-scale=1">
            <title>Widgets — OpenWidgetKit</title>
            <style>\(Self.style(dark: dark))</style></head>
            <body class="\(dark ? "dark" : "light")" data-scheme="\(dark ? "dark" : "light")" data-live="\(live)">
            <header><h1>Widgets</h1><nav><a href="?scheme=\(other)">\(dark ? "Light" : "Dark") mode</a></nav></header>
            <main class="grid" id="home">\(cards.joined())</main>
            \(cards.isEmpty ? "<p class=\"empty\">No widgets yet. Add one with <code>widgetkit add KIND</code>.</p>" : "")
            \(WidgetRenderer.tickingScript)
            <script>\(Self.liveScript)</script>
            </body></html>
            """
    }

    /// One widget's card: `<figure id="w3" …>` with its entries, the one due now visible.
    package func card(_ id: InstanceID, scheme: ColorScheme, now: Date? = nil) throws -> String {
        let now = now ?? daemon.clock.now
        let placement = try daemon.engine.placement(id)
        let kind = daemon.extensions.widget(placement.kind)?.0
        var entries = placement.timeline?.entries ?? []
        if let current = entries.lastIndex(where: { $0.date <= now }) {
            entries.removeFirst(current)
        }
        entries = Array(entries.prefix(maximumEntries))
        if entries.isEmpty, let shown = daemon.engine.shownEntry(id) { entries = [shown] }
        let options = RenderOptions(
            family: placement.family, scale: 1, colorScheme: scheme, date: now,
            contentMarginsDisabled: kind?.contentMarginsDisabled ?? false)
        let rendered = renderers.with { renderer in
            entries.enumerated().map { index, entry in
                "<div class=\"owk-entry\" data-from=\"\(entry.date.timeIntervalSince1970)\"\(index == 0 ? "" : " hidden")>"
                    + renderer.renderHTML(entry.archive, options: options, document: false, script: false) + "</div>"
            }.joined()
        }
        let name = kind?.displayName ?? placement.kind
        return """
            <figure class="card \(placement.family.shortName)" id="w\(id.rawValue)" data-instance="\(id.rawValue)" \
            data-kind="\(escapeHTML(placement.kind))"><div class="owk-slot">\(rendered.isEmpty ? "<div class=\"owk-empty\">No content yet</div>" : rendered)</div>\
            <figcaption>\(escapeHTML(name))</figcaption></figure>
            """
    }

    private static func style(dark: Bool) -> String {
        """
        :root{color-scheme:\(dark ? "dark" : "light")}
        body{margin:0;font-family:Inter,'DejaVu Sans',sans-serif;background:\(dark ? "#000" : "#e9e9ee");color:\(dark ? "#f2f2f7" : "#1c1c1e")}
        header{display:flex;align-items:baseline;justify-content:space-between;padding:24px 32px 8px}
        h1{font-size:28px;margin:0;font-weight:700}nav a{color:\(dark ? "#0a84ff" : "#007aff");text-decoration:none;font-size:15px}
        .grid{display:flex;flex-wrap:wrap;gap:24px;padding:16px 32px 48px;align-items:flex-start}
        figure.card{margin:0;display:flex;flex-direction:column;align-items:center;gap:8px}
        .owk-slot{border-radius:22px;box-shadow:0 1px 3px rgba(0,0,0,\(dark ? "0.6" : "0.12"))}
        .owk-slot .owk-widget{display:block}
        figcaption{font-size:13px;color:\(dark ? "#aeaeb2" : "#636366")}
        .owk-empty{width:170px;height:170px;display:flex;align-items:center;justify-content:center;font-size:13px}
        .empty{padding:0 32px}
        """
    }

    /// Shows each card's entry that is due now, and swaps in cards the host says changed.
    static let liveScript = """
        (function(){
        function show(){var now=Date.now()/1000;
        document.querySelectorAll('.owk-slot').forEach(function(slot){var es=slot.querySelectorAll('.owk-entry'),pick=0;
        for(var i=0;i<es.length;i++){if(parseFloat(es[i].getAttribute('data-from'))<=now)pick=i}
        for(var j=0;j<es.length;j++){es[j].hidden=(j!==pick)}})}
        window.owkShow=show;show();setInterval(show,250);
        if(!window.EventSource||document.body.getAttribute('data-live')!=='true')return;
        var scheme=document.body.getAttribute('data-scheme');
        var events=new EventSource('/events');
        events.addEventListener('changed',function(m){JSON.parse(m.data).instances.forEach(function(id){
        fetch('/widgets/'+id+'?scheme='+scheme).then(function(r){
        var card=document.getElementById('w'+id);
        if(r.status===404){if(card)card.remove();return null}
        return r.text().then(function(html){
        if(card){card.outerHTML=html}else{document.getElementById('home').insertAdjacentHTML('beforeend',html)}
        show();if(window.owkTick)window.owkTick()})})})});
        })();
        """
}

/// Renderers for concurrent requests: one per request at a time (a renderer is not thread-safe).
private final class RendererPool: Sendable {
    /// @unchecked: a renderer is handed to one request at a time through the pool's lock.
    private struct Box: @unchecked Sendable {
        let renderer: WidgetRenderer
    }

    private let idle = Mutex<[Box]>([])

    func with<Result>(_ body: (WidgetRenderer) -> Result) -> Result {
        let box = idle.withLock { $0.popLast() } ?? Box(renderer: WidgetRenderer())
        defer { idle.withLock { $0.append(box) } }
        return body(box.renderer)
    }
}

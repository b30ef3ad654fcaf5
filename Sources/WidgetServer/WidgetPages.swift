import Foundation
package import OpenWidgetKit
import Synchronization
package import WidgetHost
import WidgetRendering

/// Renders the dashboard's HTML: the home screen and its other pages, each widget as a card holding
/// its timeline's entries (so the page switches entries at their dates with no round trip), the
/// gallery, the configuration form and the "why isn't my widget updating?" page.
///
/// Every string that comes from a widget or its configuration is escaped (the renderer escapes what
/// the views say; this type escapes names, kinds and configuration values).
package struct WidgetPages: Sendable {
    package let daemon: HostDaemon
    let renderers = RendererPool()
    private let renderedEntries = RenderedEntries()
    /// The most entries a card carries (from the one showing now on); a new timeline replaces them.
    package var maximumEntries = 48
    /// Whether the host serves a previews page (`serve --previews DIR`): the home screen links to it.
    let hasPreviews: Bool

    package init(daemon: HostDaemon, hasPreviews: Bool = false) {
        self.daemon = daemon
        self.hasPreviews = hasPreviews
    }

    /// The dashboard pages: `home` first, then every other surface that has widgets, by name.
    package func pageNames(including extra: String? = nil) throws -> [String] {
        var names = Set(daemon.surfaceNames)
        names.remove("home")
        if let extra, extra != "home" { names.insert(extra) }
        return ["home"] + names.sorted()
    }

    /// A dashboard page: every widget placed on `page`, in its order, at its family's size.
    /// With `live` false the page still switches entries and ticks dates, but does not listen for new
    /// timelines (screenshots, and browsers whose virtual time would wait on the open stream).
    package func homePage(scheme: ColorScheme, page: String = "home", live: Bool = true) async throws -> String {
        let now = daemon.clock.now
        // Controls show on the home page, as in Control Center.
        let controls = page == "home" ? await controlsSection(scheme: scheme) : ""
        let widgets = try daemon.list(surface: page)
        let pages = try pageNames(including: page)
        let cards = try widgets.map { try card(InstanceID(rawValue: $0.id), scheme: scheme, now: now, pages: pages) }
        let chrome = self.chrome(title: page == "home" ? "Widgets" : page, scheme: scheme, pages: pages, currentPage: page)
        let gallery = "/gallery?page=\(escapeHTML(page))"
        return chrome.render(
            body: """
                \(controls)<main class="grid" id="home" data-page="\(escapeHTML(page))">\(cards.joined())</main>
                \(cards.isEmpty ? "<p class=\"empty\" id=\"empty\">No widgets here yet. <a href=\"\(gallery)\">Add one from the gallery</a>, or run <code>widgetkit add KIND</code>.</p>" : "")
                """,
            actions: "<a href=\"\(gallery)\" id=\"add-widget\">Add widget</a>"
                + (hasPreviews ? "<a href=\"/previews\" id=\"previews-link\">Previews</a>" : "")
                + "<a href=\"#\" data-action=\"edit\" id=\"edit\">Edit</a>",
            bodyAttributes: " data-live=\"\(live)\" data-page=\"\(escapeHTML(page))\"",
            script: WidgetRenderer.tickingScriptSource + Self.homeScript + Self.controlsScript)
    }

    /// The frame of a page, with a notice when the host cannot save changes.
    func chrome(title: String, scheme: ColorScheme, pages: [String], currentPage: String?) -> PageChrome {
        var chrome = PageChrome(title: title, scheme: scheme, pages: pages, currentPage: currentPage)
        chrome.notice = daemon.storeProblem.map {
            "\($0.description.prefix(1).uppercased() + $0.description.dropFirst()) since "
                + "\($0.since.ISO8601Format()). Changes are refused until it can be written; the widgets keep updating."
        }
        return chrome
    }

    /// One widget's card: `<figure id="w3" …>` with its entries (the one due now visible), its name
    /// (a link to its details) and the tools edit mode shows.
    package func card(_ id: InstanceID, scheme: ColorScheme, now: Date? = nil, pages: [String]? = nil) throws -> String {
        let now = now ?? daemon.clock.now
        let placement = try daemon.placement(id)
        let kind = daemon.widgetDescription(placement.kind)
        var entries = placement.timeline?.entries ?? []
        if let current = entries.lastIndex(where: { $0.date <= now }) {
            entries.removeFirst(current)
        }
        entries = Array(entries.prefix(maximumEntries))
        if entries.isEmpty, let shown = daemon.shownEntry(id) { entries = [shown] }
        let mode = placement.renderingMode ?? .fullColor
        let rendered = render(
            entries, family: placement.family, scheme: scheme, now: now, kind: kind,
            cache: placement.timelineFetchedAt.map { (id.rawValue, $0) }, renderingMode: mode)
        let name = kind?.displayName ?? placement.kind
        let families = (kind?.supportedFamilies ?? [placement.family]).map { family in
            "<option value=\"\(family.shortName)\"\(family == placement.family ? " selected" : "")>"
                + family.displayName + "</option>"
        }.joined()
        let pages = try pages ?? pageNames()
        let moves = pages.filter { $0 != placement.surface }.map {
            "<option value=\"\(escapeHTML($0))\">\($0 == "home" ? "Home" : escapeHTML($0))</option>"
        }.joined()
        let modes = WidgetRenderingMode.all.map { option in
            "<option value=\"\(option)\"\(option == mode ? " selected" : "")>\(option.displayName)</option>"
        }.joined()
        let configure = kind?.configurationSchema == nil
            ? "" : "<a class=\"button secondary\" href=\"/widgets/\(id.rawValue)/configure\" data-tool=\"configure\">Edit widget</a>"
        return """
            <figure class="card \(placement.family.shortName)" id="w\(id.rawValue)" data-instance="\(id.rawValue)" draggable="true" \
            data-kind="\(escapeHTML(placement.kind))" data-page="\(escapeHTML(placement.surface))" data-rendering-mode="\(mode)">\
            <div class="owk-slot\(mode == .fullColor ? "" : " tinted")">\
            \(rendered.isEmpty ? "<div class=\"owk-empty\">No content yet</div>" : rendered)</div>\
            <figcaption><a href="/widgets/\(id.rawValue)/details" title="Timeline, reloads and errors">\(escapeHTML(name))</a>\
            </figcaption><div class="tools">\
            <button class="secondary" data-tool="left" title="Move left" aria-label="Move left">◀</button>\
            <button class="secondary" data-tool="right" title="Move right" aria-label="Move right">▶</button>\
            <select data-tool="family" aria-label="Size">\(families)</select>\
            <select data-tool="rendering-mode" aria-label="Rendering mode">\(modes)</select>\
            <select data-tool="page" aria-label="Move to page"><option value="">Move to…</option>\(moves)\
            <option value="+">New page…</option></select>\(configure)\
            <button class="danger" data-tool="remove" title="Remove" aria-label="Remove">✕</button></div></figure>
            """
    }

    /// The entries as `<div class="owk-entry" data-from=…>`, the first visible. With `cache` (the
    /// widget's ID and when its timeline arrived) each entry's HTML is kept until a new timeline
    /// comes: a page of many widgets lays out only what changed. (Ticking dates are drawn as of the
    /// first rendering; the page's script sets them to the current time as it loads.)
    func render(
        _ entries: [ArchivedEntry], family: WidgetFamily, scheme: ColorScheme, now: Date,
        kind: HostProtocol.WidgetDescription?, cache: (instance: Int, fetchedAt: Date)? = nil,
        renderingMode: WidgetRenderingMode = .fullColor
    ) -> String {
        // Another mode than full colour is drawn as on the Lock Screen: the dark appearance, luminance as opacity.
        let scheme = renderingMode == .fullColor ? scheme : .dark
        var options = RenderOptions(
            family: family, scale: 1, colorScheme: scheme, date: now,
            contentMarginsDisabled: kind?.contentMarginsDisabled ?? false)
        options.renderingMode = renderingMode
        return entries.enumerated().map { index, entry in
            let key = cache.map {
                RenderedEntries.Key(
                    instance: $0.instance, fetchedAt: $0.fetchedAt, entryDate: entry.date, family: family, scheme: scheme,
                    renderingMode: renderingMode)
            }
            let html = key.flatMap(renderedEntries.get) ?? renderers.with { renderer in
                let html = renderer.renderHTML(entry.archive, options: options, document: false, script: false)
                if let key { renderedEntries.set(key, html) }
                return html
            }
            return "<div class=\"owk-entry\" data-from=\"\(entry.date.timeIntervalSince1970)\"\(index == 0 ? "" : " hidden")>"
                + html + "</div>"
        }.joined()
    }

    /// Shows each card's entry that is due now; swaps in cards the host says changed; edit mode
    /// (reorder by dragging or ◀ ▶, size, page, remove); taps (`widgetURL`, `Link`) and interactive buttons.
    static let homeScript = """
        (function(){
        var home=document.getElementById('home'),page=home.getAttribute('data-page');
        function show(){var now=Date.now()/1000;
        document.querySelectorAll('.owk-slot').forEach(function(slot){var es=slot.querySelectorAll('.owk-entry'),pick=0;
        for(var i=0;i<es.length;i++){if(parseFloat(es[i].getAttribute('data-from'))<=now)pick=i}
        for(var j=0;j<es.length;j++){es[j].hidden=(j!==pick)}})}
        window.owkShow=show;show();setInterval(show,250);if(window.owkTick)window.owkTick();
        function refresh(id){return fetch('/widgets/'+id).then(function(r){
        var card=document.getElementById('w'+id);
        if(r.status===404){if(card)card.remove();return}
        return r.text().then(function(html){var t=document.createElement('template');t.innerHTML=html;var fresh=t.content.firstElementChild;
        if(fresh.getAttribute('data-page')&&fresh.getAttribute('data-page')!==page){if(card)card.remove();return}
        if(card){card.replaceWith(fresh)}else{home.appendChild(fresh);var e=document.getElementById('empty');if(e)e.remove()}
        show();if(window.owkTick)window.owkTick()})})}
        window.owkRefresh=refresh;
        function order(){return Array.prototype.map.call(home.querySelectorAll('figure.card'),function(c){return +c.getAttribute('data-instance')})}
        document.addEventListener('click',function(e){
        if(e.target.closest('[data-action=edit]')){e.preventDefault();var on=document.body.classList.toggle('editing');
        document.getElementById('edit').textContent=on?'Done':'Edit';return}
        var card=e.target.closest('figure.card');if(!card)return;var id=card.getAttribute('data-instance');
        var tool=e.target.closest('[data-tool]');
        if(tool&&tool.tagName==='BUTTON'){e.preventDefault();var t=tool.getAttribute('data-tool');
        if(t==='remove'){owk.api('DELETE','/api/instances/'+id).then(function(){card.remove()}).catch(function(x){owk.toast(x.message)});return}
        var sib=t==='left'?card.previousElementSibling:card.nextElementSibling;if(!sib)return;
        if(t==='left')home.insertBefore(card,sib);else home.insertBefore(sib,card);
        owk.api('PUT','/api/pages/'+encodeURIComponent(page)+'/order',{instances:order()}).catch(function(x){owk.toast(x.message)});return}
        if(document.body.classList.contains('editing')||tool)return;
        var button=e.target.closest('.owk-intent');
        if(button){e.preventDefault();var started=performance.now();
        owk.api('POST','/api/instances/'+id+'/actions',{intent:JSON.parse(button.getAttribute('data-intent'))})
        .then(function(){return refresh(id)}).then(function(){window.owkLastActionMs=performance.now()-started})
        .catch(function(x){owk.toast(x.message)});return}
        var link=e.target.closest('.owk-link'),target=e.target.closest('[data-widget-url]');
        var url=link?(link.getAttribute('data-url')||link.getAttribute('href')):target?target.getAttribute('data-widget-url'):null;if(!url)return;
        e.preventDefault();
        owk.api('POST','/api/instances/'+id+'/taps',{url:url}).then(function(r){
        if(r.action==='open'){window.open(r.url,'_blank','noopener')}else{owk.toast('Sent '+r.url+' to '+r.handler)}})
        .catch(function(x){owk.toast(x.message)})});
        document.addEventListener('change',function(e){var tool=e.target.closest('select[data-tool]');if(!tool)return;
        var card=tool.closest('figure.card'),id=card.getAttribute('data-instance');
        if(tool.getAttribute('data-tool')==='family'){
        owk.api('PUT','/api/instances/'+id+'/family',{family:tool.value}).then(function(){return refresh(id)}).catch(function(x){owk.toast(x.message)});return}
        if(tool.getAttribute('data-tool')==='rendering-mode'){
        owk.api('PUT','/api/instances/'+id+'/rendering-mode',{renderingMode:tool.value}).then(function(){return refresh(id)}).catch(function(x){owk.toast(x.message)});return}
        var to=tool.value;if(!to)return;
        if(to==='+'){to=prompt('Name of the new page (letters, digits, - or _):');if(!to){tool.value='';return}}
        owk.api('PUT','/api/pages/'+encodeURIComponent(to)+'/order',{instances:[+id]}).then(function(){card.remove()})
        .catch(function(x){tool.value='';owk.toast(x.message)})});
        var dragged=null;
        home.addEventListener('dragstart',function(e){var c=e.target.closest&&e.target.closest('figure.card');
        if(!c||!document.body.classList.contains('editing')){e.preventDefault();return}
        dragged=c;e.dataTransfer.effectAllowed='move';e.dataTransfer.setData('text/plain',c.id)});
        home.addEventListener('dragover',function(e){if(!dragged)return;e.preventDefault();
        var over=e.target.closest&&e.target.closest('figure.card');if(!over||over===dragged)return;
        var r=over.getBoundingClientRect();home.insertBefore(dragged,e.clientX>r.left+r.width/2?over.nextSibling:over)});
        home.addEventListener('drop',function(e){if(dragged)e.preventDefault()});
        home.addEventListener('dragend',function(){if(!dragged)return;dragged=null;
        owk.api('PUT','/api/pages/'+encodeURIComponent(page)+'/order',{instances:order()}).catch(function(x){owk.toast(x.message)})});
        if(!window.EventSource||document.body.getAttribute('data-live')!=='true')return;
        var events=new EventSource('/events');window.owkEvents=events;
        events.addEventListener('changed',function(m){JSON.parse(m.data).instances.forEach(refresh)});
        })();
        """
}

extension WidgetRenderingMode {
    /// The name people see: "Full colour", "Accented", "Vibrant".
    var displayName: String {
        switch self {
        case .accented: "Accented"
        case .vibrant: "Vibrant"
        default: "Full colour"
        }
    }
}

extension WidgetFamily {
    /// The name people see: "Small", "Medium", "Large", "Extra Large", "Circular", …
    var displayName: String {
        switch self {
        case .systemSmall: "Small"
        case .systemMedium: "Medium"
        case .systemLarge: "Large"
        case .systemExtraLarge: "Extra Large"
        case .accessoryCircular: "Circular"
        case .accessoryRectangular: "Rectangular"
        case .accessoryInline: "Inline"
        case .accessoryCorner: "Corner"
        }
    }
}

/// Entry HTML already rendered, by widget, timeline and entry; dropped wholesale past a bound.
private final class RenderedEntries: Sendable {
    struct Key: Hashable, Sendable {
        var instance: Int
        var fetchedAt: Date
        var entryDate: Date
        var family: WidgetFamily
        var scheme: ColorScheme
        var renderingMode: WidgetRenderingMode
    }

    private let entries = Mutex<[Key: String]>([:])
    private let limit = 20_000

    func get(_ key: Key) -> String? { entries.withLock { $0[key] } }

    func set(_ key: Key, _ html: String) {
        entries.withLock { entries in
            if entries.count >= limit { entries.removeAll(keepingCapacity: true) }
            entries[key] = html
        }
    }
}

/// Renderers for concurrent requests: one per request at a time (a renderer is not thread-safe).
final class RendererPool: Sendable {
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

import Foundation
package import OpenWidgetKit
import WidgetHost
import WidgetRendering

extension WidgetPages {
    /// How long a page waits for one control's value.
    var controlTimeLimit: Duration { .seconds(3) }

    /// The home page's controls: every control the extensions offer, drawn with its current value (each
    /// asked for at once, a few seconds each at most); pressing one runs its action through the host.
    /// Empty when no extension offers controls.
    func controlsSection(scheme: ColorScheme) async -> String {
        let kinds = daemon.controls().map(\.kind)
        guard !kinds.isEmpty else { return "" }
        let figures = await concurrentResults(kinds) { kind in await self.controlFigure(kind, scheme: scheme) }
        return "<section class=\"controls\" id=\"controls\" aria-label=\"Controls\">"
            + figures.compactMap { try? $0.get() }.joined() + "</section>"
    }

    /// One control: `<figure class="control" data-control="KIND">` with the control drawn (its value now,
    /// or its preview value) and its name; an error in its place if its extension could not draw it.
    package func controlFigure(_ kind: String, scheme: ColorScheme, isPreview: Bool = false) async -> String {
        let summary = daemon.controls().first { $0.kind == kind }
        let daemon = self.daemon
        let limit = controlTimeLimit
        let drawn: String
        var hint = ""
        switch await withRealTimeLimit(limit, { try await daemon.control(kind, isPreview: isPreview, colorScheme: scheme) }) {
        case .finished(.success(let control)):
            drawn = renderControl(control, scheme: scheme)
            hint = control.actionHint ?? (control.title + (control.value.map { " · \($0)" } ?? ""))
        case .finished(.failure(let error)):
            drawn = "<div class=\"owk-empty error control-error\">\(escapeHTML("\(error)"))</div>"
        case .timedOut:
            drawn = "<div class=\"owk-empty error control-error\">its value took longer than \(limit)</div>"
        }
        return "<figure class=\"control\" data-control=\"\(escapeHTML(kind))\"><div class=\"owk-slot\" title=\"\(escapeHTML(hint))\">"
            + drawn + "</div><figcaption>\(escapeHTML(summary?.displayName ?? kind))</figcaption></figure>"
    }

    /// A control drawn by the HTML renderer at its size, a capsule.
    func renderControl(_ control: ArchivedControl, scheme: ColorScheme) -> String {
        var options = RenderOptions(
            family: .systemSmall, size: Size(width: ControlChrome.size.width, height: ControlChrome.size.height), scale: 1,
            colorScheme: scheme, date: daemon.clock.now)
        options.cornerRadius = ControlChrome.cornerRadius
        return renderers.with { $0.renderHTML(control.archive, options: options, document: false, script: false) }
    }

    /// Presses controls (`POST /api/controls/KIND/actions`), draws them again after, opens what an
    /// `OpenURLIntent` opens, and draws controls again when the host says so (`event: controls`).
    static let controlsScript = """
        (function(){
        function refreshControl(kind){return fetch('/controls/'+encodeURIComponent(kind)).then(function(r){
        if(!r.ok)return;return r.text().then(function(html){var old=null;document.querySelectorAll('figure.control').forEach(function(f){
        if(f.getAttribute('data-control')===kind)old=f});if(!old)return;var t=document.createElement('template');t.innerHTML=html;
        old.replaceWith(t.content.firstElementChild);if(window.owkTick)window.owkTick()})})}
        window.owkRefreshControl=refreshControl;
        document.addEventListener('click',function(e){var fig=e.target.closest('figure.control');if(!fig)return;
        var button=e.target.closest('.owk-intent');if(!button)return;e.preventDefault();
        var kind=fig.getAttribute('data-control'),started=performance.now();button.disabled=true;
        owk.api('POST','/api/controls/'+encodeURIComponent(kind)+'/actions',{intent:JSON.parse(button.getAttribute('data-intent'))})
        .then(function(r){if(r&&r.opened){if(r.opened.action==='open'){window.open(r.opened.url,'_blank','noopener')}
        else{owk.toast('Sent '+r.opened.url+' to '+r.opened.handler)}}return refreshControl(kind)})
        .then(function(){window.owkLastControlMs=performance.now()-started})
        .catch(function(x){button.disabled=false;owk.toast(x.message)})});
        if(window.owkEvents)window.owkEvents.addEventListener('controls',function(m){JSON.parse(m.data).kinds.forEach(refreshControl)});
        })();
        """
}

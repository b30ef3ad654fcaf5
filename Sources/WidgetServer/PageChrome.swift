import Foundation
import WidgetRendering
import WidgetUI

/// The frame every dashboard page shares: the head, the style sheet, the header with the pages'
/// tabs, the toast that reports what a tap or a button did, and the shared script.
struct PageChrome {
    var title: String
    var scheme: ColorScheme
    /// The dashboard pages (surfaces) to list as tabs, and the one shown, if any.
    var pages: [String]
    var currentPage: String?
    /// A problem of the host every page shows above its content (the store cannot be written).
    var notice: String?

    /// The URL of a dashboard page: `/` for `home`, `/pages/NAME` for the others.
    static func url(ofPage page: String) -> String {
        page == "home" ? "/" : "/pages/" + escapeHTML(page)
    }

    func render(body: String, actions: String = "", bodyAttributes: String = "", script: String = "") -> String {
        let dark = scheme == .dark
        let tabs = pages.map { page in
            "<a class=\"tab\(page == currentPage ? " current" : "")\" href=\"\(Self.url(ofPage: page))\">"
                + (page == "home" ? "Home" : escapeHTML(page)) + "</a>"
        }.joined()
        return """
            <!doctype html><html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,">
            <title>\(escapeHTML(title)) — OpenWidgetKit</title>
            <style>\(Self.style(dark: dark))</style></head>
            <body class="\(dark ? "dark" : "light")" data-scheme="\(dark ? "dark" : "light")"\(bodyAttributes)>
            <header><div class="title"><h1>\(escapeHTML(title))</h1><nav class="tabs">\(tabs)\
            <a class="tab new-page" href="#" data-action="new-page">+ Page</a></nav></div>
            <nav class="actions">\(actions)<a href="#" data-action="scheme" data-scheme-to="\(dark ? "light" : "dark")">\
            \(dark ? "Light" : "Dark") mode</a></nav></header>
            \(notice.map { "<p class=\"notice\" id=\"host-notice\" role=\"alert\">\(escapeHTML($0))</p>" } ?? "")
            \(body)
            <div id="owk-toast" role="status" hidden></div>
            <script>\(Self.sharedScript)</script>
            \(script.isEmpty ? "" : "<script>\(script)</script>")
            </body></html>
            """
    }

    static func style(dark: Bool) -> String {
        let text = dark ? "#f2f2f7" : "#1c1c1e", secondary = dark ? "#aeaeb2" : "#636366"
        let accent = dark ? "#0a84ff" : "#007aff", panel = dark ? "#111113" : "#fff"
        let line = dark ? "#38383a" : "#d1d1d6", red = dark ? "#ff453a" : "#ff3b30"
        return """
            :root{color-scheme:\(dark ? "dark" : "light")}
            body{margin:0;font-family:Inter,'DejaVu Sans',sans-serif;background:\(dark ? "#000" : "#e9e9ee");color:\(text)}
            a{color:\(accent);text-decoration:none}
            header{display:flex;align-items:flex-end;justify-content:space-between;padding:24px 32px 8px;gap:16px;flex-wrap:wrap}
            h1{font-size:28px;margin:0 0 6px;font-weight:700}h2{font-size:20px;margin:28px 0 8px}
            .tabs{display:flex;gap:6px;flex-wrap:wrap}.tab{font-size:14px;padding:4px 12px;border-radius:14px;color:\(secondary)}
            .tab.current{background:\(accent);color:#fff}
            .actions{display:flex;gap:16px;font-size:15px;align-items:center}
            button,.button{font:inherit;font-size:14px;border:0;border-radius:8px;padding:6px 14px;background:\(accent);color:#fff;cursor:pointer}
            button.secondary{background:\(dark ? "#2c2c2e" : "#e5e5ea");color:\(text)}
            button.danger{background:\(red)}
            .grid{display:flex;flex-wrap:wrap;gap:24px;padding:16px 32px 48px;align-items:flex-start}
            figure.card{margin:0;display:flex;flex-direction:column;align-items:center;gap:8px}
            .owk-slot{border-radius:22px;box-shadow:0 1px 3px rgba(0,0,0,\(dark ? "0.6" : "0.12"));cursor:default}
            .owk-slot .owk-widget{display:block}
            .owk-slot.tinted{background:linear-gradient(160deg,#3b4f7d,#141d33 70%)}
            .controls{display:flex;flex-wrap:wrap;gap:18px;padding:8px 32px 0;align-items:flex-start}
            figure.control{margin:0;display:flex;flex-direction:column;align-items:center;gap:6px}
            figure.control .owk-slot{border-radius:36px}
            .owk-slot [data-widget-url],.owk-slot .owk-link,.owk-slot .owk-intent{cursor:pointer}
            figcaption{font-size:13px;color:\(secondary)}figcaption a{color:inherit}
            .tools{display:none;gap:4px;flex-wrap:wrap;justify-content:center}
            body.editing .tools{display:flex}body.editing figure.card{cursor:grab}body.editing .owk-slot{animation:jiggle .25s infinite alternate}
            @keyframes jiggle{from{transform:rotate(-0.6deg)}to{transform:rotate(0.6deg)}}
            .tools button,.tools select{font-size:12px;padding:3px 8px;border-radius:6px}
            .tools select{font:inherit;font-size:12px;background:\(panel);color:\(text);border:1px solid \(line)}
            .owk-empty{width:170px;height:170px;display:flex;align-items:center;justify-content:center;font-size:13px}
            .empty{padding:0 32px}main.doc{padding:8px 32px 48px;max-width:1100px}
            .panel{background:\(panel);border-radius:14px;padding:16px 20px;margin:12px 0}
            .kind{display:flex;flex-direction:column;gap:6px}.kind p{margin:0;color:\(secondary);font-size:14px}
            .previews{display:flex;gap:20px;flex-wrap:wrap;align-items:flex-end;margin-top:8px}
            .preview{display:flex;flex-direction:column;align-items:center;gap:8px}
            table{border-collapse:collapse;width:100%;font-size:13px}th,td{text-align:left;padding:5px 8px;border-bottom:1px solid \(line);vertical-align:top}
            th{color:\(secondary);font-weight:600}tr.now td{font-weight:700}
            dl{display:grid;grid-template-columns:max-content 1fr;gap:6px 16px;margin:0;font-size:14px}dt{color:\(secondary)}dd{margin:0}
            form.config label{display:block;font-weight:600;margin:14px 0 4px}form.config .help{font-size:13px;color:\(secondary);margin:2px 0}
            form.config input,form.config select{font:inherit;font-size:15px;padding:6px 8px;border-radius:8px;border:1px solid \(line);background:\(panel);color:\(text);min-width:260px}
            form.config input[type=checkbox]{min-width:0}
            .field-error{color:\(red);font-size:13px;margin-top:4px}.form-error{color:\(red);margin:10px 0}
            .error{color:\(red)}code{font-size:13px}
            .notice{margin:8px 32px;padding:10px 16px;border-radius:10px;background:\(red);color:#fff;font-size:14px}
            #owk-toast{position:fixed;left:50%;bottom:24px;transform:translateX(-50%);background:\(dark ? "#3a3a3c" : "#1c1c1e");color:#fff;padding:10px 18px;border-radius:12px;font-size:14px;max-width:80vw}
            """
    }

    /// Helpers every page uses: `owk.api` (JSON requests that throw the server's error text),
    /// `owk.toast`, the colour-scheme switch and "+ Page".
    static let sharedScript = """
        window.owk={api:function(method,path,body){var init={method:method,headers:{}};
        if(body!==undefined){init.headers['Content-Type']='application/json';init.body=JSON.stringify(body)}
        return fetch(path,init).then(function(r){return r.text().then(function(t){var j=null;try{j=t?JSON.parse(t):null}catch(e){}
        if(!r.ok)throw new Error(j&&j.error?j.error:r.status+' '+r.statusText);return j})})},
        toast:function(text){var t=document.getElementById('owk-toast');t.textContent=text;t.hidden=false;
        clearTimeout(t.owkTimer);t.owkTimer=setTimeout(function(){t.hidden=true},4000)}};
        document.addEventListener('click',function(e){var a=e.target.closest('[data-action=scheme],[data-action=new-page]');if(!a)return;
        e.preventDefault();if(a.getAttribute('data-action')==='scheme'){
        document.cookie='owk_scheme='+a.getAttribute('data-scheme-to')+';path=/;samesite=strict;max-age=31536000';location.reload();return}
        var name=prompt('Name of the new page (letters, digits, - or _):');if(!name)return;
        if(!/^[A-Za-z0-9_-]{1,40}$/.test(name)){owk.toast('A page name is 1 to 40 letters, digits, - or _');return}
        location.href='/gallery?page='+encodeURIComponent(name)});
        """
}

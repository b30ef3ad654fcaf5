import Foundation
import HTTPTypes
package import OpenWidgetKit
package import WidgetHost
import WidgetRendering

extension WidgetPages {
    /// The configuration form of a configurable widget, made from its intent's parameters, with the
    /// choices its extension provides. Saving validates in the extension and reloads the widget at
    /// once (free of budget); a bad value is shown next to its field and changes nothing.
    package func configurationForm(_ id: InstanceID, scheme: ColorScheme) async throws -> String {
        let placement = try daemon.placement(id)
        guard let kind = daemon.widgetDescription(placement.kind) else {
            throw DashboardError(status: .notFound, description: "no extension offers \(placement.kind) now")
        }
        guard let schema = kind.configurationSchema else {
            throw DashboardError(status: .notFound, description: "\(kind.displayName) has nothing to configure")
        }
        var fields: [String] = []
        for parameter in schema.parameters {
            fields.append(try await field(parameter, value: placement.configuration[parameter.name] ?? parameter.defaultValue,
                                          kind: placement.kind, configuration: placement.configuration))
        }
        let page = PageChrome.url(ofPage: placement.surface)
        let chrome = chrome(title: "Edit \(kind.displayName)", scheme: scheme, pages: try pageNames(), currentPage: nil)
        return chrome.render(
            body: """
                <main class="doc"><form class="config panel" id="configuration" data-instance="\(id.rawValue)" \
                data-back="\(page)" novalidate><h2>\(escapeHTML(schema.title))</h2>\
                \(schema.intentDescription.map { "<p class=\"help\">" + escapeHTML($0) + "</p>" } ?? "")\
                \(fields.joined())<div class="form-error" id="form-error" hidden></div>\
                <p><button type="submit" id="save">Save</button> <a href="\(page)">Cancel</a></p>\
                <p class="help">Saving reloads the widget at once; it does not count against its daily budget.</p></form></main>
                """,
            script: Self.configurationScript)
    }

    private func field(
        _ parameter: IntentParameterSchema, value: ConfigurationValue?, kind: String, configuration: ConfigurationValues
    ) async throws -> String {
        let name = escapeHTML(parameter.name)
        let id = "p-" + name
        var control: String
        switch parameter.kind {
        case .string:
            control = "<input type=\"text\" id=\"\(id)\" name=\"\(name)\" value=\"\(escapeHTML(value.map(\.description) ?? ""))\">"
        case .int, .double:
            let shown: String = switch value {
            case .int(let number): String(number)
            case .double(let number): String(number)
            default: ""
            }
            control = "<input type=\"number\" step=\"\(parameter.kind == .int ? "1" : "any")\" id=\"\(id)\" name=\"\(name)\" value=\"\(shown)\">"
        case .bool:
            let on = if case .bool(true) = value { true } else { false }
            control = "<input type=\"checkbox\" id=\"\(id)\" name=\"\(name)\"\(on ? " checked" : "")>"
        case .date:
            var shown = ""
            if case .date(let date) = value { shown = String(date.ISO8601Format().prefix(16)) }
            control = "<input type=\"datetime-local\" id=\"\(id)\" name=\"\(name)\" value=\"\(shown)\"> <span class=\"help\">UTC</span>"
        case .object:
            var choices = parameter.staticOptions ?? []
            var problem: String?
            if parameter.hasDynamicOptions {
                do {
                    choices = try await daemon.options(kind: kind, parameter: parameter.name, configuration: configuration)
                } catch {
                    problem = "The extension could not list the choices: \(error)"
                }
            }
            var selected: String?
            if case .object(let identifier, let display) = value {
                selected = identifier
                if !choices.contains(where: { $0.identifier == identifier }) {
                    choices.insert(IntentOption(identifier: identifier, display: display), at: 0)
                }
            }
            let options = (parameter.isOptional || selected == nil ? ["<option value=\"\">—</option>"] : [])
                + choices.map {
                    "<option value=\"\(escapeHTML($0.identifier))\"\($0.identifier == selected ? " selected" : "")>"
                        + escapeHTML($0.display) + "</option>"
                }
            control = "<select id=\"\(id)\" name=\"\(name)\">\(options.joined())</select>"
                + (problem.map { "<div class=\"field-error\">" + escapeHTML($0) + "</div>" } ?? "")
        }
        return """
            <div class="field" data-name="\(name)" data-kind="\(parameter.kind.rawValue)" data-optional="\(parameter.isOptional)">\
            <label for="\(id)">\(escapeHTML(parameter.title))</label>\
            \(parameter.parameterDescription.map { "<div class=\"help\">" + escapeHTML($0) + "</div>" } ?? "")\
            \(control)<div class="field-error" hidden></div></div>
            """
    }

    /// Sends the form as `ConfigurationValues`; shows the extension's error at the field it names.
    static let configurationScript = """
        (function(){var form=document.getElementById('configuration'),id=form.getAttribute('data-instance');
        form.addEventListener('submit',function(e){e.preventDefault();var values={};
        form.querySelectorAll('.field').forEach(function(f){var name=f.getAttribute('data-name'),kind=f.getAttribute('data-kind');
        var input=f.querySelector('input,select');f.querySelector('.field-error:last-child').hidden=true;
        if(kind==='bool'){values[name]={bool:input.checked};return}
        var raw=input.value;if(raw==='')return;
        if(kind==='string')values[name]={string:raw};
        else if(kind==='int')values[name]=/^-?[0-9]+$/.test(raw)?{int:parseInt(raw,10)}:{string:raw};
        else if(kind==='double')values[name]=isNaN(parseFloat(raw))?{string:raw}:{double:parseFloat(raw)};
        else if(kind==='date')values[name]={date:Date.parse(raw+':00Z')/1000};
        else if(kind==='object')values[name]={identifier:raw,display:input.options[input.selectedIndex].text}});
        var err=document.getElementById('form-error');err.hidden=true;
        owk.api('PUT','/api/instances/'+id+'/configuration',{configuration:values}).then(function(){location.href=form.getAttribute('data-back')})
        .catch(function(x){var shown=false;form.querySelectorAll('.field').forEach(function(f){
        if(x.message.indexOf('.'+f.getAttribute('data-name')+':')>=0){var m=f.querySelector('.field-error:last-child');m.textContent=x.message;m.hidden=false;shown=true}});
        if(!shown){err.textContent=x.message;err.hidden=false}})})})();
        """
}

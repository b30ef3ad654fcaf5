import Foundation

/// The JSON API's OpenAPI 3.1 description, served at `/openapi.json`.
///
/// Each operation lists what it answers itself; `withCommonResponses` adds what every route can
/// answer by the same rules (421 for a foreign `Host`, 401 without the token, 403/413/415/503 on
/// mutations, 400/404 for a malformed or unknown ID), so no route can forget one.
package enum OpenAPIDocument {
    package static let json: String = {
        guard let object = try? JSONSerialization.jsonObject(with: Data(base.utf8)),
            var document = object as? [String: Any],
            let data = try? JSONSerialization.data(
                withJSONObject: withCommonResponses(&document), options: [.sortedKeys, .withoutEscapingSlashes])
        else { return base }
        return String(decoding: data, as: UTF8.self)
    }()

    private static let mutatingMethods: Set<String> = ["post", "put", "delete", "patch"]

    private static func withCommonResponses(_ document: inout [String: Any]) -> [String: Any] {
        guard var paths = document["paths"] as? [String: [String: Any]] else { return document }
        for (path, var item) in paths {
            for (method, value) in item {
                guard var operation = value as? [String: Any], var responses = operation["responses"] as? [String: Any]
                else { continue }
                func add(_ status: String, _ name: String) {
                    if responses[status] == nil { responses[status] = ["$ref": "#/components/responses/\(name)"] }
                }
                add("421", "MisdirectedRequest")
                // `/healthz` needs no token (its own `security` says so).
                let open = (operation["security"] as? [[String: Any]])?.allSatisfy(\.isEmpty) == true
                if !open { add("401", "Unauthorized") }
                if mutatingMethods.contains(method) {
                    add("403", "Forbidden")
                    add("413", "ContentTooLarge")
                    add("415", "UnsupportedMediaType")
                    add("503", "StoreUnavailable")
                }
                if path.contains("{id}") {
                    add("400", "BadRequest")
                    add("404", "NotFound")
                }
                if path.contains("{kind}") { add("404", "NotFound") }
                if path.contains("{page}") { add("400", "BadRequest") }
                operation["responses"] = responses
                item[method] = operation
            }
            paths[path] = item
        }
        document["paths"] = paths
        return document
    }

    private static let base = #"""
    {
      "openapi": "3.1.0",
      "info": {
        "title": "OpenWidgetKit dashboard API",
        "version": "1.1.0",
        "description": "Place, arrange, configure, reload and tap the widgets of a `widgetkit serve` host. Every request names the host by one of its own names in Host (else 421: see --allowed-host). Mutating requests send JSON (Content-Type: application/json) from the dashboard's own origin; bodies are at most 64 KB. Off loopback every request carries the host's token (Authorization: Bearer TOKEN). Errors are {\"error\": \"…\"}. A method a path does not have is 405 with Allow; HEAD answers every GET."
      },
      "servers": [{"url": "/"}],
      "components": {
        "securitySchemes": {"token": {"type": "http", "scheme": "bearer", "description": "Only when the host listens beyond loopback (--token, or $OPENWIDGETKIT_TOKEN)."}},
        "schemas": {
          "Error": {"type": "object", "required": ["error"], "properties": {"error": {"type": "string"}}},
          "ID": {"type": "integer", "minimum": 0, "maximum": 9223372036854775807},
          "Family": {"type": "string", "description": "A widget family, as the host writes it.",
            "enum": ["systemSmall", "systemMedium", "systemLarge", "systemExtraLarge", "accessoryCircular", "accessoryRectangular", "accessoryInline", "accessoryCorner"]},
          "FamilyName": {"type": "string", "description": "A widget family in a request: its name, or its short name.",
            "enum": ["systemSmall", "systemMedium", "systemLarge", "systemExtraLarge", "accessoryCircular", "accessoryRectangular", "accessoryInline", "accessoryCorner",
              "small", "medium", "large", "extraLarge", "circular", "rectangular", "inline", "corner"]},
          "PageName": {"type": "string", "pattern": "^[A-Za-z0-9_-]{1,40}$", "description": "A dashboard page: 1 to 40 letters, digits, - or _."},
          "ConfigurationValue": {"description": "One key naming the value's kind.",
            "oneOf": [
              {"type": "object", "required": ["string"], "additionalProperties": false, "properties": {"string": {"type": "string"}}},
              {"type": "object", "required": ["int"], "additionalProperties": false, "properties": {"int": {"type": "integer", "minimum": -9223372036854775808, "maximum": 9223372036854775807}}},
              {"type": "object", "required": ["double"], "additionalProperties": false, "properties": {"double": {"type": "number"}}},
              {"type": "object", "required": ["bool"], "additionalProperties": false, "properties": {"bool": {"type": "boolean"}}},
              {"type": "object", "required": ["date"], "additionalProperties": false, "properties": {"date": {"type": "number", "description": "Seconds since 1970."}}},
              {"type": "object", "required": ["identifier"], "additionalProperties": false, "properties": {"identifier": {"type": "string"}, "display": {"type": "string"}}},
              {"type": "object", "required": ["array"], "additionalProperties": false, "properties": {"array": {"type": "array", "items": {"$ref": "#/components/schemas/ConfigurationValue"}}}}
            ]},
          "Configuration": {"type": "object", "additionalProperties": {"$ref": "#/components/schemas/ConfigurationValue"}, "description": "Parameter name to value; which parameters and values a widget takes is its extension's to say (else 422)."},
          "Instance": {"type": "object", "required": ["id", "kind", "family", "surface", "configuration", "entryCount"],
            "properties": {"id": {"$ref": "#/components/schemas/ID"}, "kind": {"type": "string"}, "family": {"$ref": "#/components/schemas/Family"}, "surface": {"type": "string", "description": "The dashboard page (home, or another page's name)."},
              "position": {"type": "number"}, "configuration": {"$ref": "#/components/schemas/Configuration"}, "shownEntry": {"type": "string"}, "shownEntryIndex": {"type": "integer"}, "entryCount": {"type": "integer"},
              "policy": {"type": "string"}, "fetchedAt": {"type": "string", "format": "date-time"}, "fetchReason": {"type": "string"}, "nextReload": {"type": "string", "format": "date-time"}, "nextReloadReason": {"type": "string"}, "lastError": {"type": "string"},
              "renderingMode": {"$ref": "#/components/schemas/RenderingMode"}}},
          "RenderingMode": {"type": "string", "enum": ["fullColor", "accented", "vibrant"], "description": "How a widget is drawn: in full colour, two-tone with its widgetAccentable views in the accent colour, or monochrome with luminance as opacity (the Lock Screen)."},
          "Control": {"type": "object", "required": ["kind", "displayName", "description", "configurable", "extensionPath"],
            "properties": {"kind": {"type": "string"}, "displayName": {"type": "string"}, "description": {"type": "string"}, "configurable": {"type": "boolean"}, "extensionPath": {"type": "string"}}},
          "ControlPress": {"type": "object", "required": ["control"],
            "properties": {"control": {"type": "object", "required": ["kind", "template", "title"], "properties": {"kind": {"type": "string"}, "template": {"type": "string", "enum": ["button", "toggle"]}, "isOn": {"type": "boolean"}, "title": {"type": "string"}, "value": {"type": "string"}}},
              "opened": {"$ref": "#/components/schemas/Tap"}}},
          "Report": {"type": "object", "required": ["instance", "receipts", "receiptsTruncated", "receiptCount", "warnings", "warningCount", "events", "budgetUsed", "budgetLimit", "budgetResetsAt"],
            "properties": {"instance": {"$ref": "#/components/schemas/Instance"}, "receipts": {"type": "array", "items": {"type": "object"}, "description": "The latest reload receipts (?receipts=, 50 by default), oldest first."},
              "olderReceipts": {"type": "integer", "description": "Pass as ?before= for the page of older receipts; absent when these are the oldest."}, "receiptsTruncated": {"type": "boolean", "description": "Whether the oldest receipt's requests were too many to read them all."},
              "warnings": {"type": "array", "items": {"type": "string"}}, "events": {"type": "array", "items": {"type": "object"}, "description": "The latest 200 events, oldest first."},
              "receiptCount": {"type": "integer", "description": "How many receipts the host keeps for the widget in all (7 days)."},
              "warningCount": {"type": "integer", "description": "How many warnings the host keeps for the widget in all."},
              "budgetUsed": {"type": "integer"}, "budgetLimit": {"type": "integer"}, "budgetResetsAt": {"type": "string", "format": "date-time"}}},
          "Kind": {"type": "object", "required": ["kind", "displayName", "description", "supportedFamilies", "configurable", "extensionPath"],
            "properties": {"kind": {"type": "string"}, "displayName": {"type": "string"}, "description": {"type": "string"}, "supportedFamilies": {"type": "array", "items": {"$ref": "#/components/schemas/Family"}},
              "configurable": {"type": "boolean"}, "configurationSchema": {"type": "object"}, "extensionPath": {"type": "string"}, "extensionError": {"type": "string"}}},
          "Option": {"type": "object", "required": ["identifier", "display"], "properties": {"identifier": {"type": "string"}, "display": {"type": "string"}}},
          "Page": {"type": "object", "required": ["name", "instances"], "properties": {"name": {"type": "string"}, "instances": {"type": "array", "items": {"$ref": "#/components/schemas/ID"}}}},
          "Tap": {"type": "object", "required": ["action", "url", "handler"], "properties": {"action": {"type": "string", "enum": ["open", "delivered"]}, "url": {"type": "string"}, "handler": {"type": "string"}}},
          "ActionResult": {"type": "object", "required": ["widgets"], "properties": {"widgets": {"type": "integer", "description": "How many widgets reloaded."}}},
          "IntentInvocation": {"type": "object", "required": ["typeName", "parametersJSON"], "description": "As a widget's data-intent attribute carries it.",
            "properties": {"typeName": {"type": "string"}, "parametersJSON": {"type": "string", "description": "A JSON object of parameter name to configuration value."}, "isOn": {"type": "boolean", "description": "For a toggle: whether it is on as drawn."}}}
        },
        "headers": {
          "Retry-After": {"description": "Seconds to wait before trying again.", "required": true, "schema": {"type": "string"}},
          "WWW-Authenticate": {"description": "Bearer.", "required": true, "schema": {"type": "string"}}
        },
        "responses": {
          "BadRequest": {"description": "The request is malformed (an ID that is not a plain whole number from 0 up, a path that is not valid percent-encoding, a body that is not the JSON asked for); nothing changed.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
          "Unauthorized": {"description": "Only when the host has a token: the request did not carry it.", "headers": {"WWW-Authenticate": {"$ref": "#/components/headers/WWW-Authenticate"}}, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
          "Forbidden": {"description": "A cross-site request: its Origin is not one of the host's names with its port.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
          "NotFound": {"description": "No such widget, kind, parameter or page.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
          "Conflict": {"description": "The widget does not show that now (a link or a button of an entry it no longer has).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
          "ContentTooLarge": {"description": "The body is larger than 64 KB.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
          "UnsupportedMediaType": {"description": "The body is not JSON (Content-Type other than application/json).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
          "MisdirectedRequest": {"description": "The Host header names something other than this host (DNS rebinding): start the host with --allowed-host NAME if the name is really its.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
          "Refused": {"description": "Well-formed, but the widget's extension refuses it: a configuration value its intent does not take, a family its kind does not have. Nothing changed.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
          "ExtensionFailed": {"description": "The widget's extension, or the tap's handler, failed to answer.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
          "StoreUnavailable": {"description": "The host's store cannot be written (disk full, read-only file system): nothing changed; try again later.", "headers": {"Retry-After": {"$ref": "#/components/headers/Retry-After"}}, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
        },
        "parameters": {
          "id": {"name": "id", "in": "path", "required": true, "schema": {"$ref": "#/components/schemas/ID"}, "description": "The placed widget's ID."},
          "kind": {"name": "kind", "in": "path", "required": true, "schema": {"type": "string", "minLength": 1}},
          "page": {"name": "page", "in": "path", "required": true, "schema": {"$ref": "#/components/schemas/PageName"}}
        }
      },
      "security": [{}, {"token": []}],
      "paths": {
        "/api/kinds": {"get": {"operationId": "listKinds", "summary": "Every kind the host's extensions offer.", "responses": {"200": {"description": "The kinds.", "content": {"application/json": {"schema": {"type": "array", "items": {"$ref": "#/components/schemas/Kind"}}}}}}}},
        "/api/kinds/{kind}/preview": {"get": {"operationId": "previewKind", "summary": "A kind's gallery snapshot (isPreview) in one family, as a view archive (404 for a family the kind does not have).", "parameters": [{"$ref": "#/components/parameters/kind"}, {"name": "family", "in": "query", "schema": {"$ref": "#/components/schemas/FamilyName"}}],
          "responses": {"200": {"description": "The snapshot entry.", "content": {"application/json": {"schema": {"type": "object"}}}}, "400": {"$ref": "#/components/responses/BadRequest"}, "502": {"$ref": "#/components/responses/ExtensionFailed"}}}},
        "/api/kinds/{kind}/parameters/{parameter}/options": {"get": {"operationId": "parameterOptions", "summary": "The choices the extension offers for a configuration parameter (dynamic options).",
          "parameters": [{"$ref": "#/components/parameters/kind"}, {"name": "parameter", "in": "path", "required": true, "schema": {"type": "string", "minLength": 1}}, {"name": "instance", "in": "query", "schema": {"$ref": "#/components/schemas/ID"}, "description": "Use this widget's configuration for the other parameters."}],
          "responses": {"200": {"description": "The choices.", "content": {"application/json": {"schema": {"type": "array", "items": {"$ref": "#/components/schemas/Option"}}}}}, "400": {"$ref": "#/components/responses/BadRequest"}, "502": {"$ref": "#/components/responses/ExtensionFailed"}}}},
        "/api/instances": {
          "get": {"operationId": "listInstances", "summary": "Every placed widget, by page and order.", "responses": {"200": {"description": "The widgets.", "content": {"application/json": {"schema": {"type": "array", "items": {"$ref": "#/components/schemas/Instance"}}}}}}},
          "post": {"operationId": "addInstance", "summary": "Places a widget: placeholder first, then its first timeline (free of budget).",
            "requestBody": {"required": true, "content": {"application/json": {"schema": {"type": "object", "required": ["kind"], "properties": {"kind": {"type": "string"}, "family": {"$ref": "#/components/schemas/FamilyName"}, "configuration": {"$ref": "#/components/schemas/Configuration"}, "surface": {"$ref": "#/components/schemas/PageName"}, "wait": {"type": "boolean", "description": "Answer after the first timeline (default true), or at once with the placeholder showing."}}}}}},
            "responses": {"201": {"description": "Placed.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Instance"}}}}, "400": {"$ref": "#/components/responses/BadRequest"}, "404": {"$ref": "#/components/responses/NotFound"}, "422": {"$ref": "#/components/responses/Refused"}, "502": {"$ref": "#/components/responses/ExtensionFailed"}}}},
        "/api/instances/{id}": {
          "parameters": [{"$ref": "#/components/parameters/id"}],
          "get": {"operationId": "instanceReport", "summary": "A widget, a page of its reload receipts, its budget, warnings, latest events and event counts.",
            "parameters": [{"name": "receipts", "in": "query", "schema": {"type": "integer", "minimum": 1, "maximum": 500}, "description": "How many receipts (default 50)."},
              {"name": "before", "in": "query", "schema": {"type": "integer", "minimum": 0}, "description": "The olderReceipts cursor of the page after this one."}],
            "responses": {"200": {"description": "The report.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Report"}}}}}},
          "delete": {"operationId": "removeInstance", "summary": "Removes a widget.", "responses": {"200": {"description": "What was removed.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Instance"}}}}}}},
        "/api/instances/{id}/reload": {"parameters": [{"$ref": "#/components/parameters/id"}], "post": {"operationId": "reloadInstance", "summary": "Asks for a new timeline now (free of budget).", "responses": {"202": {"description": "Asked for.", "content": {"application/json": {"schema": {"type": "object", "required": ["widgets"], "properties": {"widgets": {"type": "integer"}}}}}}}}},
        "/api/instances/{id}/configuration": {"parameters": [{"$ref": "#/components/parameters/id"}], "put": {"operationId": "configureInstance", "summary": "Replaces a widget's configuration (validated by its extension) and reloads it at once, free of budget.",
          "requestBody": {"required": true, "content": {"application/json": {"schema": {"type": "object", "required": ["configuration"], "properties": {"configuration": {"$ref": "#/components/schemas/Configuration"}}}}}},
          "responses": {"200": {"description": "The widget.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Instance"}}}}, "422": {"$ref": "#/components/responses/Refused"}, "502": {"$ref": "#/components/responses/ExtensionFailed"}}}},
        "/api/instances/{id}/family": {"parameters": [{"$ref": "#/components/parameters/id"}], "put": {"operationId": "resizeInstance", "summary": "Shows a widget at another size: its placeholder at once, then a new timeline (free).",
          "requestBody": {"required": true, "content": {"application/json": {"schema": {"type": "object", "required": ["family"], "properties": {"family": {"$ref": "#/components/schemas/FamilyName"}}}}}},
          "responses": {"200": {"description": "The widget.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Instance"}}}}, "422": {"$ref": "#/components/responses/Refused"}, "502": {"$ref": "#/components/responses/ExtensionFailed"}}}},
        "/api/instances/{id}/rendering-mode": {"parameters": [{"$ref": "#/components/parameters/id"}], "put": {"operationId": "setRenderingMode", "summary": "Draws a widget in another rendering mode, stored with it: its placeholder at once, then a new timeline resolved in that mode (free).",
          "requestBody": {"required": true, "content": {"application/json": {"schema": {"type": "object", "required": ["renderingMode"], "properties": {"renderingMode": {"$ref": "#/components/schemas/RenderingMode"}}}}}},
          "responses": {"200": {"description": "The widget.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Instance"}}}}, "422": {"$ref": "#/components/responses/Refused"}, "502": {"$ref": "#/components/responses/ExtensionFailed"}}}},
        "/api/controls": {"get": {"operationId": "listControls", "summary": "Every control (iOS 18 control widget) the host's extensions offer; each shows on the home page.", "responses": {"200": {"description": "The controls.", "content": {"application/json": {"schema": {"type": "array", "items": {"$ref": "#/components/schemas/Control"}}}}}}}},
        "/api/controls/{kind}/actions": {"parameters": [{"$ref": "#/components/parameters/kind"}], "post": {"operationId": "pressControl", "summary": "Presses a control: runs its App Intent in its extension (an OpenURLIntent's URL is delivered as a tap's is), reloads that extension's widgets (free) and answers with the control as it is after.",
          "requestBody": {"required": true, "content": {"application/json": {"schema": {"type": "object", "required": ["intent"], "properties": {"intent": {"$ref": "#/components/schemas/IntentInvocation"}}}}}},
          "responses": {"200": {"description": "Done.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/ControlPress"}}}}, "400": {"$ref": "#/components/responses/BadRequest"}, "409": {"$ref": "#/components/responses/Conflict"}, "502": {"$ref": "#/components/responses/ExtensionFailed"}}}},
        "/api/instances/{id}/taps": {"parameters": [{"$ref": "#/components/parameters/id"}], "post": {"operationId": "tapInstance", "summary": "Delivers a tap on one of the widget's URLs (widgetURL or Link): http(s) is for the browser to open, other schemes go to their registered handler. Logged with the widget's events.",
          "requestBody": {"required": true, "content": {"application/json": {"schema": {"type": "object", "required": ["url"], "properties": {"url": {"type": "string"}}}}}},
          "responses": {"200": {"description": "Where it went.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Tap"}}}}, "409": {"$ref": "#/components/responses/Conflict"}, "502": {"$ref": "#/components/responses/ExtensionFailed"}}}},
        "/api/instances/{id}/actions": {"parameters": [{"$ref": "#/components/parameters/id"}], "post": {"operationId": "performAction", "summary": "Runs the App Intent of one of the widget's buttons or toggles in its extension; its extension's widgets then reload (free). Answers after the reload.",
          "requestBody": {"required": true, "content": {"application/json": {"schema": {"type": "object", "required": ["intent"], "properties": {"intent": {"$ref": "#/components/schemas/IntentInvocation"}}}}}},
          "responses": {"200": {"description": "Done.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/ActionResult"}}}}, "409": {"$ref": "#/components/responses/Conflict"}, "502": {"$ref": "#/components/responses/ExtensionFailed"}}}},
        "/api/pages": {"get": {"operationId": "listPages", "summary": "The dashboard pages and their widgets in order.", "responses": {"200": {"description": "The pages.", "content": {"application/json": {"schema": {"type": "array", "items": {"$ref": "#/components/schemas/Page"}}}}}}}},
        "/api/pages/{page}/order": {"parameters": [{"$ref": "#/components/parameters/page"}], "put": {"operationId": "arrangePage", "summary": "Puts the named widgets first on the page, in this order (moving them from other pages); the others follow in their order.",
          "requestBody": {"required": true, "content": {"application/json": {"schema": {"type": "object", "required": ["instances"], "properties": {"instances": {"type": "array", "items": {"$ref": "#/components/schemas/ID"}}}}}}},
          "responses": {"200": {"description": "The page's widgets.", "content": {"application/json": {"schema": {"type": "array", "items": {"$ref": "#/components/schemas/Instance"}}}}}, "404": {"$ref": "#/components/responses/NotFound"}}}},
        "/events": {"get": {"operationId": "events", "summary": "Server-sent events: `event: changed` with {\"instances\": [IDs]} whenever widgets change; `event: controls` with {\"kinds\": [kinds]} when controls are to be drawn again (a press, ControlCenter); a heartbeat comment every 15 s (--events-heartbeat). The stream ends when the host stops.", "responses": {"200": {"description": "The stream.", "content": {"text/event-stream": {"schema": {"type": "string"}}}}}}},
        "/metrics": {"get": {"operationId": "metrics", "summary": "Prometheus metrics.", "responses": {"200": {"description": "Text exposition format.", "content": {"text/plain": {"schema": {"type": "string"}}}}}}},
        "/openapi.json": {"get": {"operationId": "openAPI", "summary": "This document.", "responses": {"200": {"description": "OpenAPI 3.1.", "content": {"application/json": {"schema": {"type": "object"}}}}}}},
        "/healthz": {"get": {"operationId": "health", "summary": "ok while the host runs (no token needed; the Host check applies).", "security": [{}], "responses": {"200": {"description": "ok", "content": {"text/plain": {"schema": {"type": "string"}}}}}}}
      }
    }
    """#
}

/// The JSON API's OpenAPI 3.1 description, served at `/openapi.json`.
enum OpenAPIDocument {
    static let json = #"""
    {
      "openapi": "3.1.0",
      "info": {
        "title": "OpenWidgetKit dashboard API",
        "version": "1.0.0",
        "description": "Place, arrange, configure, reload and tap the widgets of a `widgetkit serve` host. Mutating requests send JSON (Content-Type: application/json) from the dashboard's own origin; bodies are at most 64 KB. Off loopback every request carries the host's token (Authorization: Bearer TOKEN). Errors are {\"error\": \"…\"}."
      },
      "servers": [{"url": "/"}],
      "components": {
        "securitySchemes": {"token": {"type": "http", "scheme": "bearer", "description": "Only when the host listens beyond loopback (--token)."}},
        "schemas": {
          "Error": {"type": "object", "required": ["error"], "properties": {"error": {"type": "string"}}},
          "Family": {"type": "string", "description": "A widget family: systemSmall, systemMedium, systemLarge, systemExtraLarge, accessoryCircular, accessoryRectangular, accessoryInline (short names small, medium, … are accepted in requests)."},
          "ConfigurationValue": {"type": "object", "description": "One key naming the value's kind: {\"string\": …}, {\"int\": …}, {\"double\": …}, {\"bool\": …}, {\"date\": seconds since 1970}, {\"identifier\": …, \"display\": …} or {\"array\": […]}.",
            "properties": {"string": {"type": "string"}, "int": {"type": "integer"}, "double": {"type": "number"}, "bool": {"type": "boolean"}, "date": {"type": "number"}, "identifier": {"type": "string"}, "display": {"type": "string"}, "array": {"type": "array", "items": {"$ref": "#/components/schemas/ConfigurationValue"}}}},
          "Configuration": {"type": "object", "additionalProperties": {"$ref": "#/components/schemas/ConfigurationValue"}},
          "Instance": {"type": "object", "required": ["id", "kind", "family", "surface", "configuration", "entryCount"],
            "properties": {"id": {"type": "integer"}, "kind": {"type": "string"}, "family": {"$ref": "#/components/schemas/Family"}, "surface": {"type": "string", "description": "The dashboard page (home, or another page's name)."},
              "position": {"type": "number"}, "configuration": {"$ref": "#/components/schemas/Configuration"}, "shownEntry": {"type": "string"}, "shownEntryIndex": {"type": "integer"}, "entryCount": {"type": "integer"},
              "policy": {"type": "string"}, "fetchedAt": {"type": "string", "format": "date-time"}, "fetchReason": {"type": "string"}, "nextReload": {"type": "string", "format": "date-time"}, "nextReloadReason": {"type": "string"}, "lastError": {"type": "string"}}},
          "Report": {"type": "object", "required": ["instance", "receipts", "warnings", "events", "budgetUsed", "budgetLimit", "budgetResetsAt"],
            "properties": {"instance": {"$ref": "#/components/schemas/Instance"}, "receipts": {"type": "array", "items": {"type": "object"}}, "warnings": {"type": "array", "items": {"type": "string"}},
              "events": {"type": "array", "items": {"type": "object"}}, "budgetUsed": {"type": "integer"}, "budgetLimit": {"type": "integer"}, "budgetResetsAt": {"type": "string", "format": "date-time"}}},
          "Kind": {"type": "object", "required": ["kind", "displayName", "description", "supportedFamilies", "configurable", "extensionPath"],
            "properties": {"kind": {"type": "string"}, "displayName": {"type": "string"}, "description": {"type": "string"}, "supportedFamilies": {"type": "array", "items": {"$ref": "#/components/schemas/Family"}},
              "configurable": {"type": "boolean"}, "configurationSchema": {"type": "object"}, "extensionPath": {"type": "string"}, "extensionError": {"type": "string"}}},
          "Option": {"type": "object", "required": ["identifier", "display"], "properties": {"identifier": {"type": "string"}, "display": {"type": "string"}}},
          "Page": {"type": "object", "required": ["name", "instances"], "properties": {"name": {"type": "string"}, "instances": {"type": "array", "items": {"type": "integer"}}}},
          "Tap": {"type": "object", "required": ["action", "url", "handler"], "properties": {"action": {"type": "string", "enum": ["open", "delivered"]}, "url": {"type": "string"}, "handler": {"type": "string"}}},
          "ActionResult": {"type": "object", "required": ["widgets"], "properties": {"widgets": {"type": "integer", "description": "How many widgets reloaded."}}}
        },
        "responses": {
          "BadRequest": {"description": "The request is malformed or a value is wrong; nothing changed.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
          "NotFound": {"description": "No such widget, kind or page.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
          "Forbidden": {"description": "A cross-site request (Origin of another site).", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
        },
        "parameters": {
          "id": {"name": "id", "in": "path", "required": true, "schema": {"type": "integer"}, "description": "The placed widget's ID."},
          "kind": {"name": "kind", "in": "path", "required": true, "schema": {"type": "string"}},
          "page": {"name": "page", "in": "path", "required": true, "schema": {"type": "string", "pattern": "^[A-Za-z0-9_-]{1,40}$"}}
        }
      },
      "security": [{}, {"token": []}],
      "paths": {
        "/api/kinds": {"get": {"operationId": "listKinds", "summary": "Every kind the host's extensions offer.", "responses": {"200": {"description": "The kinds.", "content": {"application/json": {"schema": {"type": "array", "items": {"$ref": "#/components/schemas/Kind"}}}}}}}},
        "/api/kinds/{kind}/preview": {"get": {"operationId": "previewKind", "summary": "A kind's gallery snapshot (isPreview) in one family, as a view archive.", "parameters": [{"$ref": "#/components/parameters/kind"}, {"name": "family", "in": "query", "schema": {"$ref": "#/components/schemas/Family"}}],
          "responses": {"200": {"description": "The snapshot entry.", "content": {"application/json": {"schema": {"type": "object"}}}}, "400": {"$ref": "#/components/responses/BadRequest"}}}},
        "/api/kinds/{kind}/parameters/{parameter}/options": {"get": {"operationId": "parameterOptions", "summary": "The choices the extension offers for a configuration parameter (dynamic options).",
          "parameters": [{"$ref": "#/components/parameters/kind"}, {"name": "parameter", "in": "path", "required": true, "schema": {"type": "string"}}, {"name": "instance", "in": "query", "schema": {"type": "integer"}, "description": "Use this widget's configuration for the other parameters."}],
          "responses": {"200": {"description": "The choices.", "content": {"application/json": {"schema": {"type": "array", "items": {"$ref": "#/components/schemas/Option"}}}}}, "400": {"$ref": "#/components/responses/BadRequest"}}}},
        "/api/instances": {
          "get": {"operationId": "listInstances", "summary": "Every placed widget, by page and order.", "responses": {"200": {"description": "The widgets.", "content": {"application/json": {"schema": {"type": "array", "items": {"$ref": "#/components/schemas/Instance"}}}}}}},
          "post": {"operationId": "addInstance", "summary": "Places a widget: placeholder first, then its first timeline (free of budget).",
            "requestBody": {"required": true, "content": {"application/json": {"schema": {"type": "object", "required": ["kind"], "properties": {"kind": {"type": "string"}, "family": {"$ref": "#/components/schemas/Family"}, "configuration": {"$ref": "#/components/schemas/Configuration"}, "surface": {"type": "string"}, "wait": {"type": "boolean", "description": "Answer after the first timeline (default true), or at once with the placeholder showing."}}}}}},
            "responses": {"201": {"description": "Placed.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Instance"}}}}, "400": {"$ref": "#/components/responses/BadRequest"}, "403": {"$ref": "#/components/responses/Forbidden"}, "413": {"description": "Body too large."}, "415": {"description": "Not JSON."}}}},
        "/api/instances/{id}": {
          "parameters": [{"$ref": "#/components/parameters/id"}],
          "get": {"operationId": "instanceReport", "summary": "A widget, its reload receipts, budget, warnings and latest events.", "responses": {"200": {"description": "The report.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Report"}}}}, "404": {"$ref": "#/components/responses/NotFound"}}},
          "delete": {"operationId": "removeInstance", "summary": "Removes a widget.", "responses": {"200": {"description": "What was removed.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Instance"}}}}, "404": {"$ref": "#/components/responses/NotFound"}}}},
        "/api/instances/{id}/reload": {"parameters": [{"$ref": "#/components/parameters/id"}], "post": {"operationId": "reloadInstance", "summary": "Asks for a new timeline now (free of budget).", "responses": {"202": {"description": "Asked for.", "content": {"application/json": {"schema": {"type": "object", "properties": {"widgets": {"type": "integer"}}}}}}, "404": {"$ref": "#/components/responses/NotFound"}}}},
        "/api/instances/{id}/configuration": {"parameters": [{"$ref": "#/components/parameters/id"}], "put": {"operationId": "configureInstance", "summary": "Replaces a widget's configuration (validated by its extension) and reloads it at once, free of budget.",
          "requestBody": {"required": true, "content": {"application/json": {"schema": {"type": "object", "required": ["configuration"], "properties": {"configuration": {"$ref": "#/components/schemas/Configuration"}}}}}},
          "responses": {"200": {"description": "The widget.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Instance"}}}}, "400": {"$ref": "#/components/responses/BadRequest"}, "404": {"$ref": "#/components/responses/NotFound"}}}},
        "/api/instances/{id}/family": {"parameters": [{"$ref": "#/components/parameters/id"}], "put": {"operationId": "resizeInstance", "summary": "Shows a widget at another size: its placeholder at once, then a new timeline (free).",
          "requestBody": {"required": true, "content": {"application/json": {"schema": {"type": "object", "required": ["family"], "properties": {"family": {"$ref": "#/components/schemas/Family"}}}}}},
          "responses": {"200": {"description": "The widget.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Instance"}}}}, "400": {"$ref": "#/components/responses/BadRequest"}, "404": {"$ref": "#/components/responses/NotFound"}}}},
        "/api/instances/{id}/taps": {"parameters": [{"$ref": "#/components/parameters/id"}], "post": {"operationId": "tapInstance", "summary": "Delivers a tap on one of the widget's URLs (widgetURL or Link): http(s) is for the browser to open, other schemes go to their registered handler. Logged with the widget's events.",
          "requestBody": {"required": true, "content": {"application/json": {"schema": {"type": "object", "required": ["url"], "properties": {"url": {"type": "string"}}}}}},
          "responses": {"200": {"description": "Where it went.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Tap"}}}}, "400": {"$ref": "#/components/responses/BadRequest"}, "502": {"description": "No handler for the scheme, or the handler failed.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}}}},
        "/api/instances/{id}/actions": {"parameters": [{"$ref": "#/components/parameters/id"}], "post": {"operationId": "performAction", "summary": "Runs the App Intent of one of the widget's buttons or toggles in its extension; its extension's widgets then reload (free). Answers after the reload.",
          "requestBody": {"required": true, "content": {"application/json": {"schema": {"type": "object", "required": ["intent"], "properties": {"intent": {"type": "object", "description": "The invocation as the widget's data-intent attribute carries it."}}}}}},
          "responses": {"200": {"description": "Done.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/ActionResult"}}}}, "400": {"$ref": "#/components/responses/BadRequest"}, "404": {"$ref": "#/components/responses/NotFound"}}}},
        "/api/pages": {"get": {"operationId": "listPages", "summary": "The dashboard pages and their widgets in order.", "responses": {"200": {"description": "The pages.", "content": {"application/json": {"schema": {"type": "array", "items": {"$ref": "#/components/schemas/Page"}}}}}}}},
        "/api/pages/{page}/order": {"parameters": [{"$ref": "#/components/parameters/page"}], "put": {"operationId": "arrangePage", "summary": "Puts the named widgets first on the page, in this order (moving them from other pages); the others follow in their order.",
          "requestBody": {"required": true, "content": {"application/json": {"schema": {"type": "object", "required": ["instances"], "properties": {"instances": {"type": "array", "items": {"type": "integer"}}}}}}},
          "responses": {"200": {"description": "The page's widgets.", "content": {"application/json": {"schema": {"type": "array", "items": {"$ref": "#/components/schemas/Instance"}}}}}, "400": {"$ref": "#/components/responses/BadRequest"}, "404": {"$ref": "#/components/responses/NotFound"}}}},
        "/events": {"get": {"operationId": "events", "summary": "Server-sent events: `event: changed` with {\"instances\": [IDs]} whenever widgets change; a comment every 15 s.", "responses": {"200": {"description": "The stream.", "content": {"text/event-stream": {"schema": {"type": "string"}}}}}}},
        "/metrics": {"get": {"operationId": "metrics", "summary": "Prometheus metrics.", "responses": {"200": {"description": "Text exposition format.", "content": {"text/plain": {"schema": {"type": "string"}}}}}}},
        "/healthz": {"get": {"operationId": "health", "summary": "ok while the host runs (no token needed).", "security": [{}], "responses": {"200": {"description": "ok", "content": {"text/plain": {"schema": {"type": "string"}}}}}}}
      }
    }
    """#
}

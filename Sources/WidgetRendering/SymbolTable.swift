import Foundation

/// SF Symbol names mapped to Material Icons ligatures (Debian's fonts-material-design-icons-iconfont):
/// the icon drawn for `Image(systemName:)`. `.fill` variants map to filled icons where Material has
/// them. Names not here are drawn as a visible box, with a warning.
enum SymbolTable {
    static let fontFamily = "Material Icons"

    static func ligature(for name: String) -> String? {
        if let exact = table[name] { return exact }
        // "heart.circle.fill" → "heart.fill" → "heart": fall back to the base symbol.
        var parts = name.split(separator: ".")
        while parts.count > 1 {
            parts.removeLast()
            if let base = table[parts.joined(separator: ".")] { return base }
        }
        return nil
    }

    static let table: [String: String] = [
        // Status and actions
        "heart": "favorite_border", "heart.fill": "favorite", "star": "star_border", "star.fill": "star",
        "star.leadinghalf.filled": "star_half", "checkmark": "check", "checkmark.circle": "check_circle_outline",
        "checkmark.circle.fill": "check_circle", "checkmark.seal": "verified", "checkmark.square": "check_box",
        "xmark": "close", "xmark.circle": "highlight_off", "xmark.circle.fill": "cancel", "plus": "add",
        "plus.circle": "add_circle_outline", "plus.circle.fill": "add_circle", "minus": "remove",
        "minus.circle": "remove_circle_outline", "minus.circle.fill": "remove_circle", "trash": "delete",
        "trash.fill": "delete", "pencil": "edit", "square.and.pencil": "edit", "magnifyingglass": "search",
        "square.and.arrow.up": "ios_share", "square.and.arrow.down": "file_download", "paperplane": "send",
        "paperplane.fill": "send", "arrow.clockwise": "refresh", "arrow.counterclockwise": "undo",
        "arrow.triangle.2.circlepath": "sync", "ellipsis": "more_horiz", "ellipsis.circle": "more_horiz",
        "line.3.horizontal": "menu", "slider.horizontal.3": "tune", "gear": "settings", "gearshape": "settings",
        "gearshape.fill": "settings", "info": "info", "info.circle": "info", "info.circle.fill": "info",
        "exclamationmark.triangle": "warning", "exclamationmark.triangle.fill": "warning",
        "exclamationmark.circle": "error_outline", "exclamationmark.circle.fill": "error",
        "questionmark.circle": "help_outline", "questionmark.circle.fill": "help", "flag": "outlined_flag",
        "flag.fill": "flag", "bookmark": "bookmark_border", "bookmark.fill": "bookmark", "tag": "local_offer",
        "tag.fill": "local_offer", "pin": "push_pin", "pin.fill": "push_pin", "lock": "lock", "lock.fill": "lock",
        "lock.open": "lock_open", "key": "vpn_key", "key.fill": "vpn_key", "eye": "visibility",
        "eye.fill": "visibility", "eye.slash": "visibility_off", "hand.thumbsup": "thumb_up",
        "hand.thumbsup.fill": "thumb_up", "hand.thumbsdown": "thumb_down", "hand.raised": "pan_tool",
        "bell": "notifications_none", "bell.fill": "notifications", "bell.slash": "notifications_off",
        "bell.badge": "notifications_active", "power": "power_settings_new", "sparkles": "auto_awesome",
        "wand.and.stars": "auto_fix_high", "shield": "shield", "shield.fill": "shield",
        // Arrows and chevrons
        "arrow.up": "arrow_upward", "arrow.down": "arrow_downward", "arrow.left": "arrow_back",
        "arrow.right": "arrow_forward", "arrow.up.right": "north_east", "arrow.down.right": "south_east",
        "arrow.up.circle": "arrow_circle_up", "arrow.down.circle": "arrow_circle_down", "chevron.right": "chevron_right",
        "chevron.left": "chevron_left", "chevron.up": "expand_less", "chevron.down": "expand_more",
        "arrow.up.arrow.down": "swap_vert", "arrow.left.arrow.right": "swap_horiz", "arrow.uturn.left": "undo",
        "arrow.uturn.right": "redo", "arrow.up.and.down": "unfold_more",
        // People and communication
        "person": "person_outline", "person.fill": "person", "person.2": "people_outline", "person.2.fill": "people",
        "person.3": "groups", "person.crop.circle": "account_circle", "person.crop.circle.fill": "account_circle",
        "person.badge.plus": "person_add", "envelope": "mail_outline", "envelope.fill": "mail",
        "envelope.open": "drafts", "phone": "phone", "phone.fill": "phone", "message": "chat_bubble_outline",
        "message.fill": "chat_bubble", "bubble.left": "chat_bubble_outline", "bubble.left.fill": "chat_bubble",
        "bubble.left.and.bubble.right": "forum", "video": "videocam", "video.fill": "videocam",
        "mic": "mic_none", "mic.fill": "mic", "mic.slash": "mic_off", "at": "alternate_email",
        // Time
        "calendar": "calendar_today", "calendar.badge.plus": "event", "calendar.circle": "event", "clock": "schedule",
        "clock.fill": "schedule", "alarm": "alarm", "alarm.fill": "alarm", "timer": "timer", "stopwatch": "timer",
        "hourglass": "hourglass_empty", "deskclock": "schedule",
        // Weather and nature
        "sun.max": "wb_sunny", "sun.max.fill": "wb_sunny", "sun.min": "brightness_low", "sunrise": "wb_twilight",
        "sunset": "wb_twilight", "moon": "nightlight_round", "moon.fill": "nightlight_round", "moon.stars": "bedtime",
        "cloud": "cloud_queue", "cloud.fill": "cloud", "cloud.rain": "grain", "cloud.rain.fill": "grain",
        "cloud.bolt": "flash_on", "cloud.snow": "ac_unit", "cloud.sun": "wb_cloudy", "cloud.sun.fill": "wb_cloudy",
        "snowflake": "ac_unit", "wind": "air", "tornado": "storm", "thermometer": "thermostat",
        "thermometer.sun": "thermostat", "thermometer.medium": "thermostat", "humidity": "water_drop",
        "drop": "opacity", "drop.fill": "water_drop", "flame": "local_fire_department",
        "flame.fill": "local_fire_department", "bolt": "flash_on", "bolt.fill": "flash_on", "umbrella": "umbrella",
        "umbrella.fill": "umbrella", "leaf": "eco", "leaf.fill": "eco", "tree": "park", "pawprint": "pets",
        "pawprint.fill": "pets", "ant": "bug_report", "ladybug": "bug_report", "globe": "public",
        "globe.europe.africa": "public", "mountain.2": "terrain", "water.waves": "waves",
        // Places and travel
        "house": "home", "house.fill": "home", "building.2": "apartment", "building.columns": "account_balance",
        "location": "near_me", "location.fill": "near_me", "map": "map", "map.fill": "map", "mappin": "place",
        "mappin.and.ellipse": "place", "mappin.circle": "place", "car": "directions_car", "car.fill": "directions_car",
        "bus": "directions_bus", "tram": "tram", "tram.fill": "tram", "airplane": "flight", "bicycle": "directions_bike",
        "figure.walk": "directions_walk", "figure.run": "directions_run", "ferry": "directions_boat",
        "fuelpump": "local_gas_station", "bed.double": "hotel", "signpost.right": "signpost", "parkingsign": "local_parking",
        // Shopping and money
        "cart": "shopping_cart", "cart.fill": "shopping_cart", "bag": "shopping_bag", "bag.fill": "shopping_bag",
        "creditcard": "credit_card", "creditcard.fill": "credit_card", "dollarsign": "attach_money",
        "dollarsign.circle": "monetization_on", "dollarsign.circle.fill": "monetization_on", "eurosign": "euro",
        "eurosign.circle": "euro", "banknote": "payments", "gift": "card_giftcard", "gift.fill": "card_giftcard",
        "giftcard": "card_giftcard", "storefront": "storefront", "barcode": "qr_code", "qrcode": "qr_code",
        // Charts and documents
        "chart.bar": "bar_chart", "chart.bar.fill": "bar_chart", "chart.pie": "pie_chart", "chart.pie.fill": "pie_chart",
        "chart.line.uptrend.xyaxis": "trending_up", "chart.line.downtrend.xyaxis": "trending_down",
        "chart.xyaxis.line": "show_chart", "list.bullet": "list", "list.number": "format_list_numbered",
        "checklist": "checklist", "doc": "description", "doc.fill": "description", "doc.text": "description",
        "doc.on.doc": "content_copy", "folder": "folder_open", "folder.fill": "folder", "paperclip": "attach_file",
        "link": "link", "book": "menu_book", "book.fill": "menu_book", "books.vertical": "library_books",
        "newspaper": "article", "note.text": "sticky_note_2", "tray": "inbox", "tray.fill": "inbox",
        "archivebox": "archive", "printer": "print", "square.grid.2x2": "grid_view",
        // Media and devices
        "music.note": "music_note", "music.note.list": "queue_music", "play": "play_arrow", "play.fill": "play_arrow",
        "play.circle": "play_circle_outline", "play.circle.fill": "play_circle_filled", "pause": "pause",
        "pause.fill": "pause", "stop": "stop", "stop.fill": "stop", "forward": "fast_forward", "forward.fill": "fast_forward",
        "backward": "fast_rewind", "backward.fill": "fast_rewind", "shuffle": "shuffle", "repeat": "repeat",
        "speaker.wave.2": "volume_up", "speaker.wave.2.fill": "volume_up", "speaker.slash": "volume_off",
        "headphones": "headphones", "camera": "photo_camera", "camera.fill": "photo_camera", "photo": "photo",
        "photo.fill": "photo", "film": "movie", "tv": "tv", "display": "desktop_windows",
        "desktopcomputer": "desktop_windows", "laptopcomputer": "laptop", "iphone": "smartphone", "ipad": "tablet",
        "applewatch": "watch", "keyboard": "keyboard", "gamecontroller": "sports_esports",
        "gamecontroller.fill": "sports_esports", "wifi": "wifi", "wifi.slash": "wifi_off",
        "antenna.radiowaves.left.and.right": "cell_tower", "battery.100": "battery_full",
        "battery.75": "battery_5_bar", "battery.50": "battery_3_bar", "battery.25": "battery_2_bar",
        "battery.0": "battery_alert", "battery.100.bolt": "battery_charging_full", "lightbulb": "lightbulb_outline",
        "lightbulb.fill": "lightbulb", "powerplug": "power", "bolt.car": "electric_car", "printer.fill": "print",
        // Health, food, sport
        "heart.text.square": "monitor_heart", "cross": "add", "cross.case": "medical_services", "pills": "medication",
        "bed.double.fill": "hotel", "figure.stand": "accessibility", "dumbbell": "fitness_center",
        "sportscourt": "sports", "soccerball": "sports_soccer", "basketball": "sports_basketball",
        "football": "sports_football", "tennis.racket": "sports_tennis", "trophy": "emoji_events",
        "trophy.fill": "emoji_events", "medal": "military_tech", "crown": "workspace_premium", "flag.checkered": "sports_score",
        "fork.knife": "restaurant", "cup.and.saucer": "local_cafe", "cup.and.saucer.fill": "local_cafe",
        "wineglass": "wine_bar", "birthday.cake": "cake", "takeoutbag.and.cup.and.straw": "takeout_dining",
        "carrot": "eco", "wrench": "build", "wrench.and.screwdriver": "handyman", "hammer": "handyman",
        "scissors": "content_cut", "paintbrush": "brush", "paintpalette": "palette", "graduationcap": "school",
        "briefcase": "work", "briefcase.fill": "work", "cube": "view_in_ar", "shippingbox": "inventory_2",
    ]
}

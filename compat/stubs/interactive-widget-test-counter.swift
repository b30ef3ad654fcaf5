import Foundation
import SwiftUI
import WidgetKit
import AppIntents

// widget/widget.swift, widget/AppIntent.swift and widget/SharedData.swift are
// all part of the entry; the widget uses nothing else from the app.

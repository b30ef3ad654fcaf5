import Foundation
import SwiftUI
import WidgetKit

// TrioWatchComplication.swift is self-contained: data model, provider, views, the
// widget and its helper extension are all declared in the file.

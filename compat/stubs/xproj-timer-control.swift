import Foundation
import SwiftUI
import WidgetKit
import AppIntents

// XProjWidgetsControl.swift is self-contained: the control, its value provider, its
// configuration intent and its SetValueIntent are all declared in the file.

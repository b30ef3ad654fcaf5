import Foundation
import SwiftUI
import WidgetKit

// AppIconWidget.swift is self-contained: it uses only WidgetKit and SwiftUI.

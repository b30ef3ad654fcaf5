import Foundation
import SwiftUI
import WidgetKit
import Intents

// Generated from Widget/Lockscreen/Intent/Lockscreen.intentdefinition.
class Accounts: INObject {}

class AccountIntent: INIntent {
    var accounts: Accounts?
}

// Widget/Lockscreen/LockscreenData.swift (reduced).
struct LockscreenData: TimelineEntry {
    let date: Date
    let isPlaceholder: Bool
    let activity: String
    let link: URL
    let quotaRelative: Float
    let quotaUsed: String
    let quotaTotal: String
    let error: Bool
}

func getLockscreenDataEntry(configuration: AccountIntent?, isPreview: Bool, family: WidgetFamily, completion: @escaping (_ entry: LockscreenData) -> Void) {
    completion(LockscreenData(date: Date(), isPlaceholder: isPreview, activity: "", link: URL(string: "https://")!,
                              quotaRelative: 0.25, quotaUsed: "1 GB", quotaTotal: "4 GB", error: false))
}

// Widget/Extensions (reduced): the app's own modifier name.
extension View {
    func widgetBackground(_ backgroundView: some View) -> some View {
        containerBackground(for: .widget) { backgroundView }
    }
}

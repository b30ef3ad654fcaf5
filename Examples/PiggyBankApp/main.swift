// The piggy-bank "app": saves the piggy bank to the app group's UserDefaults, as the iOS app does
// after a deposit, then asks WidgetKit to reload the widget.
//
//     piggybank-app --name Holiday --amount 120.5 --target 500
import ExampleWidgets
import Foundation
import OpenWidgetKit

var values: [String: String] = [:]
var arguments = CommandLine.arguments.dropFirst()
while let flag = arguments.popFirst() {
    guard flag.hasPrefix("--"), let value = arguments.popFirst() else {
        FileHandle.standardError.write(Data("piggybank-app: expected --name NAME --amount N --target N, got '\(flag)'\n".utf8))
        exit(2)
    }
    values[String(flag.dropFirst(2))] = value
}
guard let name = values["name"], let amount = Double(values["amount"] ?? ""), let target = Double(values["target"] ?? "")
else {
    FileHandle.standardError.write(Data("piggybank-app: usage: piggybank-app --name NAME --amount N --target N [--icon SYMBOL]\n".utf8))
    exit(2)
}
PiggyBankStore.save(name: name, amount: amount, target: target, icon: values["icon"] ?? "dollarsign")
WidgetCenter.shared.reloadTimelines(ofKind: "BankletWidget")
print("saved \(name): \(amount) of \(target)")

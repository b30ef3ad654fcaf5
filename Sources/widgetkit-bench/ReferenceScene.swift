import Foundation
import OpenWidgetKit

/// The render benchmark's 800×480 "morning dashboard" (bench/reference-scene), written with WidgetUI:
/// a title, three white cards with a label, a big number that changes every frame, a wrapped
/// paragraph, a five-bar chart and a footer (the first in Chinese).
struct ReferenceScene: View {
    var frame: Int

    static let labels = ["Steps", "Outside", "Inbox"]
    static let paragraphs = [
        "Up 12% on yesterday. Keep walking to hit 10k before dinner.",
        "Clear skies until 6pm, light wind from the west, low of 14°.",
        "5 unread from family, 2 flagged invoices due on Friday.",
    ]
    static let footers = ["今日步数 8,421 步", "Feels like 19°", "Updated 07:45"]
    static let accents: [UInt32] = [0x3b82f6, 0xf59e0b, 0x10b981]
    static let bars = [[40, 65, 30, 80, 55], [70, 50, 60, 35, 45], [20, 45, 75, 40, 60]]

    static func color(_ hex: UInt32) -> Color {
        Color(red: Double((hex >> 16) & 255) / 255, green: Double((hex >> 8) & 255) / 255, blue: Double(hex & 255) / 255)
    }

    static func font(_ size: CGFloat) -> Font { .custom("DejaVu Sans", size: size) }

    var numbers: [String] {
        let steps = 8421 + frame
        return [String(format: "%d,%03d", steps / 1000, steps % 1000), "\(21 + frame % 5)°C", "\(37 + frame % 50)"]
    }

    var body: some View {
        ZStack(alignment: .topLeading) {
            Self.color(0xeef0f4)
            Text("Morning Dashboard 🔥").font(Self.font(32)).bold().foregroundColor(Self.color(0x111111))
                .padding(EdgeInsets(top: 18, leading: 24, bottom: 0, trailing: 0))
            HStack(alignment: .top, spacing: 16) {
                ForEach(0..<3) { index in card(index) }
            }
            .padding(EdgeInsets(top: 72, leading: 24, bottom: 0, trailing: 0))
        }
    }

    private func card(_ index: Int) -> some View {
        ZStack(alignment: .topLeading) {
            RoundedRectangle(cornerRadius: 16).fill(Color.white)
            VStack(alignment: .leading, spacing: 0) {
                Text(Self.labels[index]).font(Self.font(16)).foregroundColor(Self.color(0x6b7280))
                Text(numbers[index]).font(Self.font(48)).bold().foregroundColor(Self.color(0x111111))
                    .padding(.top, 4)
                Text(Self.paragraphs[index]).font(Self.font(16)).foregroundColor(Self.color(0x374151))
                    .frame(width: 208, alignment: .leading)
                    .padding(.top, 8)
                Spacer(minLength: 0)
                HStack(alignment: .bottom, spacing: 10) {
                    ForEach(0..<5) { bar in
                        Rectangle().fill(Self.color(Self.accents[index])).frame(width: 32, height: CGFloat(Self.bars[index][bar]))
                    }
                }
                Text(Self.footers[index]).font(Self.font(16)).foregroundColor(Self.color(0x374151)).padding(.top, 16)
            }
            .padding(16)
        }
        .frame(width: 240, height: 384)
    }
}

import Testing
import WidgetUI

@Suite("Color")
struct ColorTests {
    @Test("system colours stay symbolic by name")
    func systemColors() {
        let named: [(Color, String)] = [
            (.red, "red"), (.orange, "orange"), (.yellow, "yellow"), (.green, "green"), (.mint, "mint"), (.teal, "teal"),
            (.cyan, "cyan"), (.blue, "blue"), (.indigo, "indigo"), (.purple, "purple"), (.pink, "pink"),
            (.brown, "brown"), (.white, "white"), (.gray, "gray"), (.black, "black"), (.clear, "clear"),
            (.primary, "primary"), (.secondary, "secondary"), (.accentColor, "accentColor"),
        ]
        for (color, name) in named {
            #expect(color.value.name == name)
        }
        #expect(Color.clear.value.opacity == 0)
        #expect(Color.secondary.value.opacity == 0.6)
        #expect(Color.red.value == ColorValue(name: "red", red: 1, green: 0.231, blue: 0.188))
    }

    @Test("component colours are stored as sRGB without a name")
    func components() {
        #expect(Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5).value
            == ColorValue(name: nil, red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5))
        #expect(Color(white: 0.25).value == ColorValue(red: 0.25, green: 0.25, blue: 0.25))
        let linear = Color(.sRGBLinear, red: 0.5, green: 0, blue: 1).value
        #expect(abs(linear.red - 0.7354) < 0.0001)
        #expect(linear.green == 0 && abs(linear.blue - 1) < 1e-12)
    }

    @Test("hue, saturation and brightness convert to RGB")
    func hsb() {
        let expectations: [(Double, (Double, Double, Double))] = [
            (0, (1, 0, 0)), (1.0 / 3, (0, 1, 0)), (2.0 / 3, (0, 0, 1)), (1.0 / 6, (1, 1, 0)), (1, (1, 0, 0)),
        ]
        for (hue, (red, green, blue)) in expectations {
            let value = Color(hue: hue, saturation: 1, brightness: 1).value
            #expect(abs(value.red - red) < 1e-9 && abs(value.green - green) < 1e-9 && abs(value.blue - blue) < 1e-9,
                    "hue \(hue) gave \(value)")
        }
        #expect(Color(hue: 0.5, saturation: 0, brightness: 0.5).value == ColorValue(red: 0.5, green: 0.5, blue: 0.5))
    }

    @Test("opacity multiplies and returns a Color")
    func opacity() {
        let color: Color = Color.blue.opacity(0.5).opacity(0.5)
        #expect(color.value == ColorValue(name: "blue", red: 0, green: 0.478, blue: 1, opacity: 0.25))
        #expect(color.description == "blue #007AFF40")
        #expect(Color.red.description == "red")
    }

    @Test("a colour is a view that resolves to a colour node")
    func asView() {
        #expect(node(Color.mint) == .color(Color.mint.value))
        #expect(node(VStack { Color(white: 1) }) == .stack(axis: .vertical, alignment: "center", spacing: nil, children: [
            .color(ColorValue(red: 1, green: 1, blue: 1)),
        ]))
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif
import LoupeJSON

/// `Color(_ colorSpace: Color.RGBColorSpace, red:green:blue:opacity:)`: components in sRGB, linear sRGB or Display P3,
/// converted to the sRGB the scene format holds.
extension Evaluator {
    static let colorSpaces: Set<String> = ["sRGB", "sRGBLinear", "displayP3"]

    /// The scene's sRGB colour for `color`'s components read in `space`.
    func inColorSpace(_ space: String, _ color: JSONValue) throws -> JSONValue {
        guard space != "sRGB", case .object(var object) = color else { return color }
        func component(_ key: String) -> Double {
            if case .number(let value)? = object.members.first(where: { $0.key == key })?.value { return value }
            return 0
        }
        var linear = (Self.linearized(component("red")), Self.linearized(component("green")), Self.linearized(component("blue")))
        if space == "sRGBLinear" {
            linear = (component("red"), component("green"), component("blue"))
        } else {
            // Display P3 to sRGB, both with the D65 white point (the product of P3's RGB→XYZ and XYZ→sRGB matrices).
            let (r, g, b) = linear
            linear = (1.224_940 * r - 0.224_940 * g,
                      -0.042_057 * r + 1.042_057 * g,
                      -0.019_638 * r - 0.078_636 * g + 1.098_274 * b)
        }
        let encoded = [linear.0, linear.1, linear.2].map { Self.encoded(min(max($0, 0), 1)) }
        for (key, value) in zip(["red", "green", "blue"], encoded) {
            if let index = object.members.firstIndex(where: { $0.key == key }) {
                object.members[index].value = .number((value * 1e9).rounded() / 1e9)
            }
        }
        return .object(object)
    }

    /// sRGB's transfer function, from an encoded component to a linear one (IEC 61966-2-1).
    static func linearized(_ value: Double) -> Double {
        value <= 0.040_45 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }

    /// Its inverse.
    static func encoded(_ value: Double) -> Double {
        value <= 0.003_130_8 ? value * 12.92 : 1.055 * pow(value, 1 / 2.4) - 0.055
    }
}

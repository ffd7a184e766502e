import SwiftSyntax

/// `Angle`'s arithmetic: `.degrees(45) * 2`, `angle / 2`, `.degrees(30) + .radians(.pi)`, as SwiftUI's `Angle`
/// defines it; the result is written in degrees.
extension Evaluator {
    func angleArithmetic(_ op: String, _ left: Value, _ right: Value, at node: ExprSyntax) throws -> Value? {
        let leftDegrees = degrees(of: left), rightDegrees = degrees(of: right)
        guard leftDegrees != nil || rightDegrees != nil else { return nil }
        let result: Double? = switch (leftDegrees, rightDegrees, op) {
        case (let a?, nil, "*"): right.number.map { a * $0 }
        case (nil, let b?, "*"): left.number.map { $0 * b }
        case (let a?, nil, "/"): right.number.flatMap { $0 == 0 ? nil : a / $0 }
        case (let a?, let b?, "+"): a + b
        case (let a?, let b?, "-"): a - b
        default: nil
        }
        guard let result else { return nil }
        return .member("degrees", [Argument(label: nil, value: .double(result), place: place(node))])
    }

    /// `angle.degrees` and `angle.radians` of `.degrees(x)`, `.radians(x)`, and of `Angle(degrees:)`, which is kept
    /// as its radians (a `Double` has neither member, so a number read so is an angle).
    func angleMember(_ name: String, of value: Value) -> Value? {
        guard name == "degrees" || name == "radians" else { return nil }
        let degrees: Double
        if case .double(let radians) = value { degrees = radians * 180 / .pi }
        else if let given = self.degrees(of: value) { degrees = given }
        else { return nil }
        return .double(name == "degrees" ? degrees : degrees * .pi / 180)
    }

    /// The degrees of `.degrees(x)`, `.radians(x)` or `Angle(degrees:)`/`Angle(radians:)`.
    private func degrees(of value: Value) -> Double? {
        guard case .member(let name, let parts?) = value, let part = parts.first, parts.count == 1,
              let number = part.value.number else { return nil }
        switch (name, part.label) {
        case ("degrees", nil), ("init", "degrees"): return number
        case ("radians", nil), ("init", "radians"): return number * 180 / .pi
        default: return nil
        }
    }
}

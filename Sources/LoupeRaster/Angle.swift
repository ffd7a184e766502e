/// Angles from IEEE-exact operations only (+, −, ×, ÷, √), so coverage is bit-identical on every platform
/// and the module needs no C math library.
enum Angle {
    /// `atan2(y, x)` for `y ≥ 0`, `x ≥ 0` (a first-quadrant angle, 0…π/2).
    @inline(__always)
    static func firstQuadrant(y: Double, x: Double) -> Double {
        if y <= x {
            return x > 0 ? arctangent(y / x) : 0
        }
        return Double.pi / 2 - arctangent(x / y)
    }

    /// `atan(z)` for `0 ≤ z ≤ 1`. Arguments above 0.2 are halved in angle (`z / (1 + √(1 + z²))`, at most
    /// twice) so that eleven Taylor terms are exact to double precision. Arc integrals mostly ask for
    /// small angles and take the short path.
    @inline(__always)
    static func arctangent(_ z: Double) -> Double {
        var z = z, scale = 1.0
        while z > 0.2 {
            z = z / (1 + (1 + z * z).squareRoot())
            scale *= 2
        }
        let z2 = z * z
        var sum = -1.0 / 21
        sum = 1.0 / 19 + z2 * sum
        sum = -1.0 / 17 + z2 * sum
        sum = 1.0 / 15 + z2 * sum
        sum = -1.0 / 13 + z2 * sum
        sum = 1.0 / 11 + z2 * sum
        sum = -1.0 / 9 + z2 * sum
        sum = 1.0 / 7 + z2 * sum
        sum = -1.0 / 5 + z2 * sum
        sum = 1.0 / 3 + z2 * sum
        sum = -1.0 + z2 * sum
        // sum = −(1 − z²/3 + z⁴/5 − …)
        return -scale * z * sum
    }
}

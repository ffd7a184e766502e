/// `asin` from IEEE-exact operations only (+, −, ×, ÷, √), so coverage is bit-identical on every platform
/// and the module needs no C math library.
enum Arcsine {
    /// `asin(x)` for `x` in −1…1 (clamped), accurate to a few ulps.
    static func of(_ x: Double) -> Double {
        let s = min(max(x, -1), 1)
        let c = max(0, 1 - s * s).squareRoot()
        // asin s = 2·atan(s / (1 + √(1 − s²))), and |s / (1 + c)| ≤ 1.
        return 2 * arctangent(s / (1 + c))
    }

    /// `atan(z)` for |z| ≤ 1: three half-angle reductions bring |z| below tan(π/32) ≈ 0.098, where nine
    /// terms of the Taylor series are exact to double precision.
    private static func arctangent(_ z: Double) -> Double {
        var z = z
        for _ in 0..<3 { z = z / (1 + (1 + z * z).squareRoot()) }
        let z2 = z * z
        var sum = 0.0
        for n in stride(from: 8, through: 0, by: -1) {
            let coefficient = (n % 2 == 0 ? 1.0 : -1.0) / Double(2 * n + 1)
            sum = coefficient + z2 * sum
        }
        return 8 * z * sum
    }
}

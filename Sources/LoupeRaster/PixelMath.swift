/// Integer arithmetic on packed premultiplied pixels (`r | g << 8 | b << 16 | a << 24`).
///
/// Two channels share a 32-bit word as 16-bit lanes; `x·m + 128 ≤ 65153` never carries into the next lane,
/// and `(x + 128 + ((x + 128) >> 8)) >> 8` is exactly `round(x / 255)` for `x ≤ 255·255`.
enum PixelMath {
    /// Every channel multiplied by `m / 255` (`m` in 0…255), rounded to nearest.
    @inline(__always)
    static func scale(_ p: UInt32, by m: UInt32) -> UInt32 {
        var rb = (p & 0x00FF_00FF) &* m &+ 0x0080_0080
        rb = ((rb &+ ((rb &>> 8) & 0x00FF_00FF)) &>> 8) & 0x00FF_00FF
        var ga = ((p &>> 8) & 0x00FF_00FF) &* m &+ 0x0080_0080
        ga = (ga &+ ((ga &>> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ga
    }

    /// Premultiplied src-over: `s + d·(255 − sα)/255`. The sum cannot carry because `s ≤ sα` per channel.
    @inline(__always)
    static func sourceOver(_ s: UInt32, onto d: UInt32) -> UInt32 {
        s &+ scale(d, by: 255 &- (s &>> 24))
    }

    /// `a·t + b·(1 − t)` with `t = weight / 255`, per channel.
    @inline(__always)
    static func mix(_ a: UInt32, _ b: UInt32, weight: UInt32) -> UInt32 {
        scale(a, by: weight) &+ scale(b, by: 255 &- weight)
    }

    /// `round(x / 255)` for `x` in 0…65025.
    @inline(__always)
    static func div255(_ x: Int) -> Int {
        let t = x &+ 128
        return (t &+ (t &>> 8)) &>> 8
    }

    /// A value clamped to 0…1 (NaN becomes 0).
    @inline(__always)
    static func unit(_ v: Double) -> Double { v > 0 ? min(v, 1) : 0 }

    /// `round(v·255)` for `v` clamped to 0…1.
    @inline(__always)
    static func unitToByte(_ v: Double) -> UInt8 { UInt8(unit(v) * 255 + 0.5) }

    /// An area coverage (0…1, slightly out of range from rounding is fine) as 0…255.
    @inline(__always)
    static func coverageByte(_ area: Double) -> UInt32 { UInt32(unit(area) * 255 + 0.5) }

    /// `floor(v)` as an Int limited to `range`, safe for huge, infinite or NaN values (NaN → lower bound).
    ///
    /// Rounds by truncating and correcting (`v` is finite and inside `range` there, so `Int(v)` cannot trap):
    /// without SSE4.1 in the baseline target, `rounded(.down)` is a call into libm, and the coverage code asks
    /// for several of these per pixel row.
    @inline(__always)
    static func floorInt(_ v: Double, in range: ClosedRange<Int>) -> Int {
        let lo = Double(range.lowerBound), hi = Double(range.upperBound)
        guard v > lo else { return range.lowerBound }
        guard v < hi else { return range.upperBound }
        let truncated = Int(v)
        return Double(truncated) > v ? truncated &- 1 : truncated
    }

    /// `ceil(v)` as an Int limited to `range`, safe for huge, infinite or NaN values (NaN → lower bound).
    @inline(__always)
    static func ceilInt(_ v: Double, in range: ClosedRange<Int>) -> Int {
        let lo = Double(range.lowerBound), hi = Double(range.upperBound)
        guard v > lo else { return range.lowerBound }
        guard v < hi else { return range.upperBound }
        let truncated = Int(v)
        return Double(truncated) < v ? truncated &+ 1 : truncated
    }
}

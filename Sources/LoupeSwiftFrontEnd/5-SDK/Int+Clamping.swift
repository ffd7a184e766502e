extension Int {
    /// A whole number from a `Double` that may be past `Int`'s range (a range's bound of `Int.max`, held as a
    /// `Double`): clamped to the range, where `Int(_:)` would trap; NaN is 0. For counts and positions, which the
    /// collections clamp anyway.
    init(clamping value: Double) {
        if value.isNaN { self = 0 }
        else if value >= 9_223_372_036_854_775_807 { self = .max }
        else if value <= -9_223_372_036_854_775_808 { self = .min }
        else { self = Int(value) }
    }
}

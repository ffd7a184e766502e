/// The PNG row filter used before compression.
///
/// Flat UI pictures compress best and fastest unfiltered; libpng's adaptive
/// heuristic (trying all five per row) is made for photographs.
public enum PNGFilter: CaseIterable, Equatable, Sendable {
    /// Bytes as they are.
    case none
    /// Difference to the pixel on the left.
    case sub
    /// Difference to the pixel above.
    case up
    /// Difference to the mean of left and above.
    case average
    /// Difference to the Paeth predictor of left, above and upper-left.
    case paeth
    /// libpng picks one of the five per row (libpng's default).
    case adaptive
}

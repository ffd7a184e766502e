/// The parts a large buffer's first fill is split into: its 2 MiB huge pages, so no two threads fault the same page
/// (the first and last parts take the unaligned ends).
struct FirstTouchChunks {
    /// Pixels of one 2 MiB page.
    static let pixelsPerPage = (2 << 20) / 4
    /// Pixels before the first page boundary inside the buffer.
    let lead: Int
    let total: Int
    let count: Int

    init(base: UnsafeMutablePointer<UInt32>, count total: Int) {
        let pageBytes = Self.pixelsPerPage * 4
        let misalignment = Int(UInt(bitPattern: base) % UInt(pageBytes))
        // Pixels are 4-byte aligned, so the distance to the next boundary is a whole number of pixels.
        lead = misalignment == 0 ? 0 : min((pageBytes - misalignment) / 4, total)
        self.total = total
        let rest = total - lead
        count = max((lead > 0 ? 1 : 0) + (rest + Self.pixelsPerPage - 1) / Self.pixelsPerPage, 1)
    }

    /// The pixel indices of part `index`: consecutive, disjoint, together `0..<total`.
    func range(_ index: Int) -> Range<Int> {
        start(of: index)..<(index == count - 1 ? total : start(of: index + 1))
    }

    private func start(of index: Int) -> Int {
        guard lead > 0 else { return min(index * Self.pixelsPerPage, total) }
        return index == 0 ? 0 : min(lead + (index - 1) * Self.pixelsPerPage, total)
    }
}

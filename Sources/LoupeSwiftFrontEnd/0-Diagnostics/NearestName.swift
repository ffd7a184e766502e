/// The supported name nearest to a misspelled one (`.pading` → `.padding`), for messages: at most two edits apart,
/// and nearer than any other.
enum NearestName {
    static func to(_ name: String, among candidates: some Sequence<String>) -> String? {
        guard name.count >= 3 else { return nil }
        var best: (name: String, distance: Int)?
        var tie = false
        for candidate in candidates where candidate != name {
            let distance = editDistance(name.lowercased(), candidate.lowercased(), limit: 2)
            guard distance <= 2 else { continue }
            if best == nil || distance < best!.distance { best = (candidate, distance); tie = false }
            else if distance == best!.distance { tie = true }
        }
        return tie ? nil : best?.name
    }

    /// Levenshtein distance, stopping early once every path exceeds `limit`.
    static func editDistance(_ a: String, _ b: String, limit: Int) -> Int {
        let a = Array(a), b = Array(b)
        guard abs(a.count - b.count) <= limit else { return limit + 1 }
        var previous = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, cb) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1))
            }
            if current.min()! > limit { return limit + 1 }
            previous = current
        }
        return previous[b.count]
    }
}

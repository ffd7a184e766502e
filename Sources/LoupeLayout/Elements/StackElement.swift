import LoupeCore
import LoupeScene

/// `HStack`/`VStack` (`docs/layout.md#stack-spacing` to `#stack-placement`), written once for a major axis (x for an
/// HStack) and a minor axis.
final class StackElement: LayoutElement {
    /// The platform's default spacing between two views (`docs/layout.md#stack-spacing`).
    static let defaultSpacing = 8.0

    let sizeCache = SizeCache()
    let slot: RecordSlot?
    let axis: Axis
    /// The minor-axis guide the children align on (`docs/layout.md#alignment-guides`).
    let alignment: GuideKey
    let children: [any LayoutElement]
    /// `gaps[i]` is the space before child `i`; `gaps[0] = 0`.
    let gaps: [Double]
    var layoutPriority: Double { 0 }
    var zeroSpacingEdges: EdgeSet { [] }

    init(slot: RecordSlot?, axis: Axis, alignment: GuideKey, spacing: Double?, children: [any LayoutElement]) {
        self.slot = slot
        self.axis = axis
        self.alignment = alignment
        self.children = children
        let (leadingEdge, trailingEdge): (EdgeSet, EdgeSet) = axis == .horizontal ? (.leading, .trailing)
                                                                                   : (.top, .bottom)
        gaps = children.indices.map { index in
            guard index > 0 else { return 0 }
            if let spacing = finiteOrNil(spacing) { return spacing }
            // A spacer's zero preference wins: it supplies the gap itself.
            let touchesSpacer = children[index - 1].zeroSpacingEdges.contains(trailingEdge)
                || children[index].zeroSpacingEdges.contains(leadingEdge)
            return touchesSpacer ? 0 : Self.defaultSpacing
        }
    }

    func computeSize(for proposal: ProposedSize) -> Size { arrange(proposal).size }

    func placeContent(in frame: Rect, proposal: ProposedSize, scope: PlacementScope) {
        // Children are re-laid-out with the stack's own size filling a nil minor proposal
        // (docs/layout.md#stack-placement).
        var placement = proposal
        placement[axis.other] = proposal[axis.other] ?? frame.size[axis.other]
        let arrangement = arrange(placement)
        for (index, child) in children.enumerated() {
            child.place(at: frame.origin + arrangement.positions[index], proposal: arrangement.proposals[index],
                        scope: scope)
        }
    }

    /// The outcome of one run of the stack algorithm for one proposal.
    private struct Arrangement {
        var proposals: [ProposedSize]
        var positions: [Point]
        var size: Size
    }

    private func arrange(_ proposal: ProposedSize) -> Arrangement {
        let minorProposal = proposal[axis.other]
        let proposals: [ProposedSize]
        if let major = proposal[axis] {
            proposals = distribute(major, minorProposal: minorProposal)
        } else {
            // No major proposal: every child at its ideal length.
            proposals = Array(repeating: ProposedSize(major: nil, minor: minorProposal, along: axis),
                              count: children.count)
        }
        let sizes = zip(children, proposals).map { $0.size(for: $1) }
        return position(sizes, proposals: proposals)
    }

    /// The major-axis proposal of each child, in declaration order: probes, fitting order, then the distribution of
    /// `docs/layout.md#stack-distribution`.
    private func distribute(_ major: Double, minorProposal: Double?) -> [ProposedSize] {
        func proposal(_ length: Double) -> ProposedSize { ProposedSize(major: length, minor: minorProposal, along: axis) }
        let minimums = children.map { $0.size(for: proposal(0))[axis] }
        let maximums = children.map { $0.size(for: proposal(.infinity))[axis] }
        let order = fittingOrder(minimums: minimums, maximums: maximums)
        let groups = priorityGroups(order)

        var result = Array(repeating: proposal(0), count: children.count)
        var available = subtracting(gaps.reduce(0, +), from: major)
        // The first group runs with the minimums of every lower group held back; each later group gets its own
        // minimums back before it is sized.
        for (groupIndex, group) in groups.enumerated() {
            if groupIndex == 0 {
                let reserved = groups.dropFirst().joined().map { minimums[$0] }.reduce(0, +)
                available = subtracting(reserved, from: available)
            } else {
                available = subtracting(-group.map { minimums[$0] }.reduce(0, +), from: available)
            }
            var remaining = Double(group.count)
            for index in group {
                let share = max(available / remaining, 0)
                result[index] = proposal(share)
                available = subtracting(children[index].size(for: result[index])[axis], from: available)
                remaining -= 1
            }
        }
        return result
    }

    /// Priority descending, then flexibility ascending (both infinite: larger minimum first), stable
    /// (`docs/layout.md#stack-flexibility`).
    private func fittingOrder(minimums: [Double], maximums: [Double]) -> [Int] {
        let flexibility = zip(minimums, maximums).map { minimum, maximum in
            let difference = maximum - minimum
            return difference.isNaN ? 0 : difference
        }
        func precedes(_ a: Int, _ b: Int) -> Bool {
            let priorityA = children[a].layoutPriority, priorityB = children[b].layoutPriority
            if priorityA != priorityB { return priorityA > priorityB }
            if flexibility[a].isInfinite && flexibility[b].isInfinite { return minimums[a] > minimums[b] }
            return flexibility[a] < flexibility[b]
        }
        // A stable insertion sort, as SwiftUI's.
        var order: [Int] = []
        for index in children.indices {
            var slot = order.count
            while slot > 0 && precedes(index, order[slot - 1]) { slot -= 1 }
            order.insert(index, at: slot)
        }
        return order
    }

    /// Runs of equal priority in fitting order.
    private func priorityGroups(_ order: [Int]) -> [[Int]] {
        var groups: [[Int]] = []
        for index in order {
            if let last = groups.last?.last, children[last].layoutPriority == children[index].layoutPriority {
                groups[groups.count - 1].append(index)
            } else {
                groups.append([index])
            }
        }
        return groups
    }

    /// Major positions one after another with the gaps; minor positions by the guide, normalised so the
    /// stack's minor range starts at 0.
    private func position(_ sizes: [Size], proposals: [ProposedSize]) -> Arrangement {
        var majorPositions: [Double] = []
        var cursor = 0.0
        for (index, size) in sizes.enumerated() {
            cursor += gaps[index]
            majorPositions.append(cursor)
            cursor += size[axis]
        }
        let minorLengths = sizes.map { $0[axis.other] }
        let minorStarts = children.indices.map { -children[$0].guide(alignment, for: proposals[$0]) }
        let minorSize: Double
        var lower = 0.0
        if minorLengths.contains(where: { $0.isInfinite }) {
            minorSize = .infinity  // only reached by ∞ probes, which are never placed
        } else {
            lower = min(0, minorStarts.min() ?? 0)
            let upper = max(0, zip(minorStarts, minorLengths).map(+).max() ?? 0)
            minorSize = upper - lower
        }
        let positions = zip(majorPositions, minorStarts).map { major, minor in
            Point(major: major, minor: minor - lower, along: axis)
        }
        return Arrangement(proposals: proposals, positions: positions,
                           size: Size(major: cursor, minor: minorSize, along: axis))
    }

    /// The text baselines: those of the first child that has one (the last, for the last baseline), where the child
    /// is placed. A standard guide a child sets with `alignmentGuide` stops here, as in SwiftUI, where only custom
    /// alignments cross a stack.
    func explicitGuide(_ key: GuideKey, for proposal: ProposedSize) -> Double? {
        guard key == .vertical(.firstTextBaseline) || key == .vertical(.lastTextBaseline) else { return nil }
        let arrangement = arrange(proposal.sanitized)
        let order = key == .vertical(.lastTextBaseline) ? Array(children.indices.reversed()) : Array(children.indices)
        for index in order {
            if let value = children[index].explicitGuide(key, for: arrangement.proposals[index]) {
                let position = arrangement.positions[index]
                return value + (key.isHorizontal ? position.x : position.y)
            }
        }
        return nil
    }

    /// `value − amount`, except that an infinite budget stays infinite (an `∞` probe minus an infinite answer)
    /// instead of becoming NaN.
    private func subtracting(_ amount: Double, from value: Double) -> Double {
        if value.isInfinite && amount.isInfinite { return value }
        let result = value - amount
        return result.isNaN ? 0 : result
    }
}

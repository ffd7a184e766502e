import LoupeCore
import LoupeScene

/// `LazyVGrid`/`LazyHGrid` (`docs/layout.md#lazy-grids`): the items divide the proposed length across the grid into
/// tracks; the views fill the tracks line after line, each line as long as its longest view.
///
/// Written once for the axis the tracks divide (x for a `LazyVGrid`) and the axis lines are added along.
final class LazyGridElement: LayoutElement {
    let sizeCache = SizeCache()
    let slot: RecordSlot?
    let spec: LazyGridSpec
    let children: [any LayoutElement]
    var layoutPriority: Double { 0 }
    var zeroSpacingEdges: EdgeSet { [] }

    /// The axis the items divide: a `LazyVGrid`'s columns divide its width.
    private var crossAxis: Axis { spec.isVertical ? .horizontal : .vertical }
    /// The axis lines are added along.
    private var flowAxis: Axis { crossAxis.other }

    init(slot: RecordSlot?, spec: LazyGridSpec, children: [any LayoutElement]) {
        self.slot = slot
        self.spec = spec
        self.children = children
    }

    func computeSize(for proposal: ProposedSize) -> Size { arrange(trackLength: proposal[crossAxis]).size }

    func placeContent(in frame: Rect, proposal: ProposedSize, scope: PlacementScope) {
        // The tracks are divided again in the grid's own length, as SwiftUI's grids do: a grid its items made longer
        // than the proposal divides the longer length (`docs/layout.md#lazy-grids`).
        let arrangement = arrange(trackLength: frame.size[crossAxis])
        for (index, child) in children.enumerated() {
            child.place(at: frame.origin + arrangement.positions[index], proposal: arrangement.proposals[index], scope: scope)
        }
    }

    private struct Arrangement {
        var proposals: [ProposedSize]
        var positions: [Point]
        var size: Size
    }

    /// Each line is as long as its longest view asked with no length along the lines; each view is then offered its
    /// track and the line's length, and aligned in that cell.
    private func arrange(trackLength: Double?) -> Arrangement {
        let tracks = GridTracks(spec.items, length: trackLength, defaultAlignment: spec.alignment)
        let lineSpacing = spec.spacing ?? GridItemSpec.defaultSpacing
        var proposals: [ProposedSize] = [], positions: [Point] = []
        var flow = 0.0
        var start = 0
        while start < children.count {
            let line = start..<min(start + tracks.count, children.count)
            let lineLength = line.map {
                children[$0].size(for: ProposedSize(major: tracks.lengths[$0 - start], minor: nil, along: crossAxis))[flowAxis]
            }.max() ?? 0
            for index in line {
                let offset = index - start
                let cell = Size(major: tracks.lengths[offset], minor: lineLength, along: crossAxis)
                let proposal = ProposedSize(cell)
                let size = children[index].size(for: proposal)
                let alignment = tracks.alignments[offset]
                let inCell = Point(x: alignment.horizontal.value(in: cell.width) - alignment.horizontal.value(in: size.width),
                                   y: alignment.vertical.value(in: cell.height) - alignment.vertical.value(in: size.height))
                let corner = crossAxis == .horizontal ? Point(x: tracks.offsets[offset], y: flow)
                                                      : Point(x: flow, y: tracks.offsets[offset])
                positions.append(corner + inCell)
                proposals.append(proposal)
            }
            flow += lineLength + (line.upperBound < children.count ? lineSpacing : 0)
            start = line.upperBound
        }
        return Arrangement(proposals: proposals, positions: positions,
                           size: Size(major: tracks.totalLength, minor: flow, along: crossAxis))
    }
}

/// The tracks (columns of a `LazyVGrid`) its items make of a length (`docs/layout.md#lazy-grids`).
struct GridTracks {
    /// The most tracks one adaptive item makes.
    static let maximumAdaptiveTracks = 1000

    private(set) var lengths: [Double] = []
    /// Where each track starts, from the grid's leading (or top) edge.
    private(set) var offsets: [Double] = []
    /// Where a view sits in each track's cells.
    private(set) var alignments: [Alignment] = []
    /// The tracks' lengths and the spaces between them.
    private(set) var totalLength = 0.0

    var count: Int { lengths.count }

    /// Fixed items take their length; the others share what is left, in order, each offered the remainder divided by
    /// the items still to size: a flexible item keeps the offer within its bounds, an adaptive one takes it as it is
    /// and fits as many tracks of its minimum as the offer holds (one when none fits). A `nil` length is none.
    init(_ items: [GridItemSpec], length: Double?, defaultAlignment: Alignment) {
        let spacings = items.map { $0.spacing ?? GridItemSpec.defaultSpacing }
        var remaining = finiteOrNil(length) ?? 0
        remaining -= spacings.dropLast().reduce(0, +)
        var unsized = 0
        for item in items {
            if case .fixed(let fixed) = item.size { remaining -= fixed } else { unsized += 1 }
        }
        var cursor = 0.0
        for (index, item) in items.enumerated() {
            let alignment = item.alignment ?? defaultAlignment
            let spacingAfter = index < items.count - 1 ? spacings[index] : 0
            var offer = 0.0
            if case .fixed = item.size {} else {
                offer = max(remaining, 0) / Double(unsized)
                unsized -= 1
            }
            switch item.size {
            case .fixed(let fixed):
                add(fixed, at: &cursor, alignment: alignment, spacingAfter: spacingAfter)
            case .flexible(let minimum, let maximum):
                let share = min(max(offer, minimum), maximum)
                remaining -= share
                add(share, at: &cursor, alignment: alignment, spacingAfter: spacingAfter)
            case .adaptive(let minimum, let maximum):
                remaining -= offer
                let spacing = spacings[index]
                let fitting = ((offer + spacing) / (minimum + spacing)).rounded(.down)
                let count = max(Int(min(fitting, Double(Self.maximumAdaptiveTracks))), 1)
                let each = min((offer - spacing * Double(count - 1)) / Double(count), maximum)
                for track in 0..<count {
                    add(each, at: &cursor, alignment: alignment, spacingAfter: track < count - 1 ? spacing : spacingAfter)
                }
            }
        }
    }

    private mutating func add(_ length: Double, at cursor: inout Double, alignment: Alignment, spacingAfter: Double) {
        lengths.append(length)
        offsets.append(cursor)
        alignments.append(alignment)
        totalLength = cursor + length
        cursor += length + spacingAfter
    }
}

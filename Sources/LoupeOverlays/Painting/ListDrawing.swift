import LoupeCore
import LoupeDisplayList
import LoupeLayout
import LoupeScene

/// What a list draws besides its rows' own views (`docs/controls.md#list`): its background, each section's card, the
/// row backgrounds, the separators between rows and the chevrons of navigation links.
struct ListDrawing {
    let scheme: ColorScheme
    let scale: Double
    let text: any TextLineLayout

    /// The list's background over its frame outset into the safe area, unless `scrollContentBackground(.hidden)`.
    func background(of node: LayoutNode, isForm: Bool) -> [DisplayCommand] {
        guard !node.environment.controls.hidesListBackground, let rect = node.scrollClipRect else { return [] }
        let metrics = ListMetrics.of(node.environment.controls.listStyle, isForm: isForm)
        let snapped = snappedToPixels(rect, scale: scale)
        return [.fill(.rect(snapped), paint(.named(metrics.background), in: snapped))]
    }

    /// Every card of `node`: its fill, row backgrounds, separators and chevrons.
    func cards(of node: LayoutNode) -> [DisplayCommand] {
        let rightToLeft = node.environment.layoutDirection == .rightToLeft
        return node.listCards.flatMap { card in
            let commands = self.card(card, rightToLeft: rightToLeft)
            // Separators start at the content's leading edge, chevrons sit at the trailing one.
            return rightToLeft ? HorizontalMirror(across: snappedToPixels(card.frame, scale: scale), text: text)(commands) : commands
        }
    }

    private func card(_ card: ListCard, rightToLeft: Bool) -> [DisplayCommand] {
        guard !card.rows.isEmpty else { return [] }
        let metrics = ListMetrics.of(card.style)
        var commands: [DisplayCommand] = []
        let frame = snappedToPixels(card.frame, scale: scale)
        let radius = min(metrics.cornerRadius, frame.height / 2, frame.width / 2)
        commands.append(.fill(.roundedRect(frame, CornerRadii(all: radius)), paint(.named(metrics.cardColor), in: frame)))
        for (index, row) in card.rows.enumerated() {
            let rowFrame = snappedToPixels(row.frame, scale: scale)
            if let background = row.background {
                // The first and last rows keep the card's rounded corners.
                let top = index == 0 ? radius : 0, bottom = index == card.rows.count - 1 ? radius : 0
                let radii = CornerRadii(topLeading: top, topTrailing: top, bottomLeading: bottom, bottomTrailing: bottom)
                commands.append(.fill(.roundedRect(rowFrame, radii), paint(background, in: rowFrame)))
            }
            if index < card.rows.count - 1, !row.hidesSeparator {
                // One pixel at the row's bottom, from its content's leading edge to the card's trailing edge.
                let pixel = 1 / scale
                let line = Rect(x: rowFrame.minX + row.contentLeading, y: rowFrame.maxY - pixel,
                                width: rowFrame.width - row.contentLeading, height: pixel)
                let snapped = snappedToPixels(line, scale: scale)
                commands.append(.fill(.rect(snapped), paint(.named(.separator), in: snapped)))
            }
            if row.showsDisclosure {
                let (side, into) = (ListMetrics.chevron.side, ListMetrics.chevron.intoInset)
                let square = Rect(x: rowFrame.maxX - metrics.rowInsets.trailing + into - side, y: rowFrame.midY - side / 2,
                                  width: side, height: side)
                // The disclosure indicator points to the trailing side.
                commands.append(.text(SymbolShapes.standIn(for: rightToLeft ? "chevron.left" : "chevron.right", in: square,
                                                           paint: paint(.named(.tertiaryLabel), in: square))))
            }
        }
        return commands
    }

    private func paint(_ color: ColorValue, in rect: Rect) -> DisplayPaint { resolve(color, scheme: scheme).paint(in: rect) }
}

import LoupeCore
import LoupeDisplayList
import LoupeLayout
import LoupeScene

/// The tab bar a `TabView` draws at its bottom (`docs/controls.md#tab-view`): the bar's material with a hairline on
/// top, reaching the screen's bottom edge when the tab view reaches the safe area's, and one item a tab: its symbol
/// and its title, in the tint when shown and grey otherwise.
struct TabBarDrawing {
    let scheme: ColorScheme
    let scale: Double
    let text: any TextLineLayout

    func commands(_ spec: TabViewSpec, node: LayoutNode, frame: Rect, device: Device) -> [DisplayCommand] {
        switch node.environment.controls.tabViewStyle {
        case .automatic: break
        case .pageIndexHidden: return []
        case .page: return pageDots(spec, frame: frame)
        }
        let top = frame.maxY - TabBarMetrics.height
        let safeBottom = device.size.height - device.safeArea.bottom
        let reachesSafeBottom = abs(frame.maxY - safeBottom) < 0.5
        let bar = Rect(x: frame.minX, y: top, width: frame.width,
                       height: TabBarMetrics.height + (reachesSafeBottom ? device.safeArea.bottom : 0))
        let snappedBar = snappedToPixels(bar, scale: scale)
        let hairline = snappedToPixels(Rect(x: bar.minX, y: top, width: bar.width, height: 1 / scale), scale: scale)
        var commands: [DisplayCommand] = [
            .material(.rect(snappedBar), scheme == .dark ? .regularDark : .regularLight),
            .fill(.rect(hairline), resolve(.named(.separator), scheme: scheme).paint(in: hairline)),
        ]
        let items = spec.items
        guard !items.isEmpty else { return commands }
        let width = frame.width / Double(items.count)
        for (index, item) in items.enumerated() {
            let colour = index == spec.shownIndex ? node.environment.controls.tintColor : TabBarMetrics.unselected
            let centreX = frame.minX + width * (Double(index) + 0.5)
            let side = TabBarMetrics.iconSide
            let square = Rect(x: centreX - side / 2, y: top + TabBarMetrics.iconTop, width: side, height: side)
            let paint = resolve(colour, scheme: scheme).paint(in: square)
            if let name = item.systemImage {
                if let shape = SymbolImage(name).vectorShape {
                    for piece in SymbolShapes.shapes(for: shape, in: square.insetBy(dx: 2.5, dy: 2.5)) { commands.append(.fill(piece, paint)) }
                } else {
                    commands.append(.text(SymbolShapes.standIn(for: name, in: square, paint: paint)))
                }
            }
            if let title = item.title, !title.isEmpty {
                let font = TabBarMetrics.titleFont
                let laid = text.layOut(title, font: font, width: width, lineLimit: 1)
                let titleFrame = Rect(x: centreX - laid.size.width / 2, y: top + TabBarMetrics.titleTop,
                                      width: laid.size.width, height: laid.size.height)
                commands.append(contentsOf: PlacedText(frame: titleFrame, text: laid).runs(font: font, paint: { _ in paint }))
            }
        }
        return commands
    }

    /// The page style's index: a dot a tab, in a row centred near the view's bottom, the shown page's white and the
    /// others white at 30 % (UIPageControl's defaults; on a light background they barely show, as on a device).
    private func pageDots(_ spec: TabViewSpec, frame: Rect) -> [DisplayCommand] {
        let count = spec.tabs.count
        guard count > 1 else { return [] }
        let diameter = TabBarMetrics.pageDotDiameter, pitch = TabBarMetrics.pageDotPitch
        let rowWidth = pitch * Double(count - 1) + diameter
        let centreY = frame.maxY - TabBarMetrics.pageDotsBottom
        return (0..<count).map { index in
            let dot = Rect(x: frame.midX - rowWidth / 2 + pitch * Double(index), y: centreY - diameter / 2,
                           width: diameter, height: diameter)
            return .fill(.ellipse(dot), .solid(index == spec.shownIndex ? .white : RGBAColor.white.opacity(0.3)))
        }
    }
}

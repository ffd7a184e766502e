import LoupeCore
import LoupeDisplayList
import LoupeJSON
import LoupeScene

/// What a scene's navigation bar draws (`docs/overlays.md#navigation-bar`): its title only, as a bar at the top of its
/// content shows no background. A large title is 34-pt bold at the leading layout margin, its line starting 3 pt
/// below the standard bar; an inline title is 17-pt semibold, centred in the standard bar. Both are one line in the
/// primary colour, truncated to the width between the margins, which lie inside the safe area's sides (a phone in
/// landscape keeps its title clear of the sensor housing).
public struct NavigationBarOverlay: LoupeOverlay {
    static let largeTitleFont = FontSpec(size: 34, weight: .bold)
    static let inlineTitleFont = FontSpec(size: 17, weight: .semibold)
    /// Between the standard bar's bottom and the large title's line.
    static let largeTitleTopGap = 3.0

    /// The bar, from the scene.
    public var bar: NavigationBar
    /// The screen it is shown on (the device itself, not the one the content is laid out on).
    public var device: Device
    /// The scene's direction: right to left, the large title and the search field's parts trade sides.
    public var layoutDirection: LayoutDirection

    /// The bar of a scene shown on `device`, laid out in `layoutDirection`.
    public init(bar: NavigationBar, device: Device, layoutDirection: LayoutDirection = .leftToRight) {
        self.bar = bar
        self.device = device
        self.layoutDirection = layoutDirection
    }

    /// The leading and trailing layout margin: 20 pt on an iPad and on phones 414 pt wide or more, else 16.
    var margin: Double { device.family != .phone || device.size.width >= 414 ? 20 : 16 }

    /// The title set into one line, and its frame in global points; `nil` without a title.
    func title(in context: OverlayContext) -> (text: LaidOutText, frame: Rect)? {
        guard !bar.title.isEmpty, !bar.isHidden else { return nil }
        let large = bar.showsLargeTitle(on: device)
        let font = large ? Self.largeTitleFont : Self.inlineTitleFont
        let left = device.safeArea.leading + margin, right = device.size.width - device.safeArea.trailing - margin
        let available = max(right - left, 0)
        let text = context.text.layOut(bar.title, font: font, width: available, lineLimit: 1)
        let barFrame = bar.frame(on: device), standard = NavigationBar.standardHeight(on: device)
        var frame = large
            ? Rect(x: left, y: barFrame.minY + standard + Self.largeTitleTopGap, width: text.size.width, height: text.size.height)
            : Rect(x: (left + right - text.size.width) / 2, y: barFrame.minY + (standard - text.size.height) / 2,
                   width: text.size.width, height: text.size.height)
        if layoutDirection == .rightToLeft { frame = HorizontalMirror.mirrored(frame, across: Rect(origin: .zero, size: device.size)) }
        return (text, frame)
    }

    /// The title's draw commands, then the search field's.
    public func commands(in context: OverlayContext) -> [DisplayCommand] {
        var commands: [DisplayCommand] = []
        if let (text, frame) = title(in: context) {
            let primary = context.primary
            let font = bar.showsLargeTitle(on: device) ? Self.largeTitleFont : Self.inlineTitleFont
            commands += PlacedText(frame: context.snap(frame), text: text).runs(font: font, paint: { primary.paint(in: $0) })
        }
        return commands + searchField(in: context)
    }

    /// The search field's frame in global points: 36 tall, 8 below the title (or the standard bar), between the
    /// margins; `nil` without `searchable`.
    func searchFieldFrame() -> Rect? {
        guard bar.searchPrompt != nil, !bar.isHidden else { return nil }
        let left = device.safeArea.leading + margin, right = device.size.width - device.safeArea.trailing - margin
        let barFrame = bar.frame(on: device)
        return Rect(x: left, y: barFrame.maxY - NavigationBar.searchBarHeight + Self.searchFieldInset,
                    width: max(right - left, 0), height: NavigationBar.searchBarHeight - 2 * Self.searchFieldInset)
    }

    /// The field: a `tertiarySystemFill` rounded rectangle (radius 10), a 17-point `magnifyingglass` 8 from its leading
    /// edge and the prompt 6 after it, both in `secondaryLabel` (`docs/layout.md#navigation-bar`).
    private func searchField(in context: OverlayContext) -> [DisplayCommand] {
        guard let field = searchFieldFrame(), let prompt = bar.searchPrompt else { return [] }
        let paint = { (color: SystemColor, rect: Rect) -> DisplayPaint in
            resolve(.named(color), scheme: context.colorScheme).paint(in: rect)
        }
        var commands: [DisplayCommand] = [.fill(.roundedRect(field, CornerRadii(all: Self.searchFieldRadius)),
                                                paint(.tertiarySystemFill, field))]
        let side = Self.searchIconSide
        let icon = Rect(x: field.minX + 8, y: field.midY - side / 2, width: side, height: side)
        commands.append(.text(SymbolShapes.standIn(for: "magnifyingglass", in: icon, paint: paint(.secondaryLabel, icon))))
        let font = FontSpec.body
        let textLeft = icon.maxX + 6
        let text = context.text.layOut(prompt, font: font, width: max(field.maxX - 8 - textLeft, 0), lineLimit: 1)
        let frame = Rect(x: textLeft, y: field.midY - text.size.height / 2, width: text.size.width, height: text.size.height)
        commands += PlacedText(frame: context.snap(frame), text: text).runs(font: font, paint: { paint(.secondaryLabel, $0) })
        return layoutDirection == .rightToLeft ? HorizontalMirror(across: field, text: context.text)(commands) : commands
    }

    static let searchFieldInset = 8.0
    static let searchFieldRadius = 10.0
    static let searchIconSide = 17.0

    /// The report's `navigationBar`.
    public func report(in context: OverlayContext) -> NavigationBarReport {
        NavigationBarReport(title: bar.title, titleDisplayMode: bar.showsLargeTitle(on: device) ? "large" : "inline",
                            frame: bar.frame(on: device), titleFrame: title(in: context)?.frame)
    }
}

/// The navigation bar as the layout report lists it, beside `views`.
public struct NavigationBarReport: LayoutReportEntry, Hashable {
    /// The report lists the bar on the report itself, beside `views`.
    public static let reportKey = "navigationBar"

    /// The title, empty when the content sets none.
    public var title: String
    /// How the title is shown: `large` or `inline`.
    public var titleDisplayMode: String
    /// The bar in global points: below the status bar, the screen's width.
    public var frame: Rect
    /// The title's line in global points; `nil` without a title.
    public var titleFrame: Rect?

    /// `{title, titleDisplayMode, frame, titleFrame}` (`docs/cli.md#layout`).
    public var json: JSONValue {
        .object([
            ("title", .string(title)),
            ("titleDisplayMode", .string(titleDisplayMode)),
            ("frame", .rect(frame)),
            ("titleFrame", titleFrame.map { .rect($0) } ?? .null),
        ])
    }
}

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

    /// The bar of a scene shown on `device`.
    public init(bar: NavigationBar, device: Device) {
        self.bar = bar
        self.device = device
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
        let frame = large
            ? Rect(x: left, y: barFrame.minY + standard + Self.largeTitleTopGap, width: text.size.width, height: text.size.height)
            : Rect(x: (left + right - text.size.width) / 2, y: barFrame.minY + (standard - text.size.height) / 2,
                   width: text.size.width, height: text.size.height)
        return (text, frame)
    }

    /// The title's draw commands.
    public func commands(in context: OverlayContext) -> [DisplayCommand] {
        guard let (text, frame) = title(in: context) else { return [] }
        let primary = context.primary
        let font = bar.showsLargeTitle(on: device) ? Self.largeTitleFont : Self.inlineTitleFont
        return PlacedText(frame: context.snap(frame), text: text).runs(font: font, paint: { primary.paint(in: $0) })
    }

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

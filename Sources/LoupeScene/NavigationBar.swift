import LoupeCore

/// The navigation bar of a scene whose body is a `NavigationStack` (or `NavigationView`): the title its content
/// sets with `navigationTitle(_:)` and how it is shown (`navigationBarTitleDisplayMode(_:)`).
///
/// The bar sits under the status bar and adds its height to the top of the safe area, so the content is laid out
/// below it and a view that ignores the safe area reaches under it. At the top of its content, as in a preview, the
/// bar has no background: only the title is drawn. Sizes are iOS 17's (`docs/layout.md#navigation-bar`).
public struct NavigationBar: Sendable, Hashable {
    /// `navigationBarTitleDisplayMode(_:)`.
    public enum TitleDisplayMode: String, Sendable, Hashable, CaseIterable {
        /// A large title at the root of a stack (what a scene shows), unless the height is compact.
        case automatic
        /// The title centred in the standard bar.
        case inline
        /// A large title below the standard bar.
        case large
    }

    /// The title; empty when the content sets none.
    public var title: String
    /// How the title is shown.
    public var titleDisplayMode: TitleDisplayMode
    /// The toolbar items of the content, in the order written.
    public var items: [ToolbarItemSpec] = []
    /// Whether the bar is hidden (`navigationBarHidden(true)`): no bar, no title, no bar items.
    public var isHidden = false
    /// The prompt of the search field the content asks for (`searchable`); `nil` for none.
    public var searchPrompt: String?

    /// The prompt a search field shows when none is given.
    public static let defaultSearchPrompt = "Search"
    /// The search field's drawer below the bar (and its large title): 36 points of field with 8 above and below
    /// (`docs/layout.md#navigation-bar`).
    public static let searchBarHeight = 52.0

    /// A bar showing `title` as `titleDisplayMode` says.
    public init(title: String = "", titleDisplayMode: TitleDisplayMode = .automatic) {
        self.title = title; self.titleDisplayMode = titleDisplayMode
    }

    /// The height of the standard bar on `device`: 44 pt on a phone in portrait, 32 in landscape (compact height),
    /// 50 on an iPad.
    public static func standardHeight(on device: Device) -> Double {
        switch device.family {
        case .pad, .mac: return 50
        case .phone: return device.size.width > device.size.height ? 32 : 44
        }
    }

    /// The height a large title adds below the standard bar.
    public static let largeTitleHeight = 52.0

    /// Whether the title is shown large on `device`: a title is set, the mode is not inline, and the height is not
    /// compact (a phone in landscape shows every title inline).
    public func showsLargeTitle(on device: Device) -> Bool {
        let compact = device.family == .phone && device.size.width > device.size.height
        return !title.isEmpty && titleDisplayMode != .inline && !compact
    }

    /// The bar's height on `device`: the standard bar, plus the large title's when it is shown; 0 when hidden.
    public func height(on device: Device) -> Double {
        if isHidden { return 0 }
        return Self.standardHeight(on: device) + (showsLargeTitle(on: device) ? Self.largeTitleHeight : 0)
            + (searchPrompt == nil ? 0 : Self.searchBarHeight)
    }

    /// The height of the bottom toolbar (`UIToolbar`'s 44 points), above the home indicator's inset.
    public static let bottomBarHeight = 44.0
    /// The margin bar items keep from the screen's sides on a phone (UIKit's layout margins at this width).
    public static let itemMargin = 16.0
    /// The space between two items on one side of a bar.
    public static let itemSpacing = 16.0

    /// Whether the content puts items in the bottom bar.
    public var hasBottomBar: Bool { items.contains { $0.placement.region == .bottom } }

    /// The bottom bar's frame on `device`: the screen's width, 44 points above the bottom safe-area inset.
    public func bottomBarFrame(on device: Device) -> Rect {
        Rect(x: 0, y: device.size.height - device.safeArea.bottom - Self.bottomBarHeight,
             width: device.size.width, height: Self.bottomBarHeight)
    }

    /// The items as views to lay out in the bars (`docs/controls.md#toolbar`): each region's items side by side in an
    /// `HStack` 16 points apart — leading and trailing within 16-point margins of the standard bar (below the status
    /// bar, above a large title), the principal items centred in it, the bottom bar's from its leading margin across
    /// its width (so a `Spacer` spreads them). Symbols in bar items are drawn at the large image scale.
    public func accessories(on device: Device) -> [BarAccessory] {
        guard !isHidden else { return [] }
        var result: [BarAccessory] = []
        let standard = Rect(x: Self.itemMargin, y: device.safeArea.top,
                            width: device.size.width - 2 * Self.itemMargin, height: Self.standardHeight(on: device))
        let bottom = bottomBarFrame(on: device).insetBy(dx: Self.itemMargin, dy: 0)
        for region in ToolbarRegion.allCases {
            let views = items.filter { $0.placement.region == region }.flatMap(\.content)
            guard !views.isEmpty else { continue }
            let stack = ViewNode(.hStack(alignment: .center, spacing: Self.itemSpacing, content: views),
                                 modifiers: [.imageScale(.large)], path: "toolbar.\(region.rawValue)")
            switch region {
            case .leading: result.append(BarAccessory(view: stack, rect: standard, alignment: .leading))
            case .trailing: result.append(BarAccessory(view: stack, rect: standard, alignment: .trailing))
            case .principal: result.append(BarAccessory(view: stack, rect: standard, alignment: .center))
            case .bottom:
                var spread = stack
                spread.modifiers.insert(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .leading)), at: 0)
                result.append(BarAccessory(view: spread, rect: bottom, alignment: .leading))
            }
        }
        return result
    }

    /// The bar's frame in global points: the screen's width, from the bottom of the status bar (the device's top
    /// safe-area inset) down by ``height(on:)``.
    public func frame(on device: Device) -> Rect {
        Rect(x: 0, y: device.safeArea.top, width: device.size.width, height: height(on: device))
    }

    /// `device` with the bar's height added to its top safe-area inset: the device the scene is laid out on. On a
    /// screen too short for the bar, the inset stops at the bottom inset's edge (the content gets no height).
    public func layoutDevice(for device: Device) -> Device {
        var laidOut = device
        laidOut.safeArea.top = min(device.safeArea.top + height(on: device),
                                   max(device.size.height - device.safeArea.bottom, device.safeArea.top))
        if hasBottomBar, !isHidden {
            laidOut.safeArea.bottom = min(device.safeArea.bottom + Self.bottomBarHeight,
                                          max(device.size.height - laidOut.safeArea.top, 0))
        }
        return laidOut
    }
}

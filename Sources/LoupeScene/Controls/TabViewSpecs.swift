import LoupeCore

/// A `TabView`: its tabs, each a view with a `tabItem`, and which one is shown (`docs/controls.md#tab-view`).
public struct TabViewSpec: Sendable, Hashable {
    /// The tabs, in order; each tab's `tabItem` modifier gives its item in the bar.
    public var tabs: [ViewNode]
    /// The index of the tab shown (clamped to the tabs).
    public var selection: Int
    /// For each tab that is a `NavigationStack`, its bar (the tab itself is the stack's content); `nil` for the others.
    /// The shown tab's bar is the scene's when the tab view is the scene's body.
    public var navigationBars: [NavigationBar?] = []

    /// A tab view of `tabs` showing the one at `selection`.
    public init(tabs: [ViewNode], selection: Int = 0) { self.tabs = tabs; self.selection = selection }

    /// The shown tab's navigation bar, if that tab is a `NavigationStack`.
    public var shownNavigationBar: NavigationBar? {
        navigationBars.indices.contains(shownIndex) ? navigationBars[shownIndex] : nil
    }

    /// The index of the tab shown: `selection` within the tabs, 0 when there are none.
    public var shownIndex: Int { tabs.isEmpty ? 0 : min(max(selection, 0), tabs.count - 1) }

    /// The item each tab shows in the bar (an empty item for a tab with no `tabItem`).
    public var items: [TabItem] {
        tabs.map { tab in
            for case .tabItem(let item) in tab.modifiers.reversed() { return item }
            return TabItem()
        }
    }
}

/// `tabItem { Label("Home", systemImage: "house") }`: what a tab shows in the tab bar.
public struct TabItem: Sendable, Hashable {
    /// The item's title.
    public var title: String?
    /// The item's SF Symbol.
    public var systemImage: String?

    /// An item with `title` and `systemImage`.
    public init(title: String? = nil, systemImage: String? = nil) { self.title = title; self.systemImage = systemImage }
}

/// How the tab bar is drawn (`docs/controls.md#tab-view`).
public enum TabBarMetrics {
    /// The bar's height above the home indicator's inset.
    public static let height = 49.0
    /// The page style's dots: their diameter, the distance between two dots' centres, and how far above the view's
    /// bottom their centres sit (inferred from screenshots; UIKit documents none of them).
    public static let pageDotDiameter = 8.0
    public static let pageDotPitch = 16.0
    public static let pageDotsBottom = 20.0
    /// The side of an item's symbol square (its glyph about 25 across, Apple's target for tab bar icons).
    public static let iconSide = 30.0
    /// From the bar's top to the symbol square's top.
    public static let iconTop = 3.0
    /// The title's font: 10 points, medium.
    public static let titleFont = FontSpec(size: 10, weight: .medium)
    /// From the bar's top to the title's top.
    public static let titleTop = 34.0
    /// The colour of the items not shown.
    public static let unselected = ColorValue.named(.gray)
}

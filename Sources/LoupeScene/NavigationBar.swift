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

    /// The bar's height on `device`: the standard bar, plus the large title's when it is shown.
    public func height(on device: Device) -> Double {
        Self.standardHeight(on: device) + (showsLargeTitle(on: device) ? Self.largeTitleHeight : 0)
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
        return laidOut
    }
}

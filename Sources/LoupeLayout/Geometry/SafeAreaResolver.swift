import LoupeCore
import LoupeScene

/// The root safe-area container (`docs/layout.md#safe-area-insets`): the screen with the device's insets, and the rule
/// that gives any frame its safe-area insets.
///
/// The scene format has no `safeAreaInset`/`safeAreaPadding` yet, so the chain of containers is just the root.
public struct SafeAreaResolver: Sendable, Hashable {
    /// The container rectangle: the whole screen, in global points.
    public let screen: Rect
    /// The device's safe-area insets.
    public let insets: EdgeInsets
    /// The tolerance of the band test: half a pixel plus 0.001.
    public let epsilon: Double

    /// The resolver for `device`'s screen and safe area; a scale that is not positive and finite counts as 1 for
    /// ``epsilon``.
    public init(device: Device) {
        screen = Rect(origin: .zero, size: device.size)
        insets = device.safeArea
        let scale = device.scale > 0 && device.scale.isFinite ? device.scale : 1
        epsilon = 1 / scale / 2 + 0.001
    }

    /// The safe region: the screen inset by the device insets.
    public var safeRect: Rect { screen.inset(by: insets) }

    /// The safe-area insets of `frame`: an edge gets an inset only if it lies in the unsafe band between the
    /// safe boundary and the screen edge (within `epsilon`); the inset is the distance from that edge outward to the
    /// screen edge.
    public func insets(of frame: Rect) -> EdgeInsets {
        let inner = safeRect, outer = screen
        var top = frame.minY, bottom = frame.maxY, left = frame.minX, right = frame.maxX
        if top - epsilon < inner.minY && outer.minY < top + epsilon { top = outer.minY }
        if inner.maxY < bottom + epsilon && bottom - epsilon < outer.maxY { bottom = outer.maxY }
        if left - epsilon < inner.minX && outer.minX < left + epsilon { left = outer.minX }
        if inner.maxX < right + epsilon && right - epsilon < outer.maxX { right = outer.maxX }
        return EdgeInsets(top: frame.minY - top, leading: frame.minX - left,
                          bottom: bottom - frame.maxY, trailing: right - frame.maxX)
    }

    /// `frame` grown by its own safe-area insets on `edges`: where a shape-style background paints and
    /// where a scroll view clips (`docs/layout.md#shape-style-fills`, `docs/layout.md#scrollview`).
    public func outsetBySafeArea(_ frame: Rect, edges: EdgeSet = .all) -> Rect {
        frame.inset(by: insets(of: frame).restricted(to: edges).negated)
    }
}

extension EdgeInsets {
    /// The insets with the edges outside `edges` set to zero.
    func restricted(to edges: EdgeSet) -> EdgeInsets {
        EdgeInsets(top: edges.contains(.top) ? top : 0, leading: edges.contains(.leading) ? leading : 0,
                   bottom: edges.contains(.bottom) ? bottom : 0, trailing: edges.contains(.trailing) ? trailing : 0)
    }

    var negated: EdgeInsets { EdgeInsets(top: -top, leading: -leading, bottom: -bottom, trailing: -trailing) }
}

import LoupeCore
import LoupeScene

/// A laid-out scene: the tree of `LayoutNode`s with lookups and SwiftUI's coordinate-space rules
/// (`docs/layout.md#coordinate-spaces`).
public struct LayoutResult: Sendable {
    /// The scene's root view.
    public let root: LayoutNode
    /// Views the bars show outside the root (toolbar items), laid out after it.
    public let accessories: [LayoutNode]
    /// The device the scene was laid out for.
    public let device: Device
    /// Every node in preorder: a node, then its `overlay`/`background` view layers in modifier order (each with its
    /// own subtree), then its children in declaration order (each with its own subtree).
    public let nodes: [LayoutNode]
    /// The safe-area rule of the device's screen.
    public let safeArea: SafeAreaResolver

    private let nodesByID: [String: LayoutNode]
    private let nodesByPath: [String: LayoutNode]
    private let parents: [ObjectIdentifier: LayoutNode]

    /// A result for the tree under `root`: lists its nodes in preorder and indexes them by `id` and by path (the first
    /// node in preorder wins when two share an `id`).
    public init(root: LayoutNode, device: Device, accessories: [LayoutNode] = []) {
        self.root = root
        self.accessories = accessories
        self.device = device
        safeArea = SafeAreaResolver(device: device)
        var nodes: [LayoutNode] = []
        var parents: [ObjectIdentifier: LayoutNode] = [:]
        func visit(_ node: LayoutNode) {
            nodes.append(node)
            let contained = node.layers.sorted { $0.key < $1.key }.map(\.value) + node.children
            for child in contained {
                parents[ObjectIdentifier(child)] = node
                visit(child)
            }
        }
        visit(root)
        accessories.forEach(visit)
        self.nodes = nodes
        self.parents = parents
        var byID: [String: LayoutNode] = [:], byPath: [String: LayoutNode] = [:]
        for node in nodes.reversed() {  // reversed, so the first in preorder wins a duplicate
            if let id = node.view.id { byID[id] = node }
            byPath[node.view.path] = node
        }
        nodesByID = byID
        nodesByPath = byPath
    }

    /// The first node in preorder whose view has this `id`.
    public func node(id: String) -> LayoutNode? { nodesByID[id] }

    /// The first node in preorder whose view has this path (e.g. `body.content[1]`).
    public func node(path: String) -> LayoutNode? { nodesByPath[path] }

    /// The node whose layer or child `node` is, or `nil` for the root (and for nodes of another result).
    public func parent(of node: LayoutNode) -> LayoutNode? { parents[ObjectIdentifier(node)] }

    /// The bare view's frame of `node` in `space`: `.local` is `(0, 0, w, h)`; `.named(n)` is relative to the
    /// nearest enclosing space named `n`, or global when none encloses the view (`docs/layout.md#named-space-lookup`).
    ///
    /// Named-space origins are unrounded. SwiftUI takes a named space's origin from the pixel-rounded frame, so its
    /// answer can differ by less than a pixel at fractional positions; that difference is not reproduced.
    public func frame(of node: LayoutNode, in space: CoordinateSpaceQuery) -> Rect {
        frame(node.frame, visibleSpaces: node.coordinateSpaces, in: space)
    }

    /// The frame of `node`'s modifier `index` (the view as wrapped by that modifier and those before it) in `space`, or
    /// `nil` when the view has no such modifier. Only spaces attached outside that modifier count, and the modifier's
    /// own when it is a `coordinateSpace` (the view it returns has that space).
    public func frame(of node: LayoutNode, modifier index: Int, in space: CoordinateSpaceQuery) -> Rect? {
        guard node.modifierFrames.indices.contains(index) else { return nil }
        return frame(node.modifierFrames[index], visibleSpaces: node.coordinateSpaces(forModifier: index), in: space)
    }

    /// A global point as `node`'s bare view reads it in `space` (a crosshair's readout,
    /// `docs/layout.md#converting-points`):
    /// `.local` subtracts the view's global origin, `.named(n)` the origin of the nearest space `n` (nothing when
    /// none encloses the view), `.global` nothing.
    public func convert(_ point: Point, toSpaceOf node: LayoutNode, _ space: CoordinateSpaceQuery) -> Point {
        point - origin(of: space, frame: node.frame, visibleSpaces: node.coordinateSpaces)
    }

    /// The radii of a `ConcentricRectangle` filling `node`'s frame, from the container shape in the node's
    /// environment, or the device screen when there is none (`docs/layout.md#concentric-corners`).
    public func concentricCornerRadii(of node: LayoutNode, minimum: Double = 0) -> CornerRadii {
        CornerRadii.concentric(in: node.frame, container: node.environment.containerShape, device: device,
                               minimum: minimum)
    }

    private func frame(_ rect: Rect, visibleSpaces: [NamedSpace], in space: CoordinateSpaceQuery) -> Rect {
        space.express(rect, visibleSpaces: visibleSpaces)
    }

    /// The global origin of `space` as seen from a view with global frame `frame`.
    private func origin(of space: CoordinateSpaceQuery, frame: Rect, visibleSpaces: [NamedSpace]) -> Point {
        space.origin(seenFrom: frame, visibleSpaces: visibleSpaces)
    }
}

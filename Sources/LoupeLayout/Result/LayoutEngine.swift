import LoupeCore
import LoupeScene

/// Lays out a scene's view tree with SwiftUI's rules (`docs/layout.md`) for one device.
public struct LayoutEngine: Sendable {
    /// The device the scene is laid out for.
    public let device: Device
    /// The colour scheme recorded in every node's environment.
    public let colorScheme: ColorScheme
    /// The Dynamic Type size the scene's text styles are set at.
    public let dynamicTypeSize: DynamicTypeSize
    /// The direction the scene is laid out in.
    public let layoutDirection: LayoutDirection
    /// What measures `Text` views.
    public let measurer: any TextMeasuring

    /// - Parameters:
    ///   - device: The screen: its size and safe area decide the root proposal, its scale the text rounding.
    ///   - colorScheme: Recorded in every node's environment.
    ///   - dynamicTypeSize: The size text styles are set at (`docs/layout.md#dynamic-type`).
    ///   - layoutDirection: The direction the scene is laid out in (`docs/layout.md#right-to-left`).
    ///   - measurer: Measures `Text`; the engine rounds its answers up to the pixel grid.
    public init(device: Device, colorScheme: ColorScheme = .light, dynamicTypeSize: DynamicTypeSize = .large,
                layoutDirection: LayoutDirection = .leftToRight, measurer: any TextMeasuring) {
        self.device = device
        self.colorScheme = colorScheme
        self.dynamicTypeSize = dynamicTypeSize
        self.layoutDirection = layoutDirection
        self.measurer = measurer
    }

    /// The scene's environment at its root: its colour scheme, and `body` text at its Dynamic Type size.
    var rootEnvironment: LayoutEnvironment {
        var environment = LayoutEnvironment(colorScheme: colorScheme,
                                            font: FontStyle.textStyle(.body, weight: nil, design: nil).spec(at: dynamicTypeSize))
        environment.dynamicTypeSize = dynamicTypeSize
        environment.layoutDirection = layoutDirection
        return environment
    }

    /// The size `root` takes when offered the device's whole screen, as Xcode's size-that-fits preview layout offers
    /// it (`docs/layout.md#size-that-fits`), rounded up to whole device pixels.
    public func sizeThatFits(_ root: ViewNode) -> Size {
        let scale = device.scale > 0 && device.scale.isFinite ? device.scale : 1
        let builder = ElementTreeBuilder(measurer: measurer, scale: scale, safeArea: SafeAreaResolver(device: device),
                                         state: LayoutState())
        let (_, element) = builder.build(root, in: .init(environment: rootEnvironment, stackAxis: nil))
        let size = element.size(for: ProposedSize(width: device.size.width, height: device.size.height))
        func pixels(_ length: Double) -> Double {
            guard length.isFinite else { return 1 / scale }
            return max((length * scale).rounded(.up), 1) / scale
        }
        return Size(width: pixels(size.width), height: pixels(size.height))
    }

    /// Lays out `root` as a hosting root: proposed the safe-area size, centred in the safe area
    /// (`docs/layout.md#root-view`).
    /// - Parameters:
    ///   - root: The scene's root view.
    ///   - state: what interactions changed (drag offsets, GridDragView cell offsets); empty for the scene
    ///   at rest. The renderer lays a scene out once, replays its interactions against that layout, then lays it
    ///   out again with the state they left.
    ///   - accessories: views the bars show outside the body (toolbar items), each offered its rect's size and
    ///   aligned in it.
    public func layout(_ root: ViewNode, state: LayoutState = LayoutState(), accessories: [BarAccessory] = []) -> LayoutResult {
        let safeArea = SafeAreaResolver(device: device)
        let scale = device.scale > 0 && device.scale.isFinite ? device.scale : 1
        let builder = ElementTreeBuilder(measurer: measurer, scale: scale, safeArea: safeArea, state: state)
        var environment = rootEnvironment
        environment.draggingViews = Set(state.draggables.filter(\.value.isDragging).keys)
        let (record, element) = builder.build(root, in: .init(environment: environment, stackAxis: nil))

        let safeRect = safeArea.safeRect
        let proposal = ProposedSize(width: max(safeRect.width, 0), height: max(safeRect.height, 0))
        let size = element.size(for: proposal)
        let origin = Point(x: safeRect.minX + (safeRect.width - size.width) / 2,
                           y: safeRect.minY + (safeRect.height - size.height) / 2)
        element.place(at: origin, proposal: proposal, scope: PlacementScope())
        var accessoryRecords: [NodeRecord] = []
        for accessory in accessories {
            let (record, element) = builder.build(accessory.view, in: .init(environment: environment, stackAxis: nil))
            let rect = accessory.rect
            let proposal = ProposedSize(width: max(rect.width, 0), height: max(rect.height, 0))
            let size = element.size(for: proposal)
            let alignment = accessory.alignment
            let origin = Point(x: rect.minX + alignment.horizontal.value(in: rect.width) - alignment.horizontal.value(in: size.width),
                               y: rect.minY + alignment.vertical.value(in: rect.height) - alignment.vertical.value(in: size.height))
            element.place(at: origin, proposal: proposal, scope: PlacementScope())
            accessoryRecords.append(record)
        }
        RightToLeftPlacement.apply(to: [record] + accessoryRecords, direction: layoutDirection,
                                   screen: Rect(origin: .zero, size: device.size))
        return LayoutResult(root: record.freeze(safeArea: safeArea), device: device,
                            accessories: accessoryRecords.map { $0.freeze(safeArea: safeArea) })
    }
}

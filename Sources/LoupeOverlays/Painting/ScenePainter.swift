import LoupeCore
import LoupeDisplayList
import LoupeLayout
import LoupeScene

/// Turns a laid-out scene into a display list: plain views as SwiftUI draws them, Loupe's overlays on top of the
/// views they are attached to, in SwiftUI's paint order (backgrounds, the view, its content, overlays).
public struct ScenePainter {
    /// The laid-out scene being painted.
    public let layout: LayoutResult
    /// The scheme named colours and materials are resolved in.
    public let colorScheme: ColorScheme
    /// Sets text and overlay labels into lines, the same way the layout measured them.
    public let text: any TextLineLayout
    private let placement: GuidePlacement
    private let manualOffsets: [String: Size]

    /// A painter for `layout`; it places every VisualLayoutGuide's info box (collisions included) at once.
    ///
    /// - Parameters:
    ///   - layout: The laid-out scene to paint.
    ///   - colorScheme: The scheme named colours and materials are resolved in.
    ///   - text: Sets overlay labels into lines, as the renderer's text engine does.
    ///   - manualOffsets: each VisualLayoutGuide's and DraggablePositionView's manual offset (persisted plus
    ///   in flight, before constraints), by view path.
    public init(layout: LayoutResult, colorScheme: ColorScheme, text: any TextLineLayout,
                manualOffsets: [String: Size] = [:]) {
        self.layout = layout
        self.colorScheme = colorScheme
        self.text = text
        self.manualOffsets = manualOffsets
        var guides: [(LayoutNode, VisualLayoutGuideSpec)] = []
        for root in [layout.root] + layout.accessories {
            Self.visitInPaintOrder(root) { node in
                if case .visualLayoutGuide(let spec) = node.view.kind { guides.append((node, spec)) }
            }
        }
        placement = GuidePlacement(guides: guides, manualOffsets: manualOffsets)
    }

    private var scale: Double { layout.device.scale }

    /// How overlays are painted in this scene, tinted with the scheme's `.primary` (the drop markers' context).
    public var overlayContext: OverlayContext {
        OverlayContext(colorScheme: colorScheme, scale: scale, text: text)
    }

    /// The display list of the whole view tree.
    public func displayList() -> DisplayList {
        var list = DisplayList(size: layout.device.size)
        draw(layout.root, into: &list)
        // The bars' items over the content, as the bars are.
        for accessory in layout.accessories { draw(accessory, into: &list) }
        return list
    }

    /// Every overlay the views draw, in paint order, each with its view's foreground style as the tint.
    public func overlays() -> [AttachedOverlay] {
        var attached: [AttachedOverlay] = []
        for root in [layout.root] + layout.accessories {
            Self.visitInPaintOrder(root) { node in
                if let overlay = attachedOverlay(of: node) { attached.append(overlay) }
            }
        }
        return attached
    }

    /// What every guide shows, in registration (paint) order.
    public func guideReports() -> [GuideReport] {
        overlays().compactMap { $0.report as? GuideReport }
    }

    /// What every DraggablePositionView shows, in paint order.
    public func positionViewReports() -> [PositionViewReport] {
        overlays().compactMap { $0.report as? PositionViewReport }
    }

    /// The info box of the guide at `path`, all offsets applied: where a drag on the guide must start.
    public func guideInfoBox(at path: String) -> Rect? { placement.entries[path]?.box }

    /// The geometry of the position view at `node` with its current manual offset.
    public func positionGeometry(_ node: LayoutNode, _ spec: DraggablePositionViewSpec) -> PositionViewGeometry {
        PositionViewGeometry(node: node, spec: spec, layout: layout, manualOffset: manualOffsets[node.view.path] ?? .zero,
                             text: text)
    }

    /// The persisted-offset key of the guide at `path`, if it has one.
    public func guidePersistenceKey(at path: String) -> String? { placement.entries[path]?.persistenceKey }

    /// The overlay `node` draws, if it is one of Loupe's views, in its context.
    private func attachedOverlay(of node: LayoutNode) -> AttachedOverlay? {
        overlay(of: node).map { AttachedOverlay(path: node.view.path, overlay: $0, context: overlayContext.tinted(foreground(node))) }
    }

    /// The overlay value of one of Loupe's views; `nil` for every other kind.
    private func overlay(of node: LayoutNode) -> (any LoupeOverlay)? {
        switch node.view.kind {
        case .visualLayoutGuide(let spec):
            let radii: CornerRadii? = spec.shape == .concentricRectangle ? layout.concentricCornerRadii(of: node) : nil
            return placement.entries[node.view.path].map { VisualLayoutGuideOverlay(placement: $0, radii: radii) }
        case .visualGridGuide(let spec):
            return GridGuideOverlay(frame: node.frame, spec: spec, isRightToLeft: node.environment.layoutDirection == .rightToLeft)
        case .visualCornerInsetGuide(let spec):
            return CornerInsetGuideOverlay(frame: node.frame, radii: layout.concentricCornerRadii(of: node), label: spec.label)
        case .draggablePositionView(let spec):
            return PositionViewOverlay(node: node, spec: spec, geometry: positionGeometry(node, spec))
        case .color, .shape, .text, .image, .scrollView, .zStack, .hStack, .vStack, .lazyHStack, .lazyVStack, .geometryReader,
             .gridDragView, .spacer,
             .placeholder, .divider, .button, .label, .list, .section, .textField, .toggle, .progress,
             .stepper, .tabView, .slider, .picker, .lazyGrid, .grid, .gridRow, .datePicker, .viewThatFits:
            return nil
        }
    }

    /// Calls `body` for every node in paint order: backgrounds, the view and its content, overlays.
    static func visitInPaintOrder(_ node: LayoutNode, _ body: (LayoutNode) -> Void) {
        let modifiers = node.view.modifiers
        for index in modifiers.indices.reversed() {
            if case .background = modifiers[index], let layer = node.layers[index] { visitInPaintOrder(layer, body) }
        }
        body(node)
        for child in drawnChildren(of: node) { visitInPaintOrder(child, body) }
        for index in modifiers.indices {
            switch modifiers[index] {
            case .overlay, .safeAreaInset: if let layer = node.layers[index] { visitInPaintOrder(layer, body) }
            default: break
            }
        }
    }

    /// The children that are drawn, in the order they are drawn: all of them, except a puzzle's empty slot, those of
    /// a lower `zIndex` first (in the order written among equals).
    static func drawnChildren(of node: LayoutNode) -> [LayoutNode] {
        if case .viewThatFits = node.view.kind {
            return node.shownChild.map { node.children.indices.contains($0) ? [node.children[$0]] : [] } ?? []
        }
        var children = node.children
        if case .gridDragView(let spec) = node.view.kind, let empty = spec.emptyIdentity, children.indices.contains(empty) {
            children.remove(at: empty)
        }
        guard children.contains(where: { $0.view.zIndex != 0 }) else { return children }
        return children.enumerated().sorted { ($0.element.view.zIndex, $0.offset) < ($1.element.view.zIndex, $1.offset) }.map(\.element)
    }

    // MARK: - Drawing

    private func draw(_ node: LayoutNode, into list: inout DisplayList) {
        drawLevel(node.view.modifiers.count - 1, of: node, into: &list)
    }

    /// Draws the view as wrapped by modifiers `0...level` (level −1 is the bare view).
    private func drawLevel(_ level: Int, of node: LayoutNode, into list: inout DisplayList) {
        guard level >= 0 else { return drawBare(node, into: &list) }
        let inner = { (list: inout DisplayList) in self.drawLevel(level - 1, of: node, into: &list) }
        switch node.view.modifiers[level] {
        case .background(_, let content):
            drawLayer(content, at: level, of: node, into: &list)
            inner(&list)
        case .overlay(_, let content):
            inner(&list)
            drawLayer(content, at: level, of: node, into: &list)
        case .mask(_, let content):
            // The view into a layer, kept where the mask's drawing has alpha.
            var mask = DisplayList(size: layout.device.size)
            drawLayer(.view(content), at: level, of: node, into: &mask)
            list.append(.beginLayer)
            inner(&list)
            list.append(.endLayerMaskedBy(opacity: 1, mask: mask.commands))
        case .safeAreaInset(_, _, _, let content):
            inner(&list)
            drawLayer(.view(content), at: level, of: node, into: &list)
        case .opacity(let value):
            list.append(.beginLayer)
            inner(&list)
            list.append(.endLayer(opacity: value))
        case .clipped:
            list.append(.pushClip(snap(node.modifierFrames[level])))
            inner(&list)
            list.append(.popClip)
        case .clipShape(let kind):
            let frame = snap(node.modifierFrames[level])
            clip(to: displayShape(kind, frame: frame, concentricRadii: concentricRadii(for: node, frame: frame),
                                  rightToLeft: node.layoutDirection(atModifier: level) == .rightToLeft),
                 inner, into: &list)
        case .shadow(let color, let radius, let x, let y):
            // A layer no larger than the view, the shadow's blur (three standard deviations) and its offset.
            let frame = snap(node.modifierFrames[level])
            let reach = 1.5 * radius + 2
            let room = frame.insetBy(dx: -(reach + abs(x)), dy: -(reach + abs(y)))
            let shadowColor: RGBAColor = if case .solid(let c) = resolve(color, scheme: colorScheme).paint(in: frame) { c } else { .black }
            list.append(.pushClip(room))
            list.append(.beginLayer)
            inner(&list)
            list.append(.endLayerShadowed(opacity: 1, shadow: DisplayShadow(color: shadowColor, radius: radius,
                                                                             offset: Point(x: x, y: y))))
            list.append(.popClip)
        case .scaleEffect(let x, let y, let anchor):
            let frame = node.modifierFrames[level]
            list.append(.beginLayer)
            inner(&list)
            list.append(.endLayerTransformed(opacity: 1, transform: .scale(x: x, y: y, about: anchor.point(in: frame))))
        case .rotationEffect(let degrees, let anchor):
            let frame = node.modifierFrames[level]
            list.append(.beginLayer)
            inner(&list)
            list.append(.endLayerTransformed(opacity: 1, transform: .rotation(radians: degrees * .pi / 180,
                                                                               about: anchor.point(in: frame))))
        case .flipsForRightToLeftLayoutDirection(true) where node.layoutDirection(atModifier: level) == .rightToLeft:
            // Everything the view draws, text and images included, mirrored across its frame.
            let frame = node.modifierFrames[level]
            list.append(.beginLayer)
            inner(&list)
            list.append(.endLayerTransformed(opacity: 1, transform: .scale(x: -1, y: 1, about: Point(x: frame.midX, y: frame.midY))))
        case .blur(let radius):
            list.append(.beginLayer)
            inner(&list)
            list.append(.endLayerBlurred(opacity: 1, radius: radius))
        case .cornerRadius(let radius):
            let frame = snap(node.modifierFrames[level])
            clip(to: .roundedRect(frame, CornerRadii(all: min(radius, min(frame.width, frame.height) / 2))), inner,
                 into: &list)
        case .border(let value, let width):
            // `overlay(Rectangle().strokeBorder(style, lineWidth: width))`: over the view, inside its snapped frame.
            inner(&list)
            let frame = snap(node.modifierFrames[level])
            if width > 0 { list.append(.insetBorder(frame, width: width, resolve(value, scheme: colorScheme).paint(in: frame))) }
        default:
            inner(&list)
        }
    }

    /// What `inner` draws, inside `shape` only: a layer no larger than the shape's bounds, masked by it.
    private func clip(to shape: DisplayShape, _ inner: (inout DisplayList) -> Void, into list: inout DisplayList) {
        list.append(.pushClip(shape.bounds))
        list.append(.beginLayer)
        inner(&list)
        list.append(.endLayerMasked(opacity: 1, mask: shape))
        list.append(.popClip)
    }

    /// A background or overlay: a laid-out view, or a shape style that fills the primary's frame outset by the
    /// primary's own safe-area insets (`docs/layout.md#shape-style-fills`).
    private func drawLayer(_ content: LayerContent, at index: Int, of node: LayoutNode, into list: inout DisplayList) {
        switch content {
        case .view:
            if let layer = node.layers[index] { draw(layer, into: &list) }
        case .style(let value):
            guard let rect = node.styleFillRects[index] else { return }
            let snapped = snap(rect)
            list.fill(.rect(snapped), resolve(value, scheme: colorScheme).paint(in: snapped))
        case .material(let style, let shape):
            // `background(_:in:)`: the shape in the modifier's frame, a concentric one after the view's container.
            guard let rect = node.styleFillRects[index] else { return }
            let radii = CornerRadii.concentric(in: rect, container: node.environment.containerShape, device: layout.device)
            list.append(.material(displayShape(shape, frame: snap(rect), concentricRadii: radii,
                                               rightToLeft: node.layoutDirection(atModifier: index) == .rightToLeft),
                                  material(style)))
        }
    }

    /// A named material in the scene's colour scheme.
    private func material(_ style: MaterialStyle) -> Material {
        switch style {
        case .thin: colorScheme == .dark ? .thinDark : .thinLight
        case .regular, .bar: colorScheme == .dark ? .regularDark : .regularLight
        case .ultraThin: Material.tinted(0.55, dark: colorScheme == .dark)
        case .thick: Material.tinted(0.88, dark: colorScheme == .dark)
        case .ultraThick: Material.tinted(0.94, dark: colorScheme == .dark)
        }
    }

    /// How the standard controls draw, in this scene.
    private var controls: ControlDrawing { ControlDrawing(scheme: colorScheme, scale: scale, text: text) }

    private func drawBare(_ node: LayoutNode, into list: inout DisplayList) {
        let frame = snap(node.frame)
        switch node.view.kind {
        case .color(let value):
            list.fill(.rect(frame), resolve(value, scheme: colorScheme).paint(in: frame))
        case .shape(let shape, nil):
            list.fill(displayShape(shape, frame: frame, node: node), foreground(node).paint(in: frame))
        case .shape(let shape, let stroke?):
            drawStroke(stroke, of: shape, node: node, frame: frame, into: &list)
        case .text(let content):
            drawText(content, node: node, frame: frame, into: &list)
        case .image where node.environment.controls.isRedacted:
            list.append(contentsOf: Redaction(scheme: colorScheme).block(frame, style: foreground(node)))
        case .image(let spec):
            switch spec.source {
            case .symbol(let symbol):
                let paint = foreground(node).paint(in: frame)
                let shown = SymbolImage(node.environment.symbolVariants.apply(to: symbol.name))
                if let shape = shown.vectorShape {
                    for shape in SymbolShapes.shapes(for: shape, in: frame) { list.fill(shape, paint) }
                } else {
                    let name = node.environment.layoutDirection == .rightToLeft ? SymbolShapes.rightToLeftName(of: shown.name) : shown.name
                    list.append(.text(SymbolShapes.standIn(for: name, in: frame, paint: paint)))
                }
            case .asset(_, _, let file?):
                if frame.width > 0, frame.height > 0 { list.append(.picture(path: file, rect: frame)) }
            case .asset(_, _, nil):
                list.append(contentsOf: PictureStandIn(frame: frame, scheme: colorScheme).commands)
            }
        case .visualLayoutGuide, .visualGridGuide, .visualCornerInsetGuide, .draggablePositionView:
            if let overlay = attachedOverlay(of: node) { list.append(contentsOf: overlay.commands) }
        case .scrollView:
            list.append(.pushClip(snap(node.scrollClipRect ?? node.frame)))
            for child in node.children { draw(child, into: &list) }
            list.append(.popClip)
        case .zStack, .hStack, .vStack, .lazyHStack, .lazyVStack, .geometryReader, .lazyGrid, .grid, .gridRow, .viewThatFits:
            for child in Self.drawnChildren(of: node) { draw(child, into: &list) }
        case .gridDragView:
            // Cells in identity order, later ones on top, unclipped (the original's ZStack of offset cells).
            for child in Self.drawnChildren(of: node) { draw(child, into: &list) }
        case .spacer:
            break
        case .button(let spec):
            list.append(contentsOf: controls.buttonShape(spec, node: node, frame: frame))
            for child in node.children { draw(child, into: &list) }
        case .label:
            for child in node.children { draw(child, into: &list) }
        case .list(let spec):
            let lists = ListDrawing(scheme: colorScheme, scale: scale, text: text)
            list.append(contentsOf: lists.background(of: node, isForm: spec.isForm))
            list.append(.pushClip(snap(node.scrollClipRect ?? node.frame)))
            list.append(contentsOf: lists.cards(of: node))
            for child in node.children { draw(child, into: &list) }
            list.append(.popClip)
        case .textField(let spec):
            list.append(contentsOf: controls.textField(spec, node: node, frame: frame, foreground: foreground(node)))
        case .toggle(let spec):
            for child in node.children { draw(child, into: &list) }
            list.append(contentsOf: chrome(controls.toggle(spec, node: node, frame: frame), of: node, across: frame))
        case .tabView(let spec):
            for child in node.children { draw(child, into: &list) }
            let bar = TabBarDrawing(scheme: colorScheme, scale: scale, text: text)
                .commands(spec, node: node, frame: frame, device: layout.device)
            list.append(contentsOf: chrome(bar, of: node, across: frame))
        case .picker(let spec):
            for child in node.children { draw(child, into: &list) }
            list.append(contentsOf: chrome(controls.picker(spec, node: node, frame: frame), of: node, across: frame))
        case .slider(let spec):
            list.append(contentsOf: chrome(controls.slider(spec, node: node, frame: frame), of: node, across: frame))
        case .stepper:
            for child in node.children { draw(child, into: &list) }
            list.append(contentsOf: chrome(controls.stepper(node: node, frame: frame), of: node, across: frame))
        case .datePicker(let spec):
            for child in node.children { draw(child, into: &list) }
            list.append(contentsOf: chrome(controls.datePicker(spec, node: node, frame: frame), of: node, across: frame))
        case .progress(let spec):
            list.append(contentsOf: chrome(controls.progress(spec, node: node, frame: frame), of: node, across: frame))
            for child in node.children { draw(child, into: &list) }
        case .section:
            list.append(contentsOf: ListDrawing(scheme: colorScheme, scale: scale, text: text).cards(of: node))
            for child in node.children { draw(child, into: &list) }
        case .divider:
            // The separator colour, on its own pixel row or column however the frame falls on the grid: a frame
            // whose both edges round to one pixel boundary still draws the row below it.
            var line = frame
            let pixel = 1 / scale
            if node.frame.width >= node.frame.height { line.size.height = max(line.height, pixel) } else { line.size.width = max(line.width, pixel) }
            list.fill(.rect(line), resolve(.named(.separator), scheme: colorScheme).paint(in: line))
        case .placeholder(let spec):
            list.append(contentsOf: PlaceholderDrawing(frame: frame, label: spec.label, scheme: colorScheme).commands(text: text))
        }
    }

    /// What a control draws from its frame in left-to-right terms, mirrored across the frame when the control is
    /// laid out right to left (its text set as it is).
    private func chrome(_ commands: [DisplayCommand], of node: LayoutNode, across frame: Rect) -> [DisplayCommand] {
        node.environment.layoutDirection == .rightToLeft ? HorizontalMirror(across: frame, text: text)(commands) : commands
    }

    private func drawText(_ content: TextContent, node: LayoutNode, frame: Rect, into list: inout DisplayList) {
        if let runs = content.runs, let fonts = node.textRunFonts, fonts.count == runs.count {
            return drawRuns(runs, fonts: fonts, content: content, node: node, frame: frame, into: &list)
        }
        let font = node.textFont ?? node.environment.textFont(content.font)
        // Wrap at the laid-out width (a hair wider, so the ceiled width never drops a word).
        let string = node.text ?? content.string
        var laid = text.layOut(string, font: font, width: node.frame.width + 1e-6, lineLimit: content.lineLimit)
        // A frame shorter than the text shows the whole lines it holds, at least one, truncated, as the
        // layout measured them.
        if laid.size.height > frame.height + 1e-6, laid.lines.count > 1 {
            let lineHeight = laid.size.height / Double(laid.lines.count)
            let fitting = max(Int((frame.height + 1e-6) / lineHeight), 1)
            if fitting < laid.lines.count {
                laid = text.layOut(string, font: font, width: node.frame.width + 1e-6, lineLimit: fitting)
            }
        }
        let style = foreground(node)
        if node.environment.controls.isRedacted {
            return list.append(contentsOf: Redaction(scheme: colorScheme).bars(for: laid, in: frame, style: style,
                                                                              alignment: node.environment.drawnTextAlignment))
        }
        list.append(contentsOf: PlacedText(frame: frame, text: laid)
            .runs(font: font, paint: { style.paint(in: $0) }, underline: content.underline,
                  strikethrough: content.strikethrough,
                  alignment: node.environment.drawnTextAlignment))
    }

    /// A text of several runs: each line's segments in their runs' fonts, colours and lines, one after the other.
    private func drawRuns(_ runs: [TextRunStyle], fonts: [FontSpec], content: TextContent, node: LayoutNode, frame: Rect,
                          into list: inout DisplayList) {
        let strings = runs.map { node.environment.textStyling.cased($0.string) }
        let laid = text.layOut(runs: Array(zip(strings, fonts)).map { ($0, $1) }, width: node.frame.width + 1e-6,
                               lineLimit: content.lineLimit)
        let style = foreground(node)
        let alignment = node.environment.drawnTextAlignment
        if node.environment.controls.isRedacted {
            return list.append(contentsOf: Redaction(scheme: colorScheme).bars(for: laid, in: frame, style: style, alignment: alignment))
        }
        for line in laid.lines {
            let spare = max(frame.width - line.width, 0)
            let start = frame.minX + spare * alignment.fraction
            for segment in line.segments where runs.indices.contains(segment.run) {
                let run = runs[segment.run]
                let origin = Point(x: start + segment.x, y: frame.minY + line.baseline)
                let paint = run.color.map { resolve($0, scheme: colorScheme) } ?? style
                var textRun = TextRun(string: segment.string, font: fonts[segment.run], origin: origin, paint: paint.paint(in: frame),
                                      underline: content.underline || run.underline)
                textRun.strikethrough = content.strikethrough || run.strikethrough
                list.append(.text(textRun))
            }
        }
    }

    // MARK: - Styles and shapes

    /// The foreground style: the environment's, else `.primary`.
    private func foreground(_ node: LayoutNode) -> ResolvedPaint {
        resolve(node.environment.foregroundStyle ?? .named(.primary), scheme: colorScheme)
    }

    private func displayShape(_ shape: ShapeKind, frame: Rect, node: LayoutNode) -> DisplayShape {
        displayShape(shape, frame: frame, concentricRadii: concentricRadii(for: node, frame: frame),
                     rightToLeft: node.environment.layoutDirection == .rightToLeft)
    }

    /// `shape` in `frame`; a concentric rectangle has `concentricRadii`. Right to left, a custom `Path` is mirrored
    /// across the frame (`Shape.layoutDirectionBehavior` is `.mirrors` from iOS 17); the built-in shapes are symmetric.
    private func displayShape(_ shape: ShapeKind, frame: Rect, concentricRadii: CornerRadii, rightToLeft: Bool) -> DisplayShape {
        switch shape {
        case .rectangle:
            return .rect(frame)
        case .ellipse:
            return .ellipse(frame)
        case .circle:
            let d = min(frame.width, frame.height)
            return .ellipse(Rect(x: frame.midX - d / 2, y: frame.midY - d / 2, width: d, height: d))
        case .capsule:
            return .roundedRect(frame, CornerRadii(all: min(frame.width, frame.height) / 2))
        case .roundedRectangle(let radius):
            return .roundedRect(frame, CornerRadii(all: radius))
        case .concentricRectangle:
            return .roundedRect(frame, concentricRadii)
        case .path(let path):
            let outline = PathFlattening.outline(of: path, in: frame, scale: scale)
            return .path(rightToLeft ? HorizontalMirror.mirrored(outline, across: frame) : outline)
        case .trimmed(let shape, let from, let to):
            let whole = displayShape(shape, frame: frame, concentricRadii: concentricRadii, rightToLeft: rightToLeft)
            return .path(whole.outline(segmentsPerQuarter: PathFlattening.segmentsPerQuarter(of: whole.bounds, scale: scale))
                .trimmed(from: from, to: to))
        }
    }

    /// SwiftUI's `stroke` (the line centred on the outline) or `strokeBorder` (the shape inset by half the line
    /// first, as `InsettableShape.inset(by:)` does: a smaller frame, radii reduced by as much, then stroked).
    private func drawStroke(_ stroke: ShapeStroke, of shape: ShapeKind, node: LayoutNode, frame: Rect,
                            into list: inout DisplayList) {
        guard stroke.lineWidth > 0 else { return }
        let paint = (stroke.style.map { resolve($0, scheme: colorScheme) } ?? foreground(node)).paint(in: frame)
        var outline = displayShape(shape, frame: frame, node: node)
        if stroke.placement == .inside { outline = outline.inset(by: stroke.lineWidth / 2) }
        if !stroke.dash.isEmpty {
            // A dashed line: the outline's dashes, each stroked as an open line.
            outline = .path(outline.outline().dashed(stroke.dash, phase: stroke.dashPhase))
        } else if case .ellipse(let rect) = outline, rect.width != rect.height {
            // The rasterizer strokes rects and circles exactly; any other ellipse along its outline.
            outline = .path(outline.outline())
        } else if stroke.ends.join != .miter, case .rect = outline {
            // A rectangle's corners rounded or bevelled: stroked along its outline with those joins.
            outline = .path(outline.outline())
        }
        list.append(.stroke(outline, lineWidth: stroke.lineWidth, paint, ends: stroke.ends))
    }

    /// Radii from the unrounded frame, as SwiftUI computes the shape before it snaps the frame.
    private func concentricRadii(for node: LayoutNode, frame: Rect) -> CornerRadii {
        layout.concentricCornerRadii(of: node)
    }

    private func snap(_ rect: Rect) -> Rect { snappedToPixels(rect, scale: scale) }
}

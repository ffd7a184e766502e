import LoupeCore
import LoupeScene

/// Turns the scene's view tree into layout elements and the node records they fill in.
///
/// Environment values are resolved here, top-down, because text sizes depend on the font. The scoping follows
/// SwiftUI: the bare view and a container's children see all of the view's environment modifiers; an
/// overlay/background layer attached at modifier index `j` sees only those with an index above `j`.
struct ElementTreeBuilder {
    let measurer: any TextMeasuring
    let scale: Double
    let safeArea: SafeAreaResolver
    /// Interaction state that moves views (draggable offsets, GridDragView cell offsets).
    let state: LayoutState

    /// What the enclosing views decide for a view being built.
    struct Context {
        var environment: LayoutEnvironment
        /// The axis of the H/V stack the view is a direct child of (a Spacer's sizing rule), else `nil`.
        var stackAxis: Axis?
        /// The proxy of the nearest enclosing GeometryReader (what a `frameIn` Text reads), else `nil`.
        var reader: GeometryProxyBox?
        /// The drag of the nearest view carrying a `draggable` modifier (what a `readsDrag` Text reads), else `nil`.
        var drag: DraggableState?
        /// The metrics of the list a `Section` is directly in, else `nil`.
        var list: ListMetrics? = nil
    }

    /// The record of `view` and the outermost element of its modifier chain.
    func build(_ view: ViewNode, in context: Context) -> (record: NodeRecord, element: any LayoutElement) {
        let environment = context.environment.applying(modifiersOf: view, from: 0)
        let record = NodeRecord(view: view, environment: environment)
        record.inheritedLayoutDirection = context.environment.layoutDirection
        // Like StarView's @GestureState, the drag belongs to the view: its content and its layers all read it.
        let drag = dragValues(of: view) ?? context.drag
        var element = bareElement(of: view, record: record,
                                  context: Context(environment: environment, stackAxis: context.stackAxis,
                                                   reader: context.reader, drag: drag, list: context.list))
        for (index, modifier) in view.modifiers.enumerated() {
            let slot = RecordSlot(record: record, modifierIndex: index)
            let layerContext = Context(environment: context.environment.applying(modifiersOf: view, from: index + 1),
                                       stackAxis: nil, reader: context.reader, drag: drag)
            element = wrap(element, in: modifier, slot: slot, record: record, layerContext: layerContext)
        }
        return (record, element)
    }

    private func bareElement(of view: ViewNode, record: NodeRecord, context: Context) -> any LayoutElement {
        let slot = RecordSlot(record: record, modifierIndex: nil)
        func content(_ views: [ViewNode], stackAxis: Axis?, reader: GeometryProxyBox? = context.reader) -> [any LayoutElement] {
            children(views, of: record, in: Context(environment: context.environment, stackAxis: stackAxis,
                                                    reader: reader, drag: context.drag))
        }
        switch view.kind {
        case .color, .shape, .visualLayoutGuide, .visualGridGuide, .visualCornerInsetGuide, .draggablePositionView:
            return GreedyLeafElement(slot: slot)
        case .text(let text):
            let template = text.isTemplate
                ? TextElement.Template(TextTemplate(text.string, frameFormat: text.frameFormat),
                                       reader: text.frameIn.flatMap { _ in context.reader },
                                       space: CoordinateSpaceQuery(text.frameIn ?? .local),
                                       drag: text.readsDrag ? context.drag : nil)
                : nil
            let element = TextElement(slot: slot, content: text, font: context.environment.textFont(text.font),
                                      textCase: context.environment.textStyling.textCase, template: template,
                                      minimumScaleFactor: context.environment.textStyling.minimumScaleFactor,
                                      measurer: measurer, scale: scale)
            if let runs = text.runs {
                let styling = context.environment.textStyling
                element.runs = runs.map {
                    (styling.cased($0.string), $0.font(base: element.font, styling: styling,
                                                       dynamicTypeSize: context.environment.dynamicTypeSize))
                }
            }
            return element
        case .image(let spec):
            return ImageElement(slot: slot, spec: spec, font: context.environment.textFont(nil),
                                imageScale: context.environment.imageScale, measurer: measurer, scale: scale)
        case .spacer(let minLength):
            return SpacerElement(slot: slot, minLength: minLength, stackAxis: context.stackAxis)
        case .divider:
            return DividerElement(slot: slot, stackAxis: context.stackAxis, scale: scale)
        case .button(let spec):
            let controls = context.environment.controls
            var labelContext = context
            labelContext.stackAxis = nil
            // A link in a list row keeps its label's colours; the row shows a chevron instead.
            let tinted = !(spec.isNavigationLink && context.environment.isInListRow)
            if tinted, let color = controls.labelColor(role: spec.role) { labelContext.environment.foregroundStyle = color }
            let metrics = BorderedButtonMetrics.of(controls.controlSize)
            if controls.isBordered, let font = metrics.font {
                labelContext.environment.font = FontStyle.textStyle(font, weight: nil, design: nil)
                    .spec(at: context.environment.dynamicTypeSize)
            }
            let label = children([spec.label], of: record, in: labelContext)[0]
            guard controls.isBordered else { return PassThroughElement(slot: slot, inner: label) }
            return PaddingElement(slot: slot, insets: EdgeInsets(top: metrics.verticalPadding, leading: metrics.horizontalPadding,
                                                                 bottom: metrics.verticalPadding, trailing: metrics.horizontalPadding),
                                  inner: label)
        case .textField(let spec):
            return TextFieldElement(slot: slot, spec: spec, font: context.environment.textFont(nil),
                                    isRounded: context.environment.controls.textFieldStyle == .roundedBorder,
                                    measurer: measurer, scale: scale)
        case .toggle(let spec):
            return trailingControl(spec.label, size: ToggleMetrics.switchSize, slot: slot, record: record, context: context)
        case .picker(let spec):
            if context.environment.controls.pickerStyle == .segmented {
                return SegmentedElement(slot: slot, options: spec.options, measurer: measurer, scale: scale)
            }
            if context.environment.controls.pickerStyle == .inline, context.environment.isInListRow {
                return InlinePickerElement(slot: slot, options: spec.options, font: context.environment.textFont(nil),
                                           measurer: measurer, scale: scale)
            }
            // The selection and its chevrons: beside the label in a list row, alone elsewhere (SwiftUI's menu button).
            let font = context.environment.textFont(nil)
            let value = measurer.measure(spec.selectedTitle, font: font, width: nil, lineLimit: 1)
            let chevrons = context.environment.controls.pickerStyle == .navigationLink ? 0 : PickerMetrics.chevronGap + PickerMetrics.chevronSide
            let control = Size(width: ceiledToPixels(value.width, scale: scale) + chevrons,
                               height: max(ceiledToPixels(value.height, scale: scale), PickerMetrics.chevronSide))
            guard context.environment.isInListRow else { return TrailingControlElement(slot: slot, label: nil, control: control) }
            return trailingControl(spec.label, size: control, slot: slot, record: record, context: context)
        case .tabView(let spec):
            var tabContext = context
            tabContext.stackAxis = nil
            let shown = spec.tabs.isEmpty ? nil : children([spec.tabs[spec.shownIndex]], of: record, in: tabContext)[0]
            return TabViewElement(slot: slot, tab: shown, reservesTabBar: context.environment.controls.tabViewStyle == .automatic)
        case .stepper(let spec):
            return trailingControl(spec.label, size: StepperMetrics.size, slot: slot, record: record, context: context)
        case .datePicker(let spec):
            let font = context.environment.textFont(nil)
            let widths = spec.texts.map { ceiledToPixels(measurer.measure($0, font: font, width: nil, lineLimit: 1).width, scale: scale) }
            let width = widths.reduce(0) { $0 + $1 + 2 * DatePickerMetrics.horizontalPadding }
                + DatePickerMetrics.gap * Double(max(widths.count - 1, 0))
            return trailingControl(spec.label, size: Size(width: width, height: DatePickerMetrics.height), slot: slot,
                                   record: record, context: context)
        case .progress(let spec):
            var labelContext = context
            labelContext.stackAxis = nil
            let isBar = spec.isBar(in: context.environment.controls.progressStyle)
            if !isBar { labelContext.environment.foregroundStyle = .named(.secondaryLabel) }
            let label = spec.label.flatMap { context.environment.controls.hidesLabels ? nil : $0 }
            return ProgressElement(slot: slot, label: label.map { children([$0], of: record, in: labelContext)[0] },
                                   isBar: isBar)
        case .slider:
            return SliderElement(slot: slot)
        case .list(let spec):
            return listElement(spec, slot: slot, record: record, context: context)
        case .section(let spec):
            return sectionElement(spec, slot: slot, record: record, context: context)
        case .label(let spec):
            let shown: [ViewNode] = switch context.environment.controls.labelStyle {
            case .iconOnly: [spec.icon]
            case .titleOnly: [spec.title]
            case .automatic, .titleAndIcon: [spec.icon, spec.title]
            }
            var partContext = context
            partContext.stackAxis = .horizontal
            return StackElement(slot: slot, axis: .horizontal, alignment: .vertical(.center),
                                spacing: nil, children: children(shown, of: record, in: partContext))
        case .placeholder(let spec):
            return spec.fills ? GreedyLeafElement(slot: slot)
                              : PlaceholderElement(slot: slot, label: spec.label, measurer: measurer, scale: scale)
        case .zStack(let alignment, let views):
            return ZStackElement(slot: slot, alignment: alignment, children: content(views, stackAxis: nil))
        case .hStack(let alignment, let spacing, let views):
            return StackElement(slot: slot, axis: .horizontal, alignment: .vertical(alignment),
                                spacing: spacing, children: content(views, stackAxis: .horizontal))
        case .vStack(let alignment, let spacing, let views):
            return StackElement(slot: slot, axis: .vertical, alignment: .horizontal(alignment),
                                spacing: spacing, children: content(views, stackAxis: .vertical))
        case .lazyHStack(let alignment, let spacing, let views):
            // As tall as offered: the stack aligned in the full height by its own alignment.
            let stack = StackElement(slot: nil, axis: .horizontal, alignment: .vertical(alignment),
                                     spacing: spacing, children: content(views, stackAxis: .horizontal))
            return FlexibleFrameElement(slot: slot, frame: FlexibleFrame(maxHeight: .infinity,
                                                                         alignment: Alignment(horizontal: .center, vertical: alignment)),
                                        inner: stack)
        case .lazyVStack(let alignment, let spacing, let views):
            // As wide as offered: the stack aligned in the full width by its own alignment.
            let stack = StackElement(slot: nil, axis: .vertical, alignment: .horizontal(alignment),
                                     spacing: spacing, children: content(views, stackAxis: .vertical))
            return FlexibleFrameElement(slot: slot, frame: FlexibleFrame(maxWidth: .infinity,
                                                                         alignment: Alignment(horizontal: alignment, vertical: .center)),
                                        inner: stack)
        case .grid(let spec):
            let rows = zip(spec.content, content(spec.content, stackAxis: nil)).map { view, element -> GridElement.Row in
                if view.modifiers.isEmpty, let row = element as? GridRowElement { return .cells(row) }
                return .across(element)
            }
            return GridElement(slot: slot, spec: spec, rows: rows)
        case .gridRow(let alignment, let views):
            let cells = zip(views, content(views, stackAxis: .horizontal)).map { view, element in
                let cell = view.gridCell
                return GridRowElement.Cell(element: element, columns: cell.columns, columnAlignment: cell.columnAlignment,
                                           unsizedWidth: cell.unsizedWidth, unsizedHeight: cell.unsizedHeight, anchor: cell.anchor)
            }
            return GridRowElement(slot: slot, alignment: alignment, cells: cells)
        case .viewThatFits(let axes, let views):
            return ViewThatFitsElement(slot: slot, axes: axes, children: content(views, stackAxis: nil))
        case .lazyGrid(let spec):
            return LazyGridElement(slot: slot, spec: spec, children: content(spec.content, stackAxis: nil))
        case .geometryReader(let views):
            let proxy = GeometryProxyBox()
            return GeometryReaderElement(slot: slot, proxy: proxy, children: content(views, stackAxis: nil, reader: proxy))
        case .gridDragView(let spec):
            return GridDragElement(slot: slot, rows: spec.rows, cols: spec.cols,
                                   cells: content(spec.cells, stackAxis: nil),
                                   offsets: state.gridCellOffsets[view.path])
        case .scrollView(let axes, let contentOffset, let views):
            let single = views.count == 1
            let elements = content(views, stackAxis: single ? nil : .vertical)
            var contentElement: any LayoutElement = single ? elements[0]
                : StackElement(slot: nil, axis: .vertical, alignment: .horizontal(.center),
                               spacing: nil, children: elements)
            // `contentMargins` pads the content inside the scroll view.
            for case .contentMargins(let insets) in view.modifiers {
                contentElement = PaddingElement(slot: nil, insets: insets, inner: contentElement)
            }
            return ScrollViewElement(slot: slot, axes: axes, contentOffset: contentOffset, content: contentElement)
        }
    }

    /// A toggle's or stepper's element: its label (unless `labelsHidden()`) and a control of `size` at the trailing edge.
    private func trailingControl(_ label: ViewNode, size: Size, slot: RecordSlot, record: NodeRecord,
                                 context: Context) -> any LayoutElement {
        var labelContext = context
        labelContext.stackAxis = nil
        let shown = context.environment.controls.hidesLabels ? nil : children([label], of: record, in: labelContext)[0]
        return TrailingControlElement(slot: slot, label: shown, control: size)
    }

    /// The elements of `views`, built in `context`, their records hung under `record`.
    func children(_ views: [ViewNode], of record: NodeRecord, in context: Context) -> [any LayoutElement] {
        views.map { view in
            let built = build(view, in: context)
            record.children.append(built.record)
            return built.element
        }
    }

    private func wrap(_ inner: any LayoutElement, in modifier: Modifier, slot: RecordSlot, record: NodeRecord,
                      layerContext: Context) -> any LayoutElement {
        switch modifier {
        case .frame(let frame):
            return FixedFrameElement(slot: slot, frame: frame, inner: inner)
        case .flexibleFrame(let frame):
            return FlexibleFrameElement(slot: slot, frame: frame, inner: inner)
        case .padding(let insets):
            return PaddingElement(slot: slot, insets: insets, inner: inner)
        case .offset(let x, let y):
            return OffsetElement(slot: slot, x: x, y: y, inner: inner)
        case .position(let x, let y):
            return PositionElement(slot: slot, x: x, y: y, inner: inner)
        case .fixedSize(let horizontal, let vertical):
            return FixedSizeElement(slot: slot, horizontal: horizontal, vertical: vertical, inner: inner)
        case .ignoresSafeArea(let edges):
            return IgnoresSafeAreaElement(slot: slot, edges: edges, safeArea: safeArea, inner: inner)
        case .mask(let alignment, let view):
            return LayerElement(slot: slot, alignment: alignment,
                                layer: layerElement(.view(view), slot: slot, record: record, context: layerContext),
                                inner: inner)
        case .overlay(let alignment, let content), .background(let alignment, let content):
            return LayerElement(slot: slot, alignment: alignment,
                                layer: layerElement(content, slot: slot, record: record, context: layerContext),
                                inner: inner)
        case .aspectRatio(let ratio, let contentMode):
            return AspectRatioElement(slot: slot, ratio: ratio, contentMode: contentMode, inner: inner)
        case .safeAreaInset(let edge, let alignment, let spacing, let content):
            guard let inset = layerElement(.view(content), slot: slot, record: record, context: layerContext) else {
                return PassThroughElement(slot: slot, inner: inner)
            }
            return SafeAreaInsetElement(slot: slot, edge: edge, alignment: alignment, spacing: spacing, inset: inset, inner: inner)
        case .layoutPriority(let priority):
            return PassThroughElement(slot: slot, priority: priority, inner: inner)
        case .alignmentGuide(let key, let value):
            return AlignmentGuideElement(slot: slot, key: key, value: value, inner: inner)
        case .coordinateSpace(let name):
            return PassThroughElement(slot: slot, scopeChange: .namedSpace(name), inner: inner)
        case .containerShape(let radii):
            return PassThroughElement(slot: slot, scopeChange: .containerShape(radii), inner: inner)
        case .draggable:
            // `.offset(committed + translation)`: a layout-time shift, so frames in every space include it.
            let offset = state.draggables[record.view.path]?.total ?? .zero
            return OffsetElement(slot: slot, x: offset.width, y: offset.height, inner: inner)
        case .foregroundStyle, .opacity, .font, .clipped, .border, .onDrop, .visualLayoutGuideInteractions,
             .visualLayoutGuidePositioning, .isolatedOverlayCoordinator, .draggablePositionViewInteractions,
             .draggablePositionViewConstraints, .navigationTitle, .navigationBarTitleDisplayMode, .text,
             .imageScale, .dynamicTypeSize, .layoutDirection, .flipsForRightToLeftLayoutDirection, .symbolVariant, .control,
             .listRow, .clipShape, .cornerRadius, .shadow, .tabItem,
             .gridCell, .toolbar, .zIndex,
             .scaleEffect, .rotationEffect, .blur, .contentMargins, .searchable,
             .navigationBarHidden:
            return PassThroughElement(slot: slot, inner: inner)
        }
    }

    /// The drag of `view`'s `draggable` modifier (at rest when no interaction moved it), or `nil` without one.
    private func dragValues(of view: ViewNode) -> DraggableState? {
        guard view.modifiers.contains(where: { if case .draggable = $0 { return true } else { return false } }) else {
            return nil
        }
        return state.draggables[view.path] ?? DraggableState()
    }

    /// A view layer's element (its record hung on the host under the modifier index), or `nil` for a shape style.
    private func layerElement(_ content: LayerContent, slot: RecordSlot, record: NodeRecord,
                              context: Context) -> (any LayoutElement)? {
        guard case .view(let view) = content, let index = slot.modifierIndex else { return nil }
        let built = build(view, in: context)
        record.layers[index] = built.record
        return built.element
    }
}

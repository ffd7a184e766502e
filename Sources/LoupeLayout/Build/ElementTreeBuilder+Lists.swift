import LoupeCore
import LoupeScene

/// `List`, `Form` and `Section` (`docs/controls.md#list`): a scrolled-to-top column of sections, each an optional
/// header, a card of rows and an optional footer. Rows outside sections form sections of their own.
extension ElementTreeBuilder {
    func listElement(_ spec: ListSpec, slot: RecordSlot, record: NodeRecord, context: Context) -> any LayoutElement {
        let metrics = ListMetrics.of(context.environment.controls.listStyle, isForm: spec.isForm)
        var blocks: [any LayoutElement] = []
        var loose: [ViewNode] = []
        func flushLoose() {
            guard !loose.isEmpty else { return }
            blocks.append(sectionBlock(header: nil, rows: loose, footer: nil, slot: nil, record: record, metrics: metrics,
                                       context: context))
            loose = []
        }
        for item in spec.content {
            if case .section = item.kind {
                flushLoose()
                var sectionContext = context
                sectionContext.stackAxis = nil
                sectionContext.list = metrics
                let built = build(item, in: sectionContext)
                record.children.append(built.record)
                blocks.append(built.element)
            } else {
                loose.append(item)
            }
        }
        flushLoose()
        let column = StackElement(slot: nil, axis: .vertical, alignment: .horizontal(.leading),
                                  spacing: 0, children: blocks)
        let padded = PaddingElement(slot: nil, insets: EdgeInsets(top: 0, leading: 0, bottom: metrics.sectionSpacing, trailing: 0),
                                    inner: column)
        // Like a ScrollView scrolled to the top, but taking all the space it is offered on both axes.
        let scroll = ScrollViewElement(slot: nil, axes: .vertical, contentOffset: 0, content: padded)
        return FlexibleFrameElement(slot: slot, frame: FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top),
                                    inner: scroll)
    }

    /// A `Section`: in a list, its block; elsewhere its header, rows and footer as a `VStack`'s children.
    func sectionElement(_ spec: SectionSpec, slot: RecordSlot, record: NodeRecord, context: Context) -> any LayoutElement {
        guard let metrics = context.list else {
            var stackContext = context
            stackContext.stackAxis = .vertical
            return StackElement(slot: slot, axis: .vertical, alignment: .horizontal(.center),
                                spacing: nil, children: children(record.view.kind.children, of: record, in: stackContext))
        }
        return sectionBlock(header: spec.header, rows: spec.content, footer: spec.footer, slot: slot, record: record,
                            metrics: metrics, context: context)
    }

    /// A section's header, card of rows and footer, one above the other; the card's rows go to `record`.
    private func sectionBlock(header: ViewNode?, rows: [ViewNode], footer: ViewNode?, slot: RecordSlot?, record: NodeRecord,
                              metrics: ListMetrics, context: Context) -> any LayoutElement {
        var parts: [any LayoutElement] = []
        var plain = context
        plain.stackAxis = nil
        plain.list = nil
        // An inline picker alone in its section has its label as the section's header.
        let header = header ?? rows.onlyInlinePicker(in: context)?.label
        if let header {
            var headerContext = plain
            if context.environment.controls.prominentHeaders {
                // UIKit's prominent inset-grouped header: title 3, bold, in the label colour, as written.
                headerContext.environment.font = FontStyle.textStyle(.title3, weight: .bold, design: nil)
                    .spec(at: headerContext.environment.dynamicTypeSize)
                headerContext.environment.foregroundStyle = .named(.label)
            } else {
                headerContext.environment.font = FontStyle.textStyle(.footnote, weight: nil, design: nil)
                    .spec(at: headerContext.environment.dynamicTypeSize)
                headerContext.environment.foregroundStyle = .named(.secondaryLabel)
                headerContext.environment.textStyling.textCase = .uppercase
            }
            parts.append(edgeText(header, top: metrics.headerTop, bottom: metrics.headerBottom, metrics: metrics,
                                  record: record, context: headerContext))
        }
        let card = record.listCards.count
        record.listCards.append(ListCard(rows: Array(repeating: ListRow(), count: rows.count), style: metrics.style))
        var rowContext = plain
        rowContext.environment.isInListRow = true
        let rowElements = rows.enumerated().map { index, row in
            listRow(row, card: card, index: index, record: record, metrics: metrics, context: rowContext)
        }
        let stack = StackElement(slot: nil, axis: .vertical, alignment: .horizontal(.leading),
                                 spacing: 0, children: rowElements)
        parts.append(PaddingElement(slot: nil, insets: EdgeInsets(top: header == nil ? metrics.sectionSpacing : 0,
                                                                  leading: metrics.cardMargin, bottom: 0,
                                                                  trailing: metrics.cardMargin), inner: stack))
        if let footer {
            var footerContext = plain
            footerContext.environment.font = FontStyle.textStyle(.footnote, weight: nil, design: nil)
                .spec(at: footerContext.environment.dynamicTypeSize)
            footerContext.environment.foregroundStyle = .named(.secondaryLabel)
            parts.append(edgeText(footer, top: metrics.footerTop, bottom: 0, metrics: metrics, record: record,
                                  context: footerContext))
        }
        return StackElement(slot: slot, axis: .vertical, alignment: .horizontal(.leading),
                            spacing: 0, children: parts)
    }

    /// A header or footer: across the list, its text aligned with the rows' content.
    private func edgeText(_ view: ViewNode, top: Double, bottom: Double, metrics: ListMetrics, record: NodeRecord,
                          context: Context) -> any LayoutElement {
        let element = children([view], of: record, in: context)[0]
        let wide = FlexibleFrameElement(slot: nil, frame: FlexibleFrame(maxWidth: .infinity, alignment: .leading), inner: element)
        return PaddingElement(slot: nil, insets: EdgeInsets(top: top, leading: metrics.headerInset, bottom: bottom,
                                                            trailing: metrics.headerInset), inner: wide)
    }

    /// One row: the view's element in a row of the card, with the row modifiers it carries.
    private func listRow(_ view: ViewNode, card: Int, index: Int, record: NodeRecord, metrics: ListMetrics,
                         context: Context) -> any LayoutElement {
        var insets = metrics.rowInsets
        var row = ListRow()
        for modifier in view.modifiers {
            guard case .listRow(let rowModifier) = modifier else { continue }
            switch rowModifier {
            case .insets(let given): insets = given
            case .background(let color): row.background = color
            case .separatorHidden(let hidden): row.hidesSeparator = hidden
            case .sectionSeparatorHidden: break
            }
        }
        let pickerStyle: PickerStyleKind? = if case .picker = view.kind {
            context.environment.applying(modifiersOf: view, from: 0).controls.pickerStyle
        } else { nil }
        let isPickerLink = pickerStyle == .navigationLink
        if pickerStyle == .inline {
            // The options are rows themselves: each brings its own height.
            insets.top = 0
            insets.bottom = 0
        }
        if isPickerLink || { if case .button(let spec) = view.kind { spec.isNavigationLink } else { false } }() {
            row.showsDisclosure = true
            insets.trailing += ListMetrics.chevron.side - ListMetrics.chevron.intoInset + ListMetrics.chevron.gap
        }
        row.contentLeading = insets.leading
        record.listCards[card].rows[index] = row
        let element = children([view], of: record, in: context)[0]
        return ListRowElement(owner: record, card: card, row: index, insets: insets,
                              minimumHeight: metrics.minimumRowHeight, inner: element)
    }
}

private extension Array where Element == ViewNode {
    /// The picker that is the only row, when it is drawn inline.
    func onlyInlinePicker(in context: ElementTreeBuilder.Context) -> PickerSpec? {
        guard count == 1, case .picker(let spec) = self[0].kind,
              context.environment.applying(modifiersOf: self[0], from: 0).controls.pickerStyle == .inline else { return nil }
        return spec
    }
}

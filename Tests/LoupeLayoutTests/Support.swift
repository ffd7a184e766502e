import LoupeTestSupport
import LoupeCore
import LoupeScene
@testable import LoupeLayout

let iPhone15 = Device.preset(named: "iPhone 15")!
let iPhoneSE = Device.preset(named: "iPhone SE (3rd generation)")!

/// Lays `root` out on an iPhone 15 (or `device`) with the fake measurer.
func layout(_ root: ViewNode, device: Device = iPhone15) -> LayoutResult {
    LayoutEngine(device: device, colorScheme: .light, measurer: MonospacedText.body).layout(root)
}

// A small vocabulary for building scenes in tests.
func color(_ name: SystemColor = .blue, id: String? = nil, _ modifiers: Modifier...) -> ViewNode {
    ViewNode(.color(.named(name)), id: id, modifiers: modifiers, path: id ?? "body")
}
func text(_ string: String, id: String? = nil, font: FontStyle? = nil, _ modifiers: Modifier...) -> ViewNode {
    ViewNode(.text(TextContent(string, font: font)), id: id, modifiers: modifiers, path: id ?? "body")
}
func spacer(_ minLength: Double? = nil, id: String? = nil, _ modifiers: Modifier...) -> ViewNode {
    ViewNode(.spacer(minLength: minLength), id: id, modifiers: modifiers, path: id ?? "body")
}
func zStack(alignment: Alignment = .center, id: String? = nil, _ content: [ViewNode],
            _ modifiers: Modifier...) -> ViewNode {
    ViewNode(.zStack(alignment: alignment, content: content), id: id, modifiers: modifiers, path: id ?? "body")
}
func hStack(alignment: VerticalAlignment = .center, spacing: Double? = nil, id: String? = nil,
            _ content: [ViewNode], _ modifiers: Modifier...) -> ViewNode {
    ViewNode(.hStack(alignment: alignment, spacing: spacing, content: content), id: id, modifiers: modifiers,
             path: id ?? "body")
}
func vStack(alignment: HorizontalAlignment = .center, spacing: Double? = nil, id: String? = nil,
            _ content: [ViewNode], _ modifiers: Modifier...) -> ViewNode {
    ViewNode(.vStack(alignment: alignment, spacing: spacing, content: content), id: id, modifiers: modifiers,
             path: id ?? "body")
}

extension Modifier {
    static func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> Modifier {
        .frame(FixedFrame(width: width, height: height, alignment: alignment))
    }
    static func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                      minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: Alignment = .center) -> Modifier {
        .flexibleFrame(FlexibleFrame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                     minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                                     alignment: alignment))
    }
    static func overlay(_ view: ViewNode, alignment: Alignment = .center) -> Modifier {
        .overlay(alignment: alignment, content: .view(view))
    }
    static func background(_ view: ViewNode, alignment: Alignment = .center) -> Modifier {
        .background(alignment: alignment, content: .view(view))
    }
    static func padding(_ length: Double) -> Modifier { .padding(EdgeInsets(all: length)) }
}

extension LayoutResult {
    /// The node with this id; a missing id is a test failure that still returns a usable node.
    subscript(id: String) -> LayoutNode {
        guard let node = node(id: id) else {
            Issue.record("no node with id \(id)")
            return root
        }
        return node
    }
}

/// `(x, y, w, h)`, shorter to write in expectations.
func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

/// Whether two rects agree to within `tolerance` on every component (for values like 192.666…).
func approx(_ a: Rect, _ b: Rect, tolerance: Double = 0.0005) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

import Testing

func shape(_ kind: ShapeKind, id: String? = nil, _ modifiers: Modifier...) -> ViewNode {
    ViewNode(.shape(kind), id: id, modifiers: modifiers, path: id ?? "body")
}
func geometryReader(id: String? = nil, _ content: [ViewNode], _ modifiers: Modifier...) -> ViewNode {
    ViewNode(.geometryReader(content: content), id: id, modifiers: modifiers, path: id ?? "body")
}
func scrollView(axes: ScrollAxes = .vertical, contentOffset: Double = 0, id: String? = nil, _ content: [ViewNode],
                _ modifiers: Modifier...) -> ViewNode {
    ViewNode(.scrollView(axes: axes, contentOffset: contentOffset, content: content), id: id, modifiers: modifiers,
             path: id ?? "body")
}

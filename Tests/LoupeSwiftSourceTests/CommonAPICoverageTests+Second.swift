import LoupeJSON
import LoupeRender
import LoupeScene
import LoupeSwiftSource
import Testing

/// A second batch of commonly used SwiftUI, Swift and Foundation API (`docs/sdk-usage.tsv`), in the style of
/// `CommonAPICoverageTests`: frames worked out by hand from SwiftUI's layout rules on an iPhone 16 (393 × 852 points,
/// safe area y 59…818, so a stack of height h is centred at y = 59 + (759 − h) / 2 and a view of width w at
/// x = (393 − w) / 2; 8 points between two non-text views of a stack by default), only shapes and colours with explicit
/// sizes measured.
@Suite struct CommonAPICoverageSecondLayoutTests {
    func frames(_ source: String) throws -> [(kind: String, frame: [Double])] {
        try CommonAPILayoutCoverageTests().frames(source)
    }

    /// A stack without spacing of: a bottom-aligned row (20 + 8 + 30 = 58 wide, 40 tall); a lazy stack, which takes
    /// the whole width offered (393) and puts its children 5 apart (10 + 5 + 10 = 25 tall); a ZStack whose green square
    /// is raised by `zIndex` (its frame unchanged: 60 × 50, the yellow bar centred 15 down); a 100-point frame in which
    /// `position` puts the orange square's centre at (40, 30); a circle whose border is stroked inside and clipped; a
    /// rounded rectangle. Heights 40 + 25 + 50 + 100 + 30 + 20 = 265: the stack's top is 59 + (759 − 265) / 2 = 306.
    /// The 100-point frame is at x 146.5, y 306 + 40 + 25 + 50 = 421, so the square's centre is (186.5, 451) and its
    /// origin (146.5, 411). The content shape changes nothing drawn.
    // sdk-usage: HStack(alignment:), LazyVStack, LazyVStack(spacing:), .zIndex, .position, .strokeBorder, .clipped, .contentShape, RoundedRectangle(cornerRadius:style:)
    @Test func rowsLazyStacksPositionsAndZIndex() throws {
        let views = try frames("""
            #Preview {
                VStack(spacing: 0) {
                    HStack(alignment: .bottom) {
                        Color.red.frame(width: 20, height: 40)
                        Color.blue.frame(width: 30, height: 10)
                    }
                    LazyVStack(spacing: 5) {
                        Rectangle().frame(width: 40, height: 10)
                        Rectangle().frame(width: 20, height: 10)
                    }
                    ZStack {
                        Color.green.frame(width: 50, height: 50).zIndex(1)
                        Color.yellow.frame(width: 60, height: 20)
                    }
                    Color.orange.frame(width: 80, height: 80).position(x: 40, y: 30).frame(width: 100, height: 100)
                    Circle().strokeBorder(Color.red, lineWidth: 4).frame(width: 30, height: 30).clipped().contentShape(Rectangle())
                    RoundedRectangle(cornerRadius: 8, style: .continuous).frame(width: 40, height: 20)
                }
            }
            """)
        #expect(views.first { $0.kind == "VStack" }?.frame == [0, 306, 393, 265])
        #expect(views.first { $0.kind == "HStack" }?.frame == [167.5, 306, 58, 40])
        #expect(views.first { $0.kind == "LazyVStack" }?.frame == [0, 346, 393, 25])
        #expect(views.filter { $0.kind == "Rectangle" }.map(\.frame) == [[176.5, 346, 40, 10], [186.5, 361, 20, 10]])
        #expect(views.first { $0.kind == "ZStack" }?.frame == [166.5, 371, 60, 50])
        #expect(views.filter { $0.kind == "Color" }.map(\.frame) == [
            [167.5, 306, 20, 40],   // red: the row's first child
            [195.5, 336, 30, 10],   // blue: bottom-aligned, 306 + 40 − 10; 167.5 + 20 + 8
            [171.5, 371, 50, 50],   // green
            [166.5, 386, 60, 20],   // yellow: 371 + (50 − 20) / 2
            [146.5, 411, 80, 80],   // orange, placed by position
        ])
        #expect(views.first { $0.kind == "Circle" }?.frame == [181.5, 521, 30, 30])  // 421 + 100
        #expect(views.first { $0.kind == "RoundedRectangle" }?.frame == [176.5, 551, 40, 20])  // 521 + 30
    }

    /// Two fixed columns (30, 4 points, 20: 54 wide); adaptive columns of at least 50 in 120 points, 8 apart: as many
    /// as fit, ⌊(120 + 8) / (50 + 8)⌋ = 2, each (120 − 8) / 2 = 56 wide, rows 2 apart; a row whose green square's
    /// centre guide is moved to its bottom (`d.height`), so the square's bottom meets the grey bar's centre: the row is
    /// 30 tall and the square 5 below its top; a scroll view without indicators, in a 100 × 50 frame: along its axis it
    /// takes the 50 offered, across it the content's 10 (layout.md#scrollview), centred in the frame at 146.5 + 45. The stack (no spacing) is 120 wide and 10 + 22 + 30 + 50 = 112 tall: x 136.5, top
    /// 59 + (759 − 112) / 2 = 382.5.
    // sdk-usage: LazyVGrid(columns:), GridItem(_:spacing:), .fixed, .adaptive, .alignmentGuide, VerticalAlignment, ScrollView(showsIndicators:)
    @Test func gridColumnsAlignmentGuidesAndAScrollView() throws {
        let views = try frames("""
            #Preview {
                VStack(spacing: 0) {
                    LazyVGrid(columns: [GridItem(.fixed(30), spacing: 4), GridItem(.fixed(20))]) {
                        ForEach(0..<2) { _ in Color.red.frame(height: 10) }
                    }
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 50))], spacing: 2) {
                        ForEach(0..<3) { _ in Color.blue.frame(height: 10) }
                    }
                    .frame(width: 120)
                    HStack {
                        Color.green.frame(width: 10, height: 10).alignmentGuide(VerticalAlignment.center) { d in d.height }
                        Color.gray.frame(width: 10, height: 30)
                    }
                    ScrollView(showsIndicators: false) { Rectangle().frame(width: 10, height: 10) }
                        .frame(width: 100, height: 50)
                }
            }
            """)
        #expect(views.first { $0.kind == "VStack" }?.frame == [136.5, 382.5, 120, 112])
        #expect(views.filter { $0.kind == "LazyVGrid" }.map(\.frame) == [[169.5, 382.5, 54, 10], [136.5, 392.5, 120, 22]])
        #expect(views.filter { $0.kind == "Color" }.map(\.frame) == [
            [169.5, 382.5, 30, 10], [203.5, 382.5, 20, 10],                  // 136.5 + (120 − 54) / 2; + 30 + 4
            [136.5, 392.5, 56, 10], [200.5, 392.5, 56, 10], [136.5, 404.5, 56, 10],  // + 56 + 8; 392.5 + 10 + 2
            [182.5, 419.5, 10, 10], [200.5, 414.5, 10, 30],                  // row 28 wide at 136.5 + 46
        ])
        #expect(views.first { $0.kind == "ScrollView" }?.frame == [191.5, 444.5, 10, 50])
        #expect(views.first { $0.kind == "Rectangle" }?.frame == [191.5, 444.5, 10, 10])
    }

    /// A `Shape` of the module takes the space offered as a built-in shape does; a stroked rectangle (a `StrokeStyle`
    /// of width 3) takes what is left; a view clipped to `.rect(cornerRadius:)` keeps its frame; a `GeometryReader`
    /// framed 100 × 80 gives its `GeometryProxy` that size, and its content is put at its top-leading corner: half
    /// the width, a quarter of the local frame's height (50 × 20). In a full-height stack: 20 + 8 + h + 8 + 20 + 8 +
    /// 80 = 759, so h = 615.
    // sdk-usage: Shape, StrokeStyle, .rect, GeometryProxy, .local
    @Test func shapesOfTheModuleAndAGeometryProxy() throws {
        let views = try frames("""
            struct Wedge: Shape {
                func path(in rect: CGRect) -> Path {
                    var p = Path()
                    p.move(to: CGPoint(x: rect.minX, y: rect.maxY))
                    p.addLine(to: CGPoint(x: rect.midX, y: rect.minY))
                    p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                    return p
                }
            }
            #Preview {
                VStack {
                    Wedge().frame(width: 40, height: 20)
                    Rectangle().stroke(style: StrokeStyle(lineWidth: 3))
                    Rectangle().frame(width: 20, height: 20).clipShape(.rect(cornerRadius: 4))
                    GeometryReader { (proxy: GeometryProxy) in
                        Color.red.frame(width: proxy.size.width / 2, height: proxy.frame(in: .local).height / 4)
                    }
                    .frame(width: 100, height: 80)
                }
            }
            """)
        #expect(views.first { $0.kind == "Path" }?.frame == [176.5, 59, 40, 20])
        #expect(views.filter { $0.kind == "Rectangle" }.map(\.frame) == [[0, 87, 393, 615], [186.5, 710, 20, 20]])
        #expect(views.first { $0.kind == "GeometryReader" }?.frame == [146.5, 738, 100, 80])
        #expect(views.first { $0.kind == "Color" }?.frame == [146.5, 738, 50, 20])
    }

    /// A `PreviewProvider`'s views are previews named by `previewDisplayName`: one at the size that fits (a 40 × 20
    /// canvas, the colour at its origin), one on a fixed 100 × 60 canvas with no safe area, the colour centred at
    /// ((100 − 40) / 2, (60 − 20) / 2) = (30, 20).
    // sdk-usage: .previewDisplayName, .previewLayout, .sizeThatFits
    @Test func previewLayoutsAndDisplayNames() throws {
        let source = """
            struct Badge: View {
                var body: some View { Color.red.frame(width: 40, height: 20).id("badge") }
            }
            struct Badge_Previews: PreviewProvider {
                static var previews: some View {
                    Group {
                        Badge().previewLayout(.sizeThatFits).previewDisplayName("Fits")
                        Badge().previewLayout(.fixed(width: 100, height: 60)).previewDisplayName("Fixed")
                    }
                }
            }
            """
        let file = try SwiftSourceFile(text: source, fileName: "P.swift")
        #expect(file.previews.map(\.title) == ["Fits", "Fixed"])
        let renderer = try LoupeRenderer(threads: 1)
        let fits = try renderer.loadSwiftPreview(source: source, preview: "Fits")
        #expect(fits.document.device.size == Size(width: 40, height: 20))
        #expect(try PreviewDiscoveryTests().frame(of: "badge", in: fits) == [0, 0, 40, 20])
        let fixed = try renderer.loadSwiftPreview(source: source, preview: "Fixed")
        #expect(fixed.document.device.size == Size(width: 100, height: 60))
        #expect(fixed.document.device.safeArea == .zero)
        #expect(try PreviewDiscoveryTests().frame(of: "badge", in: fixed) == [30, 20, 40, 20])
    }
}

/// Swift and Foundation values a preview computes, read from its Texts, each printed by swiftc 6.3 on Linux for the
/// same expressions (`TZ=UTC`; `Date()` is the renderer's fixed clock, 2025-06-09 09:41:00 UTC).
@Suite struct CommonAPICoverageSecondSwiftTests {
    func texts(_ source: String) throws -> [String] { try CommonAPISwiftCoverageTests().texts(source) }

    /// Ranges' bounds and count, unsigned integers, a repeated array, `String(describing:)` of a number, a
    /// `CustomStringConvertible` and an array, prefixes and suffixes, replacing and trimming, a random element of
    /// equal elements, π in three types (`Float` keeps single precision: 3.1415925), a date an hour later, `.none`, an
    /// empty `String()`, `removeLast` and what it leaves, a `Set` of three with two equal, a `LocalizedStringKey`,
    /// `NSNumber` and `NSString` written into a string — all printed by swiftc 6.3.
    // sdk-usage: ClosedRange, Range, .lowerBound, .upperBound, UInt, UInt8, UInt32, UInt64, Array(repeating:count:), String(describing:), .hasPrefix, .hasSuffix, .replacingOccurrences, .trimmingCharacters, .whitespacesAndNewlines, .randomElement, .pi, Double.pi, CGFloat.pi, .addingTimeInterval, .timeIntervalSince, .none, String(), .removeLast, Set(_:), LocalizedStringKey, NSNumber, NSString
    @Test func rangesNumbersAndStrings() throws {
        #expect(try texts("""
            struct Item: CustomStringConvertible { var description: String { "item" } }
            func popped() -> String {
                var stack = [1, 2, 3]
                let last = stack.removeLast()
                return "\\(last) \\(stack)"
            }
            #Preview {
                let r: ClosedRange<Int> = 2...7
                let h: Range<Int> = 1..<4
                let u: UInt = 42
                let u8: UInt8 = 200
                let u32: UInt32 = 70000
                let u64: UInt64 = 1_099_511_627_776
                let now = Date()
                let later = now.addingTimeInterval(3600)
                let none: Int? = .none
                let half: Double = .pi / 2
                let key: LocalizedStringKey = "Key"
                let n: NSNumber = 5
                let ns: NSString = "abc"
                VStack {
                    Text(verbatim: "\\(r.lowerBound) \\(r.upperBound) \\(h.lowerBound) \\(h.upperBound) \\(h.count)")
                    Text(verbatim: "\\(u) \\(u8) \\(u32) \\(u64)")
                    Text(Array(repeating: "ab", count: 3).joined(separator: "-"))
                    Text(String(describing: 3.5) + String(describing: Item()) + String(describing: [1, 2]))
                    Text(verbatim: "\\("hello".hasPrefix("he")) \\("hello".hasSuffix("lo"))")
                    Text("a-b-c".replacingOccurrences(of: "-", with: "+"))
                    Text("[" + "  x y \\n".trimmingCharacters(in: .whitespacesAndNewlines) + "]")
                    Text(verbatim: "\\([7, 7].randomElement()!)")
                    Text(verbatim: "\\(Double.pi) \\(Float.pi) \\(CGFloat.pi) \\(half * 2)")
                    Text(verbatim: "\\(later.timeIntervalSince(now)) \\(none == nil) [\\(String())] \\(popped()) \\(Set([3, 1, 3]).count)")
                    Text(key)
                    Text(verbatim: "\\(n) \\(ns)")
                }
            }
            """) == ["2 7 1 4 3", "42 200 70000 1099511627776", "ab-ab-ab", "3.5item[1, 2]", "true true", "a+b+c",
                     "[x y]", "7", "3.141592653589793 3.1415925 3.141592653589793 3.141592653589793",
                     "3600.0 true [] 3 [1, 2] 2", "Key", "5 abc"])
    }

    /// An `@Observable` model handed to a `@Bindable` property (count 2); an `NSObject` subclass that is an
    /// `ObservableObject` with an `@objc` method (value 5); a class-bound (`AnyObject`) protocol adopted by a
    /// `Sendable` class; a `@State` set in `init` through `State(initialValue:)`; the canvas's light `ColorScheme`;
    /// a `Binding(get:set:)` read; `@inlinable` and `@usableFromInline` functions (2 · 2, 2 · 3); a switch with an
    /// `@unknown default` not taken; a `@Sendable` closure called; `print` with several items printing nothing into
    /// the picture; `withAnimation` running its body at once, with and without an animation (1 + 1 + 10 = 12, the
    /// animation not shown in a still picture); map coordinates, a region and its span kept as written.
    /// (`withAnimation` itself is not named below: the value its body returns is read as nil, where Swift gives the
    /// body's result — a finding, not covered.)
    // sdk-usage: @Observable, @Bindable, NSObject, @objc, AnyObject, Sendable, State(initialValue:), ColorScheme, Binding(get:set:), @inlinable, @usableFromInline, @unknown, @Sendable, print(_:_:), .easeInOut, CLLocationCoordinate2D, CLLocationCoordinate2D(latitude:longitude:), MKCoordinateRegion, MKCoordinateRegion(center:span:), MKCoordinateSpan, MKCoordinateSpan(latitudeDelta:longitudeDelta:)
    @Test func modelsAttributesAndValues() throws {
        #expect(try texts("""
            import Observation
            @Observable final class Model { var count = 2 }
            final class Legacy: NSObject, ObservableObject {
                @Published var value = 5
                @objc func tap() { value += 1 }
            }
            protocol Named: AnyObject { var name: String { get } }
            final class Person: Named, Sendable { let name = "P" }
            enum Level: Int { case low, high }
            @inlinable func twice(_ x: Int) -> Int { x * 2 }
            @usableFromInline func thrice(_ x: Int) -> Int { x * 3 }
            func pick(_ level: Level) -> String {
                switch level {
                case .low: return "low"
                case .high: return "high"
                @unknown default: return "?"
                }
            }
            func run(_ f: @Sendable () -> Int) -> Int { f() }
            func noisy() -> Int { print("a", "b"); print("c", 1, separator: "-"); return 4 }
            func bumped() -> Int {
                var n = 1
                withAnimation(.easeInOut) { n += 1 }
                withAnimation { n += 10 }
                return n
            }
            struct Child: View {
                @Bindable var model: Model
                var body: some View { Text(verbatim: "\\(model.count)") }
            }
            struct Screen: View {
                @State private var model = Model()
                @StateObject private var legacy = Legacy()
                @State private var flag: Bool
                @Environment(\\.colorScheme) private var scheme: ColorScheme
                init() { _flag = State(initialValue: true) }
                var binding: Binding<String> { Binding(get: { "got" }, set: { _ in }) }
                var body: some View {
                    let spot = CLLocationCoordinate2D(latitude: 48.85, longitude: 2.35)
                    let region = MKCoordinateRegion(center: spot, span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.2))
                    VStack {
                        Child(model: model)
                        Text(verbatim: "\\(legacy.value) \\(flag) \\(scheme == .light) \\(Person().name)")
                        Text(binding.wrappedValue)
                        Text(verbatim: "\\(twice(2)) \\(thrice(2)) \\(pick(.high)) \\(run { 9 }) \\(noisy()) \\(bumped())")
                        Text(verbatim: "\\(spot.latitude) \\(region.span.longitudeDelta) \\(region.center.longitude)")
                    }
                }
            }
            #Preview { Screen() }
            """) == ["2", "5 true true P", "got", "4 6 high 9 4 12", "48.85 0.2 2.35"])
    }
}

/// More layout: alignments, priorities, lazy stacks, guides and grids, worked out by hand as above.
@Suite struct CommonAPICoverageSecondMoreLayoutTests {
    func frames(_ source: String) throws -> [(kind: String, frame: [Double])] {
        try CommonAPILayoutCoverageTests().frames(source)
    }

    /// A full-height stack (no spacing) of: a 10-point square in the top-trailing corner of a 50 × 30 frame (x
    /// (393 − 50) / 2 = 171.5, so the square at 171.5 + 40); a ZStack aligned `Alignment.bottomLeading` (the small
    /// square 20 − 10 down); a 120-wide row of two flexible colours (10…100) where the first has layout priority: it
    /// gets 120 less the other's minimum, capped at 100, and the second the 20 left; a lazy row 3 apart framed 10
    /// tall (10 + 3 + 10 = 23 wide); a leading-aligned stack whose first colour's leading guide is moved to its centre
    /// (`d.width / 2`): the cyan bar's leading edge meets the pink one's centre, so the stack spans 10 + 30 = 40; a lazy
    /// stack, `LazyVStack()`, across the whole width. Heights 30 + 20 + 10 + 10 + 20 + 10 = 100: top
    /// 59 + (759 − 100) / 2 = 388.5.
    // sdk-usage: .topTrailing, Alignment, .bottomLeading, .layoutPriority, LazyHStack, HorizontalAlignment, LazyVStack()
    @Test func alignmentsPrioritiesAndLazyRows() throws {
        let views = try frames("""
            #Preview {
                VStack(spacing: 0) {
                    Color.red.frame(width: 10, height: 10).frame(width: 50, height: 30, alignment: .topTrailing)
                    ZStack(alignment: Alignment.bottomLeading) {
                        Color.blue.frame(width: 40, height: 20)
                        Color.green.frame(width: 10, height: 10)
                    }
                    HStack(spacing: 0) {
                        Color.gray.frame(minWidth: 10, maxWidth: 100).frame(height: 10).layoutPriority(1)
                        Color.black.frame(minWidth: 10, maxWidth: 100).frame(height: 10)
                    }
                    .frame(width: 120)
                    LazyHStack(spacing: 3) {
                        Color.orange.frame(width: 10, height: 10)
                        Color.purple.frame(width: 10, height: 10)
                    }
                    .frame(height: 10)
                    VStack(alignment: .leading, spacing: 0) {
                        Color.pink.frame(width: 20, height: 10).alignmentGuide(HorizontalAlignment.leading) { d in d.width / 2 }
                        Color.cyan.frame(width: 30, height: 10)
                    }
                    LazyVStack() { Color.teal.frame(width: 10, height: 10) }
                }
            }
            """)
        #expect(views.first { $0.kind == "ZStack" }?.frame == [176.5, 418.5, 40, 20])
        #expect(views.first { $0.kind == "HStack" }?.frame == [136.5, 438.5, 120, 10])
        #expect(views.first { $0.kind == "LazyHStack" }?.frame == [185, 448.5, 23, 10])
        #expect(views.first { $0.kind == "LazyVStack" }?.frame == [0, 478.5, 393, 10])
        #expect(views.filter { $0.kind == "Color" }.map(\.frame) == [
            [211.5, 388.5, 10, 10],                         // red, top-trailing
            [176.5, 418.5, 40, 20], [176.5, 428.5, 10, 10],  // blue; green at its bottom-leading corner
            [136.5, 438.5, 100, 10], [236.5, 438.5, 20, 10], // gray 100, black the 20 left
            [185, 448.5, 10, 10], [198, 448.5, 10, 10],      // (393 − 23) / 2; + 10 + 3
            [176.5, 458.5, 20, 10], [186.5, 468.5, 30, 10],  // the 40-wide stack at 176.5; cyan at pink's centre
            [191.5, 478.5, 10, 10],                          // teal
        ])
    }

    /// A grid of two rows and two columns, 4 apart across and 2 down: columns as wide as their widest cell (30 and
    /// 20: 54), rows as tall as their tallest (10 and 5: 17), each cell centred in its slot; below it a colour with a
    /// bottom safe-area inset 2 points away, which puts the 6-point bar under the colour and makes the pair
    /// 20 + 2 + 6 = 28 tall. The stack is 54 wide and 45 tall: x 169.5, top 59 + (759 − 45) / 2 = 416.
    // sdk-usage: GridRow, GridRow(), .safeAreaInset
    @Test func aGridAndASafeAreaInset() throws {
        let views = try frames("""
            #Preview {
                VStack(spacing: 0) {
                    Grid(horizontalSpacing: 4, verticalSpacing: 2) {
                        GridRow {
                            Color.red.frame(width: 10, height: 10)
                            Color.blue.frame(width: 20, height: 10)
                        }
                        GridRow {
                            Color.green.frame(width: 30, height: 5)
                            Color.gray.frame(width: 5, height: 5)
                        }
                    }
                    Color.orange.frame(width: 50, height: 20)
                        .safeAreaInset(edge: .bottom, spacing: 2) { Color.black.frame(width: 10, height: 6) }
                }
            }
            """)
        #expect(views.first { $0.kind == "Grid" }?.frame == [169.5, 416, 54, 17])
        #expect(views.filter { $0.kind == "GridRow" }.map(\.frame) == [[169.5, 416, 54, 10], [169.5, 428, 54, 5]])
        #expect(views.filter { $0.kind == "Color" }.map(\.frame) == [
            [179.5, 416, 10, 10], [203.5, 416, 20, 10],  // centred in the 30-wide column; the second at 169.5 + 34
            [169.5, 428, 30, 5], [211, 428, 5, 5],       // 416 + 10 + 2; centred in the 20-wide column
            [171.5, 433, 50, 20], [191.5, 455, 10, 6],   // the orange colour, the inset 2 below it, centred
        ])
    }
}

/// More Swift and Foundation values, each printed by swiftc 6.3 for the same expressions (`TZ=UTC`, the date the
/// renderer's fixed clock, 1 749 462 060 seconds after 1970).
@Suite struct CommonAPICoverageSecondMoreSwiftTests {
    func texts(_ source: String) throws -> [String] { try CommonAPISwiftCoverageTests().texts(source) }

    /// A `CustomStringConvertible` written by its description; a `Hashable` type hashing its name through a
    /// `Hasher` (two equal tags: a set of one); an extension of `Array where Element == Int`; a sorted copy; the
    /// fixed clock's hour and minute through `dateComponents` and `component`, and its seconds since 1970;
    /// `Dictionary(grouping:by:)` and a dictionary's sorted keys; `flatMap`; `Double.random` in 2...2; `Int32` and
    /// `Int16`; sine and cosine of 0; `Int.max`; a shuffled array of one; `reversed`; a `LocalizedError`'s
    /// description — all printed by swiftc 6.3.
    // sdk-usage: CustomStringConvertible, Hasher, Element, .sort, .dateComponents, .component, .timeIntervalSince1970, Dictionary, .keys, .flatMap, Double.random, Int32, Int16(_:), sin(_:), cos(_:), .shuffled, .reversed, LocalizedError
    @Test func protocolsCollectionsAndNumbers() throws {
        #expect(try texts("""
            struct Version: CustomStringConvertible {
                let n: Int
                var description: String { "v\\(n)" }
            }
            struct Tag: Hashable {
                let name: String
                func hash(into hasher: inout Hasher) { hasher.combine(name) }
            }
            enum Failure: LocalizedError { case gone; var errorDescription: String? { "Gone!" } }
            extension Array where Element == Int { var total: Int { reduce(0, +) } }
            func sorted() -> [Int] { var xs = [3, 1, 2]; xs.sort(); return xs }
            #Preview {
                let now = Date()
                let cal = Calendar.current
                let parts = cal.dateComponents([.hour, .minute], from: now)
                let dict: Dictionary<String, Int> = ["b": 2, "a": 1]
                let grouped = Dictionary(grouping: ["apple", "avocado", "berry"], by: { $0.first! })
                VStack {
                    Text(verbatim: "\\(Version(n: 3))")
                    Text(verbatim: "\\(Set([Tag(name: "a"), Tag(name: "a")]).count) \\([1, 2, 3].total) \\(sorted())")
                    Text(verbatim: "\\(parts.hour!) \\(cal.component(.minute, from: now)) \\(Int(now.timeIntervalSince1970))")
                    Text(verbatim: "\\(dict.keys.sorted()) \\(grouped["a"]!.count)")
                    Text(verbatim: "\\([[1, 2], [3]].flatMap { $0 }) \\(Double.random(in: 2...2)) \\(Int32(7) + 1) \\(Int16(9))")
                    Text(verbatim: "\\(sin(0.0)) \\(cos(0.0)) \\(Int.max)")
                    Text(verbatim: "\\(["x"].shuffled()) \\(["b", "a"].reversed().joined())")
                    Text(verbatim: "\\(Failure.gone.errorDescription!)")
                }
            }
            """) == ["v3", "1 6 [1, 2, 3]", "9 41 1749462060", #"["a", "b"] 2"#, "[1, 2, 3] 2.0 8 9",
                     "0.0 1.0 9223372036854775807", #"["x"] ab"#, "Gone!"])
    }

    /// The canvas's environment as docs/swift-source.md#environment lists Xcode's defaults: enabled, the scene
    /// active (not inactive), a compact width, the large size category; `.disabled(true)` makes `isEnabled` false
    /// inside. A `StateObject(wrappedValue:)` set in `init` gives its model (1); `dismiss` and `presentationMode` are
    /// read only by a button's action, never run; every animation given to `withAnimation` runs its body at once
    /// (seven bodies: 7), and an `AnyTransition` and an `Animation` stored in a view change nothing.
    // sdk-usage: StateObject, StateObject(wrappedValue:), \.dismiss, \.presentationMode, \.scenePhase, .active, .inactive, \.horizontalSizeClass, .compact, \.sizeCategory, AnyTransition, Animation, .spring, .linear, .delay, Animation.linear, .easeOut, .easeIn, .snappy, .interpolatingSpring
    @Test func environmentDefaultsAndAnimationsRunAtOnce() throws {
        #expect(try texts("""
            final class Model: ObservableObject { @Published var n = 1 }
            struct Flag: View {
                @Environment(\\.isEnabled) private var isEnabled
                var body: some View { Text(verbatim: "\\(isEnabled)") }
            }
            func moved() -> Int {
                var n = 0
                withAnimation(.spring()) { n += 1 }
                withAnimation(Animation.linear(duration: 1).delay(0.5)) { n += 1 }
                withAnimation(.easeOut(duration: 0.2)) { n += 1 }
                withAnimation(.easeIn) { n += 1 }
                withAnimation(.snappy) { n += 1 }
                withAnimation(.interpolatingSpring(stiffness: 100, damping: 10)) { n += 1 }
                withAnimation(Animation.linear) { n += 1 }
                return n
            }
            struct Screen: View {
                @StateObject private var model: Model
                @Environment(\\.dismiss) private var dismiss
                @Environment(\\.presentationMode) private var presentationMode
                @Environment(\\.scenePhase) private var phase
                @Environment(\\.horizontalSizeClass) private var width
                @Environment(\\.sizeCategory) private var size
                let transition: AnyTransition = .slide
                let fade: Animation = .linear(duration: 2)
                init() { _model = StateObject(wrappedValue: Model()) }
                var body: some View {
                    VStack {
                        Text(verbatim: "\\(model.n) \\(phase == .active) \\(phase == .inactive) \\(width == .compact) \\(size == .large)")
                        Flag()
                        Flag().disabled(true)
                        Text(verbatim: "\\(moved())")
                        Button("Close") { dismiss(); presentationMode.wrappedValue.dismiss() }
                    }
                }
            }
            #Preview { Screen() }
            """) == ["1 true false true true", "true", "false", "7"])
    }
}

import LoupeJSON
import LoupeRender
import LoupeSwiftSource
import Testing

/// A GeometryReader whose content computes with its frame is laid out first, and its content evaluated with the
/// frame the layout gave (docs/swift-source.md#geometryreader). The frames are worked out by hand: an iPhone 16's
/// 393 × 852-point screen has a safe area from y 59 to 818; a 100-point Text above the reader leaves it 0…393 × 167…818.
// sdk-usage: GeometryReader, GeometryReader(), .size, .width, .height
@Suite struct GeometryReaderLayoutTests {
    func frames(_ source: String) throws -> [(kind: String, frame: [Double])] {
        let renderer = try LoupeRenderer(threads: 1)
        let report = try renderer.layoutReport(for: renderer.loadSwiftPreview(source: source))
        return (report.member("views")?.arrayValue ?? []).compactMap { view in
            guard let kind = view.member("kind")?.stringValue, let frame = view.member("frame") else { return nil }
            return (kind, ["x", "y", "width", "height"].compactMap { frame.member($0)?.doubleValue })
        }
    }

    /// Half the reader's width, and a height chosen by comparing the reader's height (651 > 200).
    @Test func contentComputesWithTheReadersSize() throws {
        let views = try frames("""
            #Preview {
                VStack {
                    Text("Top").frame(height: 100)
                    GeometryReader { proxy in
                        Color.red.frame(width: proxy.size.width * 0.5, height: proxy.size.height > 200 ? 50 : 20)
                    }
                }
            }
            """)
        #expect(views.first { $0.kind == "GeometryReader" }?.frame == [0, 167, 393, 651])
        #expect(views.first { $0.kind == "Color" }?.frame == [0, 167, 196.5, 50])
    }

    /// `UIScreen.main.bounds` is the device's screen: an iPhone 16's 393 × 852 points by default, an iPhone SE's
    /// 375 × 667 when the picture is drawn for it; a translation that lays nothing out (a suite's) refuses it.
    // sdk-usage: UIScreen, UIScreen.main, .bounds
    @Test func theScreensBoundsAreTheDevices() throws {
        let source = """
            struct Banner: View {
                let width = UIScreen.main.bounds.width
                var body: some View {
                    VStack {
                        Text("\\(Int(UIScreen.main.bounds.width))x\\(Int(UIScreen.main.bounds.size.height))")
                        Color.red.frame(width: width * 0.5, height: 40)
                    }
                }
            }
            #Preview { Banner() }
            """
        let renderer = try LoupeRenderer(threads: 1)
        for (device, size) in [(nil, [393.0, 852]), ("iPhone SE (3rd generation)", [375, 667])] {
            let scene = try renderer.loadSwiftPreview(source: source, overrides: RenderOverrides(device: device))
            let views = try renderer.layoutReport(for: scene).member("views")?.arrayValue ?? []
            #expect(views.compactMap { $0.member("text")?.stringValue } == ["\(Int(size[0]))x\(Int(size[1]))"])
            let color = views.first { $0.member("kind")?.stringValue == "Color" }?.member("frame")
            #expect(color?.member("width")?.doubleValue == size[0] / 2)
        }
        #expect(SwiftSubsetTests().problem(source) == "unsupportedSwift@2:17")
    }

    /// Each reader of a `ForEach` has its own frame: three rows of 100 points, each color a quarter of its row's width
    /// and as tall as the row's top edge in the screen's space divided by 10.
    @Test func eachReaderOfARepeatedViewHasItsOwnFrame() throws {
        let views = try frames("""
            #Preview {
                VStack(spacing: 0) {
                    ForEach(0..<3) { _ in
                        GeometryReader { proxy in
                            Color.blue.frame(width: proxy.size.width / 4, height: proxy.frame(in: .global).minY / 10)
                        }
                        .frame(height: 100)
                    }
                }
            }
            """)
        let colors = views.filter { $0.kind == "Color" }.map(\.frame)
        // The stack of 300 points is centred in the safe area 59…818: its top is 59 + (759 − 300) / 2 = 288.5.
        #expect(colors == [[0, 288.5, 98.25, 28.85], [0, 388.5, 98.25, 38.85], [0, 488.5, 98.25, 48.85]])
    }

    /// A reader with an `id` of its own is still found in the probe's layout.
    @Test func aReaderWithItsOwnID() throws {
        let views = try frames("""
            #Preview {
                GeometryReader { proxy in
                    Color.red.frame(width: proxy.size.width / 3, height: 30)
                }
                .id("reader")
            }
            """)
        #expect(views.first { $0.kind == "Color" }?.frame == [0, 59, 131, 30])
    }
}

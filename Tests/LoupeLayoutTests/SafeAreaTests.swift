import Testing
import LoupeCore
import LoupeScene
@testable import LoupeLayout

@Suite struct SafeAreaInsetTests {
    let resolver = SafeAreaResolver(device: iPhone15)

    @Test func epsilonIsHalfAPixelPlusAThousandth() {
        #expect(abs(resolver.epsilon - (1.0 / 6 + 0.001)) < 1e-12)
        #expect(abs(SafeAreaResolver(device: iPhoneSE).epsilon - 0.251) < 1e-12)
    }

    @Test func edgesInsideTheBandWithinEpsilonGetInsets() {
        #expect(resolver.insets(of: rect(0, 59, 393, 759)) == EdgeInsets(top: 59, bottom: 34))
        // 0.1 below the safe edge is within ε = 0.1677: still touching.
        #expect(resolver.insets(of: rect(100, 59.1, 50, 50)) == EdgeInsets(top: 59.1))
        // 0.2 below it is not.
        #expect(resolver.insets(of: rect(100, 59.2, 50, 50)) == .zero)
        // In the band itself: the distance to the screen edge.
        #expect(resolver.insets(of: rect(100, 20, 50, 50)) == EdgeInsets(top: 20))
        // A view ending in the bottom band.
        #expect(resolver.insets(of: rect(100, 700, 50, 130)) == EdgeInsets(bottom: 22))
        // Already at the screen edges: nothing left to extend.
        #expect(resolver.insets(of: rect(0, 0, 393, 852)) == .zero)
        // A small centred view.
        #expect(resolver.insets(of: rect(150, 400, 50, 50)) == .zero)
    }

    @Test func sideEdgesTouchTheZeroWidthBandsWithoutInsets() {
        #expect(resolver.insets(of: rect(0, 300, 393, 100)) == .zero)
        #expect(resolver.insets(of: rect(-5, 300, 100, 100)) == .zero)
    }

    @Test func landscapeSideBands() {
        let landscape = Device(size: Size(width: 852, height: 393), scale: 3,
                               safeArea: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
        let resolver = SafeAreaResolver(device: landscape)
        #expect(resolver.insets(of: rect(59, 0, 734, 372)) == EdgeInsets(leading: 59, bottom: 21, trailing: 59))
        #expect(resolver.insets(of: rect(70, 0, 100, 100)) == .zero)
    }
}

@Suite struct IgnoresSafeAreaTests {
    @Test func aRootColorFillsTheScreen() {
        let node = layout(color(id: "c", .ignoresSafeArea(edges: .all)))["c"]
        #expect(node.frame == rect(0, 0, 393, 852))
        #expect(node.modifierFrames[0] == rect(0, 59, 393, 759))
        #expect(node.modifierSafeAreaInsets[0] == EdgeInsets(top: 59, bottom: 34))
        #expect(node.safeAreaInsets == .zero)
    }

    @Test func onlyTheChosenEdgesGrow() {
        let node = layout(color(id: "c", .ignoresSafeArea(edges: .bottom)))["c"]
        #expect(node.frame == rect(0, 59, 393, 793))
    }

    @Test func aCentredTextIsUnchanged() {
        let result = layout(text("Hi", id: "t", .ignoresSafeArea(edges: .all)))
        #expect(result["t"].frame == result["t"].modifierFrames[0])
    }

    @Test func onlyViewsTouchingTheBandGrow() {
        let result = layout(vStack([
            color(id: "touching", .ignoresSafeArea(edges: .all), .frame(height: 100)),
            color(id: "padded", .ignoresSafeArea(edges: .all), .frame(height: 100), .padding(16)),
            spacer(),
        ]))
        #expect(result["touching"].frame == rect(0, 0, 393, 159))
        #expect(result["padded"].frame == rect(16, 183, 361, 100))
    }

    @Test func aGrownHeaderDoesNotMoveItsSiblings() {
        let result = layout(vStack([
            color(id: "header", .ignoresSafeArea(edges: .top), .frame(height: 100)),
            color(id: "body"),
        ]))
        #expect(result["header"].frame == rect(0, 0, 393, 159))
        #expect(result["header"].modifierFrames[1] == rect(0, 59, 393, 100))
        #expect(result["body"].frame == rect(0, 167, 393, 651))
    }

    @Test func aFixedFrameInsideKeepsItsHeightAndMovesToTheEdge() {
        // The grown proposal reaches a fixed 100-pt frame, which stays 100 tall and is placed at the screen top.
        let node = layout(vStack([color(id: "c", .frame(height: 100), .ignoresSafeArea(edges: .all)), spacer()]))["c"]
        #expect(node.modifierFrames[1] == rect(0, 59, 393, 100))
        #expect(node.modifierFrames[0] == rect(0, 0, 393, 100))
        #expect(node.frame == rect(0, 0, 393, 100))
    }
}

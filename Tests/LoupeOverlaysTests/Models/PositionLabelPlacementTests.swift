import Testing
import LoupeScene
@testable import LoupeOverlays

/// Loupe's flip rule: flip when y0 + (H + 8) + H/2 > screen height, on phones and pads only.
@Suite struct PositionLabelPlacementTests {
    @Test func staysBelowUntilTheLabelWouldPassTheScreenBottom() {
        // H = 25 on a 852-pt screen: 800 + 33 + 12.5 = 845.5 fits; 807 reaches 852.5.
        let fits = PositionLabelPlacement.resolve(labelHeight: 25, frameTop: 800, screenHeight: 852, family: .phone)
        #expect(fits == PositionLabelPlacement(yOffset: 33, flipped: false))
        let flips = PositionLabelPlacement.resolve(labelHeight: 25, frameTop: 807, screenHeight: 852, family: .phone)
        #expect(flips == PositionLabelPlacement(yOffset: -20.5, flipped: true))
    }

    @Test func exactlyReachingTheBottomDoesNotFlip() {
        let edge = PositionLabelPlacement.resolve(labelHeight: 25, frameTop: 806.5, screenHeight: 852, family: .phone)
        #expect(!edge.flipped && edge.yOffset == 33)
    }

    @Test func aLabelledViewUsesItsTallerLabel() {
        // H = 47: 55 below, −31.5 flipped; 760 + 55 + 23.5 = 838.5 fits, 790 does not.
        #expect(PositionLabelPlacement.resolve(labelHeight: 47, frameTop: 760, screenHeight: 852, family: .pad).yOffset == 55)
        let flipped = PositionLabelPlacement.resolve(labelHeight: 47, frameTop: 790, screenHeight: 852, family: .pad)
        #expect(flipped.flipped && flipped.yOffset == -31.5)
    }

    @Test func aMacNeverFlips() {
        let mac = PositionLabelPlacement.resolve(labelHeight: 25, frameTop: 5000, screenHeight: 800, family: .mac)
        #expect(mac == PositionLabelPlacement(yOffset: 33, flipped: false))
    }
}

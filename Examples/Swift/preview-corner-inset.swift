// Twin of Examples/Scenes/preview-corner-inset.json: the "VisualCornerInsetGuide" #Preview of Loupe's
// VisualCornerInsetGuide.swift — three 220×160 cards on a regular material, with no container shape, a 72-pt
// continuous rounded rectangle, and an uneven one.
import Loupe
import SwiftUI

private let cardWidth: CGFloat = 220
private let cardHeight: CGFloat = 160

@available(iOS 26.0, macOS 26.0, *)
#Preview("VisualCornerInsetGuide") {
    VStack(spacing: 40) {
        VisualCornerInsetGuide("None")
            .padding(20)
            .frame(width: cardWidth, height: cardHeight)
            .background(.regularMaterial, in: ConcentricRectangle())
            .id("none")

        VisualCornerInsetGuide("RoundedRectangle")
            .padding(20)
            .frame(width: cardWidth, height: cardHeight)
            .background(.regularMaterial, in: ConcentricRectangle())
            .containerShape(RoundedRectangle(cornerRadius: 72, style: .continuous))
            .id("rounded")

        VisualCornerInsetGuide("UnevenRoundedRectangle")
            .padding(20)
            .frame(width: cardWidth, height: cardHeight)
            .background(.regularMaterial, in: ConcentricRectangle())
            .containerShape(
                UnevenRoundedRectangle(topLeadingRadius: 60, bottomLeadingRadius: 12,
                                       bottomTrailingRadius: 44, topTrailingRadius: 12))
            .id("uneven")
    }
}

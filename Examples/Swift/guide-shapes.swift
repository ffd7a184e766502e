// Twin of Examples/Scenes/guide-shapes.json: the two bounds shapes of Loupe's VisualLayoutGuide documentation
// ("Shape Rendering"), drawn from SwiftUI primitives (the concentric one in a container shape of radius 40, so its
// corners are 40 − 12 = 28), with strokes and stroke borders below them.
import SwiftUI

#Preview {
    VStack(spacing: 20) {
        Rectangle()
            .opacity(0.2)
            .border(.primary, width: 3)
            .id("rectangle")
        ConcentricRectangle()
            .opacity(0.2)
            .overlay(ConcentricRectangle().stroke(.primary, lineWidth: 3).padding(1.5))
            .padding(12)
            .containerShape(RoundedRectangle(cornerRadius: 40))
            .id("concentric")
        HStack(spacing: 20) {
            Circle().stroke(.red, lineWidth: 6).id("circle")
            Capsule().strokeBorder(.blue, lineWidth: 6).id("capsule")
            RoundedRectangle(cornerRadius: 24, style: .continuous).strokeBorder(lineWidth: 2).id("rounded")
        }
        .frame(height: 60)
    }
    .padding(24)
}

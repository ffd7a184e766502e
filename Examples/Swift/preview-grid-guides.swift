// Twin of Examples/Scenes/preview-grid-guides.json: the "Samples" #Preview of Loupe's VisualGridGuide.swift.
import Loupe
import SwiftUI

/// One grid guide of the samples: a colour and a fixed size.
struct GridSample: View {
    let label: String
    var squareSize: CGFloat? = nil
    let color: Color
    let width: CGFloat
    let height: CGFloat
    let id: String

    var body: some View {
        Group {
            if let squareSize {
                VisualGridGuide(label, squareSize: squareSize, fit: .preferred)
            } else {
                VisualGridGuide(label)
            }
        }
        .foregroundStyle(color)
        .frame(width: width, height: height)
        .id(id)
    }
}

#Preview("Samples") {
    VStack(spacing: 24) {
        GridSample(label: "Default", color: .blue, width: 240, height: 180, id: "default")
        GridSample(label: "Preferred 12", squareSize: 12, color: .purple, width: 312, height: 168, id: "preferred-12")
        GridSample(label: "Preferred 6", squareSize: 6, color: .red, width: 180, height: 300, id: "preferred-6")
    }
    .padding(32)
    .background(Color.gray.opacity(0.15))
}

// Twin of Examples/Scenes/preview-grid-guides-dark.json: Loupe's "Samples" grid guides on a dark canvas, the two
// preferred-fit guides made by one ForEach.
import Loupe
import SwiftUI

#Preview("Samples, dark") {
    VStack(spacing: 24) {
        VisualGridGuide("Default")
            .foregroundStyle(.blue)
            .frame(width: 240, height: 180)
            .id("default")
        ForEach([12, 6], id: \.self) { square in
            VisualGridGuide("Preferred \(square)", squareSize: CGFloat(square), fit: .preferred)
                .foregroundStyle(square == 12 ? Color.purple : Color.red)
                .frame(width: square == 12 ? 312 : 180, height: square == 12 ? 168 : 300)
                .id("preferred-\(square)")
        }
    }
    .padding(32)
    .background(Color.gray.opacity(0.15))
    .preferredColorScheme(.dark)
}

// Twin of Examples/Scenes/alignments.json, which is drawn on an iPad Pro 11-inch (--device): "Custom Alignment"
// from Loupe's documentation, the nine info-box alignments in a 3 × 3 grid.
import Loupe
import SwiftUI

struct AlignedGuide: View {
    let name: String
    let alignment: Alignment

    var body: some View {
        VisualLayoutGuide(name, alignment: alignment).id(name)
    }
}

#Preview("Alignments") {
    VStack(spacing: 8) {
        HStack(spacing: 8) {
            AlignedGuide(name: "topLeading", alignment: .topLeading)
            AlignedGuide(name: "top", alignment: .top)
            AlignedGuide(name: "topTrailing", alignment: .topTrailing)
        }
        HStack(spacing: 8) {
            AlignedGuide(name: "leading", alignment: .leading)
            AlignedGuide(name: "center", alignment: .center)
            AlignedGuide(name: "trailing", alignment: .trailing)
        }
        HStack(spacing: 8) {
            AlignedGuide(name: "bottomLeading", alignment: .bottomLeading)
            AlignedGuide(name: "bottom", alignment: .bottom)
            AlignedGuide(name: "bottomTrailing", alignment: .bottomTrailing)
        }
    }
    .padding(16)
}

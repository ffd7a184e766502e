import SwiftUI

struct PhotoGrid: View {
    let columns = [GridItem(.adaptive(minimum: 100), spacing: 2)]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 2) {
                    ForEach(0..<15, id: \.self) { index in
                        Color(hue: Double(index) / 15, saturation: 0.45, brightness: 0.9)
                            .aspectRatio(1, contentMode: .fill)
                            .overlay(alignment: .bottomLeading) {
                                Text("IMG_\(4810 + index)")
                                    .font(.caption2)
                                    .foregroundStyle(.white)
                                    .padding(6)
                            }
                            .overlay {
                                if index == 4 {
                                    VisualLayoutGuide("Cell")
                                }
                            }
                    }
                }
            }
            .navigationTitle("Photos")
        }
    }
}

#Preview {
    PhotoGrid()
}

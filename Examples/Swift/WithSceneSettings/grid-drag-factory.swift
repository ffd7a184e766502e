// Twin of Examples/Scenes/grid-drag-factory.json: GridDragView's demo with its cell factory (a 5 × 4 grid of red and
// blue cells labelled "row col"), the demo's picker and buttons restated as plain views. The front end calls
// makeView(row:col:) for every cell, as GridDragViewModel does; the drags come from --interactions.
import SwiftUI

class ViewFactory: ViewFactoryProtocol {
    func makeView(row: Int, col: Int) -> AnyView {
        AnyView(
            Rectangle()
                .foregroundColor((row + col) % 2 == 0 ? .red : .blue)
                .overlay(Text("\(row) \(col)").font(.footnote).foregroundColor(.white))
        )
    }
}

#Preview {
    VStack {
        HStack(spacing: 0) {
            Text("Use cell factory")
                .font(.footnote.weight(.semibold))
                .foregroundStyle(.black)
                .frame(maxWidth: .infinity)
                .padding(.vertical, 6)
                .background(RoundedRectangle(cornerRadius: 7).foregroundStyle(.white))
            Text("Use array of cells")
                .font(.footnote)
                .frame(maxWidth: .infinity)
                .padding(.vertical, 6)
        }
        .padding(2)
        .background(RoundedRectangle(cornerRadius: 9).foregroundStyle(Color.gray.opacity(0.2)))
        Spacer()
        GridDragView(gridDragViewModel: GridDragViewModel(rows: 5, cols: 4, cellSize: 0, viewFactory: ViewFactory(), cells: nil))
            .id("grid")
        Spacer()
        Text("Drag rows and columns up and down and left and right!\nCells wrap continuously to the opposite edge.")
            .padding()
        Spacer()
        Text("Reset")
            .font(.title)
            .foregroundStyle(.blue)
            .padding()
    }
    .padding()
}

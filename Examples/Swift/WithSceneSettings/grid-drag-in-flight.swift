// Twin of Examples/Scenes/grid-drag-in-flight.json: GridDragView's demo with its array of cells (the `gCells` of
// GridDragView's README, extended to the demo's twelve), a drag left in flight; the drag comes from --interactions.
// The README's `.minimumScaleFactor(0.1)` is left out: every name fits its cell, and the scene format has no such
// modifier.
import SwiftUI

let gCells: [GridDragViewModel.GridCell] = [
    GridDragViewModel.GridCell(cell: AnyView(Rectangle().foregroundColor(.red))),
    GridDragViewModel.GridCell(cell: AnyView(Text("Huey").lineLimit(1))),
    GridDragViewModel.GridCell(cell: AnyView(Circle().foregroundColor(.orange))),
    GridDragViewModel.GridCell(cell: AnyView(Rectangle().foregroundColor(.blue))),
    GridDragViewModel.GridCell(cell: AnyView(Text("Phooey").lineLimit(1))),
    GridDragViewModel.GridCell(cell: AnyView(Circle().foregroundColor(.purple))),
    GridDragViewModel.GridCell(cell: AnyView(Rectangle().foregroundColor(.green))),
    GridDragViewModel.GridCell(cell: AnyView(Text("Dewey").lineLimit(1))),
    GridDragViewModel.GridCell(cell: AnyView(Circle().foregroundColor(.pink))),
    GridDragViewModel.GridCell(cell: AnyView(Rectangle().foregroundColor(.yellow))),
    GridDragViewModel.GridCell(cell: AnyView(Text("Louie").lineLimit(1))),
    GridDragViewModel.GridCell(cell: AnyView(Circle())),
]

#Preview {
    GridDragView(gridDragViewModel: GridDragViewModel(rows: 4, cols: 3, cellSize: 40, viewFactory: nil, cells: gCells))
        .id("grid")
        .padding()
}

import SwiftUI

struct StorageTable: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Storage")
                .font(.title2)
                .bold()
            Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 10) {
                GridRow {
                    Text("Kind").foregroundStyle(.secondary)
                    Text("Files").foregroundStyle(.secondary)
                    Text("Size").foregroundStyle(.secondary).gridColumnAlignment(.trailing)
                }
                Divider()
                GridRow {
                    Label("Photos", systemImage: "photo")
                    Text("1,204")
                    Text("4.2 GB")
                }
                GridRow {
                    Label("Documents", systemImage: "doc")
                        .overlay { VisualLayoutGuide("Cell") }
                    Text("87")
                    Text("312 MB")
                }
                GridRow {
                    Label("Music", systemImage: "music.note")
                    Text("640")
                    Text("2.9 GB")
                }
                GridRow {
                    Color.blue.frame(height: 6).gridCellColumns(2)
                    Color.orange.frame(height: 6)
                }
            }
        }
        .padding(20)
    }
}

#Preview {
    StorageTable()
}

import SwiftUI

struct ListenNow: View {
    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "music.note.list")
                .font(.system(size: 48))
                .foregroundStyle(.pink)
            Text("Listen Now")
                .font(.title)
                .bold()
            Text("Your daily mix is ready.")
                .foregroundStyle(Color(.secondaryLabel))
        }
    }
}

#Preview {
    TabView {
        ListenNow()
            .id("listen")
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .overlay { VisualLayoutGuide("Tab content", alignment: .bottom) }
            .tabItem { Label("Listen Now", systemImage: "play.circle.fill") }
        Text("Browse")
            .tabItem { Label("Browse", systemImage: "square.grid.2x2.fill") }
        Text("Radio")
            .tabItem { Label("Radio", systemImage: "antenna.radiowaves.left.and.right") }
        Text("Search")
            .tabItem { Label("Search", systemImage: "magnifyingglass") }
    }
    .tint(.pink)
}

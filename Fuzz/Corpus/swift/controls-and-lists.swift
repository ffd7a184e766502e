import SwiftUI

struct Screen: View {
    let items = ["One", "Two", "Three"]
    var body: some View {
        NavigationStack {
            Form {
                Section("Header") {
                    ForEach(items, id: \.self) { item in
                        NavigationLink(item) { Text(item) }
                    }
                    Label("Star", systemImage: "star.fill").labelStyle(.iconOnly)
                }
                Section {
                    Button("Delete", role: .destructive) { }
                        .buttonStyle(.bordered).controlSize(.small)
                    Text("Bold").bold().textCase(.uppercase).listRowSeparator(.hidden)
                } footer: {
                    Text("Footer").multilineTextAlignment(.center)
                }
                Divider()
                Image(systemName: "heart.fill").imageScale(.large)
            }
            .listStyle(.plain)
            .navigationTitle("Title")
        }
    }
}

#Preview { Screen() }

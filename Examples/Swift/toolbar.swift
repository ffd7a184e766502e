import SwiftUI

struct Inbox: View {
    let messages = [("Maya", "Lunch on Friday?"), ("Noor", "The final draft is attached."), ("Sam", "Deploy went out at 9:41.")]

    var body: some View {
        NavigationStack {
            List {
                ForEach(messages, id: \.0) { message in
                    VStack(alignment: .leading, spacing: 4) {
                        Text(message.0).font(.headline)
                        Text(message.1).foregroundStyle(.secondary)
                    }
                    .overlay {
                        if message.0 == "Noor" {
                            VisualLayoutGuide("Row", alignment: .trailing)
                        }
                    }
                }
            }
            .navigationTitle("Inbox")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Edit") { }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button { } label: { Image(systemName: "square.and.pencil") }
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Spacer()
                    Text("Updated just now").font(.caption)
                    Spacer()
                }
            }
        }
    }
}

#Preview {
    Inbox()
}

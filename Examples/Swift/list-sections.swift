import SwiftUI

struct Mailboxes: View {
    let boxes = [("Inbox", "tray", 12), ("Drafts", "doc", 3), ("Sent", "paperplane", 0), ("Junk", "xmark.bin", 41)]

    var body: some View {
        NavigationStack {
            List {
                Section("Mailboxes") {
                    ForEach(boxes, id: \.0) { box in
                        HStack {
                            Label(box.0, systemImage: box.1)
                            Spacer()
                            if box.2 > 0 {
                                Text("\(box.2)").foregroundStyle(.secondary)
                            }
                        }
                        .overlay {
                            if box.0 == "Drafts" {
                                VisualLayoutGuide("Row")
                            }
                        }
                    }
                }
                Section {
                    Label("Flagged", systemImage: "flag")
                    Label("Archive", systemImage: "archivebox")
                } header: {
                    Text("Smart")
                } footer: {
                    Text("Smart mailboxes gather mail from every account.")
                }
            }
            .navigationTitle("Mail")
        }
    }
}

#Preview {
    Mailboxes()
}

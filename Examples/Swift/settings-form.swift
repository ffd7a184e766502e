import SwiftUI

struct SettingsScreen: View {
    var body: some View {
        NavigationStack {
            Form {
                Section("Account") {
                    Label("Ada Lovelace", systemImage: "person.crop.circle.fill")
                    NavigationLink("Profile") { ProfileScreen() }
                    NavigationLink("Privacy") { PrivacyScreen() }
                }
                Section {
                    Text("Sounds")
                        .id("sounds")
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .overlay { VisualLayoutGuide("Row content", alignment: .trailing) }
                    Text("Badges")
                        .listRowSeparator(.hidden)
                    Text("Summary at 08:00")
                        .monospacedDigit()
                } header: {
                    Text("Notifications")
                } footer: {
                    Text("Summaries collect the notifications of the night.")
                }
                Section {
                    Button("Sign Out", role: .destructive) { signOut() }
                }
            }
            .navigationTitle("Settings")
        }
    }
}

#Preview {
    SettingsScreen()
}

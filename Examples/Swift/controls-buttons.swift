import SwiftUI

struct CheckoutScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Checkout")
                .font(.title2)
                .bold()
            Text("Two items, delivered tomorrow.")
                .font(.subheadline)
                .foregroundStyle(Color(.secondaryLabel))
            Divider()
            HStack(spacing: 8) {
                Button("Small") { }.controlSize(.small)
                Button("Regular") { }
                Button("Delete", role: .destructive) { }.buttonStyle(.bordered)
                Button("Off") { }.disabled(true)
            }
            .buttonStyle(.borderedProminent)
            .tint(.indigo)
            NavigationLink("Order history") { OrderHistory() }
            Spacer()
            Button { pay() } label: {
                Label("Pay", systemImage: "creditcard")
                    .frame(maxWidth: .infinity)
            }
            .id("pay")
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .overlay { VisualLayoutGuide("Pay", alignment: .trailing) }
            Button("Cancel", role: .cancel) { dismiss() }
                .frame(maxWidth: .infinity)
        }
        .padding(20)
    }
}

#Preview {
    CheckoutScreen()
}

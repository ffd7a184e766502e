import SwiftUI

struct TripCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing)
                .frame(height: 160)
                .overlay {
                    Image(systemName: "sun.max.fill")
                        .font(.system(size: 48))
                        .foregroundStyle(.white)
                }
            VStack(alignment: .leading, spacing: 4) {
                Text("Lisbon")
                    .font(.title2)
                    .bold()
                Text("4 nights · 12–16 May")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            .padding(16)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color(.secondarySystemGroupedBackground))
        .clipShape(RoundedRectangle(cornerRadius: 20))
        .shadow(color: .black.opacity(0.15), radius: 12, x: 0, y: 6)
        .overlay { VisualLayoutGuide("Card", shape: .concentricRectangle, alignment: .bottomTrailing) }
        .containerShape(RoundedRectangle(cornerRadius: 20))
        .padding(24)
        .frame(maxHeight: .infinity)
        .background(Color(.systemGroupedBackground))
    }
}

#Preview {
    TripCard()
}

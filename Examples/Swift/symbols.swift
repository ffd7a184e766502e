import SwiftUI

#Preview {
    VStack(alignment: .leading, spacing: 14) {
        Label("Wi-Fi", systemImage: "wifi")
        Divider()
        Label("Notifications", systemImage: "bell.badge.fill")
        Divider()
        Label("Privacy", systemImage: "hand.raised.fill")
            .id("privacy")
            .frame(maxWidth: .infinity, alignment: .leading)
            .overlay { VisualLayoutGuide("Row", alignment: .trailing) }
        Divider()
        HStack(spacing: 20) {
            Image(systemName: "heart.fill").imageScale(.small).foregroundStyle(.pink)
            Image(systemName: "heart.fill").foregroundStyle(.pink)
            Image(systemName: "heart.fill").imageScale(.large).foregroundStyle(.pink)
            Image(systemName: "star.circle.fill").imageScale(.large).foregroundStyle(.orange)
            Image(systemName: "a.symbol.without.a.stand.in").imageScale(.large)
        }
        .font(.title2)
    }
    .padding(20)
}

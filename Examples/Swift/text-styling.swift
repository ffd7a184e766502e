import SwiftUI

#Preview {
    VStack(spacing: 10) {
        Text("New this week")
            .font(.caption)
            .fontWeight(.semibold)
            .textCase(.uppercase)
            .foregroundStyle(.orange)
        Text("A reading lamp that follows the sun")
            .id("headline")
            .font(.title)
            .fontWeight(.bold)
            .multilineTextAlignment(.center)
        Text("Warm light in the evening, cool light at noon, and nothing to set up.")
            .multilineTextAlignment(.center)
            .foregroundStyle(Color(uiColor: .secondaryLabel))
        HStack {
            Label("4.8", systemImage: "star.fill")
                .foregroundStyle(.yellow)
            Text("$129.00")
                .fontDesign(.rounded)
                .monospacedDigit()
                .bold()
        }
        .font(.headline)
        Spacer()
    }
    .padding(24)
    .overlay { VisualLayoutGuide("Article", alignment: .bottom) }
}

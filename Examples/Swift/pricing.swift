import SwiftUI

/// A ticket: a rectangle with a half-circle notch in each end, as deep as a quarter of its height.
struct Ticket: Shape {
    func path(in rect: CGRect) -> Path {
        let notch = rect.height / 4
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        path.addArc(center: CGPoint(x: rect.maxX, y: rect.midY), radius: notch,
                    startAngle: .degrees(270), endAngle: .degrees(90), clockwise: true)
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.addArc(center: CGPoint(x: rect.minX, y: rect.midY), radius: notch,
                    startAngle: .degrees(90), endAngle: .degrees(270), clockwise: true)
        path.closeSubpath()
        return path
    }
}

struct PricingCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 120) {
            HStack(alignment: .firstTextBaseline, spacing: 6) {
                Text("$12")
                    .font(.system(size: 48, weight: .bold, design: .rounded))
                Text("/ month")
                    .foregroundStyle(.secondary)
                Spacer()
                Text("SAVE 20%")
                    .font(.caption.bold())
                    .foregroundStyle(.white)
                    .padding(.horizontal, 14)
                    .padding(.vertical, 6)
                    .background(Ticket().fill(.orange))
            }
            HStack(spacing: 14) {
                ZStack(alignment: .topTrailing) {
                    Circle()
                        .fill(.indigo)
                        .frame(width: 44, height: 44)
                        .overlay {
                            Text("JA")
                                .font(.headline)
                                .foregroundStyle(.white)
                        }
                    // The badge's centre sits on the avatar's top-trailing corner.
                    Text("3")
                        .font(.caption2.bold())
                        .foregroundStyle(.white)
                        .frame(minWidth: 18, minHeight: 18)
                        .background(Circle().fill(.red))
                        .alignmentGuide(.top) { d in d.height / 2 }
                        .alignmentGuide(.trailing) { d in d.width / 2 }
                }
                VStack(alignment: .leading, spacing: 2) {
                    Text("Jo Alvarez")
                        .font(.headline)
                    Text("Team plan · 3 invites")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }
            .overlay { VisualLayoutGuide("Account", alignment: .bottomTrailing) }
        }
        .padding(28)
        .frame(maxHeight: .infinity, alignment: .top)
    }
}

#Preview {
    PricingCard()
}

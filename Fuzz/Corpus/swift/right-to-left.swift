import SwiftUI

struct Inbox: View {
    @Environment(\.layoutDirection) var direction
    var body: some View {
        NavigationStack {
            List {
                HStack {
                    Image(systemName: "chevron.forward").flipsForRightToLeftLayoutDirection(true)
                    Text(direction == .rightToLeft ? "RTL" : "LTR")
                    Spacer()
                    Toggle("On", isOn: .constant(true)).environment(\.layoutDirection, .leftToRight)
                }
                .padding(.leading, 12)
                .offset(x: 4)
            }
            .navigationTitle("Inbox")
        }
        .environment(\.layoutDirection, .rightToLeft)
    }
}

#Preview { Inbox() }

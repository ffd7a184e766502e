// Twin of Examples/Scenes/prototyping.json: "Prototyping Layouts" from Loupe's documentation — a header, a content
// area that takes what is left, and a footer.
import Loupe
import SwiftUI

private let headerHeight: CGFloat = 100
private let footerHeight: CGFloat = headerHeight - 40

struct PrototypeScreen: View {
    var body: some View {
        VStack {
            VisualLayoutGuide("Header", alignment: .top)
                .frame(height: headerHeight)
                .id("header")

            VisualLayoutGuide("Content")
                .frame(maxHeight: .infinity)
                .id("content")

            VisualLayoutGuide("Footer", alignment: .bottom)
                .frame(height: footerHeight)
                .id("footer")
        }
        .visualLayoutGuideInteractions(dragEnabled: true, persistenceEnabled: true)
    }
}

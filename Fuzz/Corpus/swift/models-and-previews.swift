import SwiftUI

enum Kind: String, CaseIterable { case one, two = "2" }
enum Load { case idle, done([Int]) }

struct Item: Identifiable {
    let id = UUID()
    var name: String
    var score: Double = 1.5
    var label: String { "\(name) \(String(format: "%.1f", score))" }
    static let samples = [Item(name: "a"), Item(name: "b", score: 3)]
}

final class Model: ObservableObject {
    @Published var items = Item.samples
    init() { items.append(Item(name: "c")) }
}

struct Row: View {
    let item: Item
    @Binding var on: Bool
    @Environment(\.colorScheme) private var scheme
    var body: some View {
        HStack {
            Text(item.label)
            if on { Text("✓") }
            switch scheme {
            case .dark: Text("d")
            default: Text("l")
            }
        }
    }
}

struct Screen: View {
    @EnvironmentObject var model: Model
    @State private var load: Load = .done([1, 2])
    var body: some View {
        VStack {
            ForEach(model.items.filter { $0.score > 1 }.sorted { $0.name < $1.name }) { Row(item: $0, on: .constant(true)) }
            if case .done(let values) = load { Text("\(values.reduce(0, +))") }
            ForEach(Kind.allCases, id: \.self) { Text($0.rawValue) }
            Button("Save") { }
        }
    }
}

#if DEBUG
struct Screen_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Screen().environmentObject(Model())
            Row(item: Item.samples[0], on: .constant(false)).previewLayout(.sizeThatFits).previewDisplayName("Row")
        }
    }
}
#endif

#Preview("Wide", traits: .landscapeLeft) { Screen().environmentObject(Model()) }

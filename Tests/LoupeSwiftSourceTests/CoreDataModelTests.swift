#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeRender
import Testing

/// A module's Core Data model: the classes Xcode generates from it, objects a preview makes in a context, and a
/// `@FetchRequest` reading them in the order of its sort descriptors — the preview of Xcode's Core Data app template.
// sdk-usage: @FetchRequest, FetchedResults, NSSortDescriptor(keyPath:ascending:), NSPersistentContainer, NSManagedObjectContext, .viewContext, \.managedObjectContext
@Suite struct CoreDataModelTests {
    let module = ModuleTests()

    static let model = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" sourceLanguage="Swift">
            <entity name="Item" representedClassName="Item" syncable="YES" codeGenerationType="class">
                <attribute name="timestamp" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
                <attribute name="title" optional="YES" attributeType="String"/>
                <attribute name="stars" optional="YES" attributeType="Integer 16" defaultValueString="3" usesScalarValueType="YES"/>
                <attribute name="done" optional="YES" attributeType="Boolean" defaultValueString="NO" usesScalarValueType="YES"/>
            </entity>
            <entity name="Note" representedClassName="Note" syncable="YES"/>
        </model>
        """
    static let persistence = """
        import CoreData
        struct PersistenceController {
            static let preview: PersistenceController = {
                let result = PersistenceController(inMemory: true)
                let viewContext = result.container.viewContext
                for index in 0..<3 {
                    let newItem = Item(context: viewContext)
                    newItem.timestamp = Date(timeIntervalSince1970: Double(index) * 86400)
                    newItem.title = "Item \\(index)"
                }
                let loose = Item()
                loose.title = "never inserted"
                try? viewContext.save()
                return result
            }()
            let container: NSPersistentContainer
            init(inMemory: Bool = false) {
                container = NSPersistentContainer(name: "App")
                if inMemory {
                    container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
                }
                container.loadPersistentStores { _, _ in }
                container.viewContext.automaticallyMergesChangesFromParent = true
            }
        }
        """

    func contentView(sort: String) -> String {
        """
        import SwiftUI
        struct ContentView: View {
            @Environment(\\.managedObjectContext) private var viewContext
            @FetchRequest(sortDescriptors: [\(sort)], animation: .default)
            private var items: FetchedResults<Item>
            var body: some View {
                List { ForEach(items) { item in Text("\\(item.title ?? "-") \\(item.stars) \\(item.done ? "done" : "open")") } }
            }
        }
        #Preview {
            ContentView().environment(\\.managedObjectContext, PersistenceController.preview.container.viewContext)
        }
        """
    }

    func texts(sort: String) throws -> [String] {
        let root = try module.folder([
            "App/App.xcdatamodeld/App.xcdatamodel/contents": Self.model,
            "App/Persistence.swift": Self.persistence,
            "App/ContentView.swift": contentView(sort: sort),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let renderer = try LoupeRenderer(threads: 1)
        return try module.texts(of: renderer.loadSwiftPreview(fromFile: root.appendingPathComponent("App/ContentView.swift").path,
                                                              module: root.appendingPathComponent("App").path))
    }

    /// The objects made with `Item(context:)` — not the one made without a context — with the model's defaults
    /// (`stars` 3, `done` false), newest first, then oldest first.
    @Test func fetchRequestsReadTheObjectsMadeInAContext() throws {
        #expect(try texts(sort: "NSSortDescriptor(keyPath: \\Item.timestamp, ascending: false)")
                == ["Item 2 3 open", "Item 1 3 open", "Item 0 3 open"])
        #expect(try texts(sort: "SortDescriptor(\\.timestamp)") == ["Item 0 3 open", "Item 1 3 open", "Item 2 3 open"])
    }

    /// A predicate is not followed: refused, not shown unfiltered.
    @Test func aPredicateIsRefused() throws {
        let root = try module.folder([
            "App/App.xcdatamodeld/App.xcdatamodel/contents": Self.model,
            "App/Persistence.swift": Self.persistence,
            "App/ContentView.swift": contentView(sort: "").replacing("animation: .default", with: "predicate: NSPredicate(format: \"done == NO\")"),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let renderer = try LoupeRenderer(threads: 1)
        do {
            _ = try renderer.loadSwiftPreview(fromFile: root.appendingPathComponent("App/ContentView.swift").path,
                                              module: root.appendingPathComponent("App").path)
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("a @FetchRequest's predicate: is not evaluated"))
        }
    }
}

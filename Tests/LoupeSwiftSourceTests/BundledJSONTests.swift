#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeRender
import Testing

/// Sample data an app bundles as JSON and decodes into its `Codable` types, the way Apple's Landmarks tutorial and
/// most course apps load it: `Bundle.main.url(forResource:withExtension:)`, `Data(contentsOf:)`,
/// `JSONDecoder().decode(_:from:)` behind a generic `load<T: Decodable>` whose `T` the declaration's type gives.
/// The expected texts are read off the JSON by hand, and are what swiftc 6.3 printed decoding the same JSON.
// sdk-usage: JSONDecoder, JSONDecoder(), .decode, Data, Data(contentsOf:), Bundle.main, .url, Decodable, Codable, CodingKey
@Suite struct BundledJSONTests {
    let module = ModuleTests()

    static let json = """
        [
          {"id": 1, "name": "Turtle Rock", "park_name": "Joshua Tree", "category": "rivers", "rating": 4.5, "visited": 0},
          {"id": 2, "name": "Silver Salmon Creek", "park_name": "Lake Clark", "category": "lakes", "rating": 3, "note": "boat only", "visited": 86400}
        ]
        """
    static let model = """
        import Foundation
        struct Landmark: Codable, Identifiable {
            enum Category: String, Codable { case lakes = "lakes", rivers, mountains }
            let id: Int
            let name: String
            let parkName: String
            let category: Category
            let rating: Double
            let note: String?
            let visited: Date
            let source = "bundle"
            enum CodingKeys: String, CodingKey {
                case id, name, category, rating, note, visited
                case parkName = "park_name"
            }
        }
        var landmarks: [Landmark] = load("landmarkData.json")
        func load<T: Decodable>(_ filename: String) -> T {
            let data: Data
            guard let file = Bundle.main.url(forResource: filename, withExtension: nil) else {
                fatalError("Couldn't find \\(filename) in main bundle.")
            }
            do {
                data = try Data(contentsOf: file)
            } catch {
                fatalError("Couldn't load \\(filename) from main bundle:\\n\\(error)")
            }
            do {
                let decoder = JSONDecoder()
                return try decoder.decode(T.self, from: data)
            } catch {
                fatalError("Couldn't parse \\(filename) as \\(T.self):\\n\\(error)")
            }
        }
        """

    func texts(_ preview: String, json: String = Self.json) throws -> [String] {
        let root = try module.folder([
            "App/Resources/landmarkData.json": json,
            "App/Model/ModelData.swift": Self.model,
            "App/Preview.swift": "import SwiftUI\n" + preview,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let renderer = try LoupeRenderer(threads: 1)
        return try module.texts(of: renderer.loadSwiftPreview(fromFile: root.appendingPathComponent("App/Preview.swift").path,
                                                              module: root.appendingPathComponent("App").path))
    }

    /// Keys by `CodingKeys` (`park_name`), an enum by its raw value, a whole number as a `Double`, an absent optional
    /// as nil, a `Date` as seconds since 2001, a `let` with a value kept.
    @Test func codableTypesAreDecodedAsSwiftDecodesThem() throws {
        #expect(try texts("""
            #Preview {
                VStack {
                    ForEach(landmarks) { landmark in
                        Text(verbatim: "\\(landmark.id) \\(landmark.name) · \\(landmark.parkName) · \\(landmark.category.rawValue) · \\(landmark.rating) · \\(landmark.note ?? "-") · \\(landmark.visited.timeIntervalSinceReferenceDate) · \\(landmark.source)")
                    }
                }
            }
            """) == ["1 Turtle Rock · Joshua Tree · rivers · 4.5 · - · 0.0 · bundle",
                     "2 Silver Salmon Creek · Lake Clark · lakes · 3.0 · boat only · 86400.0 · bundle"])
    }

    /// A missing key of a property that is not optional is where the app's decoding throws: an error, not a guess.
    @Test func aMissingKeyIsAnError() throws {
        do {
            _ = try texts("#Preview { Text(landmarks[0].name) }", json: #"[{"id": 1, "name": "A", "category": "lakes", "rating": 1, "visited": 0}]"#)
            Issue.record("expected an error")
        } catch {
            #expect("\(error)".contains("no value for the key 'park_name'"))
        }
    }
}

import Foundation
import LoupeRender
import Testing

@Suite struct InteractionTests {
    static let renderer = try! LoupeRenderer()

    func laidOut(_ json: String) throws -> LaidOutScene {
        Self.renderer.layOut(try Self.renderer.loadScene(json: Array(json.utf8), baseDirectory: URL(fileURLWithPath: "/tmp")))
    }

    func scene(interactions: String, drag: Bool = true, persist: Bool = true, defaults: String = "{}") -> String {
        """
        {"defaults": \(defaults),
         "body": {"VisualLayoutGuide": {"label": "Main Guide"}, "id": "g",
                  "modifiers": [{"visualLayoutGuideInteractions": {"dragEnabled": \(drag), "persistenceEnabled": \(persist)}}]},
         "interactions": \(interactions)}
        """
    }

    @Test func releasedDragCommitsAndPersists() throws {
        let laid = try laidOut(scene(interactions: #"[{"drag": {"target": "g", "translation": [30, -40], "steps": 4}}]"#))
        #expect(laid.guides[0].manualOffset == Size(width: 30, height: -40))
        #expect(laid.guides[0].infoBox.origin == Point(x: 161.5, y: 333.5))
        #expect(laid.store.values == ["VisualLayoutGuide.Main_Guide": [30, -40]])
    }

    @Test func dragsAccumulateOnTheRestoredOffset() throws {
        let laid = try laidOut(scene(
            interactions: #"[{"drag": {"target": "g", "translation": [10, 0]}}, {"drag": {"target": "g", "translation": [5, 5]}}]"#,
            defaults: #"{"VisualLayoutGuide.Main_Guide": [100, 100]}"#))
        #expect(laid.guides[0].manualOffset == Size(width: 115, height: 105))
        #expect(laid.store.values["VisualLayoutGuide.Main_Guide"] == [115, 105])
    }

    @Test func inFlightDragMovesTheBoxButCommitsNothing() throws {
        let laid = try laidOut(scene(interactions: #"[{"drag": {"target": "g", "translation": [0, 50], "release": false}}]"#))
        #expect(laid.guides[0].manualOffset == Size(width: 0, height: 50))
        #expect(laid.store.values.isEmpty)
    }

    @Test func disabledDragChangesNothing() throws {
        let laid = try laidOut(scene(interactions: #"[{"drag": {"target": "g", "translation": [30, 30]}}]"#, drag: false))
        #expect(laid.guides[0].manualOffset == .zero)
        #expect(laid.store.values.isEmpty)
    }

    @Test func subPointDragNeverStarts() throws {
        let laid = try laidOut(scene(interactions: #"[{"drag": {"target": "g", "translation": [0.5, 0.5]}}]"#))
        #expect(laid.guides[0].manualOffset == .zero)
    }

    @Test func withoutPersistenceTheStoreIsNotReadOrWritten() throws {
        let laid = try laidOut(scene(interactions: #"[{"drag": {"target": "g", "translation": [1, 1]}}]"#, persist: false,
                                     defaults: #"{"VisualLayoutGuide.Main_Guide": [100, 100]}"#))
        #expect(laid.guides[0].manualOffset == Size(width: 1, height: 1))
        #expect(laid.store.values == ["VisualLayoutGuide.Main_Guide": [100, 100]])
    }

    @Test func aDragMustStartOnTheInfoBox() throws {
        // The box sits at (131.5, 373.5, 130, 130).
        let missed = try laidOut(scene(interactions: #"[{"drag": {"target": "g", "start": [20, 100], "translation": [30, 30]}}]"#))
        #expect(missed.guides[0].manualOffset == .zero)
        let hit = try laidOut(scene(interactions: #"[{"drag": {"target": "g", "start": [200, 400], "translation": [30, 30]}}, {"drag": {"target": "g", "start": [200, 400], "translation": [0, 10]}}]"#))
        // The first drag moves the box to (161.5, 403.5): the second starts above it and misses.
        #expect(hit.guides[0].manualOffset == Size(width: 30, height: 30))
    }
}

import LoupeCore
import Testing
@testable import LoupeOverlays

@Suite struct CoordinatorTests {
    let centred = Rect(x: 131.5, y: 373.5, width: 130, height: 130)

    @Test func threeIdenticalBoxesStackBy138() {
        var coordinator = OverlayPositionCoordinator()
        for id in ["a", "b", "c"] {
            coordinator.update(id: id, frame: centred, autoPositioning: true, manualOffset: .zero)
        }
        #expect(coordinator.offset(for: "a") == 0)
        #expect(coordinator.offset(for: "b") == 138)
        #expect(coordinator.offset(for: "c") == 276)
        #expect(coordinator.insertionOrder == ["a", "b", "c"])
    }

    @Test func touchingEdgesDoNotCollide() {
        var coordinator = OverlayPositionCoordinator()
        coordinator.update(id: "a", frame: Rect(x: 0, y: 0, width: 130, height: 130), autoPositioning: true, manualOffset: .zero)
        coordinator.update(id: "b", frame: Rect(x: 0, y: 130, width: 130, height: 130), autoPositioning: true, manualOffset: .zero)
        coordinator.update(id: "c", frame: Rect(x: 130, y: 0, width: 130, height: 130), autoPositioning: true, manualOffset: .zero)
        #expect(coordinator.offset(for: "b") == 0)
        #expect(coordinator.offset(for: "c") == 0)
    }

    @Test func disabledBoxesNeitherMoveNorObstruct() {
        var coordinator = OverlayPositionCoordinator()
        coordinator.update(id: "a", frame: centred, autoPositioning: false, manualOffset: .zero)
        coordinator.update(id: "b", frame: centred, autoPositioning: true, manualOffset: .zero)
        coordinator.update(id: "c", frame: centred, autoPositioning: false, manualOffset: .zero)
        #expect(coordinator.offset(for: "a") == 0)
        #expect(coordinator.offset(for: "b") == 0)
        #expect(coordinator.offset(for: "c") == 0)
    }

    @Test func manualOffsetsArePartOfTheCollisionFrame() {
        var coordinator = OverlayPositionCoordinator()
        // The earlier box is dragged 100 pt down onto the later one, which is pushed below it.
        coordinator.update(id: "a", frame: Rect(x: 0, y: 0, width: 130, height: 130), autoPositioning: true,
                           manualOffset: Size(width: 0, height: 100))
        coordinator.update(id: "b", frame: Rect(x: 0, y: 200, width: 130, height: 130), autoPositioning: true, manualOffset: .zero)
        #expect(coordinator.offset(for: "b") == 100 + 130 - 200 + 8)
        // Dragged sideways out of the way, it no longer collides.
        coordinator.update(id: "a", frame: Rect(x: 0, y: 0, width: 130, height: 130), autoPositioning: true,
                           manualOffset: Size(width: 140, height: 100))
        #expect(coordinator.offset(for: "b") == 0)
    }

    @Test func singlePassDoesNotRetestEarlierBoxes() {
        // b sits below a; c starts overlapping b only. Pushed below b it lands on a... which was already tested.
        var coordinator = OverlayPositionCoordinator()
        coordinator.update(id: "a", frame: Rect(x: 0, y: 300, width: 100, height: 100), autoPositioning: true, manualOffset: .zero)
        coordinator.update(id: "b", frame: Rect(x: 0, y: 100, width: 100, height: 100), autoPositioning: true, manualOffset: .zero)
        coordinator.update(id: "c", frame: Rect(x: 0, y: 150, width: 100, height: 100), autoPositioning: true, manualOffset: .zero)
        #expect(coordinator.offset(for: "b") == 0)
        // a (y 300…400) does not overlap c at 150…250; b does: c moves to 208…308 and now overlaps a, unchecked.
        #expect(coordinator.offset(for: "c") == 58)
    }

    @Test func removingABoxRecalculates() {
        var coordinator = OverlayPositionCoordinator()
        coordinator.update(id: "a", frame: centred, autoPositioning: true, manualOffset: .zero)
        coordinator.update(id: "b", frame: centred, autoPositioning: true, manualOffset: .zero)
        let revision = coordinator.revision
        coordinator.remove(id: "a")
        #expect(coordinator.offset(for: "b") == 0)
        #expect(coordinator.revision == revision + 1)
    }
}

@Suite struct CoordinatorBulkTests {
    @Test func registeringInBulkMatchesOneByOne() {
        var boxes: [(id: String, frame: Rect, autoPositioning: Bool, manualOffset: Size)] = []
        for i in 0..<12 {
            let frame = Rect(x: Double(i % 3) * 60, y: Double(i % 4) * 50, width: 130, height: 130)
            let manual = Size(width: 0, height: Double(i % 2) * 20)
            boxes.append((id: "g\(i)", frame: frame, autoPositioning: i % 5 != 2, manualOffset: manual))
        }
        var oneByOne = OverlayPositionCoordinator()
        for box in boxes {
            oneByOne.update(id: box.id, frame: box.frame, autoPositioning: box.autoPositioning, manualOffset: box.manualOffset)
        }
        var bulk = OverlayPositionCoordinator()
        bulk.register(boxes)
        #expect(boxes.map { bulk.offset(for: $0.id) } == boxes.map { oneByOne.offset(for: $0.id) })
        #expect(bulk.insertionOrder == oneByOne.insertionOrder)
    }
}

import Foundation
import LoupeRender
import Testing

/// DraggablePositionView end to end: layout, reported positions, label placement, drags, constraints, persistence.
@Suite struct PositionViewTests {
    static let renderer = try! LoupeRenderer()

    func laidOut(_ json: String, device: String? = nil) throws -> LaidOutScene {
        Self.renderer.layOut(try Self.renderer.loadScene(json: Array(json.utf8), baseDirectory: URL(fileURLWithPath: "/tmp"),
                                                         overrides: RenderOverrides(device: device)))
    }

    func example(_ name: String) throws -> LaidOutScene {
        Self.renderer.layOut(try Self.renderer.loadBundledExample(named: name))
    }

    func tracker(_ laid: LaidOutScene, _ id: String) throws -> PositionViewReport {
        try #require(laid.positionViews.first { $0.id == id })
    }

    /// A 20×20 tracker at the screen's centre (frame origin 186.5, 428.5 on an iPhone 15).
    func centred(space: String = #""global""#, start: String = "[0, 0]", modifiers: String = "",
                 interactions: String = "[]", defaults: String = "{}") -> String {
        """
        {"defaults": \(defaults),
         "body": {"id": "t", "DraggablePositionView": {"label": "T", "coordinateSpace": \(space), "startPosition": \(start),
                  "persistenceKey": "tracker-1"},
                  "modifiers": [{"frame": {"width": 20, "height": 20}}\(modifiers)]},
         "interactions": \(interactions)}
        """
    }

    static let dragEnabled = #", {"draggablePositionViewInteractions": {"dragEnabled": true}}"#

    @Test func basicUsageIsFifteenWideAndFullHeight() throws {
        let t = try tracker(try example("position-basic-usage"), "tracker")
        #expect(t.geometry.layoutFrame == Rect(x: 0, y: 59, width: 15, height: 759))
        #expect(t.geometry.disc == Rect(x: 0, y: 431, width: 15, height: 15))
        #expect(t.geometry.coordinateLine == "x: 0.0  y: 0.0")
        #expect(t.label == "Tracker")
        #expect(t.geometry.placement.flipped == false)
        // Label box: name 14.33 + 6 + coordinates 13.33 + 2 × 6 padding; its top 8 pt below the view's bottom.
        #expect(abs(t.geometry.labelFrame.height - 45.6667) < 0.001)
        #expect(abs(t.geometry.labelFrame.minY - 826) < 0.001)
        #expect(abs(t.geometry.labelFrame.midX - 7.5) < 0.001)
    }

    @Test func positionIsReportedOnceInEachSpace() throws {
        let laid = try example("position-coordinate-spaces")
        #expect(try tracker(laid, "local").geometry.coordinateLine == "x: 40.0  y: 40.0")
        #expect(try tracker(laid, "global").geometry.coordinateLine == "x: 64.0  y: 403.0")
        #expect(try tracker(laid, "custom").geometry.coordinateLine == "x: 64.0  y: 384.0")
        // The start position moves the whole view, and is counted once.
        #expect(try tracker(laid, "global").geometry.drawnFrame.origin == Point(x: 64, y: 403))
    }

    @Test func namedSpaceFallsBackToGlobalWhenNoAncestorHasTheName() throws {
        let laid = try laidOut(centred(space: #"{"named": "nowhere"}"#))
        #expect(try tracker(laid, "t").geometry.coordinateLine == "x: 186.5  y: 428.5")
    }

    @Test func labelFlipsNearTheBottomOfAPhoneButNeverOnAMac() throws {
        let bottom = #"{"frame": {"maxWidth": "infinity", "maxHeight": "infinity", "alignment": "bottom"}}"#
        let phone = try tracker(try laidOut(centred(modifiers: ", " + bottom)), "t")
        #expect(phone.geometry.position.y == 798)
        #expect(phone.geometry.placement.flipped)
        // Flipped: the label's bottom is H/2 + 8 above the view's bottom.
        let h = phone.geometry.labelFrame.height
        #expect(abs(phone.geometry.labelFrame.maxY - (818 - h / 2 - 8)) < 1e-9)
        let mac = try tracker(try laidOut(centred(modifiers: ", " + bottom), device: "Mac"), "t")
        #expect(mac.geometry.placement.flipped == false)
        #expect(abs(mac.geometry.labelFrame.minY - (800 + 8)) < 1e-9)
    }

    @Test func dragMovesTheWholeViewAndCommitsOnRelease() throws {
        let laid = try laidOut(centred(modifiers: Self.dragEnabled,
                                       interactions: #"[{"drag": {"target": "t", "translation": [30, -40], "steps": 3}}]"#))
        let t = try tracker(laid, "t")
        #expect(t.geometry.manualOffset == Size(width: 30, height: -40))
        #expect(t.geometry.coordinateLine == "x: 216.5  y: 388.5")
        #expect(t.geometry.disc.origin == Point(x: 216.5, y: 388.5))
    }

    @Test func eventsShowTheGestureInFlightThenCommitted() throws {
        let scene = try Self.renderer.loadScene(json: Array(centred(modifiers: Self.dragEnabled, interactions:
            #"[{"drag": {"target": "t", "translation": [40, 0], "steps": 2, "release": false}}, {"drag": {"target": "t", "translation": [0, 10]}}]"#).utf8),
            baseDirectory: URL(fileURLWithPath: "/tmp"))
        let moments = Self.renderer.layOutEveryEvent(scene)
        // Before, two changes of the held drag, then the second drag's change and end.
        #expect(moments.count == 5)
        let offsets = moments.map { $0.state.manualOffsets["body"] ?? .zero }
        #expect(offsets == [.zero, Size(width: 20, height: 0), Size(width: 40, height: 0),
                            Size(width: 0, height: 10), Size(width: 0, height: 10)])
    }

    @Test func aDragStartingOffTheViewDoesNothing() throws {
        let miss = try laidOut(centred(modifiers: Self.dragEnabled,
                                       interactions: #"[{"drag": {"target": "t", "start": [10, 100], "translation": [30, 30]}}]"#))
        #expect(try tracker(miss, "t").geometry.manualOffset == .zero)
        let hit = try laidOut(centred(modifiers: Self.dragEnabled,
                                      interactions: #"[{"drag": {"target": "t", "start": [196.5, 438.5], "translation": [30, 30]}}]"#))
        #expect(try tracker(hit, "t").geometry.manualOffset == Size(width: 30, height: 30))
    }

    @Test func disabledDragIsIgnored() throws {
        let laid = try laidOut(centred(interactions: #"[{"drag": {"target": "t", "translation": [30, 30]}}]"#))
        #expect(try tracker(laid, "t").geometry.manualOffset == .zero)
    }

    @Test func axisConstraintsDropTheOtherAxis() throws {
        let laid = try example("position-constraints")
        #expect(try tracker(laid, "horizontal").geometry.coordinateLine == "x: 220.0  y: 119.0")
        #expect(try tracker(laid, "vertical").geometry.coordinateLine == "x: 40.0  y: 419.0")
    }

    @Test func rangeConstraintsClampDuringAndAfterTheDrag() throws {
        let ranges = Self.dragEnabled + #", {"draggablePositionViewConstraints": {"horizontalRange": [0, 300], "verticalRange": [100, 500]}}"#
        let held = try laidOut(centred(modifiers: ranges,
                                       interactions: #"[{"drag": {"target": "t", "translation": [400, 400], "release": false}}]"#))
        #expect(try tracker(held, "t").geometry.position == Point(x: 300, y: 500))
        // Committed clamped: a later drag back moves at once.
        let back = try laidOut(centred(modifiers: ranges, interactions:
            #"[{"drag": {"target": "t", "translation": [400, 400]}}, {"drag": {"target": "t", "translation": [-50, -50]}}]"#))
        #expect(try tracker(back, "t").geometry.position == Point(x: 250, y: 450))
    }

    @Test func persistedOffsetIsRestoredAndWrittenOnRelease() throws {
        let persist = #", {"draggablePositionViewInteractions": {"dragEnabled": true, "persistenceEnabled": true, "persistenceNamespace": "debug"}}"#
        let laid = try laidOut(centred(modifiers: persist, interactions: #"[{"drag": {"target": "t", "translation": [5, 5]}}]"#,
                                       defaults: #"{"debug.tracker_1": [40, 12]}"#))
        let t = try tracker(laid, "t")
        #expect(t.persistenceKey == "debug.tracker_1")
        #expect(t.geometry.manualOffset == Size(width: 45, height: 17))
        #expect(laid.store.values == ["debug.tracker_1": [45, 17]])
    }

    @Test func defaultNamespaceAndNoRestoreWithoutPersistence() throws {
        let on = #", {"draggablePositionViewInteractions": {"dragEnabled": true, "persistenceEnabled": true}}"#
        let laid = try laidOut(centred(modifiers: on, interactions: #"[{"drag": {"target": "t", "translation": [0, 9]}}]"#))
        #expect(laid.store.values == ["DraggablePositionView.tracker_1": [0, 9]])
        let off = try laidOut(centred(modifiers: Self.dragEnabled, defaults: #"{"DraggablePositionView.tracker_1": [40, 12]}"#))
        #expect(try tracker(off, "t").geometry.manualOffset == .zero)
        #expect(off.store.values == ["DraggablePositionView.tracker_1": [40, 12]])
    }

    @Test func heldDragIsNotPersisted() throws {
        let persist = #", {"draggablePositionViewInteractions": {"dragEnabled": true, "persistenceEnabled": true}}"#
        let laid = try laidOut(centred(modifiers: persist, interactions: #"[{"drag": {"target": "t", "translation": [5, 5], "release": false}}]"#))
        #expect(laid.store.values.isEmpty)
        #expect(try tracker(laid, "t").geometry.manualOffset == Size(width: 5, height: 5))
    }

    @Test func layoutReportCarriesTheTracker() throws {
        let scene = try Self.renderer.loadScene(json: Array(centred(start: "[10, 20]").utf8), baseDirectory: URL(fileURLWithPath: "/tmp"))
        let report = try Self.renderer.layoutReport(for: scene)
        let view = try #require(report.member("views")?.element(0)?.member("draggablePositionView"))
        #expect(view.member("coordinateLine")?.stringValue == "x: 196.5  y: 448.5")
        #expect(view.member("flipped")?.boolValue == false)
        #expect(view.member("coordinateSpace")?.stringValue == "global")
        #expect(view.member("offset")?.element(0)?.doubleValue == 10)
    }

    @Test func badTrackerParametersNameThePlace() throws {
        let bad = #"{"body": {"DraggablePositionView": {"coordinateSpace": "screen"}}}"#
        let error = try #require(throws: LoupeRenderError.self) { try laidOut(bad) }
        #expect(error.description.contains("body.coordinateSpace"))
        #expect(error.exitCode == 65)
    }
}

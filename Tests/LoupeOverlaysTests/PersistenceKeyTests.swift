import Testing
@testable import LoupeOverlays

@Suite struct PersistenceKeyTests {
    @Test(arguments: [
        ("main-guide", "main_guide"), (" .ignoresSafeArea", "ignoresSafeArea"), ("a__b!!c", "a_b_c"),
        ("Drag Me", "Drag_Me"), ("Écran 2", "Écran_2"), ("x.y.z", "x_y_z"),
    ])
    func sanitizesLikeLoupe(input: String, expected: String) {
        #expect(PersistenceKey.sanitize(input) == expected)
    }

    @Test func nothingLeftMeansNoKey() {
        #expect(PersistenceKey.sanitize("--") == nil)
        #expect(PersistenceKey.make(identifier: "--", namespace: nil, defaultNamespace: "VisualLayoutGuide") == nil)
        #expect(PersistenceKey.make(identifier: nil, namespace: nil, defaultNamespace: "VisualLayoutGuide") == nil)
    }

    @Test func namespaces() {
        #expect(PersistenceKey.make(identifier: "Drag Me", namespace: "demo", defaultNamespace: "DraggablePositionView")
                == "demo.Drag_Me")
        #expect(PersistenceKey.make(identifier: "primary-guide", namespace: "", defaultNamespace: "VisualLayoutGuide")
                == "VisualLayoutGuide.primary_guide")
        #expect(PersistenceKey.make(identifier: "Bounds", namespace: nil, defaultNamespace: "VisualLayoutGuide")
                == "VisualLayoutGuide.Bounds")
    }
}

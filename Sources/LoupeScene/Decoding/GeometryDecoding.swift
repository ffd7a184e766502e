import LoupeCore

/// Alignments, unit points, edge sets and points: the small geometric values modifiers and views share.
enum GeometryDecoding {
    static let alignmentNames = Alignment.named.map(\.0)

    /// One of the nine alignment names.
    static func alignment(_ located: LocatedValue) throws(SceneError) -> Alignment {
        let name = try located.name(in: alignmentNames)
        return Alignment.named.first { $0.0 == name }?.1 ?? .center
    }

    /// `top`, `center` or `bottom`: an HStack aligns its children vertically.
    static func verticalAlignment(_ located: LocatedValue) throws(SceneError) -> VerticalAlignment {
        let names = VerticalAlignment.allCases.map(\.rawValue)
        let name = try located.name(in: names, note: "an HStack aligns its children vertically")
        return VerticalAlignment(rawValue: name) ?? .center
    }

    /// `leading`, `center` or `trailing`: a VStack aligns its children horizontally.
    static func horizontalAlignment(_ located: LocatedValue) throws(SceneError) -> HorizontalAlignment {
        let names = HorizontalAlignment.allCases.map(\.rawValue)
        let name = try located.name(in: names, note: "a VStack aligns its children horizontally")
        return HorizontalAlignment(rawValue: name) ?? .center
    }

    static let unitPoints: [(String, UnitPoint)] = [
        ("topLeading", .topLeading), ("top", .top), ("topTrailing", .topTrailing),
        ("leading", .leading), ("center", .center), ("trailing", .trailing),
        ("bottomLeading", .bottomLeading), ("bottom", .bottom), ("bottomTrailing", .bottomTrailing),
    ]

    /// A unit point's name (`"top"`) or `[x, y]`.
    static func unitPoint(_ located: LocatedValue) throws(SceneError) -> UnitPoint {
        switch located.value {
        case .string(let name):
            guard let point = unitPoints.first(where: { $0.0 == name })?.1 else {
                throw located.mismatch(expected: "one of \(ValueDescriptions.list(unitPoints.map(\.0))) or [x, y]")
            }
            return point
        case .array:
            let (x, y) = try located.pair()
            return UnitPoint(x: x, y: y)
        default:
            throw located.mismatch(expected: "a unit point name or [x, y]")
        }
    }

    static let edgeNames: [(String, EdgeSet)] = [
        ("all", .all), ("horizontal", .horizontal), ("vertical", .vertical),
        ("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing),
    ]

    /// An edge-set name (`"horizontal"`) or an array of them (their union; `[]` is no edges).
    static func edges(_ located: LocatedValue) throws(SceneError) -> EdgeSet {
        // Spelled out only for an error.
        var expectation: String { "one of \(ValueDescriptions.list(edgeNames.map(\.0))) or an array of them" }
        switch located.value {
        case .string(let name):
            guard let set = edgeNames.first(where: { $0.0 == name })?.1 else { throw located.mismatch(expected: expectation) }
            return set
        case .array:
            var union: EdgeSet = []
            for element in try located.elements() {
                guard case .string(let name) = element.value, let set = edgeNames.first(where: { $0.0 == name })?.1 else {
                    throw element.mismatch(expected: "one of \(ValueDescriptions.list(edgeNames.map(\.0)))")
                }
                union.formUnion(set)
            }
            return union
        default:
            throw located.mismatch(expected: expectation)
        }
    }

    /// `{"x", "y"}`, each optional with SwiftUI's default 0 (`offset(x:y:)`, `position(x:y:)`).
    static func xy(_ located: LocatedValue) throws(SceneError) -> (x: Double, y: Double) {
        let reader = try ObjectReader(located, keys: ["x", "y"], expected: "an object {\"x\", \"y\"}")
        return (try reader.optional("x")?.number() ?? 0, try reader.optional("y")?.number() ?? 0)
    }
}

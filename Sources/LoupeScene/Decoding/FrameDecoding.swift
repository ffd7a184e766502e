/// `frame`: fixed `{"width", "height", "alignment"}` or flexible `{"minWidth", "idealWidth", "maxWidth",
/// "minHeight", "idealHeight", "maxHeight", "alignment"}`. The two key sets cannot be mixed, as in SwiftUI where
/// they are two different methods.
enum FrameDecoding {
    static let fixedKeys = ["width", "height"]
    static let flexibleKeys = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]

    static func frame(_ located: LocatedValue) throws(SceneError) -> Modifier {
        let object = try located.object(
            expected: "an object {\"width\", \"height\", \"alignment\"} or {\"minWidth\", \"maxWidth\", …}")
        let fixedPresent = object.keys.filter(fixedKeys.contains)
        let flexiblePresent = object.keys.filter(flexibleKeys.contains)
        for member in object.members where member.key != "alignment"
            && !fixedKeys.contains(member.key) && !flexibleKeys.contains(member.key) {
            throw located.member(member.key, member.value)
                .error(unknownKeyMessage(fixed: !fixedPresent.isEmpty, flexible: !flexiblePresent.isEmpty))
        }
        if let fixed = fixedPresent.first, let flexible = flexiblePresent.first {
            throw located.error("a frame is either fixed (width, height) or flexible (\(ValueDescriptions.list(flexibleKeys))), "
                                + "not both; found \(quoted(fixed)) and \(quoted(flexible))")
        }
        let reader = try ObjectReader(located, keys: fixedKeys + flexibleKeys + ["alignment"])
        let alignment = try reader.optional("alignment").map { (value) throws(SceneError) in
            try GeometryDecoding.alignment(value)
        } ?? .center
        if flexiblePresent.isEmpty {
            return .frame(FixedFrame(
                width: try length(reader.optional("width"), infinity: .fixed),
                height: try length(reader.optional("height"), infinity: .fixed),
                alignment: alignment))
        }
        let frame = FlexibleFrame(
            minWidth: try length(reader.optional("minWidth"), infinity: .minimum),
            idealWidth: try length(reader.optional("idealWidth"), infinity: .allowed),
            maxWidth: try length(reader.optional("maxWidth"), infinity: .allowed),
            minHeight: try length(reader.optional("minHeight"), infinity: .minimum),
            idealHeight: try length(reader.optional("idealHeight"), infinity: .allowed),
            maxHeight: try length(reader.optional("maxHeight"), infinity: .allowed),
            alignment: alignment)
        try checkOrder(frame.minWidth, frame.maxWidth, "minWidth", "maxWidth", at: located)
        try checkOrder(frame.minHeight, frame.maxHeight, "minHeight", "maxHeight", at: located)
        return .flexibleFrame(frame)
    }

    private static func unknownKeyMessage(fixed: Bool, flexible: Bool) -> String {
        let fixedList = ValueDescriptions.list(fixedKeys + ["alignment"])
        let flexibleList = ValueDescriptions.list(flexibleKeys + ["alignment"])
        if fixed { return "unknown key; expected one of \(fixedList)" }
        if flexible { return "unknown key; expected one of \(flexibleList)" }
        return "unknown key; expected one of \(fixedList) (a fixed frame) or \(flexibleList) (a flexible frame)"
    }

    /// Where `"infinity"` may stand.
    private enum InfinityRule { case fixed, minimum, allowed }

    /// A length ≥ 0, or `"infinity"` where the rule allows it.
    private static func length(_ located: LocatedValue?, infinity rule: InfinityRule) throws(SceneError) -> Double? {
        guard let located else { return nil }
        switch located.value {
        case .number:
            return try located.nonNegativeNumber()
        case .string("infinity"):
            switch rule {
            case .allowed:
                return .infinity
            case .fixed:
                throw located.error("a fixed frame cannot be \"infinity\" (SwiftUI ignores it); "
                                    + "use a flexible frame such as {\"maxWidth\": \"infinity\"}")
            case .minimum:
                throw located.error("a minimum cannot be \"infinity\"; only idealWidth/Height and maxWidth/Height can")
            }
        default:
            throw located.mismatch(expected: "a number or \"infinity\"")
        }
    }

    /// SwiftUI calls `min > max` contradictory; here it is an error.
    private static func checkOrder(_ minimum: Double?, _ maximum: Double?, _ minName: String, _ maxName: String,
                                   at located: LocatedValue) throws(SceneError) {
        guard let minimum, let maximum, minimum > maximum else { return }
        throw located.error("\(minName) (\(ValueDescriptions.format(minimum))) is greater than "
                            + "\(maxName) (\(ValueDescriptions.format(maximum)))")
    }
}

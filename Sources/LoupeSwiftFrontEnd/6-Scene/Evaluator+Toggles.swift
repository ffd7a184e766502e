import LoupeJSON
import LoupeScene
import SwiftSyntax

/// `Toggle` and `ProgressView`, in the ways SwiftUI writes them.
extension Evaluator {
    /// `Toggle("Title", isOn: $on)`, `Toggle(_:systemImage:isOn:)`, `Toggle(isOn: $on) { label }`.
    func toggle(_ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value {
        try expect(arguments, labels: [nil, "isOn", "systemImage", "label"], trailing: true, of: "Toggle")
        guard let isOn = arguments.argument("isOn") else {
            throw error(.missingArgument, "'Toggle' needs isOn:", at: node, construct: "Toggle")
        }
        // A label closure that makes no view (`{ EmptyView() }`) is an empty title: the switch alone, still trailing.
        let givesLabel = !arguments.trailing.isEmpty || arguments.argument("label") != nil
        let label = try controlLabel(arguments, of: "Toggle", at: node) ?? (givesLabel ? .json(.string("")) : nil)
        guard let label else { throw error(.missingArgument, "'Toggle' needs a title or a label", at: node, construct: "Toggle") }
        return try made("Toggle", .object([("label", label), ("isOn", .located(.json(.bool(try bool(isOn))), isOn.place))]), at: node)
    }

    /// `Stepper("Title", value: $n, in: range, step:)`, `Stepper(value:in:) { label }`, `Stepper("Title", onIncrement:
    /// onDecrement:)`: the value and the actions are not drawn.
    func stepper(_ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value {
        try expect(arguments, labels: [nil, "value", "in", "step", "format", "onIncrement", "onDecrement", "onEditingChanged",
                                       "label"], trailing: true, of: "Stepper")
        let label: SceneNode?
        if let title = arguments.unlabeled(0) {
            label = .json(.string(try string(title)))
        } else {
            // The label is the `label:` closure or the one trailing closure (with `onIncrement:` given as arguments).
            let closure = arguments.argument("label").flatMap { if case .closure(let c, _) = $0.value { c } else { nil } }
                ?? arguments.trailing.first { $0.label == nil || $0.label == "label" }?.closure
            label = try closure.map { closure in
                let views = try closureViews(closure, parameters: [], in: arguments.scope)
                guard views.count == 1 else {
                    guard case .view(let stack) = try made("VStack", .object([("content", .array(views.map { .view($0) }))]), at: closure) else {
                        throw error(.unsupportedSwift, "'Stepper' needs a label view", at: closure)
                    }
                    return SceneNode.view(stack)
                }
                return .view(views[0])
            }
        }
        guard let label else { throw error(.missingArgument, "'Stepper' needs a title or a label", at: node, construct: "Stepper") }
        return try made("Stepper", .object([("label", label)]), at: node)
    }

    /// `Slider(value: $v, in: 0...100, step: 5)`: the value and the range; a trailing `label` is not drawn on iOS, value
    /// labels are.
    func slider(_ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value {
        try expect(arguments, labels: ["value", "in", "step", "label", "onEditingChanged"], trailing: true, of: "Slider")
        guard let value = arguments.argument("value") else {
            throw error(.missingArgument, "'Slider' needs value:", at: node, construct: "Slider")
        }
        var parameters: [(String, SceneNode)] = [("value", .located(.json(.number(try number(value))), value.place))]
        if let range = arguments.argument("in") {
            guard case .range(let lower, let upper, _) = range.value else { throw mismatch(range, expected: "a range such as 0...100") }
            parameters.append(("in", .located(.json(.array([.number(lower), .number(upper)])), range.place)))
        }
        return try made("Slider", .object(parameters), at: node)
    }

    /// `ProgressView()`, `ProgressView("Loading")`, `ProgressView(value:total:)`, `ProgressView(_:value:total:)`,
    /// `ProgressView { label }`.
    func progress(_ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value {
        try expect(arguments, labels: [nil, "value", "total", "label", "currentValueLabel"], trailing: true, of: "ProgressView")
        if let given = arguments.unlabeled(0), case .tuple(let parts) = given.value,
           let fraction = parts.first(where: { $0.label == "fractionCompleted" })?.value {
            // `ProgressView(configuration)` in a custom style's `makeBody`: the configured progress, in the default style.
            var parameters: [(String, SceneNode)] = []
            if case .view(let label)? = parts.first(where: { $0.label == "label" })?.value { parameters.append(("label", .view(label))) }
            if let value = fraction.number { parameters.append(("value", .located(.json(.number(value)), given.place))) }
            return try made("ProgressView", .object(parameters), at: node)
        }
        var parameters: [(String, SceneNode)] = []
        if let label = try controlLabel(arguments, of: "ProgressView", at: node) { parameters.append(("label", label)) }
        for key in ["value", "total"] {
            if let argument = arguments.argument(key), !isNil(argument) {
                parameters.append((key, .located(.json(.number(try number(argument))), argument.place)))
            }
        }
        return try made("ProgressView", .object(parameters), at: node)
    }

    /// A control's title (the first unlabeled string, a `Label` with `systemImage:`) or its `label:` / trailing
    /// closure; nil when it has neither.
    private func controlLabel(_ arguments: CallArguments, of kind: String, at node: some SyntaxProtocol) throws -> SceneNode? {
        if let title = arguments.unlabeled(0) {
            let text = try string(title)
            guard let symbol = arguments.argument("systemImage") else { return .json(.string(text)) }
            guard case .view(let label) = try made("Label", .object([("title", .json(.string(text))),
                                                                    ("systemImage", .json(.string(try string(symbol))))]),
                                                    at: node) else { return nil }
            return .view(label)
        }
        let closure = arguments.argument("label").flatMap { if case .closure(let c, _) = $0.value { c } else { nil } }
            ?? arguments.trailing.first { $0.label == nil || $0.label == "label" }?.closure
        guard let closure else { return nil }
        let views = try closureViews(closure, parameters: [], in: arguments.scope)
        if views.count == 1 { return .view(views[0]) }
        if views.isEmpty { return nil }
        guard case .view(let stack) = try made("VStack", .object([("content", .array(views.map { .view($0) }))]), at: node) else {
            return nil
        }
        return .view(stack)
    }
}

extension Evaluator {
    /// `DatePicker("Title", selection: $date, in: range, displayedComponents: [.date, .hourAndMinute])`,
    /// `DatePicker(selection:displayedComponents:) { label }`: the selection written as iOS's compact style shows it,
    /// the date abbreviated ("Jun 9, 2025") and the time shortened ("9:41 AM").
    func datePicker(_ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value {
        try expect(arguments, labels: [nil, "selection", "in", "displayedComponents", "label"], trailing: true, of: "DatePicker")
        guard let selection = arguments.argument("selection") else {
            throw error(.missingArgument, "'DatePicker' needs selection:", at: node, construct: "DatePicker")
        }
        guard case .date(let seconds) = selection.value else { throw mismatch(selection, expected: "a Date") }
        var components: Set<String> = ["date", "hourAndMinute"]
        if let given = arguments.argument("displayedComponents") {
            if case .array(let items) = given.value {
                components = Set(try items.map { try memberName(Argument(label: nil, value: $0, place: given.place)) })
            } else {
                components = [try memberName(given)]
            }
        }
        var parameters: [(String, SceneNode)] = []
        if let title = arguments.unlabeled(0) {
            parameters.append(("label", .json(.string(try string(title)))))
        } else if let closure = arguments.closure("label") {
            let views = try closureViews(closure, parameters: [], in: arguments.scope)
            guard views.count == 1 else { throw error(.unsupportedSwift, "'DatePicker' needs one label view", at: closure) }
            parameters.append(("label", .view(views[0])))
        } else {
            throw error(.missingArgument, "'DatePicker' needs a title or a label", at: node, construct: "DatePicker")
        }
        if components.contains("date") { parameters.append(("date", .json(.string(Self.write(seconds, date: "abbreviated", time: nil))))) }
        if components.contains("hourAndMinute") {
            // The picker's own text keeps an ordinary space before AM, as its JSON form writes it.
            parameters.append(("time", .json(.string(Self.write(seconds, date: nil, time: "shortened").replacing("\u{202F}", with: " ")))))
        }
        return try made("DatePicker", .object(parameters), at: node)
    }
}

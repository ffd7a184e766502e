import SwiftSyntax

/// Modifiers that animate or match geometry, drawn as a still picture shows them at rest: before any trigger
/// changes and before time passes (`docs/swift-source.md#animations-at-rest`).
extension Evaluator {
    /// The modifiers whose content closure a still picture shows at its first phase or initial value.
    static let animatorsAtRest: Set<String> = ["phaseAnimator", "keyframeAnimator"]

    /// `.matchedGeometryEffect` on its group's source and `.symbolEffect` waiting for its trigger change nothing at
    /// rest, and are skipped with a warning; the other forms change the picture in a way that is not drawn: an error.
    func skipAtRest(_ name: String, _ arguments: CallArguments, at node: some SyntaxProtocol) throws {
        let spelling = arguments.spelling("." + name)
        switch name {
        case "toolbarBackground":
            // A navigation bar shows its background only once content scrolls under it (iOS 15 on), unless told
            // `.visible`: at rest, a style or `.hidden` for it changes nothing. Other bars, and `.visible`, are not drawn.
            let bars: [Value] = switch arguments.argument("for")?.value {
            case .array(let items)?: items
            case let single?: [single]
            case nil: []
            }
            let navigationOnly = bars.allSatisfy { if case .member(let bar, nil) = $0 { ["navigationBar", "automatic"].contains(bar) } else { false } }
            let shown = if case .member("visible", nil)? = arguments.unlabeled(0)?.value { true } else { false }
            guard navigationOnly, !shown else {
                throw error(.unsupportedModifier, "'\(spelling)' \(shown ? "shows the bar's background at rest" : "styles a bar other than the navigation bar"), which is not drawn yet",
                            at: node, construct: "." + name)
            }
        case "matchedGeometryEffect":
            if let source = arguments.argument("isSource"), try !bool(source) {
                throw error(.unsupportedModifier, "'\(spelling)' with 'isSource: false' takes the frame of its group's source, which is not drawn",
                            at: node, construct: "." + name)
            }
        default:
            let inactive = try arguments.argument("isActive").map { try !bool($0) } ?? false
            let waits = arguments.argument("value") != nil || inactive
            guard waits else {
                throw error(.unsupportedModifier, "'\(spelling)' animates the symbol from the start, which a still picture does not draw (give it a trigger 'value:')",
                            at: node, construct: "." + name)
            }
        }
        warn("'\(spelling)' skipped: it has no visible effect in a still picture", at: node)
    }

    /// `.phaseAnimator(phases) { content, phase in … }` shows its content at the first phase, and
    /// `.keyframeAnimator(initialValue:) { content, value in … } keyframes: { … }` at its initial value: where
    /// each starts, before a trigger or the clock moves it. The animations and keyframes are not read.
    func animatedAtRest(_ base: Value, _ name: String, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value {
        let start: Value
        if name == "phaseAnimator" {
            guard let phases = arguments.unlabeled(0) else {
                throw error(.missingArgument, "'.phaseAnimator' needs its phases", at: node)
            }
            guard case .array(let items) = phases.value, let first = items.first else {
                throw mismatch(phases, expected: "a non-empty array of phases")
            }
            start = first
        } else {
            guard let initial = arguments.argument("initialValue") else {
                throw error(.missingArgument, "'.keyframeAnimator' needs its 'initialValue:'", at: node)
            }
            start = initial.value
        }
        guard let content = arguments.closure("content") else {
            throw error(.missingArgument, "'.\(name)' needs its content closure", at: node)
        }
        return try callClosure(content, in: arguments.scope, with: [base, start], at: content)
    }
}

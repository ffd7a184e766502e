import SwiftSyntax

/// `TimelineView(schedule) { context in … }` as a still picture shows it: its content for the schedule's entry at
/// the fixed now (`docs/swift-source.md#determinism`), with `context.date` that entry's date.
extension Evaluator {
    func timelineView(_ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value {
        guard let schedule = arguments.unlabeled(0) else {
            throw error(.missingArgument, "'TimelineView' needs a schedule", at: node, construct: "TimelineView")
        }
        guard let content = arguments.closure("content") else {
            throw error(.missingArgument, "'TimelineView' needs its content closure", at: node, construct: "TimelineView")
        }
        let date = try timelineDate(schedule)
        let context = Value.tuple([("date", .date(date)), ("cadence", .member("live", nil))])
        return .views(try views(of: try callClosure(content, in: arguments.scope, with: [context], at: content), at: content))
    }

    /// `PeriodicTimelineSchedule(from:by:)`, written as the schedule's implicit member.
    func periodicSchedule(_ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value {
        try expect(arguments, labels: ["from", "by"], of: "PeriodicTimelineSchedule")
        return .member("periodic", arguments.list)
    }

    /// The date of the entry a schedule shows at the fixed now: now for `.animation`, the minute's start for
    /// `.everyMinute`, the last of `.periodic(from:by:)`'s dates up to now. A schedule that starts later, or another
    /// one, is an error.
    private func timelineDate(_ schedule: Argument) throws -> Double {
        let now = Self.fixedNow
        switch schedule.value {
        case .member("animation", _):
            return now
        case .member("everyMinute", nil):
            return (now / 60).rounded(.down) * 60
        case .member("periodic", let given?):
            let from = given.first(where: { $0.label == "from" })?.value
            guard case .date(let start)? = from.map({ ValueStatics.implicit($0, as: "Date") ?? $0 }),
                  let step = given.first(where: { $0.label == "by" })?.value.number, step > 0 else {
                throw mismatch(schedule, expected: "a periodic schedule from a date by a positive interval")
            }
            guard start <= now else {
                throw SwiftSourceError(.unsupportedSwift, "a periodic schedule that starts after the preview's now shows nothing yet", at: schedule.place)
            }
            return start + ((now - start) / step).rounded(.down) * step
        default:
            throw mismatch(schedule, expected: "a schedule such as .animation, .everyMinute or .periodic(from:by:)")
        }
    }
}

import LoupeSwiftSource
import Testing

/// Animations and matched geometry as a still picture shows them at rest, before a trigger changes or time passes:
/// a phase animator at its first phase, a keyframe animator at its initial value, a matched view that is its
/// group's source in its own frame. Frames are worked out from SwiftUI's layout on an iPhone 16 (393 × 852 points,
/// safe area y 59…818): a stack of height h is at y = 59 + (759 − h) / 2, a view of width w at x = (393 − w) / 2.
// sdk-usage: TimelineView, .matchedGeometryEffect, .symbolEffect, .presentationDetents, .textSelection
@Suite struct AnimationsAtRestTests {
    func frames(_ source: String) throws -> [[Double]] {
        try GeometryReaderLayoutTests().frames(source).filter { $0.kind == "Color" }.map(\.frame)
    }

    func warnings(_ source: String) throws -> [String] {
        let file = try SwiftSourceFile(text: source, fileName: "S.swift")
        return try file.scene(for: file.preview(matching: nil)).warnings.map(\.description)
    }

    /// Widths 20 (the first phase, `false`), 30 (`Phase.small`, first of `allCases`) and 60 (the initial value), the
    /// second phases and the keyframes never read. Heights 20 + 30 + 5 = 55 with no spacing: the stack's top is
    /// 59 + (759 − 55) / 2 = 411.
    @Test func animatorsShowTheirFirstPhaseAndInitialValue() throws {
        #expect(try frames("""
            enum Phase: CaseIterable { case small, big }
            #Preview {
                VStack(spacing: 0) {
                    Color.blue.phaseAnimator([false, true]) { content, grown in
                        content.frame(width: grown ? 40 : 20, height: 20)
                    } animation: { _ in .easeInOut }
                    Color.green.phaseAnimator(Phase.allCases, trigger: 1) { content, phase in
                        content.frame(width: phase == .big ? 50 : 30, height: 30)
                    }
                    Color.orange.keyframeAnimator(initialValue: CGFloat(60), repeating: true) { content, width in
                        content.frame(width: width, height: 5)
                    } keyframes: { _ in
                        LinearKeyframe(100, duration: 1)
                    }
                }
            }
            """) == [[186.5, 411, 20, 20], [181.5, 431, 30, 30], [166.5, 461, 60, 5]])
    }

    /// A `TimelineView` shows its content for the entry at the fixed now (9:41:00 UTC on 9 June 2025, 1749462060
    /// seconds after 1970): a periodic schedule from now gives now, `.everyMinute` the minute's start (the same here),
    /// `.animation` now; a periodic schedule started 100 s before by 60 s gives now − 40 s.
    @Test func aTimelineShowsTheEntryAtTheFixedNow() throws {
        #expect(try SwiftSubsetTests().texts(#"""
            struct V: View {
                var body: some View {
                    VStack {
                        TimelineView(PeriodicTimelineSchedule(from: .now, by: 60 * 60)) { context in
                            Text(context.date.formatted(.dateTime.month().day().year()))
                        }
                        TimelineView(.everyMinute) { context in Text(verbatim: "\(context.date.timeIntervalSince1970)") }
                        TimelineView(.animation) { context in Text(verbatim: "\(context.date.timeIntervalSince1970)") }
                        TimelineView(.periodic(from: Date.now.addingTimeInterval(-100), by: 60)) { context in
                            Text(verbatim: "\(context.date.timeIntervalSince1970)")
                        }
                    }
                }
            }
            #Preview { V() }
            """#) == ["Jun 9, 2025", "1749462060.0", "1749462060.0", "1749462020.0"])
    }

    /// A matched view that is its group's source keeps its own frame (10 × 10, centred at 59 + (759 − 10) / 2 =
    /// 433.5); so does what only a presented sheet or a trigger would change. Each is named in a warning.
    @Test func whatChangesNothingAtRestIsSkippedWithAWarning() throws {
        let source = """
            struct V: View {
                @Namespace var ns
                var body: some View {
                    Color.red.frame(width: 10, height: 10)
                        .matchedGeometryEffect(id: "a", in: ns)
                        .presentationDetents([.medium])
                        .symbolEffect(.bounce, value: 3)
                        .textSelection(.enabled)
                }
            }
            #Preview { V() }
            """
        #expect(try frames(source) == [[191.5, 433.5, 10, 10]])
        #expect(try warnings(source) == [
            "S.swift:5:14: warning: '.matchedGeometryEffect(id:in:)' skipped: it has no visible effect in a still picture",
            "S.swift:6:14: warning: '.presentationDetents(_:)' skipped: it has no visible effect in a still picture",
            "S.swift:7:14: warning: '.symbolEffect(_:value:)' skipped: it has no visible effect in a still picture",
            "S.swift:8:14: warning: '.textSelection(_:)' skipped: it has no visible effect in a still picture",
        ])
    }

    /// A matched view that is not the source takes the source's frame, and an effect without a trigger animates from
    /// the start: both change the picture in a way that is not drawn, so each is an error at its place.
    @Test func whatChangesThePictureIsRefused() throws {
        let front = FrontEndTests()
        #expect(front.problem("""
            struct V: View {
                @Namespace var ns
                var body: some View { Color.red.matchedGeometryEffect(id: "a", in: ns, isSource: false) }
            }
            #Preview { V() }
            """) == "unsupportedModifier@3:37")
        #expect(front.problem("""
            #Preview { Image(systemName: "heart").symbolEffect(.pulse) }
            """) == "unsupportedModifier@1:39")
        #expect(front.problem("""
            #Preview { Color.red.phaseAnimator([Int]()) { content, _ in content } }
            """) == "typeMismatch@1:36")
    }
}

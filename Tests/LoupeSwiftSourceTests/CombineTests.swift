import LoupeSwiftSource
import Testing

/// Combine in a model's initializer, as it runs before any time passes. Combine delivers synchronously what it holds:
/// `Just` its value and then its completion, a `CurrentValueSubject` its current value on subscription and each value
/// sent, a `@Published` property its value on subscription and each new value as the property is set (in `willSet`).
/// Combine is not on Linux; the expected values follow its documented behaviour and, but for `combineLatest`, were
/// printed by the same code run against OpenCombine 0.14 with swiftc 6.3.
// sdk-usage: Just, Just(_:), .sink, .store, AnyCancellable, PassthroughSubject, PassthroughSubject(), .send, .eraseToAnyPublisher, AnyPublisher, .assign, .combineLatest, CurrentValueSubject
@Suite struct CombineTests {
    func texts(_ source: String) throws -> [String] { try SwiftSubsetTests().texts(source) }

    /// `combineLatest` first emits "A 2" once both inputs have a value; `Just(5)` sets `count` to 5 ("A 5", and
    /// "[5]" past the filter, which dropped the first 2), then completes ("yes"); the subject's "sent" reaches its
    /// subscriber; the current-value subject delivers 7 and then 8, doubled; the debounced subscription gets nothing
    /// before a second passes; `name = "B"` gives "B 5"; `removeDuplicates` then drops the second "B" and "C", and
    /// `compactMap` drops the first "B": "sent" + "C".
    @Test func subscriptionsRunAsTheModelIsMade() throws {
        #expect(try texts("""
            import Combine
            final class Model: ObservableObject {
                @Published var name = "A"
                @Published var count = 2
                @Published var summary = ""
                @Published var log = ""
                @Published var other = "none"
                @Published var done = "no"
                let subject = PassthroughSubject<String, Never>()
                let current = CurrentValueSubject<Int, Never>(7)
                var bag = Set<AnyCancellable>()
                init() {
                    $name.combineLatest($count).map { "\\($0) \\($1)" }.assign(to: &$summary)
                    $count.filter { $0 > 3 }.sink { [weak self] v in self?.log += "[\\(v)]" }.store(in: &bag)
                    Just(5).sink(receiveCompletion: { _ in self.done = "yes" }, receiveValue: { [weak self] v in self?.count = v })
                        .store(in: &bag)
                    subject.sink { self.other = $0 }.store(in: &bag)
                    subject.send("sent")
                    $name.debounce(for: .seconds(1), scheduler: RunLoop.main).sink { self.other = $0 }.store(in: &bag)
                    current.map { $0 * 2 }.sink { v in self.log += "c\\(v)" }.store(in: &bag)
                    current.send(8)
                    name = "B"
                    $name.removeDuplicates().compactMap { $0 == "B" ? nil : $0 }.sink { self.other += $0 }.store(in: &bag)
                    name = "B"; name = "C"; name = "C"
                }
            }
            struct V: View {
                @StateObject var m = Model()
                var body: some View {
                    VStack {
                        Text(verbatim: m.summary); Text(verbatim: m.log); Text(verbatim: m.other); Text(verbatim: m.done)
                        Text(verbatim: "\\(m.current.value)")
                    }
                }
            }
            #Preview { V() }
            """) == ["C 5", "[5]c14c16", "sentC", "yes", "8"])
    }

    /// A mock service's `Just(…).eraseToAnyPublisher()`, as previews of MVVM code give their view models: the items
    /// arrive while the model is made, so the list shows them (two rows), and `assign(to:on:)` sets the title.
    @Test func aMockServicesPublisherFillsTheModel() throws {
        #expect(try texts("""
            import Combine
            struct Service {
                func items() -> AnyPublisher<[String], Never> { Just(["a", "b"]).eraseToAnyPublisher() }
            }
            final class ViewModel: ObservableObject {
                @Published var items: [String] = []
                @Published var title = "Loading"
                private var cancellables = Set<AnyCancellable>()
                init(service: Service) {
                    service.items().receive(on: RunLoop.main).sink { _ in } .store(in: &cancellables)
                    service.items().sink { [weak self] in self?.items = $0 }.store(in: &cancellables)
                    Just("Ready").assign(to: \\.title, on: self).store(in: &cancellables)
                }
            }
            struct V: View {
                @StateObject var model = ViewModel(service: Service())
                var body: some View {
                    VStack { Text(verbatim: model.title); ForEach(model.items, id: \\.self) { Text(verbatim: $0) } }
                }
            }
            #Preview { V() }
            """) == ["Ready", "a", "b"])
    }

    /// A subject sent `.finished` runs its subscribers' completions and delivers nothing after (OpenCombine 0.14 and
    /// Combine: "v1 done"); key paths compare by what they name (swiftc: `true`); `print` gives back `()`.
    @Test func aFinishedSubjectDeliversNoMore() throws {
        #expect(try texts(#"""
            import Combine
            final class M: ObservableObject {
                @Published var log = ""
                let subject = PassthroughSubject<Int, Never>()
                var bag = Set<AnyCancellable>()
                init() {
                    subject.sink(receiveCompletion: { _ in self.log += " done" }, receiveValue: { self.log += "v\($0)" }).store(in: &bag)
                    subject.send(1)
                    subject.send(completion: .finished)
                    subject.send(2)
                }
            }
            struct V: View {
                @StateObject var m = M()
                var body: some View { Text(verbatim: "\(m.log) \((\String.count) == (\String.count)) \(print("x"))") }
            }
            #Preview { V() }
            """#) == ["v1 done true ()"])
    }

    /// What Combine does with time or on another queue is not modelled as nothing: an operator the front end does
    /// not know is an error at its place, never skipped.
    @Test func anOperatorNotModelledIsRefused() throws {
        #expect(FrontEndTests().problem("""
            import Combine
            final class M: ObservableObject {
                @Published var n = 1
                @Published var total = 0
                var bag = Set<AnyCancellable>()
                init() { $n.scan(0, +).sink { self.total = $0 }.store(in: &bag) }
            }
            struct V: View {
                @StateObject var m = M()
                var body: some View { Text("\\(m.total)") }
            }
            #Preview { V() }
            """) == "unsupportedSwift@6:17")
    }
}

import SwiftSyntax

/// A Combine publisher as a preview's code builds it: where its values come from and the operators they pass through
/// (`docs/swift-source.md#combine`). What it delivers without time passing — `Just`'s value, a subject's current value
/// and what is sent to it, a `@Published` property's value and each change to it — reaches its subscribers while the
/// code runs, as in Combine; what only the clock or another thread delivers does not.
final class CombinePublisher {
    enum Source {
        /// `Just(v)`, `[a, b].publisher`: these values at once, then the end.
        case values([Value])
        /// `CurrentValueSubject`, `PassthroughSubject`: what is sent to it.
        case subject(CombineSubject)
        /// `$name` of an `ObservableObject`'s `@Published var name`: its value, then each change.
        case published(Instance, String)
        /// `a.combineLatest(b)`, optionally with a closure combining the latest of each.
        case latest([CombinePublisher], ClosureExprSyntax?, Scope?)
        /// A timer, `debounce`, `receive(on:)`: nothing before time passes.
        case later(String)
    }

    let source: Source
    let operators: [CombineOperator]

    init(_ source: Source, operators: [CombineOperator] = []) {
        self.source = source
        self.operators = operators
    }

    func adding(_ step: CombineOperator) -> CombinePublisher { CombinePublisher(source, operators: operators + [step]) }
}

/// One operator of a publisher's chain that passes values on without time: `map`, `compactMap`, `filter`,
/// `removeDuplicates`.
struct CombineOperator {
    enum Kind { case map, compactMap, filter, removeDuplicates }
    let kind: Kind
    /// The operator's closure or key path (`map(\.count)`); none for `removeDuplicates`.
    let function: Argument?
}

/// A subject: its current value (a `CurrentValueSubject`'s) and its subscriptions.
final class CombineSubject {
    var current: Value?
    var subscriptions: [CombineSubscription] = []
    /// Sent its completion: it delivers nothing more, and a new subscriber gets only the completion.
    var finished = false

    init(current: Value?) { self.current = current }
}

/// A subscriber attached to a publisher's chain: the chain's operators, their state, and where values go.
final class CombineSubscription {
    enum Sink {
        /// `sink { value in … }`, with the closure `receiveCompletion:` gets.
        case closures(value: ClosureExprSyntax?, completion: ClosureExprSyntax?, Scope)
        /// `assign(to: \.name, on: object)`, `assign(to: &$name)`.
        case assign(Instance, String)
        /// One input of a `combineLatest`.
        case latest(CombineLatestState, Int)
    }

    let operators: [CombineOperator]
    let sink: Sink
    /// The last value each `removeDuplicates` let through, by the operator's index.
    var lastPassed: [Int: Value] = [:]

    init(operators: [CombineOperator], sink: Sink) {
        self.operators = operators
        self.sink = sink
    }
}

/// What a `combineLatest` has received from each input, and where the combined values go.
final class CombineLatestState {
    var latest: [Value?]
    let combine: (closure: ClosureExprSyntax, scope: Scope)?
    let downstream: CombineSubscription

    init(inputs: Int, combine: (closure: ClosureExprSyntax, scope: Scope)?, downstream: CombineSubscription) {
        latest = Array(repeating: nil, count: inputs)
        self.combine = combine
        self.downstream = downstream
    }
}

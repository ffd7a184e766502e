import SwiftSyntax

/// Combine in a preview's models, as it runs before any time passes (`docs/swift-source.md#combine`): `Just`, the
/// subjects and `@Published` properties deliver to `sink` and `assign` while the code runs, through `map`,
/// `compactMap`, `filter`, `removeDuplicates` and `combineLatest`; what waits for the clock or another queue
/// (`debounce`, `delay`, `receive(on:)`, a timer) delivers nothing. An operator not modelled is an error, never skipped:
/// skipping a subscription that would have run draws a model in a state the app never shows.
extension Evaluator {
    /// Operators that change nothing a still picture shows: the values pass as they are.
    static let combinePassingOperators: Set<String> = [
        "eraseToAnyPublisher", "setFailureType", "print", "share", "assertNoFailure", "replaceError", "makeConnectable",
        "autoconnect",
    ]
    /// Operators after which values come only as time passes or on another queue's next turn.
    static let combineLaterOperators: Set<String> = [
        "debounce", "throttle", "delay", "receive", "subscribe", "timeout", "measureInterval",
    ]

    /// `Just(v)`, `CurrentValueSubject<Int, Never>(0)`, `PassthroughSubject<String, Never>()`.
    func combinePublisher(_ type: String, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value? {
        switch type {
        case "Just", "CurrentValueSubject":
            try expect(arguments, labels: [nil], of: type)
            guard let value = arguments.unlabeled(0)?.value else { throw error(.missingArgument, "'\(type)' needs a value", at: node) }
            let source: CombinePublisher.Source = type == "Just" ? .values([value]) : .subject(CombineSubject(current: value))
            return .publisher(CombinePublisher(source))
        case "PassthroughSubject":
            try expect(arguments, labels: [], of: type)
            return .publisher(CombinePublisher(.subject(CombineSubject(current: nil))))
        default:
            return nil
        }
    }

    /// `$name` of an `ObservableObject` whose `name` is `@Published`: the property's publisher.
    func publishedPublisher(_ name: String, of base: Value) -> Value? {
        guard case .instance(let instance) = base, let (variable, _) = Self.property(name, of: instance.type),
              variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Published" })
        else { return nil }
        return .publisher(CombinePublisher(.published(instance, name)))
    }

    /// `subject.value`: a `CurrentValueSubject`'s current value.
    func publisherProperty(_ name: String, of publisher: CombinePublisher, at node: some SyntaxProtocol) throws -> Value? {
        guard name == "value", case .subject(let subject) = publisher.source, let current = subject.current else { return nil }
        return current
    }

    /// A method of a publisher: an operator (a new publisher), a subscriber (a cancellable) or a subject's `send`.
    func publisherMethod(_ name: String, _ publisher: CombinePublisher, _ arguments: CallArguments, call: FunctionCallExprSyntax?,
                         in scope: Scope, at node: some SyntaxProtocol) throws -> Value {
        let cancellable = Value.opaque("AnyCancellable(…)")
        if Self.combinePassingOperators.contains(name) { return .publisher(publisher) }
        if Self.combineLaterOperators.contains(name) { return .publisher(CombinePublisher(.later(name))) }
        switch name {
        case "map", "compactMap", "filter", "removeDuplicates":
            let kind: CombineOperator.Kind = switch name {
            case "map": .map
            case "compactMap": .compactMap
            case "filter": .filter
            default: .removeDuplicates
            }
            if kind == .removeDuplicates {
                guard arguments.isEmpty else { throw unsupportedCombine("removeDuplicates(by:)", at: node) }
                return .publisher(publisher.adding(CombineOperator(kind: kind, function: nil)))
            }
            let function = arguments.unlabeled(0) ?? arguments.trailing.first.map { trailing in
                Argument(label: nil, value: .closure(trailing.closure, arguments.scope), place: place(trailing.closure))
            }
            guard let function else { throw error(.missingArgument, "'.\(name)' needs a closure or a key path", at: node) }
            return .publisher(publisher.adding(CombineOperator(kind: kind, function: function)))
        case "combineLatest":
            var inputs = [publisher]
            for argument in arguments.list {
                guard case .publisher(let other) = argument.value else { throw mismatch(argument, expected: "a publisher") }
                inputs.append(other)
            }
            let combine = arguments.trailing.first?.closure ?? arguments.list.lazy.compactMap { argument -> ClosureExprSyntax? in
                if case .closure(let closure, _) = argument.value { return closure }
                return nil
            }.first
            return .publisher(CombinePublisher(.latest(inputs, combine, arguments.scope)))
        case "sink":
            let valueClosure = arguments.closure("receiveValue")
            let labeledValue = arguments.argument("receiveValue") != nil || arguments.trailing.contains { $0.label == "receiveValue" }
            let completion = labeledValue ? (arguments.argument("receiveCompletion").flatMap { argument -> ClosureExprSyntax? in
                if case .closure(let closure, _) = argument.value { return closure }
                return nil
            } ?? arguments.trailing.first { $0.label == nil }?.closure) : nil
            try subscribe(publisher, .closures(value: valueClosure, completion: completion, arguments.scope), at: node)
            return cancellable
        case "assign":
            if let call, let target = Self.inOutTarget(of: call) {
                guard case .publisher(let published) = try evaluate(target, in: scope), case .published(let instance, let property) = published.source else {
                    throw error(.typeMismatch, "'assign(to:)' needs a '@Published' property's '$name'", at: target)
                }
                try subscribe(publisher, .assign(instance, property), at: node)
                return .tuple([])
            }
            guard case .keyPath(let path)? = arguments.argument("to")?.value, !path.contains("."),
                  case .instance(let instance)? = arguments.argument("on")?.value else {
                throw unsupportedCombine(arguments.spelling("assign"), at: node)
            }
            try subscribe(publisher, .assign(instance, path), at: node)
            return cancellable
        case "send":
            guard case .subject(let subject) = publisher.source else { throw unsupportedCombine("send", at: node) }
            if subject.finished { return .tuple([]) }
            if let completion = arguments.argument("completion") {
                // `.finished` ends the subject: its subscribers' completions run, and later values go nowhere.
                guard case .member("finished", nil) = completion.value else { throw unsupportedCombine("send(completion: .failure)", at: node) }
                subject.finished = true
                for subscription in subject.subscriptions { try complete(subscription, at: node) }
                subject.subscriptions.removeAll()
                return .tuple([])
            }
            let value = arguments.unlabeled(0)?.value ?? .tuple([])
            if subject.current != nil { subject.current = value }
            for subscription in subject.subscriptions { try deliver(value, to: subscription, at: node) }
            return .tuple([])
        default:
            throw unsupportedCombine(name, at: node)
        }
    }

    /// `assign(to: &$name)`: the expression after `&`.
    static func inOutTarget(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == "to" }?.expression.as(InOutExprSyntax.self)?.expression
    }

    private func unsupportedCombine(_ name: String, at node: some SyntaxProtocol) -> SwiftSourceError {
        error(.unsupportedSwift, "'.\(name)' of a Combine publisher is not supported (supported: docs/swift-source.md#combine)",
              at: node, construct: "." + name)
    }

    /// Attaches a subscriber: what the publisher holds now is delivered at once, what it is sent later as it comes.
    func subscribe(_ publisher: CombinePublisher, _ sink: CombineSubscription.Sink, at node: some SyntaxProtocol) throws {
        let subscription = CombineSubscription(operators: publisher.operators, sink: sink)
        switch publisher.source {
        case .values(let values):
            for value in values { try deliver(value, to: subscription, at: node) }
            try complete(subscription, at: node)
        case .subject(let subject):
            if subject.finished { try complete(subscription, at: node); return }
            subject.subscriptions.append(subscription)
            if let current = subject.current { try deliver(current, to: subscription, at: node) }
        case .published(let instance, let name):
            state.publishedSubscriptions[ObjectIdentifier(instance), default: []].append((name, subscription))
            try deliver(instance.properties.lookUp(name) ?? .null, to: subscription, at: node)
        case .latest(let inputs, let closure, let scope):
            let latest = CombineLatestState(inputs: inputs.count, combine: closure.flatMap { closure in scope.map { (closure, $0) } },
                                            downstream: subscription)
            for (index, input) in inputs.enumerated() { try subscribe(input, .latest(latest, index), at: node) }
        case .later:
            break
        }
    }

    /// A `@Published` property is about to change (Combine publishes in `willSet`): its subscribers get the new value.
    func publishChange(of name: String, in instance: Instance, to value: Value, at node: some SyntaxProtocol) throws {
        guard let subscriptions = state.publishedSubscriptions[ObjectIdentifier(instance)] else { return }
        for (property, subscription) in subscriptions where property == name { try deliver(value, to: subscription, at: node) }
    }

    private func deliver(_ given: Value, to subscription: CombineSubscription, at node: some SyntaxProtocol) throws {
        try step(at: node)
        var value = given
        for (index, step) in subscription.operators.enumerated() {
            switch step.kind {
            case .map:
                value = try transform(value, by: step, at: node)
            case .compactMap:
                value = try transform(value, by: step, at: node)
                if case .null = value { return }
            case .filter:
                guard case .bool(let passes) = try transform(value, by: step, at: node) else {
                    throw error(.typeMismatch, "'.filter' of a publisher needs a Bool", at: node)
                }
                if !passes { return }
            case .removeDuplicates:
                if let last = subscription.lastPassed[index], valuesEqual(last, value) { return }
                subscription.lastPassed[index] = value
            }
        }
        switch subscription.sink {
        case .closures(let closure, _, let scope):
            if let closure { _ = try callClosure(closure, in: scope, with: [value], at: closure) }
        case .assign(let instance, let name):
            try store(value, into: name, of: instance, at: node)
        case .latest(let state, let index):
            state.latest[index] = value
            let values = state.latest.compactMap { $0 }
            guard values.count == state.latest.count else { return }
            let combined = try state.combine.map { try callClosure($0.closure, in: $0.scope, with: values, at: $0.closure) }
                ?? .tuple(values.map { (nil, $0) })
            try deliver(combined, to: state.downstream, at: node)
        }
    }

    private func transform(_ value: Value, by step: CombineOperator, at node: some SyntaxProtocol) throws -> Value {
        guard let function = step.function else { return value }
        return try apply(function, [value], at: node)
    }

    /// `Just` ends after its value, a subject when sent its completion: a `sink`'s `receiveCompletion:` gets
    /// `.finished`.
    private func complete(_ subscription: CombineSubscription, at node: some SyntaxProtocol) throws {
        guard case .closures(_, let completion?, let scope) = subscription.sink else { return }
        _ = try callClosure(completion, in: scope, with: [.member("finished", nil)], at: completion)
    }
}

import LoupeScene
import SwiftSyntax

/// What one preview's evaluation holds of its own, apart from the module it reads: the work done against the limits,
/// the fixed sources of random values and UUIDs, the environment around the views being made, and the objects the
/// preview's store keeps. An evaluator is made with one (``Evaluator/init(source:state:)``); a preview evaluated
/// again in the colour scheme it prefers starts from a new one that says so.
struct PreviewState {
    var budget = EvaluationBudget()
    var fixedValues = FixedValues()
    var environment = PreviewEnvironment()
    /// SwiftData and Core Data objects the preview inserted, by type name, in insertion order
    /// (`docs/swift-source.md#property-wrappers`).
    var modelStore: [String: [Value]] = [:]
    /// What the preview's code set in `UserDefaults.standard`, by key, and the defaults it registered.
    var userDefaults: [String: Value] = [:]
    var registeredDefaults: [String: Value] = [:]
    /// The subscriptions to each object's `@Published` properties, by the object, with the property's name.
    var publishedSubscriptions: [ObjectIdentifier: [(String, CombineSubscription)]] = [:]
    /// How many views the preview's `PreviewProvider` made (each a preview of its own); 1 for any other preview.
    var providerViewCount = 1
    /// The function type a closure was given as, where its own syntax declares none (`r { $0 / 2 }` for a parameter
    /// `(Double) -> Double`): it types what the closure is called with and what it gives.
    var closureTypes: [SyntaxIdentifier: String] = [:]
}

/// How much work an evaluation did, against the limits that make every preview's code end
/// (`docs/swift-source.md#limits`).
struct EvaluationBudget {
    /// How deep expressions may nest: a guard against stack exhaustion on pathological input.
    static let maximumDepth = 300
    /// Statements run and calls made: a preview's code must end.
    static let maximumSteps = 500_000
    /// The most elements a collection may hold (a `ForEach` range, an array built in a loop).
    static let maximumElements = 10_000
    /// Functions and closures called within each other.
    static let maximumCallDepth = 64

    var depth = 0
    var steps = 0
    var depthOfCalls = 0
    /// Views made so far: the scene format's limit, checked early so that a `ForEach` over a huge range stops soon.
    var viewCount = 0
}

/// Random values, `UUID()` and `Date()` are fixed: a seeded generator, a counter, a fixed date
/// (`docs/swift-source.md#determinism`).
struct FixedValues {
    var random = SeededGenerator(seed: 0x4C6F757065)
    var uuidCount = 0
}

/// The environment around the views being made, and what the preview says of its appearance.
struct PreviewEnvironment {
    /// Environment values and objects given by `.environment(…)` and `.environmentObject(…)` around the views being
    /// made, innermost last.
    var entries: [EnvironmentEntry] = []
    /// `.preferredColorScheme(.dark)` anywhere in the preview sets the scene's colour scheme, as on the canvas.
    var preferredColorScheme: String?
    /// The scheme `@Environment(\.colorScheme)` reads where nothing around the view sets one: the command line's,
    /// else the one a first evaluation found the preview prefers (`SwiftSourceFile.scene(for:)`).
    var assumedColorScheme: String?
    /// Whether a view read `@Environment(\.colorScheme)` without a value set around it.
    var readDefaultColorScheme = false
    /// `.environment(\.layoutDirection, …)` on a `NavigationStack`: the scene's direction when that stack is the
    /// preview's screen (not a tab of a `TabView`).
    var stackLayoutDirection: SceneNode?
}

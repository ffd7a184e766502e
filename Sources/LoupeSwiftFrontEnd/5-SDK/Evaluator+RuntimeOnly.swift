import SwiftSyntax

/// What only the running app does: tasks, timers, publishers and SwiftData's store. A preview is drawn as it stands
/// before any of them runs (its queries read an empty store), so making one (in an initializer or a stored property)
/// is allowed and changes nothing; reading its value is an error where it is read.
extension Evaluator {
    /// The types whose values exist only while the app runs.
    static let runtimeOnlyTypes: Set<String> = [
        "Task", "Timer", "AnyCancellable", "DispatchQueue",
        "OperationQueue", "RunLoop", "ModelContainer", "ModelConfiguration", "ModelContext", "Schema",
        // Haptics and sensors: felt or read only on a device.
        "UIImpactFeedbackGenerator", "UINotificationFeedbackGenerator", "UISelectionFeedbackGenerator", "CMMotionManager",
        "CLLocationManager",
        // Core Data's stack: the objects a preview makes in one of its contexts are kept (`insertIntoStore`).
        "NSPersistentContainer", "NSPersistentCloudKitContainer", "NSManagedObjectContext", "NSPersistentStoreDescription",
        "NSFetchRequest", "NSPredicate", "NSSortDescriptor",
        // What moves between pictures: a still one shows none of it, and the modifiers that take it are skipped.
        "Animation", "AnyTransition", "Transaction", "ScrollViewProxy",
        // Gestures: what someone's touch would do; the modifiers that take them are skipped.
        "DragGesture", "TapGesture", "LongPressGesture", "MagnificationGesture", "MagnifyGesture", "RotationGesture",
        "SpatialTapGesture",
        // Sound and video: heard or played only on a device.
        "AVAudioSession", "AVAudioRecorder", "AVAudioPlayer", "AVAudioEngine", "AVPlayer",
        // Notifications: posted and observed only while the app runs.
        "NotificationCenter",
    ]

    /// `Task { … }`, `Timer.publish(every:on:in:)`, `PassthroughSubject<Int, Never>()`: never run.
    func runtimeOnlyValue(_ type: String, member: String? = nil) -> Value? {
        guard Self.runtimeOnlyTypes.contains(type) else { return nil }
        return .opaque(member.map { "\(type).\($0)" } ?? "\(type)(…)")
    }

    /// A method of such a value (`.autoconnect()`, `.send(_:)`, `.cancel()`) makes another one.
    /// A property of such a value (`container.mainContext`) is another one.
    func runtimeOnlyMember(_ name: String, of base: Value) -> Value? {
        guard case .opaque(let what) = base, Self.isRuntimeOnly(what) else { return nil }
        return .opaque("\(what).\(name)")
    }

    private static func isRuntimeOnly(_ what: String) -> Bool {
        runtimeOnlyTypes.contains { what.hasPrefix($0 + ".") || what.hasPrefix($0 + "(") }
    }

    /// What such a value is (`DispatchQueue.main`).
    static func runtimeOnlyDescription(_ value: Value) -> String {
        if case .opaque(let what) = value { return what }
        return value.kind
    }

    /// Whether `value` is one of these values.
    static func isRuntimeOnly(_ value: Value) -> Bool {
        if case .opaque(let what) = value { return isRuntimeOnly(what) }
        return false
    }

    func runtimeOnlyMethod(_ name: String, on base: Value, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value? {
        if let inserted = insertIntoStore(name, on: base, arguments) { return inserted }
        if let fetched = try fetchFromStore(name, on: base, at: node) { return fetched }
        // `Timer.publish(every:on:in:)`, `Task.sleep(for:)`: a static method of the type, unless the module has its own.
        if case .type(let type) = base, Self.runtimeOnlyTypes.contains(type), try resolveType(type, at: node) == nil {
            return .opaque("\(type).\(name)(…)")
        }
        guard case .opaque(let what) = base, Self.isRuntimeOnly(what) else { return nil }
        return .opaque("\(what).\(name)(…)")
    }

    /// Whether `.name(…)` on a view is a modifier with nothing to draw, dropped before its arguments are read (a
    /// gesture or a publisher given to it need not be one the front end can make).
    static func dropsUnread(_ name: String) -> Bool { KnownTypes.skippedModifiers.contains(name) && name != "tag" }

    /// Whether `value` is a view a modifier may be written on (a colour and a path are views too).
    static func isViewValue(_ value: Value) -> Bool {
        switch value {
        case .view, .views, .color, .path: true
        default: false
        }
    }

    /// `.onReceive(_:perform:)` as the source spells it, without evaluating anything.
    func unreadSpelling(_ name: String, _ call: FunctionCallExprSyntax) -> String {
        let labels = call.arguments.map { "\($0.label?.text ?? "_"):" }.joined()
        if labels.isEmpty { return call.trailingClosure == nil ? ".\(name)()" : ".\(name)" }
        return ".\(name)(\(labels))"
    }
}

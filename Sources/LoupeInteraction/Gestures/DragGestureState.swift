import LoupeCore

/// The drag bookkeeping of a SwiftUI view that moves with a `DragGesture` (the usual `@GestureState` plus `@State`
/// pattern, and how Loupe's guide and position view track their offsets; `docs/interactions.md#drag-gesture-state`): a
/// **committed** offset that accumulates when a gesture ends (the `@State`) and a **transient** one that follows the
/// gesture and resets when it ends (the `@GestureState`). The view is drawn at ``total``.
///
/// A gesture starts only once its translation reaches ``minimumDistance``; until then change events are not
/// delivered and an end event is ignored, as a `DragGesture` that never began reports nothing.
public struct DragGestureState: Sendable, Hashable {
    /// The minimum distance Loupe's guides and position view pass to `DragGesture`.
    public static let loupeMinimumDistance = 1.0
    /// The minimum distance of SwiftUI's default `DragGesture()`.
    public static let swiftUIDefaultMinimumDistance = 10.0

    /// How far, in points, a gesture must move before it starts.
    public let minimumDistance: Double
    /// The offset kept from finished gestures.
    public private(set) var committed: Size
    /// The current gesture's translation; zero between gestures.
    public private(set) var transient = Size.zero
    /// Whether a gesture has started and not ended.
    public private(set) var isDragging = false

    /// - Parameters:
    ///   - committed: the offset already kept, e.g. one restored from persistence.
    ///   - minimumDistance: see ``minimumDistance``; Loupe's 1 pt by default.
    public init(committed: Size = .zero, minimumDistance: Double = DragGestureState.loupeMinimumDistance) {
        self.committed = committed
        self.minimumDistance = minimumDistance
    }

    /// The offset to draw the view at: `committed + transient`.
    public var total: Size { committed + transient }

    /// Applies one gesture event.
    public mutating func apply(_ event: DragGestureEvent) {
        switch event {
        case .change(let translation): change(translation: translation)
        case .end(let translation): end(translation: translation)
        }
    }

    /// A change event with the gesture's translation so far: the transient offset becomes the translation once
    /// the gesture has started (the first translation at least ``minimumDistance`` long starts it).
    public mutating func change(translation: Size) {
        guard isDragging || Self.reaches(minimumDistance: minimumDistance, translation: translation) else { return }
        isDragging = true
        transient = translation
    }

    /// The end event with the gesture's final translation: adds it to the committed offset and resets the
    /// transient one. Ignored when the gesture never started.
    public mutating func end(translation: Size) {
        guard isDragging || Self.reaches(minimumDistance: minimumDistance, translation: translation) else { return }
        committed = committed + translation
        transient = .zero
        isDragging = false
    }

    /// Replaces the committed offset: a constraint may move where a finished gesture leaves the view.
    public mutating func setCommitted(_ offset: Size) {
        committed = offset
    }

    /// Whether `translation` is long enough to start a gesture: its length is at least `minimumDistance`.
    public static func reaches(minimumDistance: Double, translation: Size) -> Bool {
        (translation.width * translation.width + translation.height * translation.height).squareRoot() >= minimumDistance
    }
}

/// An event of a drag gesture, carrying the gesture's total translation since the touch went down.
public enum DragGestureEvent: Sendable, Hashable {
    /// `onChanged` / `updating`.
    case change(Size)
    /// `onEnded`.
    case end(Size)
}

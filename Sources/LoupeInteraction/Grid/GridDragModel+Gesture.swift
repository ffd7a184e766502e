import LoupeCore

extension GridDragModel {
    /// SwiftUI's default `DragGesture()` minimum distance, which GridDragView uses.
    public static let defaultMinimumDistance = DragGestureState.swiftUIDefaultMinimumDistance

    /// Runs one whole gesture on the cell `cellIndex`, as GridDragView's handlers do.
    ///
    /// Change events whose translation is shorter than `minimumDistance` before the gesture has started are not
    /// delivered (the gesture has not begun); if none reaches it, nothing happens, release included. Each delivered
    /// change event calls ``moveViews(index:translation:)`` and then sets ``dragging``; on `release` the end event
    /// calls ``moveViews(index:translation:)`` once more with the last translation, then ``snapToGrid()``, then
    /// clears ``dragging``. Without `release` the grid is left mid-gesture (``dragging`` still set), and a later call
    /// continues that gesture: same axis, same cells, deltas from the last translation.
    ///
    /// - Throws: what ``moveViews(index:translation:)`` throws; events before the throwing one stay applied.
    public mutating func drag(cellIndex: Int, translations: [Size], release: Bool = true,
                              minimumDistance: Double = GridDragModel.defaultMinimumDistance) throws(GridDragError) {
        guard let first = translations.firstIndex(where: {
            DragGestureState.reaches(minimumDistance: minimumDistance, translation: $0)
        }) else { return }
        for translation in translations[first...] {
            try moveViews(index: cellIndex, translation: translation)
            dragging = true
        }
        guard release, let last = translations.last else { return }
        try moveViews(index: cellIndex, translation: last)
        snapToGrid()
        dragging = false
    }

    /// Runs one whole gesture that starts with a touch at `point` (relative to the grid's centre) on whichever cell
    /// is under it (see ``cellIndex(at:)``), as ``drag(cellIndex:translations:release:minimumDistance:)`` does.
    ///
    /// - Returns: the identity of the touched cell, or `nil` when the touch missed every cell (nothing moves).
    @discardableResult
    public mutating func drag(startingAt point: Point, translations: [Size], release: Bool = true,
                              minimumDistance: Double = GridDragModel.defaultMinimumDistance)
        throws(GridDragError) -> Int? {
        guard let cell = cellIndex(at: point) else { return nil }
        try drag(cellIndex: cell, translations: translations, release: release, minimumDistance: minimumDistance)
        return cell
    }

    /// Ends a gesture left in flight (by a drag without `release`) as its end event would: ``moveViews(index:translation:)``
    /// once more with the last translation, then ``snapToGrid()``, then clears ``dragging``. Nothing happens when
    /// no gesture is in flight.
    ///
    /// - Parameter cellIndex: the cell the gesture started on (its end event is delivered to that cell's view).
    public mutating func endDrag(cellIndex: Int) throws(GridDragError) {
        guard dragging else { return }
        try moveViews(index: cellIndex, translation: lastDragTranslation)
        snapToGrid()
        dragging = false
    }
}

extension Point {
    /// The point moved by an offset.
    public static func + (point: Point, offset: Size) -> Point {
        Point(x: point.x + offset.width, y: point.y + offset.height)
    }
}

extension Rect {
    /// Whether `point` lies in the rectangle, edges included.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }
}

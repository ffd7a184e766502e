import LoupeCore
import LoupeJSON

/// Geometry as the `layout` report writes it (`docs/cli.md#layout`).
extension JSONValue {
    /// `{"x", "y", "width", "height"}` in points.
    public static func rect(_ r: Rect) -> JSONValue {
        .object([("x", .number(r.minX)), ("y", .number(r.minY)), ("width", .number(r.width)), ("height", .number(r.height))])
    }

    /// `{"top", "leading", "bottom", "trailing"}` in points.
    public static func insets(_ i: EdgeInsets) -> JSONValue {
        .object([("top", .number(i.top)), ("leading", .number(i.leading)),
                 ("bottom", .number(i.bottom)), ("trailing", .number(i.trailing))])
    }

    /// `[width, height]`: a size, or an offset.
    public static func size(_ s: Size) -> JSONValue { .array([.number(s.width), .number(s.height)]) }

    /// `[x, y]`.
    public static func point(_ p: Point) -> JSONValue { .array([.number(p.x), .number(p.y)]) }
}

import LoupeCore
import LoupeJSON

extension JSONValue {
    static func rect(_ r: Rect) -> JSONValue {
        .object([("x", .number(r.minX)), ("y", .number(r.minY)), ("width", .number(r.width)), ("height", .number(r.height))])
    }

    static func insets(_ i: EdgeInsets) -> JSONValue {
        .object([("top", .number(i.top)), ("leading", .number(i.leading)),
                 ("bottom", .number(i.bottom)), ("trailing", .number(i.trailing))])
    }

    static func size(_ s: Size) -> JSONValue { .array([.number(s.width), .number(s.height)]) }
}

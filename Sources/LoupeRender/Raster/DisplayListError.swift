/// A display-list command the rasterizer cannot draw exactly: refused, never approximated.
enum DisplayListError: Error, CustomStringConvertible {
    case cannotDraw(String)

    var description: String {
        switch self {
        case .cannotDraw(let what): "cannot draw \(what)"
        }
    }
}

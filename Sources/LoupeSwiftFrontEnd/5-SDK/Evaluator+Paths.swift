#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif
import LoupeJSON
import LoupeScene
import SwiftSyntax

/// `Path`s and the module's `Shape`s (`docs/swift-source.md#paths`): a path is built with concrete numbers; a shape's
/// `path(in:)` is read at three sizes, and each coordinate is written as points plus fractions of the frame's width
/// and height, exact for paths whose points move in proportion to the rect (checked at a fourth size).
extension Evaluator {
    /// The size a shape's path is read at first, and the steps added to its width and height: a landscape rect, so
    /// that `min(rect.width, rect.height)` reads the height, as in the square and wide frames shapes are mostly drawn in.
    static let pathReferenceSize = (width: 200.0, height: 100.0)
    static let pathSteps = (width: 64.0, height: 32.0)
    /// Where linearity is checked.
    static let pathCheckSize = (width: 317.0, height: 149.0)

    // MARK: - Values

    /// `Path()`, `Path { path in … }`, `Path(rect)`, `Path(roundedRect:cornerRadius:)`, `Path(ellipseIn:)`, `CGRect(…)`,
    /// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`; nil for other names.
    func pathConstruct(_ name: String, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value? {
        switch name {
        case "CGRect":
            if arguments.argument("origin") != nil {
                guard case .point(let x, let y)? = arguments.argument("origin")?.value,
                      case .size(let width, let height)? = arguments.argument("size")?.value else {
                    throw error(.missingArgument, "'CGRect(origin:size:)' needs a CGPoint and a CGSize", at: node)
                }
                return .rect(x: x, y: y, width: width, height: height)
            }
            try expect(arguments, labels: ["x", "y", "width", "height"], of: name)
            return .rect(x: try number(arguments.argument("x")), y: try number(arguments.argument("y")),
                         width: try number(arguments.argument("width")), height: try number(arguments.argument("height")))
        case "Path":
            return .path(try pathInitializer(arguments, at: node))
        case "Angle":
            // An angle is kept as its radians.
            if let degrees = arguments.argument("degrees") { return .double(try number(degrees) * .pi / 180) }
            try expect(arguments, labels: ["radians"], of: name)
            return .double(try number(arguments.argument("radians")))
        case "UIBezierPath":
            guard let rect = arguments.argument("roundedRect") else {
                throw error(.unsupportedSwift, "'UIBezierPath(…)': only UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:) is supported",
                            at: node, construct: "UIBezierPath(…)")
            }
            var path = PathValue()
            let corners = try rectCorners(arguments.argument("byRoundingCorners"))
            let radius: Double
            if case .size(let width, _)? = arguments.argument("cornerRadii")?.value { radius = width }
            else { radius = try number(arguments.argument("cornerRadius")) }
            addRoundedRect(try rectValue(rect), radii: corners.map { $0 ? radius : 0 }, to: &path)
            return .path(path)
        default:
            return nil
        }
    }

    private func pathInitializer(_ arguments: CallArguments, at node: some SyntaxProtocol) throws -> PathValue {
        var path = PathValue()
        var closure = arguments.closure("callback")
        if closure == nil, case .closure(let given, _)? = arguments.unlabeled(0)?.value { closure = given }
        if let closure {
            // `Path { path in … }`: the closure's parameter is the path, changed in place.
            let scope = Scope(parent: arguments.scope)
            defer { scope.dissolve() }
            let name = Self.parameterNames(of: closure).first ?? "$0"
            scope.bind(name, .path(path))
            _ = try functionValue(closure.statements, in: scope, at: closure)
            guard case .path(let built)? = scope.lookUp(name) else { return path }
            return built
        }
        if let rect = arguments.argument("roundedRect") {
            let radius: Double
            if case .size(let width, _)? = arguments.argument("cornerSize")?.value { radius = width }
            else { radius = try number(arguments.argument("cornerRadius")) }
            addRoundedRect(try rectValue(rect), radii: [radius, radius, radius, radius], to: &path)
        } else if let rect = arguments.argument("ellipseIn") {
            addEllipse(try rectValue(rect), to: &path)
        } else if let value = arguments.unlabeled(0) {
            switch value.value {
            case .rect: addRect(try rectValue(value), to: &path)
            case .path(let other): return other
            default: throw mismatch(value, expected: "a CGRect or a path")
            }
        }
        return path
    }

    /// `path.move(to:)`, `addLine(to:)`, … on a path variable; nil for other methods.
    func pathMutation(_ name: String, on path: PathValue, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> PathValue? {
        var path = path
        func point(_ label: String?) throws -> PathValue.Point {
            guard let argument = label.map({ arguments.argument($0) }) ?? arguments.unlabeled(0) else {
                throw error(.missingArgument, "'\(name)' needs \(label.map { "\($0): " } ?? "")a CGPoint", at: node)
            }
            return try pointValue(argument)
        }
        switch name {
        case "move": path.append(.move(try point("to")))
        case "addLine":
            let to = try point("to")
            path.append(path.current == nil ? .move(to) : .line(to))
        case "addLines":
            guard case .array(let items)? = arguments.unlabeled(0)?.value else { throw error(.missingArgument, "'addLines' needs an array of points", at: node) }
            for (index, item) in items.enumerated() {
                let p = try pointValue(Argument(label: nil, value: item, place: place(node)))
                path.append(index == 0 ? .move(p) : .line(p))
            }
        case "addQuadCurve": path.append(.quadCurve(to: try point("to"), control: try point("control")))
        case "addCurve": path.append(.curve(to: try point("to"), control1: try point("control1"), control2: try point("control2")))
        case "closeSubpath": path.append(.closeSubpath)
        case "addRect":
            guard let rect = arguments.unlabeled(0) else { throw error(.missingArgument, "'addRect' needs a CGRect", at: node) }
            addRect(try rectValue(rect), to: &path)
        case "addRects":
            guard case .array(let items)? = arguments.unlabeled(0)?.value else { throw error(.missingArgument, "'addRects' needs an array of CGRect", at: node) }
            for item in items { addRect(try rectValue(Argument(label: nil, value: item, place: place(node))), to: &path) }
        case "addEllipse":
            guard let rect = arguments.argument("in") else { throw error(.missingArgument, "'addEllipse' needs in: a CGRect", at: node) }
            addEllipse(try rectValue(rect), to: &path)
        case "addRoundedRect":
            guard let rect = arguments.argument("in") else { throw error(.missingArgument, "'addRoundedRect' needs in: a CGRect", at: node) }
            let radius: Double
            if case .size(let width, _)? = arguments.argument("cornerSize")?.value { radius = width }
            else { radius = try number(arguments.argument("cornerRadius")) }
            addRoundedRect(try rectValue(rect), radii: [radius, radius, radius, radius], to: &path)
        case "addArc":
            guard arguments.argument("tangent1End") == nil else {
                throw error(.unsupportedSwift, "'addArc(tangent1End:tangent2End:radius:)' is not supported (addArc(center:radius:startAngle:endAngle:clockwise:) is)", at: node)
            }
            let clockwise = try arguments.argument("clockwise").map { try bool($0) } ?? false
            addArc(center: try point("center"), radius: try number(arguments.argument("radius")),
                   start: try angle(arguments.argument("startAngle"), at: node), end: try angle(arguments.argument("endAngle"), at: node),
                   clockwise: clockwise, to: &path)
        case "addPath":
            guard case .path(let other)? = arguments.unlabeled(0)?.value else { throw error(.missingArgument, "'addPath' needs a path", at: node) }
            for element in other.elements { path.append(element) }
        default:
            return nil
        }
        guard path.elements.count <= PathShape.maximumElements else {
            throw error(.limit, "a path of more than \(PathShape.maximumElements) elements", at: node)
        }
        return path
    }

    /// `rect.minX`, `rect.width`, `rect.origin`, …; nil for other names.
    func rectMember(_ name: String, x: Double, y: Double, width: Double, height: Double) -> Value? {
        switch name {
        case "minX": .double(x)
        case "minY": .double(y)
        case "maxX": .double(x + width)
        case "maxY": .double(y + height)
        case "midX": .double(x + width / 2)
        case "midY": .double(y + height / 2)
        case "width": .double(width)
        case "height": .double(height)
        case "origin": .point(x, y)
        case "size": .size(width, height)
        default: nil
        }
    }

    /// `rect.insetBy(dx:dy:)`, `rect.offsetBy(dx:dy:)`; nil for other methods.
    func rectMethod(_ name: String, x: Double, y: Double, width: Double, height: Double, _ arguments: CallArguments) throws -> Value? {
        let dx = try arguments.argument("dx").map(number) ?? 0, dy = try arguments.argument("dy").map(number) ?? 0
        switch name {
        case "insetBy": return .rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
        case "offsetBy": return .rect(x: x + dx, y: y + dy, width: width, height: height)
        default: return nil
        }
    }

    // MARK: - Shapes

    /// A `Shape` of the module as a `Path` view: `path(in:)` read at the reference size and one step along each
    /// side, each coordinate then points plus fractions of the frame's width and height.
    func shapeView(of instance: Instance, at node: some SyntaxProtocol) throws -> Value {
        func read(_ size: (width: Double, height: Double)) throws -> PathValue {
            let arguments = CallArguments(list: [Argument(label: "in", value: .rect(x: 0, y: 0, width: size.width, height: size.height),
                                                          place: place(node))],
                                          trailing: [], node: Syntax(node), scope: globals)
            let value = try instanceMethod("path", on: .instance(instance), arguments, at: node)
            guard case .path(let path) = value else {
                throw error(.typeMismatch, "'\(instance.type.name).path(in:)' gave \(value.kind), not a Path", at: node)
            }
            return path
        }
        let reference = Self.pathReferenceSize, step = Self.pathSteps
        let base = try read(reference)
        let wider = try read((reference.width + step.width, reference.height))
        let taller = try read((reference.width, reference.height + step.height))
        guard base.skeleton == wider.skeleton, base.skeleton == taller.skeleton else {
            throw error(.unsupportedSwift, "'\(instance.type.name).path(in:)' draws different elements at different sizes", at: node)
        }
        let basePoints = base.points, widerPoints = wider.points, tallerPoints = taller.points
        func length(_ value: Double, _ wide: Double, _ tall: Double) -> PathLength {
            let perWidth = (wide - value) / step.width, perHeight = (tall - value) / step.height
            return PathLength(points: value - perWidth * reference.width - perHeight * reference.height,
                              width: perWidth, height: perHeight)
        }
        let lengths = basePoints.indices.map { i in
            (length(basePoints[i].x, widerPoints[i].x, tallerPoints[i].x), length(basePoints[i].y, widerPoints[i].y, tallerPoints[i].y))
        }
        // A path whose points do not move in proportion to its rect is drawn as read at the reference size, stretched.
        let check = try read(Self.pathCheckSize)
        let size = Self.pathCheckSize
        let isLinear = check.skeleton == base.skeleton && zip(check.points, lengths).allSatisfy { actual, predicted in
            abs(predicted.0.points + predicted.0.width * size.width + predicted.0.height * size.height - actual.x) < 1e-6
                && abs(predicted.1.points + predicted.1.width * size.width + predicted.1.height * size.height - actual.y) < 1e-6
        }
        if !isLinear {
            warn("'\(instance.type.name).path(in:)' does not scale in proportion to its rect; it is drawn as at \(Int(reference.width)) × \(Int(reference.height)) points, stretched to its frame", at: node)
        }
        let scaled: [(PathLength, PathLength)] = isLinear ? lengths : basePoints.map {
            (PathLength(width: $0.x / reference.width), PathLength(height: $0.y / reference.height))
        }
        return try made("Path", .object([("elements", .json(Self.elementsJSON(base.skeleton, scaled)))]), at: node)
    }

    /// A built `Path` value (`Path { … }`) as a view: its points are absolute, in the frame's coordinates.
    func pathView(_ path: PathValue, at node: some SyntaxProtocol) throws -> Value {
        let lengths = path.points.map { (PathLength(points: $0.x), PathLength(points: $0.y)) }
        return try made("Path", .object([("elements", .json(Self.elementsJSON(path.skeleton, lengths)))]), at: node)
    }

    private static func elementsJSON(_ skeleton: [Int], _ lengths: [(PathLength, PathLength)]) -> JSONValue {
        var index = 0
        func next() -> [JSONValue] {
            defer { index += 1 }
            return [lengthJSON(lengths[index].0), lengthJSON(lengths[index].1)]
        }
        return .array(skeleton.map { kind in
            switch kind {
            case 0: return .array([.string("move")] + next())
            case 1: return .array([.string("line")] + next())
            case 2: return .array([.string("quadCurve")] + next() + next())
            case 3: return .array([.string("curve")] + next() + next() + next())
            default: return .array([.string("closeSubpath")])
            }
        })
    }

    static func lengthJSON(_ length: PathLength) -> JSONValue {
        func clean(_ value: Double) -> Double { abs(value) < 1e-9 ? 0 : (value * 1e9).rounded() / 1e9 }
        let points = clean(length.points), width = clean(length.width), height = clean(length.height)
        if width == 0, height == 0 { return .number(points) }
        var members: [JSONObject.Member] = []
        if points != 0 { members.append(.init(key: "points", value: .number(points))) }
        if width != 0 { members.append(.init(key: "width", value: .number(width))) }
        if height != 0 { members.append(.init(key: "height", value: .number(height))) }
        return .object(JSONObject(members))
    }

    // MARK: - Geometry

    func rectValue(_ argument: Argument) throws -> (x: Double, y: Double, width: Double, height: Double) {
        guard case .rect(let x, let y, let width, let height) = argument.value else { throw mismatch(argument, expected: "a CGRect") }
        return (x, y, width, height)
    }

    private func pointValue(_ argument: Argument) throws -> PathValue.Point {
        guard case .point(let x, let y) = argument.value else {
            if case .member("zero", nil) = argument.value { return PathValue.Point(x: 0, y: 0) }
            throw mismatch(argument, expected: "a CGPoint")
        }
        return PathValue.Point(x: x, y: y)
    }

    /// An angle in radians: `.degrees(90)`, `.radians(.pi)`, `Angle(degrees:)` (kept as radians).
    func angle(_ argument: Argument?, at node: some SyntaxProtocol) throws -> Double {
        guard let argument else { throw error(.missingArgument, "an angle is missing", at: node) }
        switch argument.value {
        case .member("degrees", let parts?) where parts.count == 1: return try number(parts[0]) * .pi / 180
        case .member("radians", let parts?) where parts.count == 1: return try number(parts[0])
        case .member("zero", nil): return 0
        default: return try number(argument)
        }
    }

    /// `[.topLeft, .bottomRight]`, `.allCorners`: which corners of top-left, top-right, bottom-right, bottom-left
    /// are rounded.
    private func rectCorners(_ argument: Argument?) throws -> [Bool] {
        guard let argument else { return [true, true, true, true] }
        let names: [String]
        switch argument.value {
        case .array(let items): names = try items.map { try memberName(Argument(label: nil, value: $0, place: argument.place)) }
        default: names = [try memberName(argument)]
        }
        if names.contains("allCorners") { return [true, true, true, true] }
        return ["topLeft", "topRight", "bottomRight", "bottomLeft"].map(names.contains)
    }

    private func addRect(_ r: (x: Double, y: Double, width: Double, height: Double), to path: inout PathValue) {
        path.append(.move(.init(x: r.x, y: r.y)))
        path.append(.line(.init(x: r.x + r.width, y: r.y)))
        path.append(.line(.init(x: r.x + r.width, y: r.y + r.height)))
        path.append(.line(.init(x: r.x, y: r.y + r.height)))
        path.append(.closeSubpath)
    }

    /// A quarter of a circle as one cubic: the control points `κ × radius` along the tangents (κ = 0.5523).
    private static let kappa = 4 * (2.squareRoot() - 1) / 3

    private func addEllipse(_ r: (x: Double, y: Double, width: Double, height: Double), to path: inout PathValue) {
        let rx = r.width / 2, ry = r.height / 2, cx = r.x + rx, cy = r.y + ry
        let kx = rx * Self.kappa, ky = ry * Self.kappa
        path.append(.move(.init(x: cx + rx, y: cy)))
        path.append(.curve(to: .init(x: cx, y: cy + ry), control1: .init(x: cx + rx, y: cy + ky), control2: .init(x: cx + kx, y: cy + ry)))
        path.append(.curve(to: .init(x: cx - rx, y: cy), control1: .init(x: cx - kx, y: cy + ry), control2: .init(x: cx - rx, y: cy + ky)))
        path.append(.curve(to: .init(x: cx, y: cy - ry), control1: .init(x: cx - rx, y: cy - ky), control2: .init(x: cx - kx, y: cy - ry)))
        path.append(.curve(to: .init(x: cx + rx, y: cy), control1: .init(x: cx + kx, y: cy - ry), control2: .init(x: cx + rx, y: cy - ky)))
        path.append(.closeSubpath)
    }

    /// A rectangle with radii for its top-left, top-right, bottom-right and bottom-left corners (each at most half
    /// the shorter side), clockwise on the screen from the top edge.
    private func addRoundedRect(_ r: (x: Double, y: Double, width: Double, height: Double), radii: [Double], to path: inout PathValue) {
        let limit = max(min(r.width, r.height) / 2, 0)
        let tl = min(max(radii[0], 0), limit), tr = min(max(radii[1], 0), limit)
        let br = min(max(radii[2], 0), limit), bl = min(max(radii[3], 0), limit)
        let k = Self.kappa
        let minX = r.x, minY = r.y, maxX = r.x + r.width, maxY = r.y + r.height
        path.append(.move(.init(x: minX + tl, y: minY)))
        path.append(.line(.init(x: maxX - tr, y: minY)))
        if tr > 0 { path.append(.curve(to: .init(x: maxX, y: minY + tr), control1: .init(x: maxX - tr + tr * k, y: minY), control2: .init(x: maxX, y: minY + tr - tr * k))) }
        path.append(.line(.init(x: maxX, y: maxY - br)))
        if br > 0 { path.append(.curve(to: .init(x: maxX - br, y: maxY), control1: .init(x: maxX, y: maxY - br + br * k), control2: .init(x: maxX - br + br * k, y: maxY))) }
        path.append(.line(.init(x: minX + bl, y: maxY)))
        if bl > 0 { path.append(.curve(to: .init(x: minX, y: maxY - bl), control1: .init(x: minX + bl - bl * k, y: maxY), control2: .init(x: minX, y: maxY - bl + bl * k))) }
        path.append(.line(.init(x: minX, y: minY + tl)))
        if tl > 0 { path.append(.curve(to: .init(x: minX + tl, y: minY), control1: .init(x: minX, y: minY + tl - tl * k), control2: .init(x: minX + tl - tl * k, y: minY))) }
        path.append(.closeSubpath)
    }

    /// SwiftUI's `addArc(center:radius:startAngle:endAngle:clockwise:)`: angles grow from the x-axis towards the
    /// y-axis (downwards on the screen); `clockwise: false` sweeps with growing angles, which looks clockwise on the
    /// screen. A line joins the pen to the arc's start. Cut into cubics of at most a quarter turn.
    private func addArc(center: PathValue.Point, radius: Double, start: Double, end: Double, clockwise: Bool,
                        to path: inout PathValue) {
        var sweep = end - start
        let turn = 2 * Double.pi
        if clockwise { while sweep > 0 { sweep -= turn }; if sweep < -turn { sweep = -turn } }
        else { while sweep < 0 { sweep += turn }; if sweep > turn { sweep = turn } }
        func at(_ angle: Double) -> PathValue.Point {
            .init(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        let first = at(start)
        path.append(path.current == nil ? .move(first) : .line(first))
        let pieces = max(Int((abs(sweep) / (Double.pi / 2)).rounded(.up)), 1)
        let step = sweep / Double(pieces)
        let handle = 4.0 / 3.0 * tan(step / 4) * radius
        for piece in 0..<pieces {
            let a = start + Double(piece) * step, b = a + step
            let p0 = at(a), p3 = at(b)
            path.append(.curve(to: p3,
                               control1: .init(x: p0.x - handle * sin(a), y: p0.y + handle * cos(a)),
                               control2: .init(x: p3.x + handle * sin(b), y: p3.y - handle * cos(b))))
        }
    }
}

import LoupeJSON
import SwiftSyntax

/// Calls and member accesses: initializers, modifiers, static members, and implicit members typed by where they are used.
extension Evaluator {
    func call(_ call: FunctionCallExprSyntax, in scope: Scope) throws -> Value {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let baseExpression = member.base else {
                let arguments = try self.arguments(of: call, in: scope)
                // `.system(size: 12)` is always a font; other implicit calls (`.named("x")`, `.init(horizontal:vertical:)`,
                // `.rect(cornerRadius:)`) are typed where they are used.
                if name == "system" { return try font(system: arguments) }
                return .member(name, arguments.list)
            }
            if let reference = baseExpression.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind == .keyword(.self) {
                throw error(.unsupportedSwift, "methods of a view struct are not supported: '\(spelling(call))'", at: call)
            }
            let base = try evaluate(baseExpression, in: scope)
            let arguments = try self.arguments(of: call, in: scope)
            return try method(name, on: base, arguments, at: member)
        }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let bound = scope.lookUp(name) {
                throw error(.unsupportedSwift, "calling '\(name)' (\(bound.kind)) is not supported", at: call)
            }
            return try construct(name, try arguments(of: call, in: scope), at: call)
        }
        throw error(.unsupportedSwift, "'\(spelling(call))' is not supported (supported Swift: docs/swift-source.md)", at: call)
    }

    /// `base.name(arguments)`: a modifier on a view, a colour's or font's method, a static member of a type.
    func method(_ name: String, on base: Value, _ arguments: CallArguments, at node: MemberAccessExprSyntax) throws -> Value {
        switch base {
        case .view, .views:
            return try modified(base, name, arguments, at: node)
        case .color(let color):
            if name == "opacity", let amount = arguments.unlabeled(0) {
                return .color(try colorWithOpacity(color, try number(amount), at: node))
            }
            // Any other modifier treats the colour as the view it also is.
            return try modified(.view(colorView(color, at: node)), name, arguments, at: node)
        case .font(let font):
            return .font(try fontMethod(font, name, arguments, at: node))
        case .member(let member, nil) where KnownTypes.textStyles.contains(member):
            return .font(try fontMethod(.string(member), name, arguments, at: node))
        case .type(let type):
            if name == "init" { return try construct(type, arguments, at: node) }
            if type == "Font", name == "system" { return try font(system: arguments) }
            if type == "GridDragViewModel", name == "GridCell" {
                return try construct("GridDragViewModel.GridCell", arguments, at: node)
            }
        case .string(let text) where arguments.isEmpty && (name == "lowercased" || name == "uppercased"):
            return .string(name == "lowercased" ? text.lowercased() : text.uppercased())
        case .geometry(let read):
            if name == "frame", read.space == nil {
                guard let space = arguments.argument("in") else {
                    throw error(.missingArgument, "'frame(in:)' needs a coordinate space", at: node)
                }
                return .geometry(GeometryRead(space: try coordinateSpaceName(space), placeholder: nil, part: nil))
            }
        default:
            break
        }
        throw error(.unsupportedSwift, "'\(arguments.spelling("." + name))' is not supported on \(base.kind) (supported: docs/swift-source.md)", at: node.declName)
    }

    // MARK: - Member access

    func memberAccess(_ member: MemberAccessExprSyntax, in scope: Scope) throws -> Value {
        let name = member.declName.baseName.text
        guard let baseExpression = member.base else { return try implicitMember(name, at: member) }
        if let reference = baseExpression.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind == .keyword(.self) {
            guard let value = scope.lookUp(name) else { throw error(.undeclared, "'self.\(name)' is not a property of this view", at: member) }
            return try resolveComputed(value, at: member)
        }
        let base = try evaluate(baseExpression, in: scope)
        switch base {
        case .type(let type):
            if let value = try staticMember(name, of: type, at: member) { return value }
        case .size(let width, let height):
            if name == "width" { return .double(width) }
            if name == "height" { return .double(height) }
        case .point(let x, let y):
            if name == "x" { return .double(x) }
            if name == "y" { return .double(y) }
        case .array(let items):
            if name == "count" { return .int(items.count) }
            if name == "indices" { return .range(lower: 0, upper: Double(items.count), closed: false) }
        case .string(let text):
            if name == "count" { return .int(text.count) }
        case .color(let color):
            return try implicitMember(name, at: member, after: color)
        case .geometry(var read):
            if read.space == nil, name == "size" {
                read.space = "local"; read.part = "size"; return .geometry(read)
            }
            if read.space != nil, read.placeholder == nil {
                if read.part == nil, name == "origin" || name == "size" { read.part = name; return .geometry(read) }
                let placeholder: String? = switch (read.part, name) {
                case ("origin", "x"), ("origin", "y"): name
                case ("size", "width"), ("size", "height"): name
                case (nil, "minX"), (nil, "minY"), (nil, "maxX"), (nil, "maxY"), (nil, "midX"), (nil, "midY"),
                     (nil, "width"), (nil, "height"): name
                default: nil
                }
                if let placeholder { read.placeholder = placeholder; return .geometry(read) }
            }
            throw error(.unsupportedSwift, "'\(spelling(member))': \(Self.geometryOnlyInText)", at: member)
        default:
            break
        }
        throw error(.unsupportedSwift, "'\(spelling(member))' is not supported (\(base.kind) has no member '\(name)' here)", at: member.declName)
    }

    /// `.blue`, `.regularMaterial`, `.infinity`: named shape styles are typed at once, the rest where they are used.
    private func implicitMember(_ name: String, at node: some SyntaxProtocol, after color: JSONValue? = nil) throws -> Value {
        if color != nil { throw error(.unsupportedSwift, "a colour has no member '\(name)'", at: node) }
        if KnownTypes.colorNames.contains(name) { return .color(.string(name)) }
        switch name {
        case "regularMaterial": return .material("regular")
        case "thinMaterial": return .material("thin")
        case "ultraThinMaterial", "thickMaterial", "ultraThickMaterial", "bar":
            throw error(.unsupportedSwift, "'.\(name)' is not supported (the materials drawn are .thinMaterial and .regularMaterial)", at: node)
        default: return .member(name, nil)
        }
    }

    private func staticMember(_ name: String, of type: String, at node: MemberAccessExprSyntax) throws -> Value? {
        switch type {
        case "Color":
            if KnownTypes.colorNames.contains(name) { return .color(.string(name)) }
        case "Font":
            if KnownTypes.textStyles.contains(name) { return .font(.string(name)) }
        case "CGFloat", "Double":
            if name == "infinity" { return .member("infinity", nil) }
            if name == "pi" { return .double(Double.pi) }
        case "CGSize":
            if name == "zero" { return .size(0, 0) }
        case "CGPoint":
            if name == "zero" { return .point(0, 0) }
        case "DragConstraints":
            if ["none", "horizontal", "vertical"].contains(name) { return .constraints(.string(name)) }
        case "Material":
            if name == "regular" { return .material("regular") }
            if name == "thin" { return .material("thin") }
        case "GridDragViewModel":
            if name == "GridCell" { return .type("GridDragViewModel.GridCell") }
        case "UnitPoint", "Alignment", "Edge", "VisualLayoutGuideShape", "VisualGridGuideFit",
             "DraggablePositionCoordinateSpace", "VisualLayoutGuidePositioningMode", "RoundedCornerStyle", "Axis":
            return .member(name, nil)
        default:
            break
        }
        return nil
    }
}

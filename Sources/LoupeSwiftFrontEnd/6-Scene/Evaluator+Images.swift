#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeJSON
import LoupeScene
import SwiftSyntax

/// `Image(systemName:)` and the module's asset-catalog pictures: `Image("name")`, `Image(.name)`, `Image(decorative:)`.
extension Evaluator {
    func image(_ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value {
        try expect(arguments, labels: ["systemName", nil, "decorative", "bundle", "label", "variableValue", "uiImage"], of: "Image")
        if let given = arguments.argument("uiImage") {
            // `Image(uiImage: UIImage(named: "photo")!)`, `UIImage(systemName: "star")`: the picture or symbol it names.
            if case .tuple(let parts) = given.value, parts.first?.label == "empty" {
                // An image of no pixels: nothing drawn, 0 × 0 points where it is laid out.
                var empty = colorView(.string("clear"), at: node)
                empty.modifiers.append(BuiltModifier(name: "frame", value: .json(.object(JSONObject([
                    .init(key: "width", value: .number(0)), .init(key: "height", value: .number(0))]))), place: given.place))
                return .view(empty)
            }
            guard case .tuple(let parts) = given.value, let part = parts.first, parts.count == 1,
                  part.label == "named" || part.label == "systemName" else {
                throw mismatch(given, expected: "UIImage(named:) or UIImage(systemName:) (other images are known only when the app runs)")
            }
            let label = part.label == "named" ? nil : "systemName"
            return try image(CallArguments(list: [Argument(label: label, value: part.value, place: given.place)], trailing: [],
                                           node: arguments.node, scope: arguments.scope), at: node)
        }
        if let symbol = arguments.argument("systemName") {
            return try made("Image", .object([("systemName", .located(.json(.string(try string(symbol))), symbol.place))]), at: node)
        }
        guard let argument = arguments.unlabeled(0) ?? arguments.argument("decorative") else {
            throw error(.missingArgument, "'Image' needs systemName: or an asset's name", at: node, construct: "Image")
        }
        let name: String
        switch argument.value {
        case .string(let text): name = text
        case .member(let member, nil): name = member   // `Image(.avatar)`, generated from the catalog's image set
        default: throw mismatch(argument, expected: "an asset's name or systemName:")
        }
        let found = source.module?.assets.image(named: name) ?? (exists: false, png: nil)
        guard found.exists else {
            let read = source.module.map { " (read: the asset catalogs under \($0.directory))" } ?? " (give its module with --module DIR)"
            throw SwiftSourceError(.undeclared, "no image set '\(name)' in the module's asset catalogs\(read)",
                                   at: argument.place, construct: "Image(\"\(name)\")")
        }
        var parameters: [(String, SceneNode)] = [("name", .json(.string(name)))]
        if found.png == nil {
            // A set whose pictures are HEIC, PDF or SVG (or a JPEG not drawn upright): the stand-in, not the app's picture.
            warn("the image set '\(name)' has no PNG or JPEG this renderer reads (HEIC, PDF and SVG are not decoded): drawn as a stand-in", at: argument.place)
        }
        if let png = found.png {
            parameters.append(("size", .json(.array([.number(png.width), .number(png.height)]))))
            // The renderer reads a scene's files beside its source: a module given by a relative path has its
            // pictures written whole, not relative to the working directory.
            let path = png.path.hasPrefix("/") ? png.path : URL(fileURLWithPath: png.path).standardizedFileURL.path
            parameters.append(("file", .json(.string(path))))
        }
        return try made("Image", .object(parameters), at: node)
    }
}

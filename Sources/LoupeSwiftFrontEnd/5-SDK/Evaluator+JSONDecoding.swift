#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeFiles
import LoupeJSON
import SwiftSyntax

/// A module's bundled JSON decoded into its `Codable` types, as apps load their sample data
/// (`Bundle.main.url(forResource: "landmarks", withExtension: "json")`, `Data(contentsOf:)`,
/// `JSONDecoder().decode([Landmark].self, from: data)`): the resource is the module's file of that name, and the
/// decoding is Swift's synthesized `Decodable` — each stored property by its name or its `CodingKeys` case, an
/// optional one absent or `null` as nil, `Date` as seconds since 2001 (the default strategy). A type with its own
/// `init(from:)`, a decoder given a strategy, and a value Swift would not decode (a missing key, a number where a
/// string is declared) are errors, as the app would fail there.
extension Evaluator {
    /// `Bundle.main.url(forResource:withExtension:)` and `path(forResource:ofType:)`: the module's file, or nil.
    func bundleResource(_ name: String, on base: Value, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value? {
        guard case .opaque("Bundle.main") = base, name == "url" || name == "path",
              let resource = arguments.argument("forResource") else { return nil }
        let fileName = try string(resource)
        let ext = try (arguments.argument("withExtension") ?? arguments.argument("ofType")).flatMap { argument -> String? in
            if case .null = argument.value { return nil }
            return try string(argument)
        }
        guard let directory = source.module?.directory else {
            throw error(.unsupportedSwift, "'Bundle.main.\(name)(forResource:)' reads the module's resources: give its module with --module DIR", at: node)
        }
        let wanted = ext.map { fileName + "." + $0 } ?? fileName
        guard let path = Self.resourceFile(named: wanted, under: directory, depth: 0) else { return .null }
        return .string(name == "url" ? "file://" + path : path)
    }

    /// `Data(contentsOf: url)` of a resource: the file's bytes, kept as its path.
    func dataContents(of argument: Argument, at node: some SyntaxProtocol) throws -> Value {
        guard case .string(let url) = argument.value, case let path = url.hasPrefix("file://") ? String(url.dropFirst(7)) : url,
              FileKind(atPath: path) == .regularFile else {
            throw error(.unsupportedSwift, "'Data(contentsOf:)' reads a file of the module's resources here", at: node, construct: "Data")
        }
        return .opaque(Self.dataPrefix + path)
    }

    /// `decoder.decode(T.self, from: data)` on a `JSONDecoder()`; nil for another call.
    func jsonDecode(_ name: String, on base: Value, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value? {
        guard case .opaque("JSONDecoder()") = base, name == "decode" else { return nil }
        guard case .type(let type)? = arguments.unlabeled(0)?.value,
              case .opaque(let data)? = arguments.argument("from")?.value, data.hasPrefix(Self.dataPrefix) else {
            throw error(.unsupportedSwift, "'decode(_:from:)' is read with a type (`[Item].self`) and the Data of a module's resource", at: node)
        }
        let path = String(data.dropFirst(Self.dataPrefix.count))
        let json: JSONValue
        do {
            json = try JSONReader.parse(try WholeFile.read(atPath: path, maxByteCount: Self.maximumJSONBytes))
        } catch {
            throw self.error(.invalidValue, "'\(path)' is not JSON that is read here (\(error))", at: node)
        }
        return try decoded(json, as: type, at: node, path: "")
    }

    /// The JSON value as Swift decodes it into `type`.
    private func decoded(_ json: JSONValue, as type: String, at node: some SyntaxProtocol, path: String) throws -> Value {
        func mismatch(_ what: String) -> SwiftSourceError {
            error(.invalidValue, "decoding '\(type)' at \(path.isEmpty ? "the top" : path): expected \(what), found \(json)", at: node)
        }
        if type.hasSuffix("?") || type.hasPrefix("Optional<") {
            if case .null = json { return .null }
            return try decoded(json, as: Self.unwrapped(type), at: node, path: path)
        }
        if let element = Self.arrayElementType(type) {
            guard case .array(let items) = json else { throw mismatch("an array") }
            return .array(try items.enumerated().map { try decoded($1, as: element, at: node, path: path + "[\($0)]") })
        }
        switch NumericTypes.canonical(type) ?? type {
        case "String", "URL", "UUID":
            guard case .string(let text) = json else { throw mismatch("a string") }
            return .string(text)
        case "Bool":
            guard case .bool(let flag) = json else { throw mismatch("true or false") }
            return .bool(flag)
        case "Double":
            guard case .number(let number) = json else { throw mismatch("a number") }
            return .double(number)
        case "Float":
            guard case .number(let number) = json else { throw mismatch("a number") }
            return .float(Float(number))
        case "Date":
            guard case .number(let number) = json else { throw mismatch("a number of seconds since 2001") }
            return .date(number)
        case let integer where integer == "Int" || Self.sizedIntegerRanges[integer] != nil:
            guard case .number(let number) = json, let exact = Int(exactly: number),
                  (Self.sizedIntegerRanges[integer] ?? Int.min...Int.max).contains(exact) else { throw mismatch("a whole number an \(integer) holds") }
            return .int(exact)
        default:
            break
        }
        guard let declared = try resolveType(type, at: node) else {
            throw error(.unsupportedSwift, "decoding '\(type)' is not supported (the module's Codable types, arrays, optionals and the standard values are)", at: node)
        }
        if declared.kind == .enumeration {
            let raw: Value = switch json {
            case .string(let text): .string(text)
            case .number(let number): Int(exactly: number).map(Value.int) ?? .double(number)
            default: throw mismatch("a raw value of \(type)")
            }
            guard let match = try declared.enumCases.lazy.compactMap({ element -> EnumCase? in
                let value = EnumCase(type: declared, name: element.name.bareText)
                return valuesEqual(try self.rawValue(of: value, at: node), raw) ? value : nil
            }).first else { throw mismatch("one of \(type)'s raw values") }
            return .enumCase(match)
        }
        guard case .object(let object) = json else { throw mismatch("an object") }
        if declared.initializers.contains(where: { $0.signature.parameterClause.parameters.first?.firstName.text == "from" }) {
            throw error(.unsupportedSwift, "decoding '\(type)', whose init(from:) is its own, is not supported", at: node)
        }
        typeContext.append(declared)
        defer { typeContext.removeLast() }
        let keys = codingKeys(of: declared)
        let instance = Instance(type: declared, properties: Scope())
        for variable in declared.instanceVariables {
            for binding in variable.bindings {
                guard let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText,
                      binding.accessorBlock == nil else { continue }
                let annotation = Self.annotation(binding)
                // A `let` with a value, or a property CodingKeys leaves out, keeps its value; the rest are decoded.
                let isConstantWithValue = variable.bindingSpecifier.tokenKind == .keyword(.let) && binding.initializer != nil
                guard !isConstantWithValue, let key = keys.map({ $0[property] }) ?? property else {
                    guard let initializer = binding.initializer else {
                        throw error(.unsupportedSwift, "decoding '\(type)': '\(property)' has no coding key and no value", at: node)
                    }
                    instance.properties.bind(property, try typed(try evaluate(initializer.value, in: Scope(parent: globals)), as: annotation))
                    continue
                }
                guard let declaredType = annotation else {
                    throw error(.unsupportedSwift, "decoding '\(type)': '\(property)' has no declared type", at: node)
                }
                let member = object.members.first { $0.key == key }?.value
                if member == nil, !(declaredType.hasSuffix("?") || declaredType.hasPrefix("Optional<")) {
                    throw error(.invalidValue, "decoding '\(type)' at \(path.isEmpty ? "the top" : path): no value for the key '\(key)' (Swift throws keyNotFound)", at: node)
                }
                instance.properties.bind(property, try decoded(member ?? .null, as: declaredType, at: node, path: path + "." + key))
            }
        }
        return .instance(instance)
    }

    /// A type's `CodingKeys`: each property's key (its case's raw value, or name); nil when the type has none.
    private func codingKeys(of type: DeclaredType) -> [String: String]? {
        guard let keys = type.nestedTypes["CodingKeys"], keys.kind == .enumeration else { return nil }
        var result: [String: String] = [:]
        for element in keys.enumCases {
            let raw = element.rawValue?.value.as(StringLiteralExprSyntax.self)?.representedLiteralValue
            result[element.name.bareText] = raw ?? element.name.bareText
        }
        return result
    }

    /// The first file named `name` under `folder`, by name, outside hidden folders and asset catalogs.
    private static func resourceFile(named name: String, under folder: String, depth: Int) -> String? {
        guard depth < 16, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        for entry in names.sorted() where !entry.hasPrefix(".") && !entry.hasSuffix(".xcassets") {
            let path = folder + "/" + entry
            switch FileKind(atPath: path) {
            case .regularFile where entry == name: return path
            case .directory: if let found = resourceFile(named: name, under: path, depth: depth + 1) { return found }
            default: continue
            }
        }
        return nil
    }

    private static let dataPrefix = "Data:"
    /// The largest JSON resource decoded (a preview's sample data is far smaller).
    static let maximumJSONBytes = 8 << 20
}

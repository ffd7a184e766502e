import LoupeJSON
import SwiftParser
import SwiftSyntax

/// A Swift file read for its previews: its `#Preview` blocks, the `View` structs they use, its file-level constants,
/// and — for snippets as documentation prints them — its top-level view expressions.
///
/// ```swift
/// let file = try SwiftSourceFile(text: source, fileName: "ContentView.swift")
/// for preview in file.previews { print(preview.title, preview.place) }
/// let scene = try file.scene(for: file.preview(matching: "Samples"))
/// ```
///
/// Which previews a file has: its `#Preview` blocks, in order; with none, its top-level view expressions, each a
/// preview (numbered in order); with neither, its one `View` struct whose initializer needs no arguments.
public final class SwiftSourceFile {
    /// The name errors and warnings use.
    public let fileName: String
    /// The file's previews, in order.
    public private(set) var previews: [SwiftPreview] = []

    let tree: SourceFileSyntax
    private let converter: SourceLocationConverter
    /// The file's `View` structs by name.
    private(set) var viewStructs: [String: StructDeclSyntax] = [:]
    /// The `makeView(row:col:)` of the file's types that have one (a GridDragView's view factories), by type name.
    private(set) var viewFactories: [String: FunctionDeclSyntax] = [:]
    /// File-level `let`s, evaluated when a preview first needs them.
    private(set) var constants: [VariableDeclSyntax] = []

    /// The largest file read: a preview file is source code, not data.
    public static let maximumByteCount = 1 << 20

    /// Parses `text`. Throws a located error for a syntax error or a file over ``maximumByteCount``.
    public init(text: String, fileName: String) throws(SwiftSourceError) {
        self.fileName = fileName
        guard text.utf8.count <= Self.maximumByteCount else {
            throw SwiftSourceError("the file is \(text.utf8.count) bytes; the limit is \(Self.maximumByteCount)",
                                   at: SourcePlace(fileName: fileName, line: 1, column: 1))
        }
        if let offset = BracketNesting.firstTooDeep(in: text) {
            throw SwiftSourceError("more than \(BracketNesting.limit) '[' are open at once (swift-syntax's parser slows down exponentially on such code)",
                                   at: SyntaxDepth.place(of: offset, in: text, fileName: fileName))
        }
        tree = Parser.parse(source: text)
        if let deep = SyntaxDepth.firstTooDeep(in: tree) {
            throw SwiftSourceError("the code nests more than \(SyntaxDepth.limit) levels deep (a chain or nesting this long is not a preview)",
                                   at: SyntaxDepth.place(of: deep.position.utf8Offset, in: text, fileName: fileName))
        }
        converter = SourceLocationConverter(fileName: fileName, tree: tree)
        if let problem = SyntaxProblemFinder.firstProblem(in: tree) {
            throw SwiftSourceError(problem.message, at: place(of: problem.node))
        }
        collect()
    }

    /// Reads and parses a file (see ``init(text:fileName:)``).
    /// - Parameter path: The Swift file; errors name it as given.
    public convenience init(contentsOf path: String) throws(SwiftSourceError) {
        let text: String
        do {
            text = try SourceText.read(path, limit: Self.maximumByteCount)
        } catch {
            throw SwiftSourceError(error.message, at: SourcePlace(fileName: path, line: 1, column: 1))
        }
        try self.init(text: text, fileName: path)
    }

    func place(of node: some SyntaxProtocol) -> SourcePlace {
        let location = node.startLocation(converter: converter)
        return SourcePlace(fileName: fileName, line: location.line, column: location.column)
    }

    // MARK: - Collecting

    /// A type's `func makeView(row: Int, col: Int)`, GridDragView's `ViewFactoryProtocol` requirement.
    static func makeView(in members: MemberBlockSyntax) -> FunctionDeclSyntax? {
        for member in members.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "makeView" else { continue }
            let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
            if labels == ["row", "col"] { return function }
        }
        return nil
    }

    private func collect() {
        var expressions: [SwiftPreview] = []
        for item in tree.statements {
            switch item.item {
            case .decl(let declaration):
                if let macro = declaration.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" {
                    addPreview(arguments: macro.arguments, closure: macro.trailingClosure, at: macro.pound)
                } else if let structure = declaration.as(StructDeclSyntax.self) {
                    if Self.conformsToView(structure) { viewStructs[structure.name.text] = structure }
                    if let makeView = Self.makeView(in: structure.memberBlock) { viewFactories[structure.name.text] = makeView }
                } else if let type = declaration.as(ClassDeclSyntax.self) {
                    if let makeView = Self.makeView(in: type.memberBlock) { viewFactories[type.name.text] = makeView }
                } else if let variable = declaration.as(VariableDeclSyntax.self) {
                    constants.append(variable)
                }
            case .expr(let expression):
                if let macro = expression.as(MacroExpansionExprSyntax.self) {
                    if macro.macroName.text == "Preview" {
                        addPreview(arguments: macro.arguments, closure: macro.trailingClosure, at: macro.pound)
                    }
                } else if Self.looksLikeView(expression) {
                    expressions.append(SwiftPreview(name: nil, number: expressions.count + 1, place: place(of: expression),
                                                    summary: Self.summary(of: expression), body: .expression(expression)))
                }
            case .stmt(let statement):
                if let expression = statement.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self),
                   expression.body.statements.contains(where: { $0.item.as(ExprSyntax.self).map(Self.looksLikeView) ?? false }) {
                    expressions.append(SwiftPreview(name: nil, number: expressions.count + 1, place: place(of: statement),
                                                    summary: Self.summary(of: ExprSyntax(expression)), body: .expression(ExprSyntax(expression))))
                }
            }
        }
        if previews.isEmpty { previews = expressions }
        if previews.isEmpty {
            // A file with one View struct that needs no arguments renders it, as a canvas shows ContentView.
            let candidates = viewStructs.values.filter(Self.needsNoArguments).sorted { $0.position < $1.position }
            if candidates.count == 1, let only = candidates.first {
                previews = [SwiftPreview(name: only.name.text, number: 1, place: place(of: only),
                                         summary: "\(only.name.text)()", body: .viewStruct(only.name.text))]
            }
        }
    }

    private func addPreview(arguments: LabeledExprListSyntax, closure: ClosureExprSyntax?, at node: some SyntaxProtocol) {
        let name = arguments.first(where: { $0.label == nil })?.expression.as(StringLiteralExprSyntax.self)
            .flatMap { literal in literal.segments.count == 1 ? literal.segments.first?.as(StringSegmentSyntax.self)?.content.text : nil }
        let body: SwiftPreview.Body
        if let closure {
            body = .closure(closure)
        } else if let argument = arguments.first(where: { $0.label?.text == "body" }),
                  let closure = argument.expression.as(ClosureExprSyntax.self) {
            body = .closure(closure)
        } else {
            body = .missing(Syntax(node))
        }
        let summary = if case .closure(let closure) = body {
            closure.statements.first.map { Self.summary(of: $0) } ?? "nothing"
        } else { "nothing" }
        var preview = SwiftPreview(name: name, number: previews.count + 1, place: place(of: node), summary: summary, body: body)
        for (index, argument) in arguments.enumerated() where argument.label?.text != "body" && !(index == 0 && argument.label == nil) {
            preview.skippedArguments.append(SwiftSourceWarning(
                place: place(of: argument),
                message: "'\(argument.label.map { "\($0.text):" } ?? argument.trimmedDescription)' of #Preview skipped: the device, scale and colour scheme come from the command line (--device, --scale, --color-scheme)"))
        }
        previews.append(preview)
    }

    static func conformsToView(_ structure: StructDeclSyntax) -> Bool {
        structure.inheritanceClause?.inheritedTypes.contains { inherited in
            let name = inherited.type.trimmedDescription
            return name == "View" || name == "SwiftUI.View"
        } ?? false
    }

    /// Whether a struct's memberwise initializer needs no argument: every stored property has a value.
    static func needsNoArguments(_ structure: StructDeclSyntax) -> Bool {
        structure.memberBlock.members.allSatisfy { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { return true }
            if variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) { return true }
            return variable.bindings.allSatisfy { $0.initializer != nil || $0.accessorBlock != nil }
        }
    }

    /// A top-level expression is a snippet's view when it starts with a call of a capitalized name or `Color.x`:
    /// `VStack { … }`, `VisualLayoutGuide("A").padding()`. Other expressions (`UserDefaults.standard.set(…)`,
    /// `.visualLayoutGuidePositioning(.auto)`, `DragConstraints.none`) are not previews.
    static func looksLikeView(_ expression: ExprSyntax) -> Bool {
        var node = expression
        var sawCall = false
        while true {
            if let call = node.as(FunctionCallExprSyntax.self) {
                sawCall = true; node = call.calledExpression
            } else if let member = node.as(MemberAccessExprSyntax.self), let base = member.base {
                if let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text, type == "Color" { return true }
                node = base
            } else {
                break
            }
        }
        guard sawCall, let name = node.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let first = name.unicodeScalars.first, first.properties.isUppercase else { return false }
        return !KnownTypes.values.contains(name)
    }

    /// `VStack { … }`, `VisualLayoutGuide("A")`: the first line of a preview's first statement.
    static func summary(of node: some SyntaxProtocol) -> String {
        let line = node.trimmedDescription.split(separator: "\n").first.map(String.init) ?? ""
        let short = line.count > 60 ? String(line.prefix(57)) + "…" : line
        return short.hasSuffix("{") ? short + " … }" : short
    }

    // MARK: - Choosing

    /// The preview `selector` names: a 1-based number, or a `#Preview`'s name; the first one when nil.
    public func preview(matching selector: String?) throws(SwiftSourceError) -> SwiftPreview {
        let start = SourcePlace(fileName: fileName, line: 1, column: 1)
        guard !previews.isEmpty else {
            throw SwiftSourceError("no previews: the file has no #Preview, no top-level view expression and no single View struct that needs no arguments", at: start)
        }
        guard let selector else { return previews[0] }
        if let match = previews.first(where: { $0.name == selector }) { return match }
        if let number = Int(selector), previews.indices.contains(number - 1) { return previews[number - 1] }
        let list = previews.map { $0.title }.joined(separator: ", ")
        throw SwiftSourceError("no preview \"\(selector)\"; the file has \(previews.count): \(list) (name one, or give its number from 1)", at: start)
    }
}

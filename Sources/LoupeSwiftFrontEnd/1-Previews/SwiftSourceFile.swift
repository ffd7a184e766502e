import LoupeJSON
import LoupeSwiftOutline
import SwiftParser
import SwiftSyntax

/// A Swift file read for its previews: its `#Preview` blocks and `PreviewProvider`s, the `View` structs they use, its
/// file-level constants, and — for snippets as documentation prints them — its top-level view expressions.
///
/// ```swift
/// let file = try SwiftSourceFile(text: source, fileName: "ContentView.swift")
/// for preview in file.previews { print(preview.title, preview.place) }
/// let scene = try file.scene(for: file.preview(matching: "Samples"))
/// ```
///
/// Which previews a file has, as Xcode's canvas finds them (code inside `#if` counts when its condition holds for an
/// iOS debug build): its `#Preview` blocks and the views of its `PreviewProvider`s'
/// `previews`, in order; with none, its top-level view expressions, each a preview; with neither, its one `View` struct
/// whose initializer needs no arguments.
public final class SwiftSourceFile {
    /// The name errors and warnings use.
    public let fileName: String

    private(set) var tree: SourceFileSyntax
    private var converter: SourceLocationConverter
    /// The whole text, and its outline when the scan was sure of it (``Reach``).
    let text: String
    let outline: SourceOutline?
    /// The declarations of ``outline`` parsed in ``tree``; the others are blanked out.
    private(set) var parsedDeclarations: Set<Int>
    /// The module the file belongs to: its other files are read when a preview needs a name this one does not declare.
    public var module: SwiftModule?
    /// Whether a view the front end cannot evaluate is drawn as a placeholder (and a value shown as its source text),
    /// with a warning, rather than being an error (`docs/swift-source.md#placeholders`).
    public var placeholders = false
    /// The colour scheme the preview is drawn in when the command line sets one (`--color-scheme`): what
    /// `@Environment(\.colorScheme)` reads, so that a body that branches on it draws what the picture shows.
    public var colorScheme: String?
    /// The iOS version the preview runs on, which `#available` checks: by default the newest release this renderer
    /// knows, ``OSVersion/newest`` (`--ios-version`).
    public var iOSVersion = OSVersion.newest
    /// The frames of GeometryReaders a layout has given, by reader key: their content is evaluated with the proxy as
    /// numbers (docs/swift-source.md#geometryreader).
    public var geometryFrames: [String: GeometryFrame] = [:]
    /// Whether a reader whose content needs its frame, not given yet, is drawn without its content and marked (its
    /// `id` ``GeometryFrame/probeID(_:)``) instead of failing: the scene is then a probe, to be laid out for the frame
    /// (``SwiftScene/pendingGeometry``), never drawn.
    public var probesGeometry = false
    /// The file's own declarations.
    private(set) lazy var ownDeclarations = DeclarationIndex([self])
    /// The module's declarations (this file's first), once read.
    private var moduleDeclarations: DeclarationIndex?
    private var moduleFiles: [SwiftSourceFile] = []
    /// Whether the files read so far name a sized integer type, by how many files were read.
    private var sizedIntegerNames: (files: Int, named: Bool)?

    /// Whether this file, or a file of its module read so far, names a sized integer type (`UInt8`, `Int32`, …): only
    /// then can an operand be declared one, so arithmetic elsewhere skips looking its operands' types up.
    var namesSizedIntegers: Bool {
        let files = [self] + moduleFiles
        if let known = sizedIntegerNames, known.files == files.count { return known.named }
        let named = files.contains { file in
            ["Int8", "Int16", "Int32", "Int64", "UInt"].contains { file.text.contains($0) }
        }
        sizedIntegerNames = (files.count, named)
        return named
    }

    /// Where previews come from, in file order: a `#Preview`, or a `PreviewProvider` whose views are counted when the
    /// previews are first listed.
    private enum PreviewSource {
        case macro(SwiftPreview)
        case provider(StructDeclSyntax)
    }
    private var previewSources: [PreviewSource] = []
    private var snippetPreviews: [SwiftPreview] = []
    private var listedPreviews: [SwiftPreview]?

    /// The largest file read: a preview file is source code, not data.
    public static let maximumByteCount = 1 << 20

    /// Parses what the previews of `text` reach (a file with no previews whole; `docs/swift-source.md#what-is-parsed`).
    /// Throws a located error for a syntax error there, or a file over ``maximumByteCount``.
    /// - Parameters:
    ///   - text: The file's contents.
    ///   - fileName: The name errors and warnings use.
    ///   - checkingSyntax: Whether a syntax error is an error; the other files of a module are read without (an
    ///     error in one matters only if a preview needs what it declares).
    public init(text: String, fileName: String, checkingSyntax: Bool = true) throws(SwiftSourceError) {
        self.fileName = fileName
        guard text.utf8.count <= Self.maximumByteCount else {
            throw SwiftSourceError(.limit, "the file is \(text.utf8.count) bytes; the limit is \(Self.maximumByteCount)",
                                   at: SourcePlace(fileName: fileName, line: 1, column: 1))
        }
        try Self.guardParser(text, fileName: fileName)
        self.text = text
        outline = SourceOutline(text)
        // Only what the file's previews reach is parsed. A file without `#Preview`s or `PreviewProvider`s is parsed
        // whole, for its snippets and its one view that needs no arguments; so is one whose previews turn out to be
        // none.
        let everything = Set(outline?.declarations.indices ?? 0..<0)
        let reaching = outline.flatMap { outline in
            outline.otherMentions.contains("Preview") || outline.declarations.contains(where: \.isPreviewProvider) ? outline : nil
        }
        parsedDeclarations = reaching.map { Reach.ofPreviews(in: [$0]).units[0].reached } ?? everything
        (tree, converter) = try Self.parse(text, outline: outline, keeping: parsedDeclarations, fileName: fileName)
        try check(checkingSyntax)
        collect()
        if previewSources.isEmpty, snippetPreviews.isEmpty, parsedDeclarations != everything {
            parsedDeclarations = everything
            (tree, converter) = try Self.parse(text, outline: outline, keeping: everything, fileName: fileName)
            try check(checkingSyntax)
            collect()
        }
    }

    /// A module file, parsed with the declarations of `outline` in `kept` only (``Reach``); its syntax errors are
    /// reported only where a preview uses what it declares.
    init(text: String, fileName: String, outline: SourceOutline?, keeping kept: Set<Int>) throws(SwiftSourceError) {
        self.fileName = fileName
        try Self.guardParser(text, fileName: fileName)
        self.text = text
        self.outline = outline
        parsedDeclarations = kept
        (tree, converter) = try Self.parse(text, outline: outline, keeping: kept, fileName: fileName)
        try check(false)
        collect()
    }

    private static func parse(_ text: String, outline: SourceOutline?, keeping kept: Set<Int>,
                              fileName: String) throws(SwiftSourceError) -> (SourceFileSyntax, SourceLocationConverter) {
        let tree = Parser.parse(source: outline.map { Reach.blanking(text, $0, keeping: kept) } ?? text)
        if let deep = SyntaxDepth.firstTooDeep(in: tree) {
            throw SwiftSourceError(.limit, "the code nests more than \(SyntaxDepth.limit) levels deep (a chain or nesting this long is not a preview)",
                                   at: SyntaxDepth.place(of: deep.position.utf8Offset, in: text, fileName: fileName))
        }
        return (tree, SourceLocationConverter(fileName: fileName, tree: tree))
    }

    /// What swift-syntax's parser cannot take: found before it runs.
    private static func guardParser(_ text: String, fileName: String) throws(SwiftSourceError) {
        if let problem = BracketNesting.firstProblem(in: text) {
            throw SwiftSourceError(problem.kind, problem.message,
                                   at: SyntaxDepth.place(of: problem.offset, in: text, fileName: fileName))
        }
    }

    private func check(_ checkingSyntax: Bool) throws(SwiftSourceError) {
        if checkingSyntax, let problem = SyntaxProblemFinder.firstProblem(in: tree) {
            throw SwiftSourceError(.syntax, problem.message, at: place(of: problem.node))
        }
    }

    /// Reads and parses a file (see ``init(text:fileName:checkingSyntax:)``).
    /// - Parameters:
    ///   - path: The Swift file; errors name it as given.
    ///   - checkingSyntax: Whether a syntax error is an error (see ``init(text:fileName:checkingSyntax:)``).
    public convenience init(contentsOf path: String, checkingSyntax: Bool = true) throws(SwiftSourceError) {
        let text: String
        do {
            text = try SourceText.read(path, limit: Self.maximumByteCount)
        } catch {
            throw SwiftSourceError(error.isIO ? .unreadable : .limit, error.message, at: .start(of: path))
        }
        try self.init(text: text, fileName: path, checkingSyntax: checkingSyntax)
    }

    func place(of node: some SyntaxProtocol) -> SourcePlace {
        if node.root.id != tree.id, let other = moduleFiles.first(where: { node.root.id == $0.tree.id }) {
            return other.place(of: node)
        }
        let location = node.startLocation(converter: converter)
        return SourcePlace(fileName: fileName, line: location.line, column: location.column)
    }

    /// What a preview of this file can see: its own declarations, or the module's once they are read.
    var declarations: DeclarationIndex { moduleDeclarations ?? ownDeclarations }

    /// Reads the module's other files (once), parsing what this file's previews reach in them — and in this file,
    /// through them; true when this call read them.
    func loadModule() -> Bool {
        guard moduleDeclarations == nil, let module else { return false }
        moduleFiles = module.files(reachedFrom: self)
        moduleDeclarations = DeclarationIndex([self] + moduleFiles)
        return true
    }

    // MARK: - Collecting

    /// The statements `#if` leaves in place: those of the clause whose condition holds, at any depth.
    static func activeItems(_ items: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax] {
        var result: [CodeBlockItemSyntax] = []
        for item in items {
            if let ifConfig = item.item.as(IfConfigDeclSyntax.self) {
                if case .statements(let inner)? = CompileConditions.activeClause(of: ifConfig)?.elements {
                    result += activeItems(inner)
                }
            } else {
                result.append(item)
            }
        }
        return result
    }

    /// The members `#if` leaves in a type's body.
    static func activeMembers(_ members: MemberBlockItemListSyntax) -> [DeclSyntax] {
        var result: [DeclSyntax] = []
        for member in members {
            if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
                if case .decls(let inner)? = CompileConditions.activeClause(of: ifConfig)?.elements {
                    result += activeMembers(inner)
                }
            } else {
                result.append(member.decl)
            }
        }
        return result
    }

    /// The names a type's declaration or extension says it conforms to (`View`, `SwiftUI.View`, `PreviewProvider`).
    static func conformances(_ clause: InheritanceClauseSyntax?) -> Set<String> {
        Set(clause?.inheritedTypes.map { inherited in
            let name = inherited.type.trimmedDescription
            return name.hasPrefix("SwiftUI.") ? String(name.dropFirst(8)) : name
        } ?? [])
    }

    private func collect() {
        previewSources = []
        snippetPreviews = []
        listedPreviews = nil
        for item in Self.activeItems(tree.statements) {
            switch item.item {
            case .decl(let declaration):
                if let macro = declaration.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" {
                    addPreview(arguments: macro.arguments, closure: macro.trailingClosure, at: macro.pound)
                } else if let structure = declaration.as(StructDeclSyntax.self),
                          Self.conformances(structure.inheritanceClause).contains("PreviewProvider") {
                    previewSources.append(.provider(structure))
                }
            case .expr(let expression):
                if let macro = expression.as(MacroExpansionExprSyntax.self) {
                    if macro.macroName.text == "Preview" {
                        addPreview(arguments: macro.arguments, closure: macro.trailingClosure, at: macro.pound)
                    }
                } else if Self.looksLikeView(expression) {
                    snippetPreviews.append(SwiftPreview(name: nil, number: snippetPreviews.count + 1, place: place(of: expression),
                                                        summary: Self.summary(of: expression), traits: PreviewTraits(),
                                                        body: .expression(expression)))
                }
            case .stmt(let statement):
                if let expression = statement.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self),
                   expression.body.statements.contains(where: { $0.item.as(ExprSyntax.self).map(Self.looksLikeView) ?? false }) {
                    snippetPreviews.append(SwiftPreview(name: nil, number: snippetPreviews.count + 1, place: place(of: statement),
                                                        summary: Self.summary(of: ExprSyntax(expression)), traits: PreviewTraits(),
                                                        body: .expression(ExprSyntax(expression))))
                }
            @unknown default: break
            }
        }
    }

    /// The file's previews, in order (a `PreviewProvider`'s views are counted by evaluating its `previews`).
    public var previews: [SwiftPreview] {
        if let listedPreviews { return listedPreviews }
        var list: [SwiftPreview] = []
        for source in previewSources {
            switch source {
            case .macro(var preview):
                preview.number = list.count + 1
                list.append(preview)
            case .provider(let structure):
                for var preview in providerPreviews(structure) {
                    preview.number = list.count + 1
                    list.append(preview)
                }
            }
        }
        if list.isEmpty { list = snippetPreviews }
        if list.isEmpty {
            // A file with one View struct that needs no arguments renders it, as a canvas shows ContentView.
            let candidates = ownDeclarations.types.values
                .filter { $0.kind == .structure && $0.isView && Self.needsNoArguments($0) }
                .sorted { $0.nameToken.position < $1.nameToken.position }
            if candidates.count == 1, let only = candidates.first {
                list = [SwiftPreview(name: only.name, number: 1, place: place(of: only.nameToken), summary: "\(only.name)()",
                                     traits: PreviewTraits(), body: .viewStruct(only.name))]
            }
        }
        listedPreviews = list
        return list
    }

    /// One preview for each view a provider's `previews` makes, named by its `.previewDisplayName`. A provider whose
    /// `previews` cannot be evaluated is one preview, whose rendering reports why.
    private func providerPreviews(_ structure: StructDeclSyntax) -> [SwiftPreview] {
        let place = place(of: structure.name)
        let summary = "\(structure.name.bareText).previews"
        let evaluator = Evaluator(source: self)
        defer { evaluator.finish() }
        guard let views = try? evaluator.providerViews(structure), !views.isEmpty else {
            return [SwiftPreview(name: nil, number: 0, place: place, summary: summary, traits: PreviewTraits(),
                                 body: .provider(structure, index: 0))]
        }
        return views.enumerated().map { index, view in
            SwiftPreview(name: view.previewName, number: 0, place: view.place,
                         summary: views.count == 1 ? summary : "\(summary) [\(index + 1)]",
                         traits: view.previewTraits ?? PreviewTraits(), body: .provider(structure, index: index))
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
        var preview = SwiftPreview(name: name, number: 0, place: place(of: node), summary: summary, traits: PreviewTraits(),
                                   body: body)
        var inTraits = false
        for (index, argument) in arguments.enumerated() where argument.label?.text != "body" && !(index == 0 && argument.label == nil) {
            // `traits:` is variadic: the unlabeled arguments after it are traits too.
            if argument.label?.text == "traits" { inTraits = true } else if argument.label != nil { inTraits = false }
            if inTraits, PreviewTraitsReader.apply(argument.expression, to: &preview.traits) { continue }
            let spelling = inTraits ? argument.expression.trimmedDescription : (argument.label.map { "\($0.text):" } ?? argument.trimmedDescription)
            preview.skippedArguments.append(SwiftSourceWarning(
                place: place(of: argument),
                message: "'\(spelling)' of #Preview skipped: it has no effect on the picture (device, scale and colour scheme come from the command line: --device, --scale, --color-scheme)"))
        }
        previewSources.append(.macro(preview))
    }

    /// Whether a struct can be made without arguments: every stored property has a value (or an initializer takes
    /// none).
    static func needsNoArguments(_ type: DeclaredType) -> Bool {
        if type.initializers.contains(where: { $0.signature.parameterClause.parameters.allSatisfy { $0.defaultValue != nil } }) {
            return true
        }
        return type.instanceVariables.allSatisfy { variable in
            let wrapper = PropertyWrapper(variable)
            if ["Environment", "EnvironmentObject", "Query", "Namespace", "FetchRequest"].contains(wrapper.name ?? "") { return true }
            return variable.bindings.allSatisfy { binding in
                binding.initializer != nil || binding.accessorBlock != nil
                    || binding.typeAnnotation?.type.trimmedDescription.hasSuffix("?") == true
            }
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
        let start = SourcePlace.start(of: fileName)
        let previews = self.previews
        guard !previews.isEmpty else {
            throw SwiftSourceError(.noPreview, "no previews: the file has no #Preview, no PreviewProvider, no top-level view expression and no single View struct that needs no arguments", at: start)
        }
        guard let selector else { return previews[0] }
        if let match = previews.first(where: { $0.name == selector }) { return match }
        if let number = Int(selector), previews.indices.contains(number - 1) { return previews[number - 1] }
        let list = previews.map { $0.title }.joined(separator: ", ")
        throw SwiftSourceError(.noPreview, "no preview \"\(selector)\"; the file has \(previews.count): \(list) (name one, or give its number from 1)", at: start)
    }
}

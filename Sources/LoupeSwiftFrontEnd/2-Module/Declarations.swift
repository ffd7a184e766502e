import SwiftSyntax

/// A type a preview may use: a struct, class, enum or actor of the module, with the members its extensions add
/// (only those `#if` leaves in place).
final class DeclaredType {
    /// How the type was declared.
    enum Kind { case structure, classType, enumeration, actor }

    let name: String
    let kind: Kind
    /// The declaration's name token, where messages point.
    let nameToken: TokenSyntax
    private(set) var members: [DeclSyntax]
    /// What its declaration and extensions name after `:`, with its superclass's for a subclass
    /// and the protocols those of the module refine (`protocol Describable: CustomStringConvertible`).
    var conformances: Set<String> {
        // Most types have neither: no set is made at each read.
        if superclass == nil, refinedConformances.isEmpty { return ownConformances }
        let own = ownConformances.union(refinedConformances)
        return superclass.map { own.union($0.conformances) } ?? own
    }
    private var ownConformances: Set<String>
    private var refinedConformances: Set<String> = []
    /// A class's superclass, when the module declares it (`class TextNode: Node`): its stored properties, methods
    /// and (where the class declares no initializer) initializers are the subclass's too.
    private(set) var superclass: DeclaredType?
    /// The first type named after `:` in a class's declaration: its superclass, if the module declares a class of
    /// that name.
    let firstInheritedName: String?
    /// Types declared inside it, by their own name (`Model.Item` is `Item` in `Model`).
    private(set) var nestedTypes: [String: DeclaredType] = [:]
    /// Its member type aliases (`typealias Image = UIImage`), their targets as written, by name.
    private(set) var typeAliases: [String: String] = [:]
    /// Whether it has generic parameters (`struct Box<T>`).
    let isGeneric: Bool
    /// Its generic parameters' names, in order.
    let genericParameterNames: [String]
    /// An enum's cases, in order, with their raw values and associated values' labels (only its declaration has
    /// them: an extension cannot add a case).
    let enumCases: [EnumCaseElementSyntax]
    /// Members the unconstrained extensions of the protocols it conforms to give it (`extension PreviewProvider {
    /// static var sample: some View … }`): found only where the type declares no member of that name itself.
    private(set) var protocolDefaults: [DeclSyntax] = []

    init?(_ declaration: DeclSyntax) {
        let group: any DeclGroupSyntax
        let token: TokenSyntax
        if let decl = declaration.as(StructDeclSyntax.self) { kind = .structure; group = decl; token = decl.name }
        else if let decl = declaration.as(ClassDeclSyntax.self) { kind = .classType; group = decl; token = decl.name }
        else if let decl = declaration.as(EnumDeclSyntax.self) { kind = .enumeration; group = decl; token = decl.name }
        else if let decl = declaration.as(ActorDeclSyntax.self) { kind = .actor; group = decl; token = decl.name }
        else { return nil }
        name = token.text
        nameToken = token
        let generics = declaration.as(StructDeclSyntax.self)?.genericParameterClause
            ?? declaration.as(ClassDeclSyntax.self)?.genericParameterClause
            ?? declaration.as(EnumDeclSyntax.self)?.genericParameterClause
        isGeneric = generics != nil
        genericParameterNames = generics?.parameters.map(\.name.text) ?? []
        members = SwiftSourceFile.activeMembers(group.memberBlock.members)
        enumCases = members.compactMap { $0.as(EnumCaseDeclSyntax.self) }.flatMap { Array($0.elements) }
        ownConformances = SwiftSourceFile.conformances(group.inheritanceClause)
        firstInheritedName = kind == .classType ? group.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription : nil
        for member in members {
            if let nested = DeclaredType(member) { nestedTypes[nested.name] = nested }
        }
        addTypeAliases(members)
    }

    private func addTypeAliases(_ added: [DeclSyntax]) {
        for case let alias? in added.map({ $0.as(TypeAliasDeclSyntax.self) }) {
            typeAliases[alias.name.text] = alias.initializer.value.trimmedDescription
        }
    }

    /// Adds an extension's members and conformances.
    func extend(with extensionDecl: ExtensionDeclSyntax) {
        let added = SwiftSourceFile.activeMembers(extensionDecl.memberBlock.members)
        members += added
        ownConformances.formUnion(SwiftSourceFile.conformances(extensionDecl.inheritanceClause))
        for member in added {
            if let nested = DeclaredType(member) { nestedTypes[nested.name] = nested }
        }
        addTypeAliases(added)
    }

    /// Makes `type` the class's superclass, unless that would make a cycle (`class A: B`, `class B: A`).
    func inherit(from type: DeclaredType) {
        var ancestor: DeclaredType? = type
        while let current = ancestor {
            if current === self { return }
            ancestor = current.superclass
        }
        superclass = type
    }

    /// Gives the type the members of its protocols' extensions (see `protocolDefaults`), and the protocols they refine.
    func adoptDefaults(_ defaults: [DeclSyntax], refining refined: Set<String>) {
        protocolDefaults += defaults
        refinedConformances.formUnion(refined)
    }

    var isView: Bool { conformances.contains("View") }
    /// A `Shape` (or `InsettableShape`): drawn from its `path(in:)`.
    var isShape: Bool { conformances.contains("Shape") || conformances.contains("InsettableShape") }
    var isPreviewProvider: Bool { conformances.contains("PreviewProvider") }
    var isViewModifier: Bool { conformances.contains("ViewModifier") }

    static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    /// The instance properties: stored ones (in declaration order) with their declarations, and computed ones.
    var instanceVariables: [VariableDeclSyntax] {
        let own = members.compactMap { $0.as(VariableDeclSyntax.self) }.filter { !Self.isStatic($0.modifiers) }
        // A subclass's own first: an `override var` is found before the one it overrides.
        return superclass.map { own + $0.instanceVariables } ?? own
    }

    /// A static property's binding: the type's own, else its protocols' default.
    func staticVariable(_ name: String) -> (PatternBindingSyntax, VariableDeclSyntax)? {
        for member in [members, protocolDefaults].joined() {
            guard let variable = member.as(VariableDeclSyntax.self), Self.isStatic(variable.modifiers) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText == name {
                return (binding, variable)
            }
        }
        return superclass?.staticVariable(name)
    }

    /// The methods named `name`, instance or static as asked: the type's own, else its superclass's, else its
    /// protocols' defaults.
    func methods(_ name: String, isStatic: Bool) -> [FunctionDeclSyntax] {
        let own = Self.functions(name, isStatic: isStatic, in: members)
        if !own.isEmpty { return own }
        if let inherited = superclass?.methods(name, isStatic: isStatic), !inherited.isEmpty { return inherited }
        return Self.functions(name, isStatic: isStatic, in: protocolDefaults)
    }

    /// The computed instance properties its protocols' extensions give it.
    var defaultInstanceVariables: [VariableDeclSyntax] {
        protocolDefaults.compactMap { $0.as(VariableDeclSyntax.self) }.filter { !Self.isStatic($0.modifiers) }
    }

    private static func functions(_ name: String, isStatic: Bool, in members: [DeclSyntax]) -> [FunctionDeclSyntax] {
        members.compactMap { $0.as(FunctionDeclSyntax.self) }
            .filter { $0.name.bareText == name && Self.isStatic($0.modifiers) == isStatic }
    }

    /// The initializers the type declares (none: the memberwise one).
    /// A subclass that declares none inherits its superclass's.
    var initializers: [InitializerDeclSyntax] {
        let own = ownInitializers
        return own.isEmpty ? superclass?.initializers ?? [] : own
    }

    /// The initializers its own declaration and extensions declare.
    var ownInitializers: [InitializerDeclSyntax] { members.compactMap { $0.as(InitializerDeclSyntax.self) } }


    /// The raw-value type an enum declares first (`enum Tab: String`), if any.
    var rawType: String? {
        guard kind == .enumeration else { return nil }
        let known = ["String", "Int", "Double", "CGFloat", "Character", "Float"]
        return conformances.first(where: known.contains)
    }
}

/// The declarations of one file or of a whole module, by name: types (with their extensions), functions and
/// top-level variables.
struct DeclarationIndex {
    private(set) var types: [String: DeclaredType] = [:]
    private(set) var functions: [String: [FunctionDeclSyntax]] = [:]
    private(set) var variables: [String: PatternBindingSyntax] = [:]
    /// Extensions whose type is not declared in the files indexed (SwiftUI's `View`, `Color`, `Font`, another
    /// module's types): `extension View { func card() -> some View }`, `extension Color { static let brand = … }`.
    private(set) var foreignExtensions: [String: [ExtensionDeclSyntax]] = [:]
    /// The module's protocols, whose requirements decide how a member read through the protocol's type is dispatched.
    private(set) var protocols: [String: ProtocolDeclSyntax] = [:]
    /// For each static member name, the types not declared here whose extensions add it (sorted): an implicit member
    /// (`.brand`) is looked up in them at every use, so they are found once.
    private var foreignStaticOwners: [String: [String]] = [:]

    /// Indexes `files` in order; a name declared twice keeps its first declaration.
    init(_ files: [SwiftSourceFile]) {
        var extensions: [(String, ExtensionDeclSyntax)] = []
        for file in files {
            for item in SwiftSourceFile.activeItems(file.tree.statements) {
                guard case .decl(let declaration) = item.item else { continue }
                if let type = DeclaredType(declaration) {
                    if types[type.name] == nil { types[type.name] = type }
                } else if let function = declaration.as(FunctionDeclSyntax.self) {
                    functions[function.name.bareText, default: []].append(function)
                } else if let variable = declaration.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings {
                        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText, variables[name] == nil {
                            variables[name] = binding
                        }
                    }
                } else if let extensionDecl = declaration.as(ExtensionDeclSyntax.self) {
                    extensions.append((Self.unqualified(extensionDecl.extendedType.trimmedDescription), extensionDecl))
                } else if let protocolDecl = declaration.as(ProtocolDeclSyntax.self), protocols[protocolDecl.name.bareText] == nil {
                    protocols[protocolDecl.name.bareText] = protocolDecl
                }
            }
        }
        for (name, extensionDecl) in extensions {
            let parts = name.split(separator: ".").map(String.init)
            if let type = resolve(parts) { type.extend(with: extensionDecl) } else { foreignExtensions[name, default: []].append(extensionDecl) }
        }
        for type in foreignExtensions.keys.sorted() {
            for member in foreignMembers(of: type) {
                let names: [String] = if let variable = member.as(VariableDeclSyntax.self), DeclaredType.isStatic(variable.modifiers) {
                    variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText }
                } else if let function = member.as(FunctionDeclSyntax.self), DeclaredType.isStatic(function.modifiers) {
                    [function.name.bareText]
                } else {
                    []
                }
                for name in names where foreignStaticOwners[name]?.last != type { foreignStaticOwners[name, default: []].append(type) }
            }
        }
        var pending = Array(types.values)
        while let type = pending.popLast() {
            if let name = type.firstInheritedName, let superclass = resolve(name.split(separator: ".").map(String.init)),
               superclass.kind == .classType {
                type.inherit(from: superclass)
            }
            pending += type.nestedTypes.values
        }
        pending = Array(types.values)
        while let type = pending.popLast() {
            type.adoptDefaults(protocolDefaults(for: type.conformances), refining: refinedProtocols(of: type.conformances))
            pending += type.nestedTypes.values
        }
    }

    /// The protocols the module's protocols among `protocols` refine, at any depth.
    private func refinedProtocols(of protocols: Set<String>) -> Set<String> {
        var found = Set<String>()
        var queue = Array(protocols)
        while let name = queue.popLast() {
            for refined in self.protocols[name].map({ SwiftSourceFile.conformances($0.inheritanceClause) }) ?? [] where found.insert(refined).inserted {
                queue.append(refined)
            }
        }
        return found
    }

    /// The members of the unconstrained extensions of `protocols` and of the protocols they refine, in a fixed
    /// order. An extension with a `where` clause is left out: whether it applies is not decided here.
    private func protocolDefaults(for protocols: Set<String>) -> [DeclSyntax] {
        var seen = Set<String>()
        var queue = protocols.sorted()
        var members: [DeclSyntax] = []
        while !queue.isEmpty {
            let name = queue.removeFirst()
            guard seen.insert(name).inserted else { continue }
            for extensionDecl in foreignExtensions[name] ?? [] where extensionDecl.genericWhereClause == nil {
                members += SwiftSourceFile.activeMembers(extensionDecl.memberBlock.members)
            }
            if let refined = self.protocols[name] {
                queue += SwiftSourceFile.conformances(refined.inheritanceClause).sorted()
            }
        }
        return members
    }

    /// `SwiftUI.Image` is `Image`: an extension of an Apple type may name its module (SwiftGen's generated code does).
    static func unqualified(_ name: String) -> String {
        for module in ["SwiftUI.", "Foundation.", "UIKit.", "CoreGraphics.", "Swift."] where name.hasPrefix(module) {
            return String(name.dropFirst(module.count))
        }
        return name
    }

    /// `Model` or `Model.Item`.
    func resolve(_ parts: [String]) -> DeclaredType? {
        guard let first = parts.first, var type = types[first] else { return nil }
        for part in parts.dropFirst() {
            guard let nested = type.nestedTypes[part] else { return nil }
            type = nested
        }
        return type
    }

    /// The types not declared here that extensions extend, as written (`View`, `Array<Attendee>`).
    var foreignExtensionNames: [String] { Array(foreignExtensions.keys).sorted() }

    /// The members every extension of a type not declared here adds (`extension View`, `extension Color`).
    func foreignMembers(of name: String) -> [DeclSyntax] {
        (foreignExtensions[name] ?? []).flatMap { SwiftSourceFile.activeMembers($0.memberBlock.members) }
    }

    /// The binding of a static property an extension adds to a type not declared here (`extension Color { static
    /// let brand = … }`).
    func foreignStaticVariable(_ name: String, of type: String) -> PatternBindingSyntax? {
        for member in foreignMembers(of: type) {
            guard let variable = member.as(VariableDeclSyntax.self), DeclaredType.isStatic(variable.modifiers) else { continue }
            if let binding = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText == name }) {
                return binding
            }
        }
        return nil
    }

    /// The static methods named `name` an extension adds to a type not declared here.
    func foreignStaticMethods(_ name: String, of type: String) -> [FunctionDeclSyntax] {
        foreignMembers(of: type).compactMap { $0.as(FunctionDeclSyntax.self) }
            .filter { $0.name.bareText == name && DeclaredType.isStatic($0.modifiers) }
    }

    /// The types not declared here whose extensions add a static member named `name`, in a fixed order: where an
    /// implicit member (`.brand`) is looked up.
    func foreignTypes(withStatic name: String) -> [String] {
        foreignStaticOwners[name] ?? []
    }
}

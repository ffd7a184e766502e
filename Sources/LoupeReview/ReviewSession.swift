#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeGolden
import LoupeRender

/// What the review page shows and changes: the latest check of every scene, what the user decided about each, and a
/// version that grows with every change, which the page waits on.
public actor ReviewSession {
    /// What the user did with a failed scene.
    public enum Decision: String, Sendable {
        /// Nothing yet.
        case pending
        /// Its rendering was written as its golden; it passes now.
        case approved
        /// Looked at and left failing: the golden stays, the scene is to be fixed.
        case rejected
    }

    /// One scene as the page shows it.
    public struct Entry: Sendable {
        /// The check's finding, with the pictures and layout report it rendered.
        public var item: CheckItem
        /// What the user decided.
        public var decision: Decision
    }

    /// The goldens folder approvals write into.
    public let goldens: URL
    /// The scenes, in the suite's order.
    public private(set) var entries: [Entry] = []
    /// Grows by one with every change the page should show.
    public private(set) var version = 0
    /// Why the last check could not run (a usage or I/O error), shown on the page until a check runs again.
    public private(set) var problem: String?

    /// A session writing approved goldens into `goldens`.
    public init(goldens: URL) { self.goldens = goldens }

    /// Takes a whole run's results: every scene as it is now.
    public func replaceAll(with items: [CheckItem]) {
        entries = items.map { Entry(item: $0, decision: .pending) }
        problem = nil
        version += 1
    }

    /// Takes the results of some scenes checked again: each replaces the scene of its name (its decision dropped), a
    /// new name is added at the end.
    public func update(with items: [CheckItem]) {
        for item in items {
            if let index = entries.firstIndex(where: { $0.item.name == item.name }) {
                entries[index] = Entry(item: item, decision: .pending)
            } else {
                entries.append(Entry(item: item, decision: .pending))
            }
        }
        problem = nil
        version += 1
    }

    /// Records why a check could not run.
    public func report(problem: String) {
        self.problem = problem
        version += 1
    }

    /// Writes the goldens of the named failed scenes (every pending failure when `names` is empty) from the very
    /// bytes the page shows, and marks them approved.
    /// - Returns: the names approved.
    /// - Throws: `ReviewError.unknownScene` for a name not in the session or without a rendering (nothing written);
    ///   a `LoupeRenderError` when a golden cannot be written or its name leads outside the goldens folder.
    public func approve(_ names: [String]) throws -> [String] {
        let chosen = try pick(names, all: { $0.item.isApprovable && $0.decision == .pending })
        for index in chosen {
            guard let picture = entries[index].item.images?.actual else {
                throw ReviewError.unknownScene(entries[index].item.name)
            }
            let golden = try GoldenFiles.confined(name: entries[index].item.name, in: goldens)
            try golden.write(picture: picture, layout: entries[index].item.images?.actualLayout)
            entries[index].decision = .approved
            version += 1
        }
        return chosen.map { entries[$0].item.name }
    }

    /// Marks the named failed scenes (every pending failure when `names` is empty) rejected; nothing is written.
    public func reject(_ names: [String]) throws -> [String] {
        let chosen = try pick(names, all: { $0.item.isApprovable && $0.decision == .pending })
        for index in chosen where entries[index].decision != .approved { entries[index].decision = .rejected }
        if !chosen.isEmpty { version += 1 }
        return chosen.map { entries[$0].item.name }
    }

    /// The indices of `names`, each a failed scene with a rendering; with no names, those `all` selects.
    private func pick(_ names: [String], all: (Entry) -> Bool) throws -> [Int] {
        guard !names.isEmpty else { return entries.indices.filter { all(entries[$0]) } }
        var indices: [Int] = []
        for name in names {
            guard let index = entries.firstIndex(where: { $0.item.name == name }), entries[index].item.isApprovable else {
                throw ReviewError.unknownScene(name)
            }
            if !indices.contains(index) { indices.append(index) }
        }
        return indices
    }
}

/// Why a review request was refused.
public enum ReviewError: Error, Equatable, CustomStringConvertible {
    /// A name that is not a failed scene of the session with a rendering.
    case unknownScene(String)
    /// A request body that is not what the route reads.
    case badBody(String)

    public var description: String {
        switch self {
        case .unknownScene(let name): "\"\(name)\" is not a failed scene of this review with a rendering"
        case .badBody(let reason): reason
        }
    }
}

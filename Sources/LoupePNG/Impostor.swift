/// Files that users hand over as PNGs but are something else, recognised by their first bytes so that the error
/// says what happened instead of only "not a PNG file".
enum Impostor {
    /// A Git LFS pointer: the repository stores the image in LFS and it was checked out without `git lfs`.
    case gitLFSPointer
    /// A file with Git's conflict markers in it.
    case mergeConflict

    init?(_ bytes: UnsafeRawBufferPointer) {
        func starts(with prefix: String) -> Bool {
            let utf8 = Array(prefix.utf8)
            return bytes.count >= utf8.count && zip(bytes, utf8).allSatisfy { $0 == $1 }
        }
        if starts(with: "version https://git-lfs.github.com/spec/") {
            self = .gitLFSPointer
        } else if starts(with: "<<<<<<< ") {
            self = .mergeConflict
        } else {
            return nil
        }
    }

    var message: String {
        switch self {
        case .gitLFSPointer:
            "not a PNG file (a Git LFS pointer: the image was checked out without Git LFS; run `git lfs pull`)"
        case .mergeConflict:
            "not a PNG file (it holds Git merge-conflict markers)"
        }
    }
}

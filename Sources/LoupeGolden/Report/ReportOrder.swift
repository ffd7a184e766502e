extension CheckItem.Status {
    /// Where items of this status stand in a report: failures first, then recorded goldens, then passes.
    var reportRank: Int {
        switch self {
        case .failed: return 0
        case .new, .updated: return 1
        case .passed: return 2
        }
    }
}

extension CheckReport {
    /// The items as the reports list them: failed first, then new and updated, then passed, each group in the
    /// run's order, so what needs a look comes first.
    public var itemsInReportOrder: [CheckItem] {
        // Sorting by (rank, index) keeps the run's order inside a group whatever the sort's stability.
        items.enumerated()
            .sorted { ($0.element.status.reportRank, $0.offset) < ($1.element.status.reportRank, $1.offset) }
            .map { $0.element }
    }
}

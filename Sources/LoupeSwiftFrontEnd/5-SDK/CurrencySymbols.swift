/// How a US-English device writes an amount of a currency (`.currency(code:)`): the symbol before the number and the
/// fraction digits, as ICU's `en_US` data gives them (checked with swift-foundation's `formatted(.currency(code:)
/// .locale(Locale(identifier: "en_US")))`; `docs/swift-source.md#determinism`).
enum CurrencySymbols {
    /// The text before the number and the usual number of fraction digits.
    struct Currency {
        var prefix: String
        var fractionDigits: Int
    }

    /// The symbols `en_US` writes in place of the code.
    private static let symbols: [String: String] = [
        "USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "CNY": "CN¥", "INR": "₹", "KRW": "₩", "CAD": "CA$",
        "AUD": "A$", "BRL": "R$", "MXN": "MX$", "NZD": "NZ$", "HKD": "HK$", "TWD": "NT$", "ILS": "₪", "VND": "₫",
        "PHP": "₱", "XAF": "FCFA", "XOF": "F\u{202F}CFA", "XCD": "EC$",
    ]

    /// Currencies written without fraction digits.
    private static let wholeCurrencies: Set<String> = ["JPY", "KRW", "VND", "CLP", "ISK", "UGX", "PYG", "XAF", "XOF", "KMF", "RWF", "GNF", "DJF", "VUV", "XPF", "BIF"]

    /// `code`'s symbol, or the code and a no-break space (`CHF 12.00`) for a currency with none in `en_US`.
    static func symbol(code: String) -> Currency {
        let code = code.uppercased()
        return Currency(prefix: symbols[code] ?? code + "\u{00A0}", fractionDigits: wholeCurrencies.contains(code) ? 0 : 2)
    }
}

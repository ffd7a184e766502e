/// `text` as a JSON string literal, quotes included; past `maximumScalars` it is cut and ends in `…`.
public func jsonStringLiteral(_ text: String, maximumScalars: Int = .max) -> String {
    var result = "\""
    for (count, scalar) in text.unicodeScalars.enumerated() {
        if count == maximumScalars { result += "…"; break }
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        default:
            if scalar.value < 0x20 {
                result += "\\u00" + hex2(UInt8(scalar.value))
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
    }
    return result + "\""
}

/// Number rendering shared by descriptions and dumps: integers without `.0`, otherwise
/// Swift's shortest round-trip form, so output is stable and readable.
public enum NumberFormat {
    /// `8`, `0.5`, `-10`.
    public static func string(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 {
            return value == 0 ? "0" : String(Int64(value))
        }
        return "\(value)"
    }

    /// `" + 8"`, `" - 10"`, or `""` for zero.
    static func offset(_ value: Double) -> String {
        if value == 0 { return "" }
        return value > 0 ? " + \(string(value))" : " - \(string(-value))"
    }
}

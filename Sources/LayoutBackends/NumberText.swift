/// Formats coordinates for people: at most three decimals, no trailing zeros, no `-0`
/// (`16`, `33.333`, `-2.5`). Every text backend uses it so the formats agree.
public enum NumberText {
    /// `value` rounded to 1/1000, as the shortest text: `16`, `33.333`, `0`; `nan`/`inf` as such.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        let scaled = (value * 1000).rounded()
        // Beyond 2^53/1000 thousandths are meaningless; fall back to the integer part.
        guard abs(scaled) < 9e15 else {
            let whole = value.rounded()
            return abs(whole) < 9e18 ? String(Int64(whole)) : "\(whole)"
        }
        let milli = Int64(scaled)
        if milli == 0 { return "0" }
        let negative = milli < 0
        let magnitude = negative ? -milli : milli
        var text = negative ? "-" : ""
        text += String(magnitude / 1000)
        var fraction = magnitude % 1000
        if fraction != 0 {
            var digits = 3
            while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
            let f = String(fraction)
            text += "." + String(repeating: "0", count: digits - f.count) + f
        }
        return text
    }

    /// `value` rounded to 1/1000 as a number (`-0` becomes `0`), for JSON output.
    public static func rounded(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        let r = (value * 1000).rounded() / 1000
        return r == 0 ? 0 : r
    }
}

/// Formats coordinates for people: at most three decimals, no trailing zeros, no `-0`
/// (`16`, `33.333`, `-2.5`). Every text backend uses it so the formats agree.
public enum NumberText {
    /// `value` rounded to 1/1000, as the shortest text: `16`, `33.333`, `0`; `nan`/`inf` as such.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        guard let milli = thousandths(value) else {
            // Beyond 2^53 millionths fractions are meaningless; fall back to the integer part.
            let whole = value.rounded()
            return abs(whole) < 9e18 ? String(Int64(whole)) : "\(whole)"
        }
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
        guard value.isFinite, let milli = thousandths(value) else { return value }
        let r = Double(milli) / 1000
        return r == 0 ? 0 : r
    }

    /// `value` in whole thousandths, rounded half away from zero — after first snapping to
    /// millionths, so that solver noise around a half-thousandth (50.28749999999 vs
    /// 50.2875000001) cannot flip the printed digit. Integer arithmetic for the second step
    /// because `50.2875 * 1000` is not exactly 50287.5 in binary. `nil` when too large.
    static func thousandths(_ value: Double) -> Int64? {
        let micro = (value * 1_000_000).rounded()
        guard abs(micro) < 9e15 else { return nil }
        let m = Int64(micro)
        return m >= 0 ? (m + 500) / 1000 : -((-m + 500) / 1000)
    }
}

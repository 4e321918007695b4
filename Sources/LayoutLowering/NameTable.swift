/// Declared and built-in view names → `ViewID`, for the lookups lowering makes for every
/// name on every visual-format line and anchor, in every variant.
///
/// `Dictionary<String, _>` hashes with a freshly seeded SipHash per lookup, which was a tenth
/// of lowering a large file; names are short, so FNV-1a over the UTF-8 bytes with linear
/// probing is several times cheaper. Only lookups and first insertions are needed.
struct NameTable {
    /// Open-addressing slots: index into `entries` + 1, `0` when empty.
    private var slots: [Int32]
    /// Inserted names and their ids, in insertion order.
    private var entries: [(name: String, id: ViewID)] = []
    /// `slots.count - 1` (the slot count is a power of two).
    private var mask: Int

    /// An empty table with room for about `capacity` names before it grows.
    init(capacity: Int = 16) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = Array(repeating: 0, count: size)
        mask = size - 1
    }

    /// The id of `name`, or `nil`.
    subscript(name: String) -> ViewID? {
        var slot = Self.hash(name) & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return nil }
            if entries[entry - 1].name == name { return entries[entry - 1].id }
            slot = (slot + 1) & mask
        }
    }

    /// Adds `name`, which the caller has just looked up and found absent (the view table
    /// keeps the first declaration of a name), so it is not looked up again.
    mutating func insert(_ name: String, _ id: ViewID) {
        if (entries.count + 1) * 2 > slots.count { grow() }
        entries.append((name, id))
        place(entries.count - 1, hash: Self.hash(name))
    }

    private mutating func place(_ entry: Int, hash: Int) {
        var slot = hash & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(entry + 1)
    }

    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        mask = slots.count - 1
        for i in entries.indices { place(i, hash: Self.hash(entries[i].name)) }
    }

    /// FNV-1a (64 bit) of the UTF-8 bytes, with the high bits folded down because the mask
    /// keeps only the low ones.
    static func hash(_ name: String) -> Int {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        var copy = name
        copy.withUTF8 { bytes in
            for b in bytes {
                h ^= UInt64(b)
                h &*= 0x0000_0100_0000_01b3
            }
        }
        return Int(truncatingIfNeeded: h ^ (h >> 29))
    }
}

import LayoutLowering
import LayoutSyntax

/// What the language makes of a word, for highlighting: one bit per list of `Vocabulary` (and
/// of the IR's enums) the word is in.
struct WordClass: OptionSet, Sendable {
    let rawValue: UInt32
    static let attribute = WordClass(rawValue: 1 << 0)
    static let guide = WordClass(rawValue: 1 << 1)
    static let kind = WordClass(rawValue: 1 << 2)
    static let keyword = WordClass(rawValue: 1 << 3)
    static let formatOption = WordClass(rawValue: 1 << 4)
    static let cellKind = WordClass(rawValue: 1 << 5)
    static let cellKeyword = WordClass(rawValue: 1 << 6)
    /// `estimated` and `options`: keywords wherever they are.
    static let headerKeyword = WordClass(rawValue: 1 << 7)
    static let orientation = WordClass(rawValue: 1 << 8)
    /// Size-class terms, priority names, stack property values, `true`, `false`.
    static let value = WordClass(rawValue: 1 << 9)
    /// Built-in views, `superview`, built-in metrics.
    static let builtinName = WordClass(rawValue: 1 << 10)
    static let rootGuideShorthand = WordClass(rawValue: 1 << 11)
    static let intrinsic = WordClass(rawValue: 1 << 12)
}

/// The words of `WordClass`, looked up by their bytes: an identifier in the text is classified
/// with one hash of its bytes, not a `String` made and hashed for each list (20,000
/// identifiers in a 1,000-view file, after every edit).
struct WordClasses: Sendable {
    private let words: [[UInt8]]
    private let classes: [WordClass]
    /// Open addressing: index into `words` + 1, 0 for an empty slot.
    private let slots: [Int32]
    private let mask: Int
    private let longest: Int

    static let shared = WordClasses()

    private init() {
        var byWord: [String: WordClass] = [:]
        func add(_ list: [String], _ c: WordClass) { for w in list { byWord[w, default: []].insert(c) } }
        add(LayoutAttribute.allCases.map(\.rawValue), .attribute)
        add(Vocabulary.viewGuides + Vocabulary.scrollGuides, .guide)
        add(ViewKind.allCases.map(\.rawValue), .kind)
        add(Vocabulary.statementKeywords + Vocabulary.propertyNames + [Vocabulary.alternative], .keyword)
        add(Vocabulary.formatOptions, .formatOption)
        add(Vocabulary.cellKinds, .cellKind)
        add([Vocabulary.cellKeyword], .cellKeyword)
        add([Vocabulary.cellEstimated, Vocabulary.formatOptionsKeyword], .headerKeyword)
        add(Vocabulary.orientations, .orientation)
        add(Vocabulary.traitTerms + Vocabulary.priorityNames.map(\.name) + StackAxis.allCases.map(\.rawValue)
            + StackDistribution.allCases.map(\.rawValue) + StackAlignment.allCases.map(\.rawValue) + ["true", "false"], .value)
        add(Vocabulary.builtinViews + [Vocabulary.superview] + Vocabulary.builtinMetrics.map(\.name), .builtinName)
        add(Vocabulary.rootGuideShorthands, .rootGuideShorthand)
        add(["intrinsic"], .intrinsic)
        let entries = byWord.sorted { $0.key < $1.key }
        words = entries.map { Array($0.key.utf8) }
        classes = entries.map(\.value)
        longest = words.map(\.count).max() ?? 0
        var size = 16
        while size < entries.count * 4 { size *= 2 }
        mask = size - 1
        var slots = [Int32](repeating: 0, count: size)
        for (k, w) in words.enumerated() {
            var i = w.withUnsafeBufferPointer { Self.hash($0, 0, $0.count) } & (size - 1)
            while slots[i] != 0 { i = (i + 1) & (size - 1) }
            slots[i] = Int32(k + 1)
        }
        self.slots = slots
    }

    /// FNV-1a of `bytes[start..<end]`.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for i in start..<end { h = (h ^ UInt64(bytes[i])) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: h ^ (h >> 29))
    }

    /// The classes of the word `bytes[start..<end]` (empty for a word in no list).
    func classes(of bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> WordClass {
        let n = end - start
        guard n > 0, n <= longest else { return [] }
        var i = Self.hash(bytes, start, end) & mask
        while true {
            let k = Int(slots[i])
            if k == 0 { return [] }
            let word = words[k - 1]
            if word.count == n, word.withUnsafeBufferPointer({ w in (0..<n).allSatisfy { w[$0] == bytes[start + $0] } }) {
                return classes[k - 1]
            }
            i = (i + 1) & mask
        }
    }
}

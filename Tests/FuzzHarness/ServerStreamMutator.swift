/// Mutation of a client's byte stream that keeps its framing (the `server` target's
/// `LLVMFuzzerCustomMutator`): a byte-level edit of one body would almost always leave its
/// `Content-Length` wrong, and the server would wait for bytes that never come, so bodies are
/// edited and framed again; messages are inserted, dropped, repeated and swapped. One edit in
/// eight is a raw one on the whole stream, so framing itself is still fuzzed.
public enum ServerStreamMutator {
    /// One edit of `data` (at most `maxSize` bytes), picked by `seed`; `bytes` is libFuzzer's byte mutator.
    public static func mutate(_ data: [UInt8], maxSize: Int, seed: UInt32, bytes: ([UInt8]) -> [UInt8]) -> [UInt8] {
        var random = Xorshift(seed)
        var messages = split(data)
        if messages.isEmpty || random.below(8) == 0 { return clip(bytes(data), maxSize) }
        let i = random.below(messages.count)
        switch random.below(6) {
        case 0, 1: messages[i] = bytes(messages[i])
        case 2: messages.insert(body(of: random.pick(ServerMessages.inserts)), at: random.below(messages.count + 1))
        case 3: messages.remove(at: i)
        case 4: messages.insert(messages[i], at: random.below(messages.count + 1))
        default: messages.swapAt(i, random.below(messages.count))
        }
        return clip(messages.flatMap(frame), maxSize)
    }

    /// The bodies of a stream of `Content-Length` messages, up to the first that is not one.
    static func split(_ data: [UInt8]) -> [[UInt8]] {
        var out: [[UInt8]] = []
        var at = 0
        let prefix = Array("Content-Length: ".utf8)
        while at + prefix.count < data.count, Array(data[at..<at + prefix.count]) == prefix {
            var i = at + prefix.count
            var length = 0
            while i < data.count, data[i] >= 0x30, data[i] <= 0x39, length < 1 << 24 {
                length = length * 10 + Int(data[i] - 0x30)
                i += 1
            }
            guard i + 4 <= data.count, Array(data[i..<i + 4]) == [13, 10, 13, 10], i + 4 + length <= data.count else { break }
            out.append(Array(data[i + 4..<i + 4 + length]))
            at = i + 4 + length
        }
        return out
    }

    private static func body(of framed: [UInt8]) -> [UInt8] { split(framed).first ?? framed }

    private static func frame(_ body: [UInt8]) -> [UInt8] { Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body }

    private static func clip(_ data: [UInt8], _ maxSize: Int) -> [UInt8] { data.count > maxSize ? Array(data.prefix(maxSize)) : data }
}

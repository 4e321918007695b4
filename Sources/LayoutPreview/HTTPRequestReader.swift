/// Reads one request from the bytes of a connection as they arrive, within `HTTPLimits`:
/// the head is searched for its end only in the new bytes, so a request costs time linear in
/// its size however it is split into reads.
struct HTTPRequestReader {
    /// What the bytes so far amount to.
    enum Progress: Equatable {
        /// The request is not complete yet.
        case incomplete
        /// The head is read and asks for a body of this many bytes (for the shared budget).
        case needsBody(Int)
        /// The request is complete.
        case complete
        /// The request is refused with this status (400, 413, 431, 501).
        case refused(Int)
    }

    private(set) var data: [UInt8] = []
    private var scanFrom = 0
    private var head: (request: HTTPRequest, bodyStart: Int, bodyLength: Int)?
    let limits: HTTPLimits

    init(limits: HTTPLimits) { self.limits = limits }

    /// The request, once `append` said `.complete`.
    var request: HTTPRequest? {
        guard var h = head, data.count >= h.bodyStart + h.bodyLength else { return nil }
        h.request.body = Array(data[h.bodyStart..<(h.bodyStart + h.bodyLength)])
        return h.request
    }

    /// How many more bytes the request can take: the next read asks for no more, so a
    /// connection never buffers past its caps (the head's, then its body's length).
    var capacity: Int {
        if let h = head { return max(1, h.bodyStart + h.bodyLength - data.count) }
        return max(1, limits.maximumHeadBytes + 1 - data.count)
    }

    /// Adds bytes read from the connection.
    mutating func append(_ bytes: UnsafeRawBufferPointer) -> Progress {
        data.append(contentsOf: bytes)
        if let h = head { return data.count >= h.bodyStart + h.bodyLength ? .complete : .incomplete }
        guard let end = headEnd() else {
            return data.count > limits.maximumHeadBytes ? .refused(431) : .incomplete
        }
        guard end + 4 <= limits.maximumHeadBytes else { return .refused(431) }
        switch parseHead(data[0..<end]) {
        case .failure(let status):
            return .refused(status.code)
        case .success(let parsed):
            head = (parsed.request, end + 4, parsed.bodyLength)
            if data.count >= end + 4 + parsed.bodyLength { return .complete }
            return .needsBody(parsed.bodyLength)
        }
    }

    /// Where `\r\n\r\n` starts, looking only at bytes not looked at before.
    private mutating func headEnd() -> Int? {
        guard data.count >= 4 else { return nil }
        var i = scanFrom
        while i + 3 < data.count {
            if data[i] == 13 && data[i + 1] == 10 && data[i + 2] == 13 && data[i + 3] == 10 { return i }
            i += 1
        }
        scanFrom = i
        return nil
    }

    struct Status: Error { var code: Int }

    private func parseHead(_ bytes: ArraySlice<UInt8>) -> Result<(request: HTTPRequest, bodyLength: Int), Status> {
        let lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\r\n")
        let requestLine = lines[0].split(separator: " ", omittingEmptySubsequences: false)
        guard requestLine.count == 3, !requestLine[0].isEmpty, requestLine[1].hasPrefix("/"),
              requestLine[2].hasPrefix("HTTP/1.") else { return .failure(Status(code: 400)) }
        guard lines.count - 1 <= limits.maximumHeaderCount else { return .failure(Status(code: 431)) }
        var host: String?
        var length: Int?
        for line in lines.dropFirst() {
            // A folded line (obsolete) or one without a colon is malformed.
            guard let colon = line.firstIndex(of: ":"), line.first != " ", line.first != "\t" else {
                return .failure(Status(code: 400))
            }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: [" ", "\t"])
            switch name {
            case "host":
                // Two hosts could be read differently by the Host check and the browser.
                guard host == nil else { return .failure(Status(code: 400)) }
                host = value
            case "content-length":
                guard !value.isEmpty, value.utf8.allSatisfy({ (48...57).contains($0) }), let n = Int(value),
                      length == nil || length == n else {
                    return .failure(Status(code: 400))
                }
                length = n
            case "transfer-encoding":
                return .failure(Status(code: 501))
            default:
                break
            }
        }
        let bodyLength = length ?? 0
        guard bodyLength <= limits.maximumBodyBytes else { return .failure(Status(code: 413)) }
        let target = requestLine[1]
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        var query: [String: String] = [:]
        if parts.count == 2 {
            for pair in parts[1].split(separator: "&") {
                let kv = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                query[String(kv[0])] = kv.count == 2 ? String(kv[1]) : ""
            }
        }
        let request = HTTPRequest(method: String(requestLine[0]), path: String(parts[0]), query: query, host: host, body: [])
        return .success((request, bodyLength))
    }
}

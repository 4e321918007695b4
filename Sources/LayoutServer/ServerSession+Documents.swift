import Foundation
import LayoutIDE
import LayoutSource

// Text synchronisation (incremental) and the debounced, cancellable re-check.
extension ServerSession {
    func didOpen(_ params: JSONValue) throws {
        let doc = try params.required("textDocument")
        let uri = try doc.requiredString("uri")
        let text = try doc.requiredString("text")
        let version = doc["version"]?.intValue ?? 0
        let generation = (documents[uri]?.generation ?? 0) + 1
        let source = Self.sourceFile(uri: uri, text: text)
        let loaded = DocumentConfiguration.load(forDocumentAt: source.path, incremental: options.incrementalChecks)
        var document = OpenDocument(uri: uri, version: version, source: source, generation: generation, session: loaded.session)
        document.configurationStamp = DocumentConfiguration.stamp(forDocumentAt: source.path)
        document.configuration = loaded.report
        documents[uri] = document
        publishConfiguration(loaded.report, replacing: nil)
        scheduleCheck(uri: uri, generation: generation, delayMilliseconds: 0)
    }

    func didChange(_ params: JSONValue) throws {
        let doc = try params.required("textDocument")
        let uri = try doc.requiredString("uri")
        guard var document = documents[uri] else {
            throw RPCError(.invalidParams, "didChange for a document that is not open: \(uri)")
        }
        guard let changes = params["contentChanges"]?.arrayValue, !changes.isEmpty else {
            throw RPCError(.invalidParams, "contentChanges must be a non-empty array")
        }
        // Versions only increase (the protocol's rule): a change that is not newer than the
        // text we have arrived late or twice, and applying it would replace newer text.
        if let version = doc["version"]?.intValue, version <= document.version { return }
        let source = try Self.apply(changes, to: document.source, uri: uri)
        // Adaptive debounce (docs/editors.md): an edit is checked at once when the server is
        // idle — the previous text has been analysed, so no check is queued or running — or
        // after a quiet spell; an edit that arrives while the previous one still waits or is
        // being checked is part of a burst, and waits until the burst has been quiet for the
        // debounce interval, so only the burst's last text is checked.
        let idle = document.analysisGeneration == document.generation
        document.version = doc["version"]?.intValue ?? document.version + 1
        document.source = source
        document.generation += 1
        let now = DispatchTime.now()
        let quiet = now.uptimeNanoseconds - document.lastEdit.uptimeNanoseconds >= UInt64(options.debounceMilliseconds) * 1_000_000
        document.lastEdit = now
        // A client that does not watch files for us still gets an edited `.vflc.json` here (one
        // that does reports it, so its edits do not read the configuration files).
        if !client.watchesFiles { _ = reloadConfiguration(of: &document) }
        documents[uri] = document
        scheduleCheck(uri: uri, generation: document.generation, delayMilliseconds: idle || quiet ? 0 : options.debounceMilliseconds)
    }

    /// Applies `changes` in order, each to the result of the previous one: a change with a
    /// `range` (UTF-16 positions) replaces that range, one without replaces the whole text.
    static func apply(_ changes: [JSONValue], to source: SourceFile, uri: String) throws -> SourceFile {
        var current = source
        for change in changes {
            guard let text = change["text"]?.stringValue else { throw RPCError(.invalidParams, "a change needs 'text'") }
            guard let range = change["range"], !range.isNull else {
                current = sourceFile(uri: uri, text: text)
                continue
            }
            let start = try LSPConvert.offset(of: range.required("start"), in: current)
            let end = try LSPConvert.offset(of: range.required("end"), in: current)
            guard start <= end else { throw RPCError(.invalidParams, "a change's range ends before it starts") }
            let bytes = current.bytes
            var edited: [UInt8] = []
            edited.reserveCapacity(bytes.count - (end - start) + text.utf8.count)
            edited += bytes[..<start]
            edited += text.utf8
            edited += bytes[end...]
            // Offsets fall on scalar boundaries (LSPConvert never splits a scalar), so the result is valid UTF-8.
            current = sourceFile(uri: uri, text: String(decoding: edited, as: UTF8.self))
        }
        return current
    }

    /// `workspace/didChangeConfiguration`: `settings.vflc` holds the server's settings; a
    /// client that sends none there (`settings: null`, the protocol's pull model) is asked for
    /// them (`workspace/configuration`).
    func didChangeConfiguration(_ params: JSONValue) throws {
        if let pushed = params["settings"]?["vflc"] {
            applySettings(pushed)
        } else {
            requestSettings()
        }
    }

    /// Applies `options` (`{"inlayHints": {"frames": false}}`); when the frame hints are
    /// switched, clients that can are asked to fetch hints again.
    func applySettings(_ options: JSONValue?) {
        let before = settings
        settings.apply(options)
        if settings != before, client.inlayHintRefresh {
            send(.object([("jsonrpc", .string("2.0")), ("id", .string("vflc-\(nextRequestID)")),
                          ("method", .string("workspace/inlayHint/refresh"))]))
            nextRequestID += 1
        }
    }

    /// Asks a client that answers `workspace/configuration` for the section `vflc` of its
    /// settings (VS Code's `vflc.inlayHints.frames`, Neovim's `settings`, eglot's
    /// `eglot-workspace-configuration`); the answer arrives as a response (`ServerSession.receive`).
    func requestSettings() {
        guard client.pullsConfiguration else { return }
        let id = "vflc-\(nextRequestID)"
        nextRequestID += 1
        configurationRequests.insert(id)
        send(.object([("jsonrpc", .string("2.0")), ("id", .string(id)), ("method", .string("workspace/configuration")),
                      ("params", .object([("items", .array([.object([("section", .string("vflc"))])]))]))]))
    }

    /// Asks a client that can register it dynamically to send `workspace/didChangeConfiguration`
    /// when the section `vflc` changes (clients that push their settings send it anyway).
    func registerSettingsChanges() {
        guard client.registersConfigurationChanges else { return }
        let registration = JSONValue.object([
            ("id", .string("vflc-settings")),
            ("method", .string("workspace/didChangeConfiguration")),
            ("registerOptions", .object([("section", .string("vflc"))])),
        ])
        send(.object([("jsonrpc", .string("2.0")), ("id", .string("vflc-\(nextRequestID)")),
                      ("method", .string("client/registerCapability")),
                      ("params", .object([("registrations", .array([registration]))]))]))
        nextRequestID += 1
    }

    func didClose(_ params: JSONValue) throws {
        let uri = try params.required("textDocument").requiredString("uri")
        documents[uri] = nil
        // Clear the problems panel; any check still running for it is now stale.
        send(RPCMessage.notification(method: "textDocument/publishDiagnostics",
                                     params: .object([("uri", .string(uri)), ("diagnostics", .array([]))])))
    }

    /// Waits `delay`, then checks the document unless a newer edit arrived meanwhile, and
    /// publishes the result unless a newer edit arrived while checking.
    func scheduleCheck(uri: String, generation: Int, delayMilliseconds: Int) {
        let scheduled = ServerTrace.now()
        queue.asyncAfter(deadline: .now() + .milliseconds(delayMilliseconds)) { [self] in
            ServerTrace.mark("scheduled check starts (delay \(delayMilliseconds) ms)", since: scheduled)
            guard let document = documents[uri], document.generation == generation else { return }
            if let analysis = document.currentAnalysis {
                if document.publishedGeneration != generation { publish(analysis, of: document) }
                return
            }
            checkQueue.async { [self] in
                // Another edit may have come in while this job waited for the check queue.
                let stillCurrent = queue.sync { documents[uri]?.generation == generation }
                guard stillCurrent else { return }
                ServerTrace.mark("analysis starts", since: scheduled)
                let analysis = analyze(document)
                let analysed = ServerTrace.mark("analysis done", since: scheduled)
                queue.async { [self] in
                    ServerTrace.mark("back on the session queue", since: analysed)
                    guard var document = documents[uri], document.generation == generation else { return }
                    let previous = document.analysis
                    document.analysis = analysis
                    document.analysisGeneration = generation
                    documents[uri] = document
                    if document.publishedGeneration != generation { publish(analysis, of: document) }
                    Self.free(previous)
                }
            }
        }
    }

    /// The analysis of the document's current text, computed now if the background check has
    /// not finished yet (hover and definition must answer about what the user sees). Its
    /// diagnostics are published at once, ahead of the answer: an editor asks for semantic
    /// tokens and inlay hints right after each edit, and the background check's publication
    /// would otherwise wait on the session queue behind those answers.
    func currentAnalysis(uri: String) throws -> (OpenDocument, DocumentAnalysis) {
        guard var document = documents[uri] else { throw RPCError(.invalidParams, "document is not open: \(uri)") }
        if let analysis = document.currentAnalysis { return (document, analysis) }
        let analysis = analyze(document)
        let previous = document.analysis
        document.analysis = analysis
        document.analysisGeneration = document.generation
        documents[uri] = document
        publish(analysis, of: document)
        Self.free(previous)
        return (documents[uri] ?? document, analysis)
    }

    /// Drops the last reference to a replaced analysis on another thread: freeing a large
    /// file's variants, solutions and diagnostics was a twentieth of an edit's work, done here
    /// on the session queue before the new diagnostics went out.
    static func free(_ analysis: DocumentAnalysis?) {
        guard let analysis else { return }
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(analysis) {} }
    }

    /// Publishes the analysis's diagnostics unless they are exactly those published last
    /// (an edit that moved nothing the client sees: the client keeps what it shows).
    func publish(_ analysis: DocumentAnalysis, of document: OpenDocument) {
        let start = ServerTrace.now()
        documents[document.uri]?.publishedGeneration = document.generation
        let list: [UInt8]
        if let error = document.configuration.error, let file = document.configuration.files.last {
            // `vflc check` reports the configuration's error and checks nothing else.
            var bytes: [UInt8] = []
            JSONValue.array([configurationErrorOnDocument(error, file: file, document: document)]).write(to: &bytes)
            list = bytes
        } else {
            list = DiagnosticsWriter(source: analysis.source, uri: document.uri, relatedInformation: client.relatedInformation)
                .write(analysis.diagnostics)
        }
        guard list != document.published else {
            ServerTrace.mark("\(analysis.diagnostics.count) diagnostics unchanged: not published", since: start)
            return
        }
        documents[document.uri]?.published = list
        // The envelope is written with an empty list that the list's bytes then replace, so
        // the diagnostics (hundreds of kilobytes in a large file) are written only once.
        var message: [UInt8] = []
        RPCMessage.notification(method: "textDocument/publishDiagnostics", params: .object([
            ("uri", .string(document.uri)), ("version", .number(Double(document.version))),
            ("diagnostics", .array([])),
        ])).write(to: &message)
        message.removeLast(4)
        message += list
        message += [0x7D, 0x7D]
        if let sendSerialized {
            sendSerialized(message)
        } else if let value = try? JSONValue.parse(Data(message)) {
            send(value)
        }
        ServerTrace.mark("publish \(analysis.diagnostics.count) diagnostics", since: start)
    }

    /// Diagnostics name the file by path, so the path is derived from the URI.
    static func sourceFile(uri: String, text: String) -> SourceFile {
        let path = URL(string: uri).flatMap { $0.isFileURL ? $0.path : nil } ?? uri
        return SourceFile(path: path, text: text)
    }
}

extension JSONValue {
    /// The member `key`, or an `invalidParams` error naming it.
    func required(_ key: String) throws -> JSONValue {
        guard let v = self[key], !v.isNull else { throw RPCError(.invalidParams, "missing '\(key)'") }
        return v
    }

    /// The string member `key`, or an `invalidParams` error naming it.
    func requiredString(_ key: String) throws -> String {
        guard let s = self[key]?.stringValue else { throw RPCError(.invalidParams, "'\(key)' must be a string") }
        return s
    }
}

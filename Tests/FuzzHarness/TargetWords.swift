/// The `server` target's dictionary: the framing, JSON-RPC's members, every method the
/// server handles and the members of their params.
enum ServerWords {
    static var dictionary: String {
        let methods = ServerMessages.positionRequests + ServerMessages.documentRequests + [
            "initialize", "initialized", "shutdown", "exit", "textDocument/didOpen", "textDocument/didChange", "textDocument/didClose",
            "workspace/didChangeConfiguration", "workspace/didChangeWatchedFiles", "$/cancelRequest", "$/setTrace", "workspace/configuration",
        ]
        let members = ["jsonrpc", "id", "method", "params", "result", "error", "textDocument", "uri", "text", "version", "languageId",
                       "position", "line", "character", "range", "start", "end", "contentChanges", "newName", "context",
                       "includeDeclaration", "diagnostics", "settings", "vflc", "inlayHints", "frames", "capabilities",
                       "initializationOptions", "changes", "type", "options", "tabSize", "insertSpaces", "rootUri", "processId"]
        var entries = ["Content-Length: ", "Content-Type: application/vscode-jsonrpc; charset=utf-8", "\r\n", "\r\n\r\n", "\"2.0\""]
        entries += methods.map { "\"\($0)\"" } + members.map { "\"\($0)\":" }
        entries += ["\"file:///vflc-fuzz/doc.layout\"", "\"file:///vflc-fuzz/.vflc.json\"", "\"layout\"", "null", "true", "false",
                    "\"vflc-1\"", "\"vflc-2\"", "\"items\"", "\"section\"", "-1", "2147483648", "1e400", "{", "}", "[", "]", ",", "\\u0000", "\\ud83d", "\"\\n\""]
        return FuzzDictionary.file(entries + LayoutWords.snippets)
    }
}

/// The Interface Builder target's dictionary and seeds, written from the structure of IB's
/// XML documents: elements, the attributes of constraints and views, their values.
enum InterfaceBuilderWords {
    static let elements = ["document", "dependencies", "scenes", "scene", "objects", "viewController", "view", "subviews",
                           "constraints", "constraint", "rect", "autoresizingMask", "color", "label", "button", "imageView",
                           "stackView", "scrollView", "viewLayoutGuide", "layoutGuides", "variation", "mask", "placeholder",
                           "fontDescription", "state", "connections", "outlet", "userDefinedRuntimeAttributes"]
    static let attributes = ["firstItem", "firstAttribute", "secondItem", "secondAttribute", "relation", "constant", "multiplier",
                             "priority", "id", "key", "contentMode", "translatesAutoresizingMaskIntoConstraints", "fixedFrame",
                             "horizontalHuggingPriority", "verticalHuggingPriority", "horizontalCompressionResistancePriority",
                             "text", "axis", "distribution", "alignment", "spacing", "installed", "systemVersion", "targetRuntime",
                             "useAutolayout", "useSafeAreas", "type", "x", "y", "width", "height", "customClass", "placeholderIdentifier",
                             "userLabel", "sceneMemberID", "reuseIdentifier", "customModule", "title", "property", "destination"]
    static let values = ["leading", "trailing", "top", "bottom", "centerX", "centerY", "width", "height", "firstBaseline",
                         "lastBaseline", "leadingMargin", "trailingMargin", "greaterThanOrEqual", "lessThanOrEqual", "YES", "NO",
                         "vertical", "fillEqually", "safeArea", "widthClass=compact", "heightClass=regular", "iOS.CocoaTouch"]

    static var dictionary: String {
        var entries = elements.flatMap { ["<\($0)", "</\($0)>"] } + attributes.map { " \($0)=\"" } + values.map { "\"\($0)\"" }
        entries += ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "/>", ">", "\"", "&amp;", "&#x0;", "&#10;", "../", "<![CDATA[", "]]>", "<!--", "-->"]
        return FuzzDictionary.file(entries)
    }

    /// A small document of each kind, for when no IB fixture is in the repository.
    static var seeds: [SeedCorpus.Seed] {
        let view = """
            <view key="view" contentMode="scaleToFill" id="root-1">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <subviews>
                    <label opaque="NO" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-1">
                        <rect key="frame" x="16" y="60" width="120" height="21"/>
                    </label>
                </subviews>
                <viewLayoutGuide key="safeArea" id="safe-1"/>
                <constraints>
                    <constraint firstItem="lbl-1" firstAttribute="leading" secondItem="safe-1" secondAttribute="leading" constant="16" id="c-1"/>
                    <constraint firstItem="lbl-1" firstAttribute="top" secondItem="safe-1" secondAttribute="top" constant="16" id="c-2"/>
                </constraints>
            </view>
        """
        let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES" useSafeAreas="YES" id="doc-1">
            <scenes>
                <scene sceneID="scene-1">
                    <objects>
                        <viewController id="vc-1" sceneMemberID="viewController">
        \(view)
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES" useSafeAreas="YES">
            <objects>
        \(view)
            </objects>
        </document>

        """
        return [SeedCorpus.Seed(name: "minimal.storyboard", bytes: Array(storyboard.utf8)),
                SeedCorpus.Seed(name: "minimal.xib", bytes: Array(xib.utf8))]
    }
}

/// The console-log target's dictionary and seed, written from the shape of UIKit's report of
/// constraints it cannot satisfy (a header, advice, the list of constraint descriptions, the
/// constraint it breaks).
enum ConsoleLogWords {
    static var dictionary: String {
        FuzzDictionary.file([
            "Unable to simultaneously satisfy constraints.", "Probably at least one of the constraints in the following list is one you don't want.",
            "Will attempt to recover by breaking constraint", "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints",
            "[LayoutConstraints]", "<NSLayoutConstraint:0x600001234560 ", "<NSAutoresizingMaskLayoutConstraint:0x600001234561 ",
            "<NSContentSizeLayoutConstraint:0x600001234562 ", "UIView-Encapsulated-Layout-Width", "UIView-Encapsulated-Layout-Height",
            "'UIView-Encapsulated-Layout-Width'", "UILabel:0x7f8b1c40a2e0", "UIView:0x7f8b1c40a3f0", "UILayoutGuide:0x600003a2c000'UIViewSafeAreaLayoutGuide'",
            "H:|-(16)-[", "V:[", "]-(8)-|", "   (active)>", "   (inactive)>", "(Names: ", " == ", " >= ", " <= ", ".leading", ".trailing",
            ".width", ".height", ".top", ".bottom", ".centerX", ".centerY", " + 16", " - 8", "*0.5", " @750", " @999", "h=--&", " v=-&-",
            "(\n", "\n)", "\"", "<private>", "...", "&lt;", "&gt;", "> ", "```", "2024-05-14 09:12:33.481920+0200 App[8731:5120433] ",
            // Identifiers of generated constraints, naming the `--layouts` folder's file (ConsoleLogHarness).
            "'screen.layout:8:1'", "'screen.layout:9:12'", "'screen.layout:11:1'", "'Layouts/screen.layout:7:1'", "NSSpace(8)",
        ])
    }

    static var seeds: [SeedCorpus.Seed] {
        let log = """
        2024-05-14 09:12:33.481920+0200 App[8731:5120433] [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want.
        \tTry this:
        \t\t(1) look at each constraint and try to figure out which you don't expect;
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
        (
            "<NSLayoutConstraint:0x600001a8c0a0 UILabel:0x7f8b1c40a2e0.width == 200   (active)>",
            "<NSLayoutConstraint:0x600001a8c0f0 H:|-(16)-[UILabel:0x7f8b1c40a2e0]   (active, names: '|':UIView:0x7f8b1c40a3f0 )>",
            "<NSLayoutConstraint:0x600001a8c140 H:[UILabel:0x7f8b1c40a2e0]-(16)-|   (active, names: '|':UIView:0x7f8b1c40a3f0 )>",
            "<NSLayoutConstraint:0x600001a8c190 'UIView-Encapsulated-Layout-Width' UIView:0x7f8b1c40a3f0.width == 393   (active)>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x600001a8c0a0 UILabel:0x7f8b1c40a2e0.width == 200   (active)>

        Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.

        """
        return [SeedCorpus.Seed(name: "minimal.log", bytes: Array(log.utf8))]
    }
}

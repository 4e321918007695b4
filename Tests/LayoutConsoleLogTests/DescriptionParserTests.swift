import LayoutConsoleLog
import XCTest

/// Every description form UIKit and AppKit print, read into one linear relation (docs/explain.md,
/// "Constraint descriptions"); forms vflc does not read are `notUnderstood`, with a reason.
final class DescriptionParserTests: XCTestCase {
    private func read(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> ConstraintDescription? {
        guard case .understood(let d) = DescriptionParser.parse(text) else {
            XCTFail("not understood: \(text): \(DescriptionParser.parse(text))", file: file, line: line)
            return nil
        }
        return d
    }

    private func assertEquation(_ text: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(read(text, file: file, line: line)?.equation.text, expected, text, file: file, line: line)
    }

    func testAnchorForms() {
        assertEquation("NSLayoutConstraint:0x17777a3d1757 UIView:0xe6d7d29b6c07.width == - 16   (active)",
                       "UIView:0xe6d7d29b6c07.width == -16")
        assertEquation("NSLayoutConstraint:0x1757773c0587 UIStackView:0xe6d8819a2817.trailing == Wallet.BrowserBar:0xe6d8819ae9d7.trailing - 10   (active)",
                       "UIStackView:0xe6d8819a2817.trailing - Wallet.BrowserBar:0xe6d8819ae9d7.trailing == -10")
        assertEquation("NSLayoutConstraint:0x1 UILabel:0xe67f.width == 0.5*UIView:0xe673.width + 10",
                       "UILabel:0xe67f.width - 0.5*UIView:0xe673.width == 10")
        assertEquation("NSLayoutConstraint:0xf5f806e7 UIImageView:0x94da3e7.width == UIImageView:0x94da3e7.height * 0.384615",
                       "UIImageView:0x94da3e7.width - 0.384615*UIImageView:0x94da3e7.height == 0")
        assertEquation("NSLayoutConstraint:0x2 UIView:0xe67a.height >= 330   (active)", "UIView:0xe67a.height >= 330")
        assertEquation("NSLayoutConstraint:0x3 Talk.Bubble:0xf96197c67.width <= 300   (active)", "Talk.Bubble:0xf96197c67.width <= 300")
        // A system spacing after the second anchor is its constant.
        assertEquation("_UISystemBaselineConstraint:0x1757777de417 UIView:0xe6676897d3c7.bottom <= UILayoutGuide:0x175777f23337'UIViewSafeAreaLayoutGuide'.bottom NSLayoutAnchorConstraintSpace(8)   (active)",
                       "UIView:0xe6676897d3c7.bottom - UILayoutGuide:0x175777f23337.bottom <= 8")
        assertEquation("NSLayoutConstraint:0x4 UILayoutGuide:0x35316c557'UIViewLayoutMarginsGuide'.bottom == UIButton:0xf76ebbf77'Cancel'.bottom NSSpace(0)   (active)",
                       "UILayoutGuide:0x35316c557.bottom - UIButton:0xf76ebbf77.bottom == 0")
        // Margins and baselines, and the old name of lastBaseline.
        assertEquation("NSLayoutConstraint:0x5 UILabel:0xe64c98828627' '.leading == SearchHeaderView:0xe64c988da7a7.leadingMargin",
                       "UILabel:0xe64c98828627.leading - SearchHeaderView:0xe64c988da7a7.leadingMargin == 0")
        assertEquation("NSLayoutConstraint:0xe38fbe7 UIRoundedRectButton:0xe3dd8f7.baseline == UIRoundedRectButton:0xebeffe7.baseline",
                       "UIRoundedRectButton:0xe3dd8f7.lastBaseline - UIRoundedRectButton:0xebeffe7.lastBaseline == 0")
    }

    func testAutoresizingConstraintsPositionInTheSuperview() {
        // `midX == + 187.5`: in the superview's coordinates, whose origin the placeholder stands for.
        let d = read("NSAutoresizingMaskLayoutConstraint:0xe6d609f1a037 h=--& v=--& UIView:0xe6d60f6d9587.midX == + 187.5")
        XCTAssertEqual(d?.equation.text, "UIView:0xe6d60f6d9587.midX - the superview of UIView:0xe6d60f6d9587.minX == 187.5")
        XCTAssertEqual(d?.header.autoresizing, AutoresizingCodes(horizontal: "--&", vertical: "--&"))
        XCTAssertEqual(d?.header.autoresizing?.words,
                       "fixed left margin, fixed width, flexible right margin; fixed top margin, fixed height, flexible bottom margin")
        // With the superview named as '|'.
        let named = read("NSAutoresizingMaskLayoutConstraint:0x17777775ca17 h=--& v=--& UIImageView:0xe68fe5375ed7.minY == 0 (active, names: '|':UIView:0xe68fe1971337 )")
        XCTAssertEqual(named?.equation.text, "UIImageView:0xe68fe5375ed7.minY - UIView:0xe68fe1971337.minY == 0")
        // Codes before the identifier.
        let left = read("NSAutoresizingMaskLayoutConstraint:0xe60a9d7c6ef7 h=-&- v=--& 'UIView-Encapsulated-Layout-Left' H:|-(0)-[Lists.TaskCell:0xe60a927e2977'row']   (Names: '|':UITableViewWrapperView:0xe60a92594577 )")
        XCTAssertEqual(left?.header.identifier, "UIView-Encapsulated-Layout-Left")
        XCTAssertEqual(left?.header.autoresizing?.horizontal, "-&-")
        XCTAssertEqual(left?.equation.text, "Lists.TaskCell:0xe60a927e2977.leading - UITableViewWrapperView:0xe60a92594577.leading == 0")
        XCTAssertEqual(read("NSAutoresizingMaskLayoutConstraint:0xf940dcbc7 h=-&- v=--& Chat.EntryView:0xf94682917.width == UIInputSetHostView:0xf96761aa7.width + 375")?.equation.text,
                       "Chat.EntryView:0xf94682917.width - UIInputSetHostView:0xf96761aa7.width == 375")
    }

    func testVisualFormatForms() {
        assertEquation("NSLayoutConstraint:0x1757773c05e7 H:|-(4)-[UIStackView:0xe6d8819a2817]   (active, names: '|':Wallet.BrowserBar:0xe6d8819ae9d7 )",
                       "UIStackView:0xe6d8819a2817.leading - Wallet.BrowserBar:0xe6d8819ae9d7.leading == 4")
        assertEquation("NSLayoutConstraint:0xe6827d4b9887 V:[UIView:0xe6827d4b76e7(200)]", "UIView:0xe6827d4b76e7.height == 200")
        assertEquation("NSLayoutConstraint:0xe6537f11f277 V:[UILabel:0xe6537ac821e7'Line one\\nline tw...'(>=121)]",
                       "UILabel:0xe6537ac821e7.height >= 121")
        assertEquation("NSLayoutConstraint:0x6 H:[UILabel:0xe67f'A']-(8)-[UILabel:0xe673'B']", "UILabel:0xe673.leading - UILabel:0xe67f.trailing == 8")
        assertEquation("NSLayoutConstraint:0xe64c988d7667 H:[UILabel:0xe64c98828627' ']-(NSSpace(8))-[UIButton:0xe64c988df577'See All']",
                       "UIButton:0xe64c988df577.leading - UILabel:0xe64c98828627.trailing == 8")
        assertEquation("NSLayoutConstraint:0x7 H:[ArrowView:0x177777fb7287]-(>=5)-[DragButton:0x177777f946e7'Exchange'](LTR)",
                       "DragButton:0x177777f946e7.left - ArrowView:0x177777fb7287.right >= 5")
        assertEquation("NSLayoutConstraint:0x177777478257 'UIViewSafeAreaLayoutGuide-right' H:[UILayoutGuide:0x17777f694f57'UIViewSafeAreaLayoutGuide']-(0)-|(LTR)   (active, names: '|':UIView:0xe65e29478967 )",
                       "UIView:0xe65e29478967.right - UILayoutGuide:0x17777f694f57.right == 0")
        assertEquation("_UISystemBaselineConstraint:0x35357bf47 V:|-(>=NSLayoutAnchorConstraintSpace(8))-[UILabel:0xfffdab837]   (active, names: '|':ModuleName.ClassName:0xfffdab217 )",
                       "UILabel:0xfffdab837.top - ModuleName.ClassName:0xfffdab217.top >= 8")
        assertEquation("NSLayoutConstraint:0x2aa5ab7 V:[UIView:0x2aaf317]-(-1)-|   (Names: '|':UIView:0x2aa73e7 )",
                       "UIView:0x2aa73e7.bottom - UIView:0x2aaf317.bottom == -1")
        // Without a names list, '|' is the item's unnamed superview.
        assertEquation("NSLayoutConstraint:0x8 V:|-(20)-[UIView:0xe67b]", "UIView:0xe67b.top - the superview of UIView:0xe67b.top == 20")
    }

    func testPrioritiesAreRead() {
        let anchor = read("NSLayoutConstraint:0x9 UILabel:0xe671.height == 44 @750   (active)")
        XCTAssertEqual(anchor?.priority?.value, 750)
        XCTAssertEqual(anchor?.isRequired, false)
        let vfl = read("NSLayoutConstraint:0xa V:[UILabel:0xe67e(>=20@999)]   (active)")
        XCTAssertEqual(vfl?.priority?.value, 999)
        XCTAssertEqual(vfl?.equation.text, "UILabel:0xe67e.height >= 20")
        let gap = read("NSLayoutConstraint:0xb H:[UILabel:0xe675]-(8@250)-[UILabel:0xe67c]")
        XCTAssertEqual(gap?.priority?.value, 250)
        XCTAssertEqual(read("NSLayoutConstraint:0xc UILabel:0xe671.height == 44   (active)")?.isRequired, true)
    }

    func testIdentifiersTextsAndNames() {
        let d = read("NSLayoutConstraint:0x17777aeb06a7 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0xe6d.height == 43.6667   (active)")
        XCTAssertEqual(d?.header.identifier, "UIView-Encapsulated-Layout-Height")
        XCTAssertEqual(d?.header.address, "0x17777aeb06a7")
        XCTAssertEqual(d?.printedActive, true)
        // Quotes inside a label's text, escapes as printed.
        let quoted = read("NSLayoutConstraint:0xd 'UISV-alignment' UILabel:0xe6cbdb1ba0d7'IT'S FINE'.bottom == UILabel:0xe6cbdb1baaf7'Pal'.bottom   (active)")
        XCTAssertEqual(quoted?.equation.terms.first?.item.text, "IT'S FINE")
        let chinese = read("NSLayoutConstraint:0xe UIButton:0xe653008a8f97'\\U4f60\\U597d'.top == UIView:0xe67f.top")
        XCTAssertEqual(chinese?.equation.terms.first?.item.text, "\\U4f60\\U597d")
        XCTAssertEqual(chinese?.equation.terms.first?.item.display, "UIButton:0xe653008a8f97")
        // Accessibility identifiers resolved through the names list: with dots, spaces, colons.
        let dotted = read("NSLayoutConstraint:0x177773fe7d07 Toolbar.padlock.width == 40   (active, names: Toolbar.padlock:0xf7183d307 )")
        XCTAssertEqual(dotted?.equation.terms.first?.item.key, "0xf7183d307")
        XCTAssertEqual(dotted?.equation.terms.first?.item.name, "Toolbar.padlock")
        let spaced = read("NSLayoutConstraint:0xfe915d517 loading track.height == 5   (active, names: loading track:0xf75c2b3c7 )")
        XCTAssertEqual(spaced?.equation.text, "loading track (0xf75c2b3c7).height == 5")
        let colons = read("NSLayoutConstraint:0x17777aeb05b7 'RowStack-bottom' 8842urn:feed:row:(....bottom == 8841urn:feed:row:(....bottom   (active, names: 8842urn:feed:row:(...:0xe6c788c2c557, 8841urn:feed:row:(...:0xe6c788c2cef7 )")
        XCTAssertEqual(colons?.equation.terms.map(\.item.key), ["0xe6c788c2c557", "0xe6c788c2cef7"])
        let bracket = read("NSLayoutConstraint:0x17777a3147c7 'UINavItemContentGuide-leading' H:[BackButton]-(6)-[UILayoutGuide:0x177773578f87'UINavigationBarItemContentLayoutGuide']   (active, names: BackButton:0xf970fec17 )")
        XCTAssertEqual(bracket?.equation.terms.map(\.item.key), ["0x177773578f87", "0xf970fec17"])
        // '|' naming an item the list names too.
        let bar = read("NSLayoutConstraint:0x17777a318fc7 'BIB_Leading_Leading' H:|-(0)-[_UIModernBarButton:0xf9703ac67]   (active, names: BackButton:0xf970fec17, '|':BackButton:0xf970fec17 )")
        XCTAssertEqual(bar?.superview?.name, "BackButton")
        // Module-qualified, mangled and Markdown-mangled class names, a private Swift class.
        for cls in ["Wallet.BrowserBar", "_TtGC5Notes8CardViewCS_P10$10582914415KeyView_",
                    "*TtC5UIKitP33*ABCDEF0123456789ABCDEF012345678913ButtonWrapper", ".SheetSurfaceView",
                    "_TtCC5UIKit19NavigationButtonBar15ItemWrapperView"] {
            XCTAssertEqual(read("NSLayoutConstraint:0xf \(cls):0xe672.width == 0   (active)")?.equation.terms.first?.item.className, cls)
        }
    }

    func testSnapKitAndMasonry() {
        let snap = read("SnapKit.LayoutConstraint:0xe6da5fba7197@/Users/me/POC/Views/ExampleBasicView.swift#70 UIView:0xe6da5f19fcf7.height == 0.0")
        XCTAssertEqual(snap?.header.className, "SnapKit.LayoutConstraint")
        XCTAssertEqual(snap?.header.snapKitSource, "/Users/me/POC/Views/ExampleBasicView.swift#70")
        XCTAssertEqual(snap?.equation.text, "UIView:0xe6da5f19fcf7.height == 0.0")
        let short = read("SnapKit.LayoutConstraint:0xfe77dd177@SettingsView.swift#66 UIImageView:0xf7b70c6a7.centerY == UILabel:0xf7b702f37.centerY")
        XCTAssertEqual(short?.header.snapKitSource, "SettingsView.swift#66")
        let mas = read("MASLayoutConstraint:0xf8732dc97 UICollectionView:0xf775ab177.height == 200")
        XCTAssertEqual(mas?.header.className, "MASLayoutConstraint")
        // mas_key: keys in place of addresses.
        let keyed = read("MASLayoutConstraint:TopEdge[0] UILabel:messageLabel.top == DebugView:container.top + 1")
        XCTAssertEqual(keyed?.header.address, "TopEdge[0]")
        XCTAssertEqual(keyed?.equation.terms.map(\.item.key), ["messageLabel", "container"])
    }

    func testUnknownFormsAreNotGuessed() {
        func reason(_ text: String) -> String? {
            if case .notUnderstood(_, let r) = DescriptionParser.parse(text) { return r }
            return nil
        }
        XCTAssertNotNil(reason("NSLayoutConstraint:0x177773b6bf57 'Grid_centering' (NSGridView:0xe6d83a805117.row-boundary+0.5*(NSGridView:0xe6d83a805117.bottom - NSGridView:0xe6d83a805117.row-boundary)) == Kit.Badge:0xe6d83a805a07.centerY   (active)"))
        XCTAssertNotNil(reason("NSLayoutConstraint:0x177773b6bf47 NSGridView:0xe6d83a805117.row-boundary <= Kit.Badge:0xe6d83a805a07.top   (active)"))
        XCTAssertNotNil(reason("NSAutoresizingMaskLayoutConstraint: 0xf9087187 h = v = --- --- H: [UIWindow: 0xf901f897 (0)]"))
        XCTAssertNotNil(reason("NSLayoutConstraint:0x1 H:[UIView:0xe67f][UIView:0xe673]"))
        XCTAssertNotNil(reason("NSLayoutConstraint:0x1 UIView:0xe67f.width == 10 extra"))
        XCTAssertNotNil(reason("not a constraint"))
        XCTAssertNotNil(reason(""))
        // The header is kept for what was not read.
        if case .notUnderstood(let h, _) = DescriptionParser.parse("NSLayoutConstraint:0x177773b6bf47 'Grid.top' NSGridView:0x7f.row-boundary <= X:0x1.top") {
            XCTAssertEqual(h?.identifier, "Grid.top")
        } else { XCTFail() }
    }

    func testNumbersKeepTheirPrintedText() {
        XCTAssertEqual(LogNumber("0.425531923770905")?.text, "0.425531923770905")
        XCTAssertEqual(LogNumber("-0")?.text, "0")
        XCTAssertEqual(LogNumber("1e-05")?.value, 1e-05)
        XCTAssertEqual(LogNumber("16")?.negated.text, "-16")
        XCTAssertNil(LogNumber("x"))
        var s = Array("- 16   (active)".utf8)[...]
        XCTAssertEqual(LogNumber.parse(&s)?.text, "-16")
        XCTAssertEqual(String(decoding: s, as: UTF8.self), "   (active)")
    }
}

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
        assertEquation("NSLayoutConstraint:0x6000032b6080 UIView:0x7fb0ba45f9e0.width == - 16   (active)",
                       "UIView:0x7fb0ba45f9e0.width == -16")
        assertEquation("NSLayoutConstraint:0x60800029e8c0 UIStackView:0x7fbcc643ac60.trailing == Trust.BrowserNavigationBar:0x7fbcc64374b0.trailing - 10   (active)",
                       "UIStackView:0x7fbcc643ac60.trailing - Trust.BrowserNavigationBar:0x7fbcc64374b0.trailing == -10")
        assertEquation("NSLayoutConstraint:0x1 UILabel:0x7f01.width == 0.5*UIView:0x7f02.width + 10",
                       "UILabel:0x7f01.width - 0.5*UIView:0x7f02.width == 10")
        assertEquation("NSLayoutConstraint:0x181cef70 UIImageView:0x4db3270.width == UIImageView:0x4db3270.height * 0.384615",
                       "UIImageView:0x4db3270.width - 0.384615*UIImageView:0x4db3270.height == 0")
        assertEquation("NSLayoutConstraint:0x2 UIView:0x7f03.height >= 330   (active)", "UIView:0x7f03.height >= 330")
        assertEquation("NSLayoutConstraint:0x3 ChatBot.BubbleView:0x14f6409f0.width <= 300   (active)", "ChatBot.BubbleView:0x14f6409f0.width <= 300")
        // A system spacing after the second anchor is its constant.
        assertEquation("_UISystemBaselineConstraint:0x6080000b7d60 UIView:0x7ff0fc40b290.bottom <= UILayoutGuide:0x6080001a2220'UIViewSafeAreaLayoutGuide'.bottom NSLayoutAnchorConstraintSpace(8)   (active)",
                       "UIView:0x7ff0fc40b290.bottom - UILayoutGuide:0x6080001a2220.bottom <= 8")
        assertEquation("NSLayoutConstraint:0x4 UILayoutGuide:0x2826f9880'UIViewLayoutMarginsGuide'.bottom == UIButton:0x10f755100'Cancel'.bottom NSSpace(0)   (active)",
                       "UILayoutGuide:0x2826f9880.bottom - UIButton:0x10f755100.bottom == 0")
        // Margins and baselines, and the old name of lastBaseline.
        assertEquation("NSLayoutConstraint:0x5 UILabel:0x7fd94ccacfa0' '.leading == SPUISearchTableHeaderView:0x7fd94ccb3030.leadingMargin",
                       "UILabel:0x7fd94ccacfa0.leading - SPUISearchTableHeaderView:0x7fd94ccb3030.leadingMargin == 0")
        assertEquation("NSLayoutConstraint:0x72c1570 UIRoundedRectButton:0x72bbc10.baseline == UIRoundedRectButton:0x7571170.baseline",
                       "UIRoundedRectButton:0x72bbc10.lastBaseline - UIRoundedRectButton:0x7571170.lastBaseline == 0")
    }

    func testAutoresizingConstraintsPositionInTheSuperview() {
        // `midX == + 187.5`: in the superview's coordinates, whose origin the placeholder stands for.
        let d = read("NSAutoresizingMaskLayoutConstraint:0x7fbfe4163e20 h=--& v=--& UIView:0x7fbfe1fb48c0.midX == + 187.5")
        XCTAssertEqual(d?.equation.text, "UIView:0x7fbfe1fb48c0.midX - the superview of UIView:0x7fbfe1fb48c0.minX == 187.5")
        XCTAssertEqual(d?.header.autoresizing, AutoresizingCodes(horizontal: "--&", vertical: "--&"))
        XCTAssertEqual(d?.header.autoresizing?.words,
                       "fixed left margin, fixed width, flexible right margin; fixed top margin, fixed height, flexible bottom margin")
        // With the superview named as '|'.
        let named = read("NSAutoresizingMaskLayoutConstraint:0x600000089360 h=--& v=--& UIImageView:0x7fc1782087b0.minY == 0 (active, names: '|':UIView:0x7fc176406220 )")
        XCTAssertEqual(named?.equation.text, "UIImageView:0x7fc1782087b0.minY - UIView:0x7fc176406220.minY == 0")
        // Codes before the identifier.
        let left = read("NSAutoresizingMaskLayoutConstraint:0x7fe34b09f710 h=-&- v=--& 'UIView-Encapsulated-Layout-Left' H:|-(0)-[RealmClear.TableViewCell:0x7fe34a07a400'cell']   (Names: '|':UITableViewWrapperView:0x7fe34a84d800 )")
        XCTAssertEqual(left?.header.identifier, "UIView-Encapsulated-Layout-Left")
        XCTAssertEqual(left?.header.autoresizing?.horizontal, "-&-")
        XCTAssertEqual(left?.equation.text, "RealmClear.TableViewCell:0x7fe34a07a400.leading - UITableViewWrapperView:0x7fe34a84d800.leading == 0")
        XCTAssertEqual(read("NSAutoresizingMaskLayoutConstraint:0x14deb9590 h=-&- v=--& CKMessageEntryView:0x14dfca460.width == UIInputSetHostView:0x14f0f6330.width + 375")?.equation.text,
                       "CKMessageEntryView:0x14dfca460.width - UIInputSetHostView:0x14f0f6330.width == 375")
    }

    func testVisualFormatForms() {
        assertEquation("NSLayoutConstraint:0x60800029e870 H:|-(4)-[UIStackView:0x7fbcc643ac60]   (active, names: '|':Trust.BrowserNavigationBar:0x7fbcc64374b0 )",
                       "UIStackView:0x7fbcc643ac60.leading - Trust.BrowserNavigationBar:0x7fbcc64374b0.leading == 4")
        assertEquation("NSLayoutConstraint:0x7fca0bd54cc0 V:[UIView:0x7fca0bd50f70(200)]", "UIView:0x7fca0bd50f70.height == 200")
        assertEquation("NSLayoutConstraint:0x7f8201661a00 V:[UILabel:0x7f82039ca670'iPhone Simulator-1:\\n2 - t...'(>=121)]",
                       "UILabel:0x7f82039ca670.height >= 121")
        assertEquation("NSLayoutConstraint:0x6 H:[UILabel:0x7f01'A']-(8)-[UILabel:0x7f02'B']", "UILabel:0x7f02.leading - UILabel:0x7f01.trailing == 8")
        assertEquation("NSLayoutConstraint:0x7fd94ccb0ff0 H:[UILabel:0x7fd94ccacfa0' ']-(NSSpace(8))-[UIButton:0x7fd94ccb1800'Show More']",
                       "UIButton:0x7fd94ccb1800.leading - UILabel:0x7fd94ccacfa0.trailing == 8")
        assertEquation("NSLayoutConstraint:0x7 H:[HIRightPointingArrowView:0x600000150ac0]-(>=5)-[HIDraggableButton:0x60000014df70'Bitstamp'](LTR)",
                       "HIDraggableButton:0x60000014df70.left - HIRightPointingArrowView:0x600000150ac0.right >= 5")
        assertEquation("NSLayoutConstraint:0x600000d0ca80 'UIViewSafeAreaLayoutGuide-right' H:[UILayoutGuide:0x600001f4d180'UIViewSafeAreaLayoutGuide']-(0)-|(LTR)   (active, names: '|':UIView:0x7f87a4d0c4f0 )",
                       "UIView:0x7f87a4d0c4f0.right - UILayoutGuide:0x600001f4d180.right == 0")
        assertEquation("_UISystemBaselineConstraint:0x2828051d0 V:|-(>=NSLayoutAnchorConstraintSpace(8))-[UILabel:0x111b35c20]   (active, names: '|':ModuleName.ClassName:0x111b35a60 )",
                       "UILabel:0x111b35c20.top - ModuleName.ClassName:0x111b35a60.top >= 8")
        assertEquation("NSLayoutConstraint:0xa338350 V:[UIView:0xa331260]-(-1)-|   (Names: '|':UIView:0xa330270 )",
                       "UIView:0xa330270.bottom - UIView:0xa331260.bottom == -1")
        // Without a names list, '|' is the item's unnamed superview.
        assertEquation("NSLayoutConstraint:0x8 V:|-(20)-[UIView:0x7f05]", "UIView:0x7f05.top - the superview of UIView:0x7f05.top == 20")
    }

    func testPrioritiesAreRead() {
        let anchor = read("NSLayoutConstraint:0x9 UILabel:0x7f06.height == 44 @750   (active)")
        XCTAssertEqual(anchor?.priority?.value, 750)
        XCTAssertEqual(anchor?.isRequired, false)
        let vfl = read("NSLayoutConstraint:0xa V:[UILabel:0x7f07(>=20@999)]   (active)")
        XCTAssertEqual(vfl?.priority?.value, 999)
        XCTAssertEqual(vfl?.equation.text, "UILabel:0x7f07.height >= 20")
        let gap = read("NSLayoutConstraint:0xb H:[UILabel:0x7f08]-(8@250)-[UILabel:0x7f09]")
        XCTAssertEqual(gap?.priority?.value, 250)
        XCTAssertEqual(read("NSLayoutConstraint:0xc UILabel:0x7f06.height == 44   (active)")?.isRequired, true)
    }

    func testIdentifiersTextsAndNames() {
        let d = read("NSLayoutConstraint:0x60000375ef30 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7fb.height == 43.6667   (active)")
        XCTAssertEqual(d?.header.identifier, "UIView-Encapsulated-Layout-Height")
        XCTAssertEqual(d?.header.address, "0x60000375ef30")
        XCTAssertEqual(d?.printedActive, true)
        // Quotes inside a label's text, escapes as printed.
        let quoted = read("NSLayoutConstraint:0xd 'UISV-alignment' UILabel:0x7f95b5653eb0'YOU'RE OK'.bottom == UILabel:0x7f95b5653310'Mate'.bottom   (active)")
        XCTAssertEqual(quoted?.equation.terms.first?.item.text, "YOU'RE OK")
        let chinese = read("NSLayoutConstraint:0xe UIButton:0x7f82eec3c140'\\U5206\\U4eab'.top == UIView:0x7f01.top")
        XCTAssertEqual(chinese?.equation.terms.first?.item.text, "\\U5206\\U4eab")
        XCTAssertEqual(chinese?.equation.terms.first?.item.display, "UIButton:0x7f82eec3c140")
        // Accessibility identifiers resolved through the names list: with dots, spaces, colons.
        let dotted = read("NSLayoutConstraint:0x600002170be0 AddressToolbar.lockIcon.width == 40   (active, names: AddressToolbar.lockIcon:0x106c2b2e0 )")
        XCTAssertEqual(dotted?.equation.terms.first?.item.key, "0x106c2b2e0")
        XCTAssertEqual(dotted?.equation.terms.first?.item.name, "AddressToolbar.lockIcon")
        let spaced = read("NSLayoutConstraint:0x17468b860 progress background.height == 5   (active, names: progress background:0x1089a5290 )")
        XCTAssertEqual(spaced?.equation.text, "progress background (0x1089a5290).height == 5")
        let colons = read("NSLayoutConstraint:0x60000375e850 'LINStackView-bottom-0-UIView-bottom' 12601urn:li:fs_updateV2:(....bottom == 12600urn:li:fs_updateV2:(....bottom   (active, names: 12601urn:li:fs_updateV2:(...:0x7f90cc9a9880, 12600urn:li:fs_updateV2:(...:0x7f90cc9a9710 )")
        XCTAssertEqual(colons?.equation.terms.map(\.item.key), ["0x7f90cc9a9880", "0x7f90cc9a9710"])
        let bracket = read("NSLayoutConstraint:0x60000326d090 'UINavItemContentGuide-leading' H:[BackButton]-(6)-[UILayoutGuide:0x60000280c1c0'UINavigationBarItemContentLayoutGuide']   (active, names: BackButton:0x140e17960 )")
        XCTAssertEqual(bracket?.equation.terms.map(\.item.key), ["0x60000280c1c0", "0x140e17960"])
        // '|' naming an item the list names too.
        let bar = read("NSLayoutConstraint:0x60000326c190 'BIB_Leading_Leading' H:|-(0)-[_UIModernBarButton:0x140e239f0]   (active, names: BackButton:0x140e17960, '|':BackButton:0x140e17960 )")
        XCTAssertEqual(bar?.superview?.name, "BackButton")
        // Module-qualified, mangled and Markdown-mangled class names, a private Swift class.
        for cls in ["Trust.BrowserNavigationBar", "_TtGC8MyAppXYZ8CardViewCS_P10$10582914415RecoveryKeyView_",
                    "*TtC5UIKitP33*DDE14AA6B49FCAFC5A54255A118E1D8713ButtonWrapper", ".FloatingPanelSurfaceView",
                    "_TtCC5UIKit19NavigationButtonBar15ItemWrapperView"] {
            XCTAssertEqual(read("NSLayoutConstraint:0xf \(cls):0x7f0a.width == 0   (active)")?.equation.terms.first?.item.className, cls)
        }
    }

    func testSnapKitAndMasonry() {
        let snap = read("SnapKit.LayoutConstraint:0x7fb381530640@/Users/me/POC/Views/ExampleBasicView.swift#70 UIView:0x7fb381641910.height == 0.0")
        XCTAssertEqual(snap?.header.className, "SnapKit.LayoutConstraint")
        XCTAssertEqual(snap?.header.snapKitSource, "/Users/me/POC/Views/ExampleBasicView.swift#70")
        XCTAssertEqual(snap?.equation.text, "UIView:0x7fb381641910.height == 0.0")
        let short = read("SnapKit.LayoutConstraint:0x1700bb600@TripSettingsViewController.swift#66 UIImageView:0x1050e9f30.centerY == UILabel:0x1050ea120.centerY")
        XCTAssertEqual(short?.header.snapKitSource, "TripSettingsViewController.swift#66")
        let mas = read("MASLayoutConstraint:0x1c02ab940 UICollectionView:0x100835600.height == 200")
        XCTAssertEqual(mas?.header.className, "MASLayoutConstraint")
        // mas_key: keys in place of addresses.
        let keyed = read("MASLayoutConstraint:ConflictingConstraint[0] UILabel:messageLabel.top == MASExampleDebuggingView:superview.top + 1")
        XCTAssertEqual(keyed?.header.address, "ConflictingConstraint[0]")
        XCTAssertEqual(keyed?.equation.terms.map(\.item.key), ["messageLabel", "superview"])
    }

    func testUnknownFormsAreNotGuessed() {
        func reason(_ text: String) -> String? {
            if case .notUnderstood(_, let r) = DescriptionParser.parse(text) { return r }
            return nil
        }
        XCTAssertNotNil(reason("NSLayoutConstraint:0x6000025f5180 'GridView_Y_centering' (NSGridView:0x7fbc23ce8660.row-boundary+0.5*(NSGridView:0x7fbc23ce8660.bottom - NSGridView:0x7fbc23ce8660.row-boundary)) == HacKit.BadgeView:0x7fbc23ce83e0.centerY   (active)"))
        XCTAssertNotNil(reason("NSLayoutConstraint:0x6000025f51d0 NSGridView:0x7fbc23ce8660.row-boundary <= HacKit.BadgeView:0x7fbc23ce83e0.top   (active)"))
        XCTAssertNotNil(reason("NSAutoresizingMaskLayoutConstraint: 0x14ec06c0 h = v = --- --- H: [UIWindow: 0x14e61c40 (0)]"))
        XCTAssertNotNil(reason("NSLayoutConstraint:0x1 H:[UIView:0x7f01][UIView:0x7f02]"))
        XCTAssertNotNil(reason("NSLayoutConstraint:0x1 UIView:0x7f01.width == 10 extra"))
        XCTAssertNotNil(reason("not a constraint"))
        XCTAssertNotNil(reason(""))
        // The header is kept for what was not read.
        if case .notUnderstood(let h, _) = DescriptionParser.parse("NSLayoutConstraint:0x6000025f51d0 'GridView.top_containment' NSGridView:0x7f.row-boundary <= X:0x1.top") {
            XCTAssertEqual(h?.identifier, "GridView.top_containment")
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

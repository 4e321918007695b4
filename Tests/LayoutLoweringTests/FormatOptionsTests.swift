import LayoutLowering
import LayoutSource
import LayoutSyntax
import XCTest

/// Apple's visual-format options (`NSLayoutConstraint.FormatOptions`, docs/language.md §18) on
/// real format strings collected from public code, each transformed into `.layout` syntax (the
/// views declared, the metrics dictionary as a `metrics` block, `options:` written after the
/// line by its Swift names). The expected constraints are derived by hand from Apple's
/// documented rules, not from the lowering:
///
/// - the Visual Format Language (Auto Layout Guide): `[a]-N-[b]` is `b.leading == a.trailing + N`,
///   `|-N-[a]` is `a.leading == superview.leading + N`, `[a]-N-|` is
///   `superview.trailing == a.trailing + N`, `-` alone is 8 between views and 20 to the
///   superview, no dash is 0; `[a(P)]` is `a.width REL P` (`height` on a `V:` line, top and
///   bottom for leading and trailing);
/// - each alignment option aligns every view of the line on that attribute, neighbour to
///   neighbour (`previous.ATTR == next.ATTR`); a line of one view has nothing to align;
/// - `directionLeftToRight` uses left and right instead of leading and trailing;
///   `directionRightToLeft` also reverses the order (`previous.left == next.right + N`);
/// - an alignment on the line's own axis is refused.
final class FormatOptionsTests: XCTestCase {
    /// The constraints one visual-format line of `text` lowers to, in UIKit's equation form
    /// `first.attribute REL second.attribute + constant @priority`, sorted.
    private func lineConstraints(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        let fixture = LoweringFixture(text, targets: [LoweringFixture.defaultTarget(TraitVariant.all[0])], file: file, line: line)
        XCTAssertEqual(fixture.errors, [], "lowering errors", file: file, line: line)
        let ir = fixture.ir()
        let kinds: Set<ConstraintOriginKind> = [.vflConnection, .vflPredicate, .vflOption]
        return ir.constraints.filter { kinds.contains($0.origin.kind) }.map { c in
            let a = c.anchor!
            var s = "\(ir.views[a.first.index].name).\(a.firstAttribute) \(c.relation.rawValue) "
            if let second = a.second, let attribute = a.secondAttribute {
                s += "\(ir.views[second.index].name).\(attribute)"
                if a.constant != 0 { s += a.constant > 0 ? " + \(Self.number(a.constant))" : " - \(Self.number(-a.constant))" }
            } else {
                s += Self.number(a.constant)
            }
            if c.priority != 1000 { s += " @\(Self.number(c.priority))" }
            return s
        }.sorted()
    }

    private static func number(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }

    /// Declares `views` at the top level, `metrics`, then `line`.
    private func text(_ line: String, _ views: [String], metrics: String = "") -> String {
        (metrics.isEmpty ? "" : "metrics { \(metrics) }\n") + views.map { "view \($0)\n" }.joined() + line + "\n"
    }

    private func assertLine(_ line: String, views: [String], metrics: String = "", _ expected: [String],
                            file: StaticString = #filePath, line number: UInt = #line) {
        XCTAssertEqual(lineConstraints(text(line, views, metrics: metrics), file: file, line: number), expected.sorted(),
                       line, file: file, line: number)
    }

    // MARK: - Alignment on horizontal lines

    func testCenterYAlignsEveryNeighbourPair() {
        // "H:[likeBtn(actionButtonWidth)]-largePadding-[commentBtn(==likeBtn)]-largePadding-[shareBtn(==likeBtn)]-largePadding-|", .AlignAllCenterY
        assertLine("H:[likeBtn(actionButtonWidth)]-largePadding-[commentBtn(==likeBtn)]-largePadding-[shareBtn(==likeBtn)]-largePadding-| options alignAllCenterY",
                   views: ["likeBtn", "commentBtn", "shareBtn"], metrics: "actionButtonWidth = 60; largePadding = 16", [
                       "likeBtn.width == 60", "commentBtn.leading == likeBtn.trailing + 16", "commentBtn.width == likeBtn.width",
                       "shareBtn.leading == commentBtn.trailing + 16", "shareBtn.width == likeBtn.width",
                       "root.trailing == shareBtn.trailing + 16",
                       "likeBtn.centerY == commentBtn.centerY", "commentBtn.centerY == shareBtn.centerY",
                   ])
        // "H:|-(>=marginMin)-[spinner]-(space)-[contentView]-(>=marginMin)-|", .AlignAllCenterY
        assertLine("H:|-(>=marginMin)-[spinner]-(space)-[contentView]-(>=marginMin)-| options alignAllCenterY",
                   views: ["spinner", "contentView"], metrics: "marginMin = 10; space = 5", [
                       "spinner.leading >= root.leading + 10", "contentView.leading == spinner.trailing + 5",
                       "root.trailing >= contentView.trailing + 10", "spinner.centerY == contentView.centerY",
                   ])
        // "|-[cardsCanOffer]-[offeringCards(fontSize)]", .alignAllCenterY
        assertLine("|-[cardsCanOffer]-[offeringCards(fontSize)] options alignAllCenterY",
                   views: ["cardsCanOffer", "offeringCards"], metrics: "fontSize = 17", [
                       "cardsCanOffer.leading == root.leading + 20", "offeringCards.leading == cardsCanOffer.trailing + 8",
                       "offeringCards.width == 17", "cardsCanOffer.centerY == offeringCards.centerY",
                   ])
        // "H:|-(0)-[cancel(buttonWidth)]-(>=0)-[clear(buttonWidth)]-(>=0)-[sign(buttonWidth)]-(0)-|", .alignAllCenterY
        assertLine("H:|-(0)-[cancel(buttonWidth)]-(>=0)-[clear(buttonWidth)]-(>=0)-[sign(buttonWidth)]-(0)-| options alignAllCenterY",
                   views: ["cancel", "clear", "sign"], metrics: "buttonWidth = 75", [
                       "cancel.leading == root.leading", "cancel.width == 75", "clear.leading >= cancel.trailing",
                       "clear.width == 75", "sign.leading >= clear.trailing", "sign.width == 75", "root.trailing == sign.trailing",
                       "cancel.centerY == clear.centerY", "clear.centerY == sign.centerY",
                   ])
        // "H:|[_moreOptionButton]-2-[_zeroOptionButton(==_moreOptionButton)]|", NSLayoutFormatAlignAllCenterY
        assertLine("H:|[_moreOptionButton]-2-[_zeroOptionButton(==_moreOptionButton)]| options alignAllCenterY",
                   views: ["_moreOptionButton", "_zeroOptionButton"], [
                       "_moreOptionButton.leading == root.leading", "_zeroOptionButton.leading == _moreOptionButton.trailing + 2",
                       "_zeroOptionButton.width == _moreOptionButton.width", "root.trailing == _zeroOptionButton.trailing",
                       "_moreOptionButton.centerY == _zeroOptionButton.centerY",
                   ])
        // "H:|-(24)-[status]-(>=0)-[edit]-[select]-|", NSLayoutFormatAlignAllCenterY
        assertLine("H:|-(24)-[status]-(>=0)-[edit]-[select]-| options alignAllCenterY", views: ["status", "edit", "select"], [
            "status.leading == root.leading + 24", "edit.leading >= status.trailing", "select.leading == edit.trailing + 8",
            "root.trailing == select.trailing + 20", "status.centerY == edit.centerY", "edit.centerY == select.centerY",
        ])
        // "|-[gasLabel][gasValueLabel]->=0-[scoreimage1][scoreimage3][scoreimage4][scoreimage5]-10-|", NSLayoutFormatAlignAllCenterY
        assertLine("|-[gasLabel][gasValueLabel]->=0-[scoreimage1][scoreimage3][scoreimage4][scoreimage5]-10-| options alignAllCenterY",
                   views: ["gasLabel", "gasValueLabel", "scoreimage1", "scoreimage3", "scoreimage4", "scoreimage5"], [
                       "gasLabel.leading == root.leading + 20", "gasValueLabel.leading == gasLabel.trailing",
                       "scoreimage1.leading >= gasValueLabel.trailing", "scoreimage3.leading == scoreimage1.trailing",
                       "scoreimage4.leading == scoreimage3.trailing", "scoreimage5.leading == scoreimage4.trailing",
                       "root.trailing == scoreimage5.trailing + 10",
                       "gasLabel.centerY == gasValueLabel.centerY", "gasValueLabel.centerY == scoreimage1.centerY",
                       "scoreimage1.centerY == scoreimage3.centerY", "scoreimage3.centerY == scoreimage4.centerY",
                       "scoreimage4.centerY == scoreimage5.centerY",
                   ])
        // "H:|-[button1]-[button2(==button1)]-[button3(==button1)]-[button4(==button1)]-|", NSLayoutFormatAlignAllCenterY
        assertLine("H:|-[button1]-[button2(==button1)]-[button3(==button1)]-[button4(==button1)]-| options alignAllCenterY",
                   views: ["button1", "button2", "button3", "button4"], [
                       "button1.leading == root.leading + 20", "button2.leading == button1.trailing + 8", "button2.width == button1.width",
                       "button3.leading == button2.trailing + 8", "button3.width == button1.width",
                       "button4.leading == button3.trailing + 8", "button4.width == button1.width", "root.trailing == button4.trailing + 20",
                       "button1.centerY == button2.centerY", "button2.centerY == button3.centerY", "button3.centerY == button4.centerY",
                   ])
        // "H:|-5.0-[videoIconView(14.0)]-4.0-[timeLabel]-5.0-|", NSLayoutFormatAlignAllCenterY
        assertLine("H:|-5.0-[videoIconView(14.0)]-4.0-[timeLabel]-5.0-| options alignAllCenterY", views: ["videoIconView", "timeLabel"], [
            "videoIconView.leading == root.leading + 5", "videoIconView.width == 14", "timeLabel.leading == videoIconView.trailing + 4",
            "root.trailing == timeLabel.trailing + 5", "videoIconView.centerY == timeLabel.centerY",
        ])
        // "|-(>=20)-[addImage(>=10)]-10-[messageLabel]", NSLayoutFormatAlignAllCenterY
        assertLine("|-(>=20)-[addImage(>=10)]-10-[messageLabel] options alignAllCenterY", views: ["addImage", "messageLabel"], [
            "addImage.leading >= root.leading + 20", "addImage.width >= 10", "messageLabel.leading == addImage.trailing + 10",
            "addImage.centerY == messageLabel.centerY",
        ])
        // "H:|-[_photoButton]-[_nameField]-[_scoreField]-[_scoreStepper]-|", NSLayoutFormatAlignAllCenterY
        assertLine("H:|-[_photoButton]-[_nameField]-[_scoreField]-[_scoreStepper]-| options alignAllCenterY",
                   views: ["_photoButton", "_nameField", "_scoreField", "_scoreStepper"], [
                       "_photoButton.leading == root.leading + 20", "_nameField.leading == _photoButton.trailing + 8",
                       "_scoreField.leading == _nameField.trailing + 8", "_scoreStepper.leading == _scoreField.trailing + 8",
                       "root.trailing == _scoreStepper.trailing + 20",
                       "_photoButton.centerY == _nameField.centerY", "_nameField.centerY == _scoreField.centerY",
                       "_scoreField.centerY == _scoreStepper.centerY",
                   ])
        // "H:|-[captureView]-(>=8)-[snapshotButton]-(>=8)-[addPhotoButton]-8-|", NSLayoutFormatAlignAllCenterY
        assertLine("H:|-[captureView]-(>=8)-[snapshotButton]-(>=8)-[addPhotoButton]-8-| options alignAllCenterY",
                   views: ["captureView", "snapshotButton", "addPhotoButton"], [
                       "captureView.leading == root.leading + 20", "snapshotButton.leading >= captureView.trailing + 8",
                       "addPhotoButton.leading >= snapshotButton.trailing + 8", "root.trailing == addPhotoButton.trailing + 8",
                       "captureView.centerY == snapshotButton.centerY", "snapshotButton.centerY == addPhotoButton.centerY",
                   ])
    }

    func testTopAndBottomTogether() {
        // "H:|[placeView][peopleView]|", [.alignAllTop, .alignAllBottom]
        assertLine("H:|[placeView][peopleView]| options alignAllTop, alignAllBottom", views: ["placeView", "peopleView"], [
            "placeView.leading == root.leading", "peopleView.leading == placeView.trailing", "root.trailing == peopleView.trailing",
            "placeView.top == peopleView.top", "placeView.bottom == peopleView.bottom",
        ])
        // "H:|[gutterScrollView(==gutterView)][gutterDividerView][textScrollView(>=100)]|", [.alignAllTop, .alignAllBottom]
        assertLine("H:|[gutterScrollView(==gutterView)][gutterDividerView][textScrollView(>=100)]| options alignAllTop, alignAllBottom",
                   views: ["gutterView", "gutterScrollView", "gutterDividerView", "textScrollView"], [
                       "gutterScrollView.leading == root.leading", "gutterScrollView.width == gutterView.width",
                       "gutterDividerView.leading == gutterScrollView.trailing", "textScrollView.leading == gutterDividerView.trailing",
                       "textScrollView.width >= 100", "root.trailing == textScrollView.trailing",
                       "gutterScrollView.top == gutterDividerView.top", "gutterScrollView.bottom == gutterDividerView.bottom",
                       "gutterDividerView.top == textScrollView.top", "gutterDividerView.bottom == textScrollView.bottom",
                   ])
        // "|-16-[tagColorBackground(8)]-8-[titleLabel]-16-|", [.alignAllTop, .alignAllBottom]
        assertLine("|-16-[tagColorBackground(8)]-8-[titleLabel]-16-| options alignAllTop, alignAllBottom",
                   views: ["tagColorBackground", "titleLabel"], [
                       "tagColorBackground.leading == root.leading + 16", "tagColorBackground.width == 8",
                       "titleLabel.leading == tagColorBackground.trailing + 8", "root.trailing == titleLabel.trailing + 16",
                       "tagColorBackground.top == titleLabel.top", "tagColorBackground.bottom == titleLabel.bottom",
                   ])
        // "H:|[page1(==view)][page2(==view)][page3(==view)]|", [.AlignAllTop, .AlignAllBottom]
        assertLine("H:|[page1(==view)][page2(==view)][page3(==view)]| options alignAllTop, alignAllBottom",
                   views: ["view", "page1", "page2", "page3"], [
                       "page1.leading == root.leading", "page1.width == view.width", "page2.leading == page1.trailing",
                       "page2.width == view.width", "page3.leading == page2.trailing", "page3.width == view.width",
                       "root.trailing == page3.trailing",
                       "page1.top == page2.top", "page1.bottom == page2.bottom", "page2.top == page3.top", "page2.bottom == page3.bottom",
                   ])
    }

    func testBaselines() {
        // "H:|-(8)-[textField]-[ignoreCase]-[wrapAround]-(8)-|", .alignAllLastBaseline
        assertLine("H:|-(8)-[textField]-[ignoreCase]-[wrapAround]-(8)-| options alignAllLastBaseline",
                   views: ["textField", "ignoreCase", "wrapAround"], [
                       "textField.leading == root.leading + 8", "ignoreCase.leading == textField.trailing + 8",
                       "wrapAround.leading == ignoreCase.trailing + 8", "root.trailing == wrapAround.trailing + 8",
                       "textField.lastBaseline == ignoreCase.lastBaseline", "ignoreCase.lastBaseline == wrapAround.lastBaseline",
                   ])
        // "H:|-(>=10)-[v2]-[v1]-(>=10)-|", .alignAllLastBaseline
        assertLine("H:|-(>=10)-[v2]-[v1]-(>=10)-| options alignAllLastBaseline", views: ["v1", "v2"], [
            "v2.leading >= root.leading + 10", "v1.leading == v2.trailing + 8", "root.trailing >= v1.trailing + 10",
            "v2.lastBaseline == v1.lastBaseline",
        ])
    }

    // MARK: - Alignment on vertical lines

    func testLeadingAndTrailingOnVerticalLines() {
        // "V:|-[siteNameLabel]-[titleLabel]-[bottomContainerView]-|", [.AlignAllLeading, .AlignAllTrailing]
        assertLine("V:|-[siteNameLabel]-[titleLabel]-[bottomContainerView]-| options alignAllLeading, alignAllTrailing",
                   views: ["siteNameLabel", "titleLabel", "bottomContainerView"], [
                       "siteNameLabel.top == root.top + 20", "titleLabel.top == siteNameLabel.bottom + 8",
                       "bottomContainerView.top == titleLabel.bottom + 8", "root.bottom == bottomContainerView.bottom + 20",
                       "siteNameLabel.leading == titleLabel.leading", "siteNameLabel.trailing == titleLabel.trailing",
                       "titleLabel.leading == bottomContainerView.leading", "titleLabel.trailing == bottomContainerView.trailing",
                   ])
        // "V:|[menuView(menuTitleHeight)][pageView]|", [.AlignAllLeading, .AlignAllTrailing]
        assertLine("V:|[menuView(menuTitleHeight)][pageView]| options alignAllLeading, alignAllTrailing",
                   views: ["menuView", "pageView"], metrics: "menuTitleHeight = 44", [
                       "menuView.top == root.top", "menuView.height == 44", "pageView.top == menuView.bottom",
                       "root.bottom == pageView.bottom", "menuView.leading == pageView.leading", "menuView.trailing == pageView.trailing",
                   ])
        // "V:|[ul]-4-[uf]-11-[us]-18-[pl]-4-[pf]-11-[ps(==us)]|", [.alignAllLeading, .alignAllTrailing]
        var expected = ["ul.top == root.top", "uf.top == ul.bottom + 4", "us.top == uf.bottom + 11", "pl.top == us.bottom + 18",
                        "pf.top == pl.bottom + 4", "ps.top == pf.bottom + 11", "ps.height == us.height", "root.bottom == ps.bottom"]
        let chain = ["ul", "uf", "us", "pl", "pf", "ps"]
        for k in 0..<5 { expected += ["\(chain[k]).leading == \(chain[k + 1]).leading", "\(chain[k]).trailing == \(chain[k + 1]).trailing"] }
        assertLine("V:|[ul]-4-[uf]-11-[us]-18-[pl]-4-[pf]-11-[ps(==us)]| options alignAllLeading, alignAllTrailing", views: chain, expected)
        // "V:|-8-[image]-4-[label]-8-|", [.alignAllLeading, .alignAllTrailing]
        assertLine("V:|-8-[image]-4-[label]-8-| options alignAllLeading, alignAllTrailing", views: ["image", "label"], [
            "image.top == root.top + 8", "label.top == image.bottom + 4", "root.bottom == label.bottom + 8",
            "image.leading == label.leading", "image.trailing == label.trailing",
        ])
        // "V:[titleLabel][yearLabel][footerLabel]-8-|", [.alignAllLeading, .alignAllTrailing]
        assertLine("V:[titleLabel][yearLabel][footerLabel]-8-| options alignAllLeading, alignAllTrailing",
                   views: ["titleLabel", "yearLabel", "footerLabel"], [
                       "yearLabel.top == titleLabel.bottom", "footerLabel.top == yearLabel.bottom", "root.bottom == footerLabel.bottom + 8",
                       "titleLabel.leading == yearLabel.leading", "titleLabel.trailing == yearLabel.trailing",
                       "yearLabel.leading == footerLabel.leading", "yearLabel.trailing == footerLabel.trailing",
                   ])
        // "V:|-[title]-20-[specificHeading][specific]-20-[liverImages(150)]-20-[imagingFeaturesHeading][imagingFeatures]-20-[structuralFeaturesHeading][structuralFeatures]-20-|"
        let long = ["title", "specificHeading", "specific", "liverImages", "imagingFeaturesHeading", "imagingFeatures",
                    "structuralFeaturesHeading", "structuralFeatures"]
        var longExpected = ["title.top == root.top + 20", "specificHeading.top == title.bottom + 20",
                            "specific.top == specificHeading.bottom", "liverImages.top == specific.bottom + 20", "liverImages.height == 150",
                            "imagingFeaturesHeading.top == liverImages.bottom + 20", "imagingFeatures.top == imagingFeaturesHeading.bottom",
                            "structuralFeaturesHeading.top == imagingFeatures.bottom + 20",
                            "structuralFeatures.top == structuralFeaturesHeading.bottom", "root.bottom == structuralFeatures.bottom + 20"]
        for k in 0..<7 {
            longExpected += ["\(long[k]).leading == \(long[k + 1]).leading", "\(long[k]).trailing == \(long[k + 1]).trailing"]
        }
        assertLine("V:|-[title]-20-[specificHeading][specific]-20-[liverImages(150)]-20-[imagingFeaturesHeading][imagingFeatures]-20-[structuralFeaturesHeading][structuralFeatures]-20-| options alignAllLeading, alignAllTrailing",
                   views: long, longExpected)
    }

    func testLeftAndRightOnVerticalLines() {
        // "V:|-8-[_titleLabel]-8-[_detailLabel]-8-|", NSLayoutFormatAlignAllLeft
        assertLine("V:|-8-[_titleLabel]-8-[_detailLabel]-8-| options alignAllLeft", views: ["_titleLabel", "_detailLabel"], [
            "_titleLabel.top == root.top + 8", "_detailLabel.top == _titleLabel.bottom + 8", "root.bottom == _detailLabel.bottom + 8",
            "_titleLabel.left == _detailLabel.left",
        ])
        // "V:[titleLabel]-vSpace-[subtitleLabel]", NSLayoutFormatAlignAllLeft | NSLayoutFormatAlignAllRight
        assertLine("V:[titleLabel]-vSpace-[subtitleLabel] options alignAllLeft, alignAllRight",
                   views: ["titleLabel", "subtitleLabel"], metrics: "vSpace = 4", [
                       "subtitleLabel.top == titleLabel.bottom + 4", "titleLabel.left == subtitleLabel.left",
                       "titleLabel.right == subtitleLabel.right",
                   ])
        // "V:|-viewPadding-[label_]-viewPadding-[imageView_]", NSLayoutFormatAlignAllLeft
        assertLine("V:|-viewPadding-[label_]-viewPadding-[imageView_] options alignAllLeft", views: ["label_", "imageView_"],
                   metrics: "viewPadding = 10", [
                       "label_.top == root.top + 10", "imageView_.top == label_.bottom + 10", "label_.left == imageView_.left",
                   ])
        // "V:[_answererName][_answerLabel]", NSLayoutFormatAlignAllLeft
        assertLine("V:[_answererName][_answerLabel] options alignAllLeft", views: ["_answererName", "_answerLabel"], [
            "_answerLabel.top == _answererName.bottom", "_answererName.left == _answerLabel.left",
        ])
        // "V:|-0-[previewView]-8-[captureView]-8-|", NSLayoutFormatAlignAllLeft
        assertLine("V:|-0-[previewView]-8-[captureView]-8-| options alignAllLeft", views: ["previewView", "captureView"], [
            "previewView.top == root.top", "captureView.top == previewView.bottom + 8", "root.bottom == captureView.bottom + 8",
            "previewView.left == captureView.left",
        ])
    }

    /// The centring idiom: `[superview]` on the line takes part by its edges, and the option
    /// aligns it with the view (`"V:[p]-(<=1)-[c]", .alignAllCenterX` with `p` the container).
    func testCentringIdiom() {
        let text = "view box {\n  view c\n  V:[superview]-(<=1)-[c] options alignAllCenterX\n  H:[superview]-(<=1)-[c] options alignAllCenterY\n}\n"
        XCTAssertEqual(lineConstraints(text), [
            "box.centerX == c.centerX", "box.centerY == c.centerY", "c.leading <= box.trailing + 1", "c.top <= box.bottom + 1",
        ])
        // "H:[superview]-(<=1)-[contentView(width)]", NSLayoutFormatAlignAllCenterY (a metric named width)
        let metric = "metrics { width = 200 }\nview alert {\n  view contentView\n  H:[superview]-(<=1)-[contentView(width)] options alignAllCenterY\n}\n"
        XCTAssertEqual(lineConstraints(metric), [
            "alert.centerY == contentView.centerY", "contentView.leading <= alert.trailing + 1", "contentView.width == 200",
        ])
    }

    /// A line of one view has nothing to align: UIKit accepts any alignment there (shipping code
    /// passes `.alignAllCenterY` with "V:|[view]|"), and so does vflc, without a constraint.
    func testOneViewLinesMakeNoAlignmentAndNoError() {
        let lines: [(String, [String])] = [
            ("H:|[horizontalContacts]| options alignAllCenterX", ["horizontalContacts.leading == root.leading",
                                                                  "root.trailing == horizontalContacts.trailing"]),
            ("V:|[horizontalContacts]| options alignAllCenterY", ["horizontalContacts.top == root.top",
                                                                  "root.bottom == horizontalContacts.bottom"]),
            ("V:|-(16)-[horizontalContacts(180)]| options alignAllTop, alignAllBottom",
             ["horizontalContacts.top == root.top + 16", "horizontalContacts.height == 180", "root.bottom == horizontalContacts.bottom"]),
            ("H:|-8-[horizontalContacts]-8-| options alignAllLeading, alignAllTrailing",
             ["horizontalContacts.leading == root.leading + 8", "root.trailing == horizontalContacts.trailing + 8"]),
            ("V:|-0-[horizontalContacts]-0-| options alignAllLastBaseline", ["horizontalContacts.top == root.top",
                                                                             "root.bottom == horizontalContacts.bottom"]),
            ("V:[horizontalContacts(2)]-(-3)-| options alignAllFirstBaseline", ["horizontalContacts.height == 2",
                                                                               "root.bottom == horizontalContacts.bottom - 3"]),
            ("|-(0)-[horizontalContacts] options alignAllFirstBaseline", ["horizontalContacts.leading == root.leading"]),
        ]
        for (line, expected) in lines {
            let source = text(line, ["horizontalContacts"])
            XCTAssertEqual(Parser.parse(SourceFile(path: "t.layout", text: source)).diagnostics.map(\.message), [], line)
            XCTAssertEqual(lineConstraints(source), expected.sorted(), line)
        }
    }

    // MARK: - Direction

    func testDirectionLeftToRightUsesLeftAndRight() {
        // "|-(8)-[label]-(8)-[switch(49)]-(8)-|", .directionLeftToRight
        assertLine("|-(8)-[label]-(8)-[switch(49)]-(8)-| options directionLeftToRight", views: ["label", "switch"], [
            "label.left == root.left + 8", "switch.left == label.right + 8", "switch.width == 49", "root.right == switch.right + 8",
        ])
        // "H:|->=M-[MC(==350@250)]->=M-|", .directionLeftToRight
        assertLine("H:|->=M-[MC(==350@250)]->=M-| options directionLeftToRight", views: ["MC"], metrics: "M = 0", [
            "MC.left >= root.left", "MC.width == 350 @250", "root.right >= MC.right",
        ])
    }

    func testDirectionRightToLeftReversesTheLine() {
        // "[view1]-20-[view2]", NSLayoutFormatDirectionRightToLeft
        assertLine("[view1]-20-[view2] options directionRightToLeft", views: ["view1", "view2"], ["view1.left == view2.right + 20"])
        // The whole line, edges included: the first view at the right edge.
        assertLine("H:|-[a]-10-[b]-| options directionRightToLeft", views: ["a", "b"], [
            "root.right == a.right + 20", "a.left == b.right + 10", "b.left == root.left + 20",
        ])
    }

    // MARK: - Baseline spacing

    /// `spacingBaselineToBaseline`: "the distance from the last baseline of the view above to
    /// the first baseline of the view below"; a view without text uses its edges.
    func testBaselineSpacingOnVerticalLines() {
        let text = "label a intrinsic 100x20 baseline 15\nlabel b intrinsic 100x30 baseline 22,26\nview c\n"
            + "V:|-[a]-12-[b]-[c(10)]-| options spacingBaselineToBaseline\n"
        XCTAssertEqual(lineConstraints(text), [
            "a.top == root.top + 20", "b.firstBaseline == a.lastBaseline + 12", "c.firstBaseline == b.lastBaseline + 8",
            "c.height == 10", "root.bottom == c.bottom + 20",
        ].sorted())
    }

    // MARK: - Apple's rules for invalid options

    /// `"H:|-0-[_teacherNameLabel]-10-[_dateLabel]-(>=1)-[_readImageView]-8-[_readAccountLabel]-0-|"`
    /// with `NSLayoutFormatAlignAllLeft` (found in public code, where it raises): the option is
    /// refused at its location, and the line's own constraints stay.
    func testAlignmentOnTheLinesOwnAxisIsAnError() {
        let line = "H:|-0-[_teacherNameLabel]-10-[_dateLabel]-(>=1)-[_readImageView]-8-[_readAccountLabel]-0-| options alignAllLeft"
        let source = SourceFile(path: "t.layout", text: text(line, ["_teacherNameLabel", "_dateLabel", "_readImageView", "_readAccountLabel"]))
        let parsed = Parser.parse(source)
        XCTAssertEqual(parsed.diagnostics.map(\.id), [.formatOption])
        XCTAssertEqual(parsed.diagnostics.first.map { source.text(in: $0.range) }, "alignAllLeft")
        XCTAssertTrue(parsed.diagnostics[0].message.contains("horizontal edge, which is not allowed for layout that is also horizontal"))
        let lowered = Lowering.lower(parsed.file, source: source, targets: [LoweringFixture.defaultTarget(TraitVariant.all[0])])
        XCTAssertEqual(lowered.variants[0].constraints.filter { $0.origin.kind == .vflConnection }.count, 5)
        XCTAssertEqual(lowered.variants[0].constraints.filter { $0.origin.kind == .vflOption }.count, 0)
    }
}

/// The bars a storyboard's view controllers are shown under, inferred as Interface Builder
/// infers its "Inferred" simulated metrics: a navigation controller's root and every view
/// controller pushed from it (`show`/`push` segues) get its navigation bar; a tab bar
/// controller's children (and what they push, unless `hidesBottomBarWhenPushed`) get a tab
/// bar; a view controller presented modally (`presentation` segues) is shown without the
/// status bar and home indicator insets, as IB lays out a presented scene.
struct ContainerBars {
    struct Bars {
        /// The navigation bar's frame in the window: `y` (the status bar above it) and height.
        var navigation: (y: Double, height: Double)?
        var tabBar = false
        var presented = false
    }

    private(set) var bars: [String: Bars] = [:]

    init(_ xml: XMLDocument) {
        var controllers: [String: Int] = [:]
        for (i, e) in xml.elements.enumerated() where e["sceneMemberID"] == "viewController" {
            if let id = e["id"] { controllers[id] = i }
        }
        // Segues by source controller.
        var segues: [String: [XMLElement]] = [:]
        for id in controllers.keys.sorted() {
            segues[id] = Self.segues(under: controllers[id]!, xml: xml)
        }
        var queue: [String] = []
        func update(_ id: String, _ change: (inout Bars) -> Void) {
            var b = bars[id] ?? Bars()
            let before = (b.navigation?.y, b.navigation?.height, b.tabBar, b.presented)
            change(&b)
            let after = (b.navigation?.y, b.navigation?.height, b.tabBar, b.presented)
            if before != after || bars[id] == nil {
                bars[id] = b
                queue.append(id)
            }
        }
        for id in controllers.keys.sorted() { update(id) { _ in } }
        var steps = 0
        while let id = queue.first, steps < 100_000 {
            queue.removeFirst()
            steps += 1
            guard let element = controllers[id] else { continue }
            let e = xml.elements[element]
            let mine = bars[id] ?? Bars()
            for s in segues[id] ?? [] {
                guard let destination = s["destination"], let d = controllers[destination] else { continue }
                let hidesTab = xml.elements[d]["hidesBottomBarWhenPushed"] == "YES"
                switch (s["kind"], s["relationship"]) {
                case ("relationship", "rootViewController") where e.name == "navigationController":
                    let bar = Self.navigationBar(of: element, xml: xml)
                    update(destination) { b in
                        if e["navigationBarHidden"] != "YES" { b.navigation = bar }
                        b.tabBar = b.tabBar || mine.tabBar
                        b.presented = b.presented || mine.presented
                    }
                case ("relationship", "viewControllers") where e.name == "tabBarController":
                    update(destination) { b in b.tabBar = true; b.presented = b.presented || mine.presented }
                case ("show", _), ("push", _):
                    guard xml.elements[d].name != "navigationController" else { break }
                    update(destination) { b in
                        if b.navigation == nil { b.navigation = mine.navigation }
                        b.tabBar = b.tabBar || (mine.tabBar && !hidesTab)
                        b.presented = b.presented || mine.presented
                    }
                case ("presentation", _), ("modal", _):
                    update(destination) { b in b.presented = true }
                default:
                    break
                }
            }
        }
    }

    /// The navigation bar of navigation controller `element`: its stored frame (`y` is where
    /// IB put the status bar), 44 pt below a 20 pt status bar when it has none.
    private static func navigationBar(of element: Int, xml: XMLDocument) -> (y: Double, height: Double) {
        if let bar = xml.child(of: element, named: "navigationBar", key: "navigationBar"),
           let r = xml.child(of: bar, named: "rect", key: "frame"),
           let y = xml.elements[r]["y"].flatMap(Double.init), let h = xml.elements[r]["height"].flatMap(Double.init) {
            return (y, h)
        }
        return (20, SimulatedMetrics.navigationBar)
    }

    /// The segues anywhere inside the controller element (its own and its views' and cells').
    private static func segues(under element: Int, xml: XMLDocument) -> [XMLElement] {
        var out: [XMLElement] = []
        var stack = [element]
        while let k = stack.popLast() {
            for c in xml.children(of: k) {
                if xml.elements[c].name == "segue" { out.append(xml.elements[c]) }
                // Another scene's controller never nests, but a child controller's element would.
                if xml.elements[c]["sceneMemberID"] != "viewController" { stack.append(c) }
            }
        }
        return out
    }
}

/// The simulated metrics Interface Builder shows a scene with (`<simulated…Metrics>`): a
/// status bar, a navigation bar or a tab bar over the root view shrink its safe area, which
/// the stored frames of views pinned to the safe area reflect.
enum SimulatedMetrics {
    /// UINavigationBar's height with a standard title (44 pt; a navigation controller's stored
    /// bar says more), UITabBar's 49 pt and UIToolbar's 44 pt, in portrait on a phone.
    static let navigationBar = 44.0, tabBar = 49.0, toolbar = 44.0

    /// Reads the metrics of `owner` (a view controller, or a xib's top-level view) into `unit`.
    static func read(_ xml: XMLDocument, owner: Int, root: Int, into unit: inout IBUnitModel) {
        // A xib's top-level view is shown without a status bar unless its metrics ask for one.
        if unit.kind == .topLevelView { unit.statusBarHidden = true }
        for element in Set([owner, root]) {
            for c in xml.children(of: element) {
                let e = xml.elements[c]
                switch e["key"] {
                case "simulatedStatusBarMetrics":
                    unit.statusBarHidden = e.name == "nil"
                case "simulatedTopBarMetrics":
                    if e.name == "simulatedNavigationBarMetrics" {
                        unit.topBar = e["prompted"] == "YES" ? navigationBar + 30 : navigationBar
                    }
                case "simulatedBottomBarMetrics":
                    if e.name == "simulatedTabBarMetrics" { unit.bottomBar = tabBar }
                    if e.name == "simulatedToolbarMetrics" { unit.bottomBar = toolbar }
                case "simulatedDestinationMetrics":
                    if e.name == "freeformSimulatedSizeMetrics" { unit.freeform = true }
                default:
                    break
                }
            }
        }
    }
}

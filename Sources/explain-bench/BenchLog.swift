/// A generated console log for the benchmark: `count` reports of several kinds (a self-sizing
/// cell, insets in a zero-width view, an autoresizing mask, a hidden stack view, a stack in a
/// narrow cell, SnapKit), each with its own addresses and constants, between ordinary app log
/// lines, to about `bytes` in total.
enum BenchLog {
    static func make(reports count: Int, bytes target: Int) -> String {
        var out = ""
        out.reserveCapacity(target + 4096)
        let perReport = max(0, target / max(count, 1))
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return seed >> 16
        }
        func addr() -> String { "0x" + String(0x7f8000000000 + (next() % 0xfffffffff), radix: 16) }
        func stamp(_ i: Int) -> String {
            let ms = i * 37 % 1000, s = i % 60, m = (i / 60) % 60
            return "2024-03-04 10:\(pad(m)):\(pad(s)).\(pad3(ms))123+0100 MyApp[4242:1393939]"
        }
        for i in 0..<count {
            let start = out.utf8.count
            out += report(kind: i % 6, stamp: stamp(i), addr: addr, value: Int(next() % 200) + 50)
            // Ordinary log lines up to this report's share of the size.
            var k = 0
            while out.utf8.count - start < perReport {
                out += "\(stamp(i)) [Network] task <\(addr())>.<\(k)> finished with status 200, \(next() % 9000) bytes "
                    + "received from https://api.example.com/v1/items?page=\(k)\n"
                k += 1
            }
        }
        return out
    }

    static func pad(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    static func pad3(_ n: Int) -> String { n < 10 ? "00\(n)" : n < 100 ? "0\(n)" : "\(n)" }

    static let header = """
     [LayoutConstraints] Unable to simultaneously satisfy constraints.
    \tProbably at least one of the constraints in the following list is one you don't want. 
    \tTry this: 
    \t\t(1) look at each constraint and try to figure out which you don't expect; 
    \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 

    """

    static let trailer = """

    Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
    The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.

    """

    static func report(kind: Int, stamp: String, addr: () -> String, value: Int) -> String {
        let c = (0..<8).map { _ in addr() }
        let v = (0..<6).map { _ in addr() }
        let list: [String]
        let broken: Int
        switch kind {
        case 0:
            list = ["<NSLayoutConstraint:\(c[0]) UIImageView:\(v[0]).height == \(value)   (active)>",
                    "<NSLayoutConstraint:\(c[1]) V:|-(12)-[UIImageView:\(v[0])]   (active, names: '|':UITableViewCellContentView:\(v[1]) )>",
                    "<NSLayoutConstraint:\(c[2]) UIImageView:\(v[0]).bottom == UITableViewCellContentView:\(v[1]).bottom - 12   (active)>",
                    "<NSLayoutConstraint:\(c[3]) 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:\(v[1]).height == 44   (active)>"]
            broken = 0
        case 1:
            list = ["<NSLayoutConstraint:\(c[0]) H:|-(16)-[UILabel:\(v[0])'Title']   (active, names: '|':MyApp.HeaderView:\(v[1]) )>",
                    "<NSLayoutConstraint:\(c[1]) H:[UILabel:\(v[0])'Title']-(8)-[UIButton:\(v[2])'More']   (active)>",
                    "<NSLayoutConstraint:\(c[2]) UIButton:\(v[2])'More'.trailing == MyApp.HeaderView:\(v[1]).trailing - 16   (active)>",
                    "<NSLayoutConstraint:\(c[3]) 'UIView-Encapsulated-Layout-Width' MyApp.HeaderView:\(v[1]).width == 0   (active)>"]
            broken = 1
        case 2:
            list = ["<NSAutoresizingMaskLayoutConstraint:\(c[0]) h=--& v=--& UIView:\(v[0]).height == \(value)   (active)>",
                    "<NSLayoutConstraint:\(c[1]) V:|-(8)-[UILabel:\(v[1])]   (active, names: '|':UIView:\(v[0]) )>",
                    "<NSLayoutConstraint:\(c[2]) UILabel:\(v[1]).height == \(value + 20)   (active)>",
                    "<NSLayoutConstraint:\(c[3]) V:[UILabel:\(v[1])]-(8)-|   (active, names: '|':UIView:\(v[0]) )>"]
            broken = 2
        case 3:
            list = ["<NSLayoutConstraint:\(c[0]) UILabel:\(v[0])'Details'.height == \(value)   (active)>",
                    "<NSLayoutConstraint:\(c[1]) 'UISV-hiding' UILabel:\(v[0])'Details'.height == 0   (active)>"]
            broken = 0
        case 4:
            list = ["<NSLayoutConstraint:\(c[0]) 'UISV-canvas-connection' UIStackView:\(v[0]).leading == UIButton:\(v[1])'Cancel'.leading   (active)>",
                    "<NSLayoutConstraint:\(c[1]) 'UISV-canvas-connection' H:[UIButton:\(v[2])'OK']-(0)-|   (active, names: '|':UIStackView:\(v[0]) )>",
                    "<NSLayoutConstraint:\(c[2]) 'UISV-spacing' H:[UIButton:\(v[1])'Cancel']-(20)-[UIButton:\(v[2])'OK']   (active)>",
                    "<NSLayoutConstraint:\(c[3]) UIButton:\(v[1])'Cancel'.width == \(value)   (active)>",
                    "<NSLayoutConstraint:\(c[4]) UIButton:\(v[2])'OK'.width == \(value)   (active)>",
                    "<NSLayoutConstraint:\(c[5]) H:|-(0)-[UIStackView:\(v[0])]   (active, names: '|':UITableViewCellContentView:\(v[3]) )>",
                    "<NSLayoutConstraint:\(c[6]) H:[UIStackView:\(v[0])]-(0)-|   (active, names: '|':UITableViewCellContentView:\(v[3]) )>",
                    "<NSLayoutConstraint:\(c[7]) 'UIView-Encapsulated-Layout-Width' UITableViewCellContentView:\(v[3]).width == 320   (active)>"]
            broken = 3
        default:
            list = ["<SnapKit.LayoutConstraint:\(c[0])@ProfileView.swift#41 UIImageView:\(v[0]).width == \(value).0>",
                    "<SnapKit.LayoutConstraint:\(c[1])@ProfileView.swift#42 UIImageView:\(v[0]).left == MyApp.ProfileView:\(v[1]).left + 20.0>",
                    "<SnapKit.LayoutConstraint:\(c[2])@ProfileView.swift#43 UIImageView:\(v[0]).right == MyApp.ProfileView:\(v[1]).right - 20.0>",
                    "<NSLayoutConstraint:\(c[3]) '_UITemporaryLayoutWidth' MyApp.ProfileView:\(v[1]).width == 0   (active)>"]
            broken = 0
        }
        return stamp + header + "(\n" + list.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n\nWill attempt to recover by breaking constraint \n"
            + list[broken] + "\n" + trailer
    }
}

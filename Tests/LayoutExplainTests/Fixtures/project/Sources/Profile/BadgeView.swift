// Not compiled: the Swift file a SnapKit constraint of generated-profile.log points at.
final class BadgeView {
    func layout() {
        // make.width.equalTo(30)
        // make.width.equalTo(24)
    }
}
// A badge is 30 pt wide,
// and 24 pt wide in compact layouts.
//
// (line 12 and 13 below)
badge.snp.makeConstraints { make in make.width.equalTo(30) }
badge.snp.makeConstraints { make in make.width.equalTo(24) }

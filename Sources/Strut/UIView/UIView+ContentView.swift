import Foundation

extension UIView {
  /// Adds a content view that fills this view and follows its size through its autoresizing
  /// mask, as UIKit's cells, header-footer views and effect views hold their content.
  func addFillingContentView(_ contentView: UIView) {
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }
}

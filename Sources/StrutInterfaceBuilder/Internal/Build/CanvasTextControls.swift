@_spi(StrutInternals) import Strut

// Labels and text fields as the Xcode that saved a file sized them, where that differs from
// UIKit at run time (Strut's classes model current UIKit).

/// A label as Xcode's canvas sizes it: without text, it has no intrinsic size, so its frame is
/// what its constraints and the canvas's hold on its stored size leave, where UIKit at run time
/// gives it a zero size.
///
/// Evidence: Mixin's empty Body label, first in a vertical stack centred in a 50-point row,
/// stored 46 tall (the stack 50); Open Market's four empty labels in a leading-aligned stack,
/// stored 17 wide, the stack's width; Open Food Facts' empty serving-size label, stored 28 tall
/// between two pinned views.
final class CanvasLabel: UILabel {
  override var intrinsicContentSize: CGSize {
    guard (text ?? "").isEmpty else { return super.intrinsicContentSize }
    return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }
}

/// A text field as the Xcode that saved its file sized it.
///
/// On the canvas (`isFreeWhenEmpty`), a field with neither text nor placeholder has no intrinsic
/// width, as a label without text has no intrinsic size (``CanvasLabel``): Wikipedia's
/// find-and-replace bar stores its empty 14 pt field 223 wide beside an empty label stored 0
/// wide, which the field's hugging would otherwise squeeze it past. Its height stays its own:
/// freeing it too moved 14 fields of another batch off their stored heights.
///
/// Xcode 13 and earlier (`usesOlderMetrics`): on a device with a home button the rounded-rect
/// border at least 30 points tall instead of 34, a borderless field exactly one line of its
/// font. Evidence (ib-format.md "Other controls", the development corpus): 14 pt rounded-rect
/// fields are 30 tall in files up to toolsVersion 16xxx (Xcode 11.5) and 34 from 22xxx (Xcode
/// 14); Body fields are 34 in both; a borderless 14 pt field of a 12xxx file is 17 tall, and so
/// is a borderless Body field (drawn at the extra-small 14 pt) of an 18122 file (Strongbox),
/// where Xcode 14's sizes give 18. Nothing between 18122 and 21xxx says more: Xcode 14 is
/// assumed. Every 30-point field is on an iPhone 8, an older iPad or no device; on an iPhone 11
/// (an Xcode 11.2 file) and an iPhone 12 (Xcode 13), 14 pt fields are 34 tall.
final class CanvasTextField: UITextField {
  /// Whether a field with neither text nor placeholder has no intrinsic width.
  var isFreeWhenEmpty = false {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// Whether the file is from before Xcode 14.
  var usesOlderMetrics = false {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// Whether the file's device has a home indicator, where an older rounded-rect border is 34
  /// points tall.
  var hasHomeIndicator = false {
    didSet { invalidateIntrinsicContentSize() }
  }

  override var intrinsicContentSize: CGSize {
    var size = drawnSize
    if isFreeWhenEmpty, (text ?? "").isEmpty, (placeholder ?? "").isEmpty {
      size.width = UIView.noIntrinsicMetric
    }
    return size
  }

  /// A `.fillProportionally` stack shares its length by the width UIKit gives an empty field,
  /// not the canvas's free one: tasty-code's contact form keeps its empty fields at 0.8 of their
  /// proportional rows, beside labels that take the rest, where a share of zero would pin each
  /// field to no width at all.
  override var proportionalFillSize: CGSize { drawnSize }

  /// The size the Xcode that saved the file drew the field at, width included.
  private var drawnSize: CGSize {
    var size = super.intrinsicContentSize
    guard usesOlderMetrics else { return size }
    let font = self.font ?? UIFont.systemFont(ofSize: 17)
    switch borderStyle {
    case .roundedRect:
      size.height = max(hasHomeIndicator ? 34 : 30, font.lineHeight.rounded(.up) + 13)
    case .none: size.height = UILabel.ceilToPixels(font.lineHeight)
    case .line, .bezel: break
    }
    return size
  }
}

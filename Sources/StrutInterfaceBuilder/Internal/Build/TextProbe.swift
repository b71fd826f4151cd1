import Foundation
import Strut

/// Moves a text control's size by a few points, and back, so that frame comparison can tell
/// which frames depend on text (see `RootSolver`).
///
/// Measured controls are probed through their font (a size change moves both axes), stand-ins
/// through their fixed size.
struct TextProbe {
  /// Applies a change of `delta` points; 0 restores the control.
  let apply: (CGFloat) -> Void

  /// A label's font size and text: a longer text too, so that an empty label, whose size
  /// Xcode measures differently, is probed as well.
  static func font(of label: UILabel) -> TextProbe {
    let font: UIFont = label.font
    let text = label.text
    return TextProbe { delta in
      label.font = font.withSize(max(font.pointSize + delta, 1))
      label.text = delta == 0 ? text : (text ?? "") + "Wg"
    }
  }

  static func font(of field: UITextField) -> TextProbe {
    let font = field.font ?? UIFont.systemFont(ofSize: 17)
    let text = field.text
    return TextProbe { delta in
      field.font = font.withSize(max(font.pointSize + delta, 1))
      field.text = delta == 0 ? text : (text ?? "") + "Wg"
    }
  }

  static func font(of button: UIButton) -> TextProbe {
    if let configuration = button.configuration {
      let font = configuration.titleFont ?? UIFont.preferredFont(forTextStyle: .body)
      return TextProbe { delta in
        var changed = configuration
        if delta != 0 { changed.titleFont = font.withSize(max(font.pointSize + delta, 1)) }
        button.configuration = changed
      }
    }
    guard let label = button.titleLabel else { return TextProbe { _ in } }
    let font: UIFont = label.font
    return TextProbe { delta in label.font = font.withSize(max(font.pointSize + delta, 1)) }
  }

  static func image(of view: UIImageView) -> TextProbe {
    let image = view.image
    let size = image?.size ?? .zero
    return TextProbe { delta in
      view.image =
        delta == 0
        ? image
        : UIImage(
          size: CGSize(width: max(size.width + delta, 0), height: max(size.height + delta, 0)))
    }
  }

  static func adjustment(of view: SizedView) -> TextProbe {
    TextProbe { delta in view.adjustment = CGSize(width: delta, height: delta) }
  }
}

import Foundation
import Testing

@testable import Strut

/// A view with a settable intrinsic content size, like a label whose text changes.
final class EngineSizedView: UIView {
  var contentSize: CGSize

  init(_ width: CGFloat, _ height: CGFloat) {
    contentSize = CGSize(width: width, height: height)
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
  }

  required init?(coder: NSCoder) { nil }

  override var intrinsicContentSize: CGSize { contentSize }
}

/// A root view of the given size, at the origin.
func engineRoot(_ width: CGFloat = 320, _ height: CGFloat = 200) -> UIView {
  UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
}

/// Adds a view that Auto Layout positions (`translatesAutoresizingMaskIntoConstraints = false`).
@discardableResult
func engineAdd<View: UIView>(_ view: View, to superview: UIView) -> View {
  view.translatesAutoresizingMaskIntoConstraints = false
  superview.addSubview(view)
  return view
}

/// A plain view added to `superview` for Auto Layout.
@discardableResult
func engineAdd(to superview: UIView) -> UIView {
  engineAdd(UIView(), to: superview)
}

/// Adds `view` to `root` for Auto Layout, pinned to its leading, trailing and top edges, its
/// height left to its content (a stack's row).
func pinAcrossTop(_ view: UIView, of root: UIView) {
  engineAdd(view, to: root)
  NSLayoutConstraint.activate([
    view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    view.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    view.topAnchor.constraint(equalTo: root.topAnchor),
  ])
}

/// Pins `first` and `second` side by side across `root`, both at its top: their widths share
/// the root's width, which is what their other constraints then compete for.
func pinSideBySide(_ first: UIView, _ second: UIView, in root: UIView) {
  NSLayoutConstraint.activate([
    first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
    second.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    first.topAnchor.constraint(equalTo: root.topAnchor),
    second.topAnchor.constraint(equalTo: root.topAnchor),
  ])
}

/// The "Unable to simultaneously satisfy constraints" messages among `messages`.
func conflictMessages(_ messages: [String]) -> [String] {
  messages.filter { $0.contains("Unable to simultaneously satisfy constraints.") }
}

/// The constraint descriptions a conflict message lists between `(` and `)`.
func listedConstraints(_ message: String) -> [String] {
  let lines = message.components(separatedBy: "\n")
  guard let open = lines.firstIndex(of: "("), let close = lines.firstIndex(of: ")"),
    open < close
  else { return [] }
  return lines[(open + 1)..<close].map {
    var line = $0.trimmingCharacters(in: .whitespaces)
    if line.hasSuffix(",") { line.removeLast() }
    if line.hasPrefix("\""), line.hasSuffix("\""), line.count >= 2 {
      line = String(line.dropFirst().dropLast())
    }
    return line
  }
}

/// The description after "Will attempt to recover by breaking constraint".
func brokenConstraint(_ message: String) -> String? {
  let lines = message.components(separatedBy: "\n")
  guard let index = lines.firstIndex(of: "Will attempt to recover by breaking constraint "),
    index + 1 < lines.count
  else { return nil }
  return lines[index + 1]
}

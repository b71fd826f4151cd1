import Foundation
import Strut

/// Reads `<userDefinedRuntimeAttributes>` and applies them to views of registered custom
/// classes, at run time only: Xcode's canvas lays custom classes out as their base class, so
/// the stored frames never reflect them (ib-format.md fact 9).
enum RuntimeAttributeReader {
  static func apply(_ element: IBElement, to view: UIView, context: BuildContext) {
    guard context.options.semantics == .runtime, let name = element["customClass"],
      let entry = context.options.customClasses.entry(for: name),
      let list = element.child("userDefinedRuntimeAttributes")
    else { return }
    for item in list.children(named: "userDefinedRuntimeAttribute") {
      guard let attribute = read(item) else { continue }
      if !entry.apply(view, attribute) {
        context.diagnose(
          .note, "runtime attribute '\(attribute.keyPath)' of \(name) is not used by Strut",
          at: item)
      }
    }
  }

  /// One runtime attribute, or `nil` when it has no key path.
  static func read(_ item: IBElement) -> InterfaceBuilderRuntimeAttribute? {
    guard let keyPath = item["keyPath"] else { return nil }
    let type = item["type"] ?? ""
    let valueElement = item.child(key: "value")
    func number(_ element: IBElement?, _ name: String) -> Double? {
      element?[name].flatMap(Double.init)
    }
    let value: InterfaceBuilderRuntimeAttribute.Value
    switch type {
    case "number":
      guard let number = number(valueElement, "value") ?? item["value"].flatMap(Double.init)
      else { return InterfaceBuilderRuntimeAttribute(keyPath: keyPath, value: .other(type: type)) }
      value = .number(number)
    case "boolean":
      value = .boolean(item["value"] == "YES")
    case "string", "localizedString":
      value = .string(item["value"] ?? valueElement?.text ?? "")
    case "size":
      value = .size(
        CGSize(
          width: number(valueElement, "width") ?? 0, height: number(valueElement, "height") ?? 0))
    case "point":
      value = .point(CGPoint(x: number(valueElement, "x") ?? 0, y: number(valueElement, "y") ?? 0))
    case "rect":
      value = .rect(
        CGRect(
          x: number(valueElement, "x") ?? 0, y: number(valueElement, "y") ?? 0,
          width: number(valueElement, "width") ?? 0, height: number(valueElement, "height") ?? 0))
    default:
      value = .other(type: type)
    }
    return InterfaceBuilderRuntimeAttribute(keyPath: keyPath, value: value)
  }
}

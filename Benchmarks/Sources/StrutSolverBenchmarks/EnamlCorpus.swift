// The enaml-like workload as data: `perf/enaml_like.json` in the shared corpus (the constraint
// list of kiwi's benchmarks/enaml_like_benchmark.cpp), read without Foundation.

import BenchmarkHarness
import StrutSolver

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The enaml-like system with variable names resolved to indices, so that a build does no
/// string work.
struct EnamlCorpus {
  struct Edit {
    var variable: Int
    var priority: Priority
  }

  struct Spec {
    var terms: [(variable: Int, coefficient: Double)]
    var constant: Double
    var relation: Relation
    var priority: Priority
  }

  /// Variable names, in order of first appearance (edit variables first).
  var names: [String] = []
  var edits: [Edit] = []
  var constraints: [Spec] = []
  /// The (width, height) sizes of the a2 cycle.
  var cycle: [(width: Double, height: Double)] = []

  /// kiwi's strengths mapped to UIKit priorities (performance.md §2).
  static let priorities: [String: Priority] = [
    "required": .required, "strong": 999, "smedium": 700, "mmedium": 510, "medium": 500,
    "weak": 10,
  ]

  struct FormatError: Error, CustomStringConvertible {
    var description: String
  }

  /// Reads `<corpus>/perf/enaml_like.json`.
  init(corpusDirectory: String) throws {
    let path = corpusDirectory + "/perf/enaml_like.json"
    guard let bytes = readFile(path) else {
      throw FormatError(description: "cannot read \(path) (pass --corpus DIR)")
    }
    let root = try JSONValue(parsing: bytes)
    guard let edits = root["edit_variables"]?.array, let cycle = root["suggest_cycle"]?.array,
      let constraints = root["constraints"]?.array
    else { throw FormatError(description: "\(path): unexpected layout") }

    var index: [String: Int] = [:]
    func variable(_ name: String) -> Int {
      if let known = index[name] { return known }
      index[name] = names.count
      names.append(name)
      return names.count - 1
    }
    func priority(_ strength: JSONValue?) throws -> Priority {
      guard let name = strength?.string, let priority = Self.priorities[name] else {
        throw FormatError(description: "\(path): unknown strength \(String(describing: strength))")
      }
      return priority
    }
    func number(_ value: JSONValue?) throws -> Double {
      guard let number = value?.number else {
        throw FormatError(description: "\(path): not a number: \(String(describing: value))")
      }
      return number
    }

    for edit in edits {
      guard let pair = edit.array, pair.count == 2, let name = pair[0].string else {
        throw FormatError(description: "\(path): bad edit variable \(edit)")
      }
      self.edits.append(Edit(variable: variable(name), priority: try priority(pair[1])))
    }
    for size in cycle {
      guard let pair = size.array, pair.count == 2 else {
        throw FormatError(description: "\(path): bad size \(size)")
      }
      self.cycle.append((try number(pair[0]), try number(pair[1])))
    }
    for constraint in constraints {
      guard let terms = constraint["terms"]?.array, let op = constraint["op"]?.string
      else { throw FormatError(description: "\(path): bad constraint \(constraint)") }
      let relation: Relation
      switch op {
      case "==": relation = .equal
      case "<=": relation = .lessThanOrEqual
      case ">=": relation = .greaterThanOrEqual
      default: throw FormatError(description: "\(path): bad operator \(op)")
      }
      var resolved: [(variable: Int, coefficient: Double)] = []
      for term in terms {
        guard let pair = term.array, pair.count == 2, let name = pair[0].string else {
          throw FormatError(description: "\(path): bad term \(term)")
        }
        resolved.append((variable(name), try number(pair[1])))
      }
      self.constraints.append(
        Spec(
          terms: resolved, constant: try number(constraint["constant"]), relation: relation,
          priority: try priority(constraint["strength"])))
    }
  }
}

/// The bytes of the file at `path`, or nil if it cannot be read.
private func readFile(_ path: String) -> [UInt8]? {
  guard let file = fopen(path, "rb") else { return nil }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 65536)
  while true {
    let count = fread(&chunk, 1, chunk.count, file)
    bytes.append(contentsOf: chunk[0..<count])
    if count < chunk.count { return ferror(file) == 0 ? bytes : nil }
  }
}

// The process's peak memory, read from /proc without Foundation.
//
// A process's peak includes what its runtime maps: an empty process linked against Foundation
// holds about 19 MB before any work, a fully static one without it about 2.5 MB, as an empty C++
// process does. The solver's benchmark is therefore built without Foundation and statically, so
// that its peak is the solver's and comparable with kiwi's (Benchmarks/README.md).

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's peak resident set (VmHWM in /proc/self/status) in MB (2^20 bytes), or nil
/// where there is no /proc.
package func peakMemoryMB() -> Double? {
  guard let file = fopen("/proc/self/status", "r") else { return nil }
  defer { fclose(file) }
  var line = [CChar](repeating: 0, count: 512)
  while fgets(&line, Int32(line.count), file) != nil {
    let text = String(
      decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard text.hasPrefix("VmHWM:") else { continue }
    let fields = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
    if fields.count >= 2, let kilobytes = Double(fields[1]) { return kilobytes / 1024 }
  }
  return nil
}

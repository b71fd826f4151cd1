/// Sorts symbol ids ascending, in place, using `scratch` (any contents) as the second buffer.
///
/// An expansion gathers the ids of the row it builds unsorted, and a row that spans a stack
/// holds thousands: a least-significant-digit radix sort, 11 bits a pass (two passes below
/// four million symbols), costs a few linear passes where the comparison sort took a tenth of a
/// hidden view's relayout. Short lists, where the passes over the 2,048 counts would dominate,
/// use the standard sort. Ids are non-negative.
func sortSymbolIDs(_ ids: inout [Int32], scratch: inout [Int32]) {
  let count = ids.count
  guard count > 512 else {
    ids.sort()
    return
  }
  var largest: Int32 = 0
  for id in ids where id > largest { largest = id }
  scratch.removeAll(keepingCapacity: true)
  scratch.append(contentsOf: repeatElement(0, count: count))
  let radix = 2048
  withUnsafeTemporaryAllocation(of: Int.self, capacity: radix) { counts in
    var shift: Int32 = 0
    repeat {
      for digit in 0..<radix { counts[digit] = 0 }
      ids.withUnsafeBufferPointer { source in
        for id in source { counts[Int((id >> shift) & 2047)] += 1 }
      }
      var start = 0
      for digit in 0..<radix {
        let size = counts[digit]
        counts[digit] = start
        start += size
      }
      ids.withUnsafeBufferPointer { source in
        scratch.withUnsafeMutableBufferPointer { target in
          for id in source {
            let digit = Int((id >> shift) & 2047)
            target[counts[digit]] = id
            counts[digit] += 1
          }
        }
      }
      swap(&ids, &scratch)
      shift += 11
    } while shift < 32 && largest >> shift > 0
  }
}

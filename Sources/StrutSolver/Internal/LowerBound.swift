/// The index of the first element whose key is not less than `key` in `elements`, sorted by key.
///
/// Branch-free (the comparison selects the next base rather than choosing a branch): columns
/// and rows are searched on every substitution, and the branches of the textbook search
/// mispredicted about half the time.
@inline(__always)
func lowerBound<Element>(
  of key: Int32, in elements: UnsafeBufferPointer<Element>, key keyOf: (Element) -> Int32
) -> Int {
  var base = 0
  var count = elements.count
  guard count > 0 else { return 0 }
  while count > 1 {
    let half = count &>> 1
    base = keyOf(elements[base &+ half]) < key ? base &+ half : base
    count &-= half
  }
  return keyOf(elements[base]) < key ? base &+ 1 : base
}

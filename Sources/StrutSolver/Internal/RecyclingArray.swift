/// An array whose elements keep their index for life: a removed element leaves a hole that the
/// next insertion fills, so that an index kept elsewhere (on an object's slot) stays valid.
package struct RecyclingArray<Element> {
  private var elements: [Element?] = []
  private var holes: [Int32] = []

  /// How many elements are held.
  package private(set) var count = 0

  /// An empty array.
  package init() {}

  /// The element at an index an insertion returned and no removal has freed.
  package subscript(index: Int32) -> Element {
    get { elements[Int(index)]! }
    set { elements[Int(index)] = newValue }
  }

  /// Every element, in index order.
  package var all: some Sequence<Element> { elements.lazy.compactMap { $0 } }

  /// Every element with its index, in index order.
  package var indexed: some Sequence<(Int32, Element)> {
    elements.enumerated().lazy.compactMap { index, element in element.map { (Int32(index), $0) } }
  }

  /// Holds an element and returns its index.
  package mutating func insert(_ element: Element) -> Int32 {
    count += 1
    if let hole = holes.popLast() {
      elements[Int(hole)] = element
      return hole
    }
    elements.append(element)
    return Int32(elements.count - 1)
  }

  /// Frees an index.
  package mutating func remove(at index: Int32) {
    elements[Int(index)] = nil
    holes.append(index)
    count -= 1
  }

  /// Makes room for `count` more elements, and a quarter more.
  ///
  /// Without the margin, a first layout that reserved room for exactly its constraints left
  /// the next insertion (a view hidden a moment later) to copy the whole array into fresh
  /// pages: 0.4 ms of the first hide in a stack of 1,000 views.
  package mutating func reserveCapacity(_ count: Int) {
    let needed = elements.count + count
    guard needed > elements.capacity else { return }
    elements.reserveCapacity(needed + needed / 4)
  }
}

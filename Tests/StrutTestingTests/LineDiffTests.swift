import Testing

@testable import StrutTesting

/// The diff in snapshot failure messages (issue #7, For tests: "failure messages that show the
/// diff").
@Suite struct LineDiffTests {
  // Equal texts have no diff.
  @Test func equalTextsHaveNoDiff() {
    #expect(LineDiff.unified(reference: ["a", "b"], actual: ["a", "b"]) == "")
  }

  // Changes far apart get separate hunks, each with three lines of context and `diff -u` counts.
  @Test func distantChangesGetSeparateHunks() {
    let reference = (1...12).map { "line \($0)" }
    var actual = reference
    actual[1] = "changed 2"
    actual.remove(at: 10)
    #expect(
      LineDiff.unified(reference: reference, actual: actual) == """
        --- reference
        +++ actual
        @@ -1,5 +1,5 @@
         line 1
        -line 2
        +changed 2
         line 3
         line 4
         line 5
        @@ -8,5 +8,4 @@
         line 8
         line 9
         line 10
        -line 11
         line 12
        """)
  }

  // Lines added to an empty reference are numbered from the start.
  @Test func additionsToAnEmptyReference() {
    #expect(
      LineDiff.unified(reference: [], actual: ["new"]) == """
        --- reference
        +++ actual
        @@ -0,0 +1,1 @@
        +new
        """)
  }
}

import Testing

/// The test target's JSON Schema validator, keyword by keyword, so a passing SARIF check means
/// something (issue #7, Output: SARIF validity).
@Suite struct JSONSchemaValidatorTests {
  static func errors(_ schema: String, _ instance: String) throws -> [String] {
    JSONSchemaValidator(schema: try JSONValue.parse(schema)).errors(
      in: try JSONValue.parse(instance))
  }

  /// Schemas with an instance each accepts and one each rejects.
  static let cases: [(keyword: String, schema: String, valid: String, invalid: String)] = [
    ("type", #"{"type": "string"}"#, #""a""#, "1"),
    ("type integer", #"{"type": "integer"}"#, "3", "3.5"),
    ("type boolean is not a number", #"{"type": "number"}"#, "1", "true"),
    ("type list", #"{"type": ["array", "null"]}"#, "null", "{}"),
    ("required", #"{"required": ["a"]}"#, #"{"a": 1}"#, #"{"b": 1}"#),
    ("properties", #"{"properties": {"a": {"type": "string"}}}"#, #"{"a": "x"}"#, #"{"a": 2}"#),
    (
      "additionalProperties false", #"{"properties": {"a": {}}, "additionalProperties": false}"#,
      #"{"a": 1}"#, #"{"a": 1, "b": 2}"#
    ),
    (
      "additionalProperties schema", #"{"additionalProperties": {"type": "string"}}"#,
      #"{"k": "v"}"#, #"{"k": 1}"#
    ),
    ("items", #"{"items": {"type": "integer"}}"#, "[1, 2]", #"[1, "2"]"#),
    ("enum", #"{"enum": ["note", "warning"]}"#, #""note""#, #""fatal""#),
    ("minimum", #"{"minimum": 1}"#, "1", "0"),
    ("maximum", #"{"maximum": 100}"#, "100", "101"),
    ("minItems", #"{"minItems": 1}"#, "[1]", "[]"),
    ("uniqueItems", #"{"uniqueItems": true}"#, #"[{"a": 1}, {"a": 2}]"#, #"[{"a": 1}, {"a": 1}]"#),
    (
      "$ref",
      ##"{"definitions": {"s": {"type": "string"}}, "properties": {"a": {"$ref": "#/definitions/s"}}}"##,
      #"{"a": "x"}"#, #"{"a": 1}"#
    ),
    (
      "anyOf", #"{"anyOf": [{"required": ["a"]}, {"required": ["b"]}]}"#, #"{"b": 1}"#, #"{"c": 1}"#
    ),
    (
      "oneOf", #"{"oneOf": [{"required": ["a"]}, {"required": ["b"]}]}"#, #"{"a": 1}"#,
      #"{"a": 1, "b": 2}"#
    ),
    ("pattern", #"{"pattern": "^[0-9]+$"}"#, #""42""#, #""4x""#),
    ("format uri", #"{"format": "uri"}"#, #""https://example.com/a""#, #""a/b""#),
    ("format uri-reference", #"{"format": "uri-reference"}"#, #""a/b%20c""#, #""a b""#),
    ("format uri-reference escapes", #"{"format": "uri-reference"}"#, #""a%2Fb""#, #""50%""#),
    ("false schema", #"{"properties": {"a": false}}"#, "{}", #"{"a": 1}"#),
  ]

  // Each keyword accepts what it allows and rejects what it does not.
  @Test(arguments: 0..<cases.count)
  func keywordAcceptsAndRejects(_ index: Int) throws {
    let example = Self.cases[index]
    #expect(try Self.errors(example.schema, example.valid) == [], "\(example.keyword)")
    #expect(try !Self.errors(example.schema, example.invalid).isEmpty, "\(example.keyword)")
  }

  // Annotations and `$ref` siblings are ignored, as draft-07 says.
  @Test func annotationsAndRefSiblingsAreIgnored() throws {
    let schema = ##"""
      {"definitions": {"s": {"type": "string"}},
       "properties": {"a": {"$ref": "#/definitions/s", "type": "integer", "description": "d",
                            "default": 3}}}
      """##
    #expect(try Self.errors(schema, #"{"a": "x"}"#) == [])
  }

  // An unresolvable reference is an error, not a silent pass.
  @Test func unknownReferenceIsAnError() throws {
    #expect(try !Self.errors(##"{"$ref": "#/definitions/missing"}"##, "1").isEmpty)
  }
}

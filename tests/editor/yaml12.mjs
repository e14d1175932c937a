// Reads a JSON list of texts on stdin and writes, for each, what the `yaml` package (the YAML
// 1.2 parser of editors' YAML support) reads in it, as a typed tree tests/editor/test_yaml12.py
// compares with PyYAML's: ["int", "12"], ["float", 1.5], ["str", "x"], ["bool", true],
// ["null"], ["seq", [...]], ["map", [[key, value], ...]]; {"errors": [...]} when it refuses.
import { parseAllDocuments, isMap, isSeq, isScalar, isPair, isAlias } from "yaml";

function typed(node, doc) {
  if (node === null || node === undefined) return ["null"];
  if (isAlias(node)) return typed(node.resolve(doc), doc);
  if (isMap(node)) return ["map", node.items.map((pair) => [typed(pair.key, doc), typed(pair.value, doc)])];
  if (isSeq(node)) return ["seq", node.items.map((item) => typed(isPair(item) ? item : item, doc))];
  if (isScalar(node)) {
    const value = node.value;
    if (value === null) return ["null"];
    if (typeof value === "bigint") return ["int", value.toString()];
    if (typeof value === "number") {
      return Number.isFinite(value) ? ["float", value] : ["float", String(value)];
    }
    if (typeof value === "boolean") return ["bool", value];
    return ["str", String(value)];
  }
  return ["unknown", String(node)];
}

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const texts = JSON.parse(Buffer.concat(chunks).toString("utf8"));
const results = texts.map((text) => {
  const docs = parseAllDocuments(text, { version: "1.2", intAsBigInt: true, uniqueKeys: true });
  const errors = docs.flatMap((doc) => doc.errors.map((e) => `${e.code}: ${e.message}`));
  if (errors.length) return { errors };
  return { documents: docs.map((doc) => typed(doc.contents, doc)) };
});
process.stdout.write(JSON.stringify(results));

// A document as block YAML, for "download the file": plain data only (mappings, lists,
// strings, numbers, booleans, null). A string is written plain only when it cannot be read as
// anything else; otherwise as a JSON string, which YAML reads as the same double-quoted text.

const PLAIN = /^[A-Za-z][A-Za-z0-9_-]*( [A-Za-z0-9_@()^-][A-Za-z0-9_@()^.-]*)*$/;
const WORDS = /^(y|n|yes|no|on|off|true|false|null)$/i;

function scalar(value) {
  if (value === null || value === undefined) return "null";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  const text = String(value);
  return PLAIN.test(text) && !WORDS.test(text) ? text : JSON.stringify(text);
}

const key = (name) => (/^[A-Za-z_][A-Za-z0-9_-]*$/.test(name) && !WORDS.test(name) ? name : JSON.stringify(name));

function lines(value, indent) {
  const pad = " ".repeat(indent);
  if (Array.isArray(value)) {
    if (!value.length) return null;
    return value.flatMap((item) => {
      const inner = typeof item === "object" && item !== null ? lines(item, indent + 2) : null;
      if (!inner) return [`${pad}- ${scalar(Array.isArray(item) ? "[]" : item)}`.replace("- \"[]\"", "- []")];
      return [`${pad}- ${inner[0].trimStart()}`, ...inner.slice(1)];
    });
  }
  if (typeof value === "object" && value !== null) {
    const keys = Object.keys(value);
    if (!keys.length) return null;
    return keys.flatMap((name) => {
      const item = value[name];
      const inner = typeof item === "object" && item !== null ? lines(item, indent + 2) : null;
      if (typeof item === "object" && item !== null && !inner) return [`${pad}${key(name)}: ${Array.isArray(item) ? "[]" : "{}"}`];
      if (!inner) return [`${pad}${key(name)}: ${scalar(item)}`];
      return [`${pad}${key(name)}:`, ...inner];
    });
  }
  return [pad + scalar(value)];
}

export function toYaml(document) {
  return `${(lines(document, 0) || ["{}"]).join("\n")}\n`;
}

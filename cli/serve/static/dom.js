// A small helper to build elements (no framework): h("button", {class: "x", onclick}, "text").

export function h(tag, props, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(props || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") el.className = value;
    else if (key.startsWith("on")) el.addEventListener(key.slice(2), value);
    else if (key === "dataset") Object.assign(el.dataset, value);
    else if (key === "style") Object.assign(el.style, value);
    else if (key === "value") el.value = value;
    else el.setAttribute(key, value === true ? "" : String(value));
  }
  append(el, children);
  return el;
}

function append(el, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(el, child);
    else el.append(child instanceof Node ? child : String(child));
  }
}

/** A button; `pressed` (true/false) makes it a toggle (aria-pressed). */
export function button(label, onclick, props = {}) {
  const { pressed, ...rest } = props;
  return h("button", {
    type: "button", onclick, "aria-pressed": pressed === undefined ? null : String(!!pressed),
    ...rest,
  }, label);
}

/** An <img> of an SVG text, as a data: URL (the page's CSP allows img data:). */
export function svgImage(svg, alt, props = {}) {
  const src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(svg);
  return h("img", { src, alt, ...props });
}

/** A titled group of controls: <section> with a heading that names it. */
export function section(id, title, ...children) {
  return h("section", { class: "card", "aria-labelledby": `${id}-title`, id },
    h("h2", { id: `${id}-title` }, title), ...children);
}

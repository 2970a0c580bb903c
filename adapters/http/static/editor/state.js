// The page's state, paths into the edited script, and the API call. No DOM building here.

export const state = {
  key: "",
  schema: null,
  scripts: [],
  script: null,    // {scriptId (null until a new script is first saved), name, version, latestVersion}
  doc: null,       // the whole script as edited
  base: null,      // the document as opened: what the conflict view compares against
  selected: null,  // path of the node in the form, e.g. sessions[0].phases[0]
  errors: [],      // the engine's problems with the current draft
  dirty: false,
  undo: [],        // snapshots before each structural change, newest last
};

export const $ = (id) => document.getElementById(id);

// ---------------------------------------------------------------------------------- paths

export function parsePath(path) {
  const parts = [];
  for (const m of String(path).matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    parts.push(m[2] !== undefined ? Number(m[2]) : m[1]);
  }
  return parts;
}

export function joinPath(base, key) {
  if (typeof key === "number") return `${base}[${key}]`;
  return base ? `${base}.${key}` : key;
}

export function pathOf(parts) {
  return parts.reduce((acc, part) => joinPath(acc, part), "");
}

export function getAt(root, path) {
  let node = root;
  for (const part of parsePath(path)) {
    if (node === null || node === undefined) return undefined;
    node = node[part];
  }
  return node;
}

export function setAt(root, path, value) {
  const parts = parsePath(path);
  let node = root;
  for (let i = 0; i < parts.length - 1; i += 1) {
    if (node[parts[i]] === null || typeof node[parts[i]] !== "object") {
      node[parts[i]] = typeof parts[i + 1] === "number" ? [] : {};
    }
    node = node[parts[i]];
  }
  const last = parts[parts.length - 1];
  if (value === undefined) {
    if (Array.isArray(node)) node.splice(last, 1);
    else delete node[last];
  } else {
    node[last] = value;
  }
}

// The node (session, phase, topic or action) a field path belongs to.
export function nodePathOf(fieldPath) {
  const m = String(fieldPath).match(/^sessions\[\d+\](\.phases\[\d+\](\.steps\[\d+\](\.actions\[\d+\])?)?)?/);
  return m ? m[0] : null;
}

// "sessions" | "phases" | "steps" | "actions": the list a node path's last index is in.
export function levelOf(path) {
  const parts = parsePath(path);
  return parts.length >= 2 ? parts[parts.length - 2] : null;
}

// ---------------------------------------------------------------------------------- copies

export function clone(value) {
  return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
}

// ---------------------------------------------------------------------------------- API

export async function api(method, url, body) {
  const headers = { Authorization: `Bearer ${state.key}`, Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(url, {
    method, headers, body: body === undefined ? undefined : JSON.stringify(body),
  });
  let data = null;
  if (response.status !== 204) {
    try { data = await response.json(); } catch (_) { data = null; }
  }
  if (!response.ok) {
    const error = new Error((data && (data.detail || data.title)) || `HTTP ${response.status}`);
    error.status = response.status;
    error.problem = data || {};
    throw error;
  }
  return data;
}

export function say(text, kind) {
  const el = $("status");
  el.textContent = text;
  el.dataset.kind = kind || "info";
}

export function element(tag, props = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === "class") el.className = v;
    else if (k === "text") el.textContent = v;
    else if (k === "dataset") Object.assign(el.dataset, v);
    else if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
    else if (k in el && typeof v !== "string") el[k] = v;
    else el.setAttribute(k, v === true ? "" : v);
  }
  el.append(...children.filter((c) => c !== null && c !== undefined && c !== false));
  return el;
}

// HeartRule script editor: plain JS, no build step. Forms are generated from the script JSON
// Schema served at /editor/schema.json; ai_say follows spec 002 §7. See docs/adr/0070-*.md.
"use strict";

const KEY_STORE = "heartrule.editor.key";
const OPEN_STORE = "heartrule.editor.open";
const ACTION_LABELS = {
  ai_say: "讲解", ai_ask: "提问", ai_think: "思考",
  use_skill: "技能", show_form: "表单", show_pic: "图片",
};
const LABELS = {
  type: ["动作类型", "Action type"],
  id: ["动作 ID", "Stable id; default p<i>.t<j>.a<k>"],
  condition: ["执行条件", "Condition: the action runs only when it holds"],
  content: ["内容", "Content"],
  require_acknowledgment: ["需要用户确认", "是否需要用户回复后才继续执行 (require_acknowledgment)"],
  max_rounds: ["最大交互轮数", "防止无限循环的保护机制，1–20 (max_rounds)"],
  exit_criteria: ["退出条件", "Exit criteria"],
  understanding_threshold: ["理解度阈值", "用户理解度达到此阈值时允许退出，0–100 (understanding_threshold)"],
  has_questions: ["允许有疑问退出", "是否允许用户仍有疑问时退出话题 (has_questions)"],
  min_rounds: ["最少轮数", "Minimum rounds before an exit (min_rounds)"],
  custom_conditions: ["自定义条件", "Custom conditions on variables"],
  variable: ["变量", "Variable"],
  operator: ["运算符", "Operator"],
  value: ["值", "Value (JSON: \"文字\", 3, true …)"],
  template: ["提示词模板", "Prompt template id under config/prompts"],
  strategy: ["生成沟通策略", "Generate a strategy prompt (spec 004 §4)"],
  output: ["输出变量", "Variables this action extracts"],
  get: ["变量名", "Variable name (get)"],
  define: ["说明", "What the variable means (define)"],
  skill: ["技能", "Skill name"],
  input: ["输入", "Skill input (JSON object)"],
  title: ["标题", "Title"],
  fields: ["表单字段", "Form fields"],
  name: ["字段名", "Field name"],
  label: ["显示标签", "Label"],
  kind: ["字段类型", "Kind"],
  options: ["选项（每行一个）", "Options, one per line"],
  required: ["必填", "Required"],
  src: ["图片地址", "Image source"],
  alt: ["替代文本", "Alternative text"],
  caption: ["说明文字", "Caption"],
  session: ["会谈名称", "Session name"],
  declare: ["声明变量", "Declared variables"],
  var: ["变量名", "Variable name"],
  scope: ["作用域", "Scope"],
  description: ["描述", "Description"],
  phase: ["阶段名称", "Phase name"],
  topic: ["话题名称", "Topic name"],
};
const CONTENT_LABELS = {
  ai_say: ["讲解内容", "讲解/说服的核心内容，支持多行文本和脚本变量 (content)"],
  ai_ask: ["提问内容", "The question to ask (content)"],
  ai_think: ["思考内容", "What to reason about (content)"],
};
const CHILDREN = { sessions: "phases", phases: "steps", steps: "actions" };

const state = {
  key: "",
  schema: null,
  scripts: [],
  script: null,      // {scriptId, name, version, latestVersion}
  doc: null,         // the whole script as edited
  selected: null,    // path of the node in the form, e.g. sessions[0].phases[0]
  errors: [],        // field errors of the last failed save or preview
  dirty: false,
};

const $ = (id) => document.getElementById(id);

// ---------------------------------------------------------------------------------- paths

function parsePath(path) {
  const parts = [];
  for (const m of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    parts.push(m[2] !== undefined ? Number(m[2]) : m[1]);
  }
  return parts;
}

function joinPath(base, key) {
  if (typeof key === "number") return `${base}[${key}]`;
  return base ? `${base}.${key}` : key;
}

function getAt(root, path) {
  let node = root;
  for (const part of parsePath(path)) {
    if (node === null || node === undefined) return undefined;
    node = node[part];
  }
  return node;
}

function setAt(root, path, value) {
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
function nodePathOf(fieldPath) {
  const m = fieldPath.match(/^sessions\[\d+\](\.phases\[\d+\](\.steps\[\d+\](\.actions\[\d+\])?)?)?/);
  return m ? m[0] : null;
}

// ---------------------------------------------------------------------------------- API

async function api(method, url, body) {
  const headers = { Authorization: `Bearer ${state.key}`, Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(url, {
    method, headers, body: body === undefined ? undefined : JSON.stringify(body),
  });
  let data = null;
  try { data = await response.json(); } catch (_) { data = null; }
  if (!response.ok) {
    const error = new Error((data && (data.detail || data.title)) || `HTTP ${response.status}`);
    error.status = response.status;
    error.problem = data || {};
    throw error;
  }
  return data;
}

function say(text, kind) {
  const el = $("status");
  el.textContent = text;
  el.dataset.kind = kind || "info";
}

// ---------------------------------------------------------------------------------- schema

function deref(schema) {
  let s = schema || {};
  while (s.$ref) s = state.schema.$defs[s.$ref.split("/").pop()];
  if (s.anyOf) {
    const real = s.anyOf.filter((x) => x.type !== "null");
    if (real.length === 1) {
      const inner = deref(real[0]);
      return { ...inner, default: schema.default, nullable: true, description: schema.description || inner.description };
    }
  }
  if (schema && schema.$ref && schema.default !== undefined) return { ...s, default: schema.default };
  return s;
}

function actionDefs() {
  const mapping = state.schema.$defs.Topic.properties.actions.items.discriminator.mapping;
  const defs = {};
  for (const [type, ref] of Object.entries(mapping)) defs[type] = state.schema.$defs[ref.split("/").pop()];
  return defs;
}

function defFor(path) {
  const parts = parsePath(path);
  const kind = parts[parts.length - 2];
  if (kind === "sessions") return state.schema.$defs.SessionScript;
  if (kind === "phases") return state.schema.$defs.Phase;
  if (kind === "steps") return state.schema.$defs.Topic;
  const action = getAt(state.doc, path) || {};
  return actionDefs()[action.type] || null;
}

// ---------------------------------------------------------------------------------- start

document.addEventListener("DOMContentLoaded", async () => {
  wireStatic();
  try {
    const response = await fetch("/editor/schema.json");
    state.schema = await response.json();
  } catch (error) {
    say(`无法读取脚本结构定义（schema）：${error.message}`, "error");
    return;
  }
  const stored = sessionStorage.getItem(KEY_STORE);
  if (stored) {
    state.key = stored;
    $("api-key").value = stored;
    await connect(true);
  } else {
    say("请输入 API 密钥并连接。");
    $("api-key").focus();
  }
});

function wireStatic() {
  $("key-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    state.key = $("api-key").value.trim();
    if (!state.key) return;
    sessionStorage.setItem(KEY_STORE, state.key);
    await connect(false);
  });
  $("forget-key").addEventListener("click", () => {
    sessionStorage.removeItem(KEY_STORE);
    sessionStorage.removeItem(OPEN_STORE);
    state.key = "";
    $("api-key").value = "";
    say("密钥已从本标签页清除。");
    $("api-key").focus();
  });
  $("script-select").addEventListener("change", fillVersions);
  $("open-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    await openScript($("script-select").value, Number($("version-select").value), null);
  });
  $("save").addEventListener("click", save);
  $("preview-form").addEventListener("submit", (event) => { event.preventDefault(); runPreview(); });
  $("preview-form").addEventListener("keydown", (event) => {
    const details = event.target.closest("details");
    if (event.key === "Escape" && details && details.open) {
      details.open = false;
      details.querySelector("summary").focus();
      event.preventDefault();
    } else if (event.key === "Enter" && event.target.tagName === "INPUT") {
      event.preventDefault();
      runPreview(); // Enter in a sample value renders the preview
    }
  });
  document.addEventListener("keydown", (event) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "s") {
      event.preventDefault();
      if (!$("save").disabled) save();
    }
  });
  $("node-form").addEventListener("keydown", (event) => {
    if (event.key === "Escape") {
      const details = event.target.closest("details");
      if (details && details.open) {
        details.open = false;
        details.querySelector("summary").focus();
      } else {
        focusTreeItem(state.selected);
      }
      event.preventDefault();
    } else if (event.key === "Enter" && event.target.tagName === "INPUT" && event.target.type !== "checkbox") {
      event.preventDefault(); // Enter in a one-line field never submits; Ctrl+S saves
    }
  });
  $("tree").addEventListener("keydown", (event) => {
    const items = [...$("tree").querySelectorAll("button.node")];
    const at = items.indexOf(document.activeElement);
    if (at < 0) return;
    let next = null;
    if (event.key === "ArrowDown") next = items[Math.min(at + 1, items.length - 1)];
    if (event.key === "ArrowUp") next = items[Math.max(at - 1, 0)];
    if (event.key === "Home") next = items[0];
    if (event.key === "End") next = items[items.length - 1];
    if (next) { event.preventDefault(); next.focus(); }
  });
}

async function connect(quiet) {
  try {
    const data = await api("GET", "/v1/scripts");
    state.scripts = data.scripts;
  } catch (error) {
    say(error.status === 401 ? "API 密钥无效，请检查后重新连接。" : `连接失败：${error.message}`, "error");
    return;
  }
  const select = $("script-select");
  fillScripts();
  select.disabled = $("version-select").disabled = $("open-script").disabled = !state.scripts.length;
  if (!state.scripts.length) {
    say("此租户还没有脚本：先用 POST /v1/scripts 或 heartrule 上传一个。");
    return;
  }
  const last = JSON.parse(sessionStorage.getItem(OPEN_STORE) || "null");
  if (last && state.scripts.some((s) => s.scriptId === last.scriptId)) select.value = last.scriptId;
  fillVersions();
  if (last && select.value === last.scriptId) {
    await openScript(last.scriptId, null, last.selected);
  } else if (!quiet) {
    say(`已连接：${state.scripts.length} 个脚本。选择脚本和版本后点“打开”。`);
    select.focus();
  } else {
    say(`已连接：${state.scripts.length} 个脚本。`);
  }
}

function fillScripts() {
  const select = $("script-select");
  const chosen = select.value;
  select.replaceChildren(...state.scripts.map((s) => new Option(`${s.name}（${s.versions.length} 个版本）`, s.scriptId)));
  if (chosen) select.value = chosen;
}

function fillVersions() {
  const script = state.scripts.find((s) => s.scriptId === $("script-select").value);
  const versions = script ? [...script.versions].reverse() : [];
  $("version-select").replaceChildren(...versions.map((v, i) => new Option(
    `v${v.version}${i === 0 ? "（最新）" : ""} · ${v.publishedAt.slice(0, 16).replace("T", " ")}`, v.version)));
}

async function openScript(scriptId, version, selected) {
  const script = state.scripts.find((s) => s.scriptId === scriptId);
  if (!script) return;
  const wanted = version || script.latestVersion;
  try {
    const data = await api("GET", `/v1/scripts/${scriptId}/versions/${wanted}/document`);
    state.script = { scriptId, name: data.name, version: data.version, latestVersion: data.latestVersion };
    state.doc = data.document;
  } catch (error) {
    say(`无法打开脚本：${error.message}`, "error");
    return;
  }
  $("script-select").value = scriptId;
  fillVersions();
  $("version-select").value = String(state.script.version);
  state.errors = [];
  setDirty(false);
  $("save").disabled = false;
  const old = state.script.version < state.script.latestVersion;
  say(`已打开 “${state.script.name}” v${state.script.version}${old ? `（不是最新版本 v${state.script.latestVersion}；保存会成为新版本）` : ""}。`);
  renderTree();
  const first = firstActionPath();
  select(selected && getAt(state.doc, selected) !== undefined ? selected : first, false);
}

function remember() {
  if (!state.script) return;
  sessionStorage.setItem(OPEN_STORE, JSON.stringify({ scriptId: state.script.scriptId, selected: state.selected }));
}

function firstActionPath() {
  const sessions = state.doc.sessions || [];
  for (let s = 0; s < sessions.length; s += 1) {
    for (let p = 0; p < (sessions[s].phases || []).length; p += 1) {
      for (let t = 0; t < (sessions[s].phases[p].steps || []).length; t += 1) {
        if ((sessions[s].phases[p].steps[t].actions || []).length) return `sessions[${s}].phases[${p}].steps[${t}].actions[0]`;
      }
    }
  }
  return sessions.length ? "sessions[0]" : null;
}

function setDirty(dirty) {
  state.dirty = dirty;
  $("dirty").hidden = !dirty;
}

// ---------------------------------------------------------------------------------- tree

function nodeLabel(path, node) {
  const kind = parsePath(path).slice(-2)[0];
  if (kind === "sessions") return ["会谈", node.session];
  if (kind === "phases") return ["阶段", node.phase];
  if (kind === "steps") return ["话题", node.topic];
  const type = node.type || "?";
  const text = node.content || node.ai_say || node.ai_ask || node.title || node.skill || node.src || "";
  return [ACTION_LABELS[type] || type, `${node.id ? `${node.id} · ` : ""}${String(text).split("\n")[0].slice(0, 28)}`];
}

function renderTree() {
  const tree = $("tree");
  tree.replaceChildren(...buildLevel(state.doc.sessions || [], "sessions", 0));
  markTree();
}

function buildLevel(items, key, depth) {
  return items.map((node, index) => {
    const path = joinPath(key === "sessions" ? "sessions" : key, index);
    const li = document.createElement("li");
    const button = document.createElement("button");
    button.type = "button";
    button.className = `node depth-${depth}`;
    button.dataset.path = path;
    const [kind, name] = nodeLabel(path, node || {});
    const tag = document.createElement("span");
    tag.className = `tag tag-${(node && node.type) || parsePath(path).slice(-2)[0]}`;
    tag.textContent = kind;
    const text = document.createElement("span");
    text.className = "name";
    text.textContent = name || "（未命名）";
    button.append(tag, text);
    button.title = path;
    button.addEventListener("click", () => select(path, true));
    li.append(button);
    const childKey = CHILDREN[parsePath(path).slice(-2)[0]];
    if (childKey && node && Array.isArray(node[childKey])) {
      const ul = document.createElement("ul");
      ul.append(...buildLevel(node[childKey], `${path}.${childKey}`, depth + 1));
      li.append(ul);
    }
    return li;
  });
}

function markTree() {
  const bad = new Set(state.errors.map((e) => nodePathOf(e.field)).filter(Boolean));
  for (const button of $("tree").querySelectorAll("button.node")) {
    const current = button.dataset.path === state.selected;
    button.setAttribute("aria-current", current ? "true" : "false");
    const hasError = [...bad].some((p) => p === button.dataset.path || p.startsWith(`${button.dataset.path}.`));
    button.classList.toggle("has-error", hasError);
    if (hasError) button.setAttribute("aria-description", "有错误");
    else button.removeAttribute("aria-description");
  }
}

function focusTreeItem(path) {
  const button = $("tree").querySelector(`button.node[data-path="${CSS.escape(path || "")}"]`);
  if (button) button.focus();
}

function refreshTreeLabel(path) {
  const button = $("tree").querySelector(`button.node[data-path="${CSS.escape(path)}"]`);
  if (!button) return;
  const [kind, name] = nodeLabel(path, getAt(state.doc, path) || {});
  button.querySelector(".tag").textContent = kind;
  button.querySelector(".name").textContent = name || "（未命名）";
}

// ---------------------------------------------------------------------------------- form

function select(path, focusForm) {
  state.selected = path;
  remember();
  markTree();
  renderForm();
  if (!state.lastPreviewed || state.lastPreviewed !== path) clearPreview();
  renderPreviewInputs();
  if (focusForm) {
    const first = $("node-form").querySelector("input, select, textarea");
    if (first) first.focus();
  }
}

function renderForm() {
  const form = $("node-form");
  form.replaceChildren();
  const path = state.selected;
  if (!path) return;
  const node = getAt(state.doc, path) || {};
  const def = defFor(path);
  const [kind, name] = nodeLabel(path, node);
  $("node-title").textContent = `${kind}：${name || "（未命名）"}`;
  $("node-where").textContent = path;
  if (!def) {
    form.append(note(`未知的动作类型 “${node.type}”。`));
  } else if (node.type === "ai_say") {
    renderAiSay(form, path, node, def);
  } else {
    const skip = new Set(["phases", "steps", "actions"]);
    if (node.type) renderTypeSelect(form, path, node);
    for (const [key, prop] of Object.entries(def.properties)) {
      if (skip.has(key) || key === "type") continue;
      form.append(field(path, key, prop, node[key], (def.required || []).includes(key), node.type));
    }
  }
  showErrors();
}

function note(text) {
  const p = document.createElement("p");
  p.className = "note";
  p.textContent = text;
  return p;
}

function renderTypeSelect(form, path, node) {
  const types = Object.keys(actionDefs());
  const wrap = control(path, "type", "动作类型", "Action type: changing it keeps content, id and condition");
  const sel = document.createElement("select");
  sel.id = idFor(joinPath(path, "type"));
  for (const t of types) sel.append(new Option(`${ACTION_LABELS[t]}（${t}）`, t));
  sel.value = node.type;
  sel.addEventListener("change", () => {
    const old = getAt(state.doc, path);
    const kept = { type: sel.value };
    for (const k of ["id", "condition", "content"]) if (old[k] !== undefined) kept[k] = old[k];
    if (old.content === undefined && (old.ai_say || old.ai_ask)) kept.content = old.ai_say || old.ai_ask;
    setAt(state.doc, path, kept);
    changed(path);
    renderForm();
    $(idFor(joinPath(path, "type"))).focus();
  });
  wrap.querySelector("label").htmlFor = sel.id;
  wrap.insertBefore(sel, wrap.querySelector(".error"));
  form.append(wrap);
}

// ai_say: the fields and defaults of spec 002 §7.2/§7.3; the legacy `ai_say:` text loads into content.
function renderAiSay(form, path, node, def) {
  const view = {
    content: node.content ?? node.ai_say ?? "",
    require_acknowledgment: node.require_acknowledgment ?? true,
    max_rounds: node.max_rounds ?? 5,
    exit_criteria: {
      ...(node.exit_criteria || {}),
      understanding_threshold: node.exit_criteria?.understanding_threshold ?? 80,
      has_questions: node.exit_criteria?.has_questions ?? false,
    },
  };
  const normalise = () => {
    const action = getAt(state.doc, path);
    if (action.content === undefined && action.ai_say !== undefined) action.content = action.ai_say;
    delete action.ai_say;
    action.require_acknowledgment ??= view.require_acknowledgment;
    action.max_rounds ??= view.max_rounds;
    action.exit_criteria = { ...view.exit_criteria, ...(action.exit_criteria || {}) };
  };
  renderTypeSelect(form, path, node);
  const props = def.properties;
  const content = field(path, "content", props.content, view.content, true, "ai_say", normalise);
  content.append(variableHints(path, content.querySelector("textarea")));
  form.append(content);

  form.append(section("交互设置", "Interaction",
    field(path, "require_acknowledgment", props.require_acknowledgment, view.require_acknowledgment, false, "ai_say", normalise),
    field(path, "max_rounds", props.max_rounds, view.max_rounds, false, "ai_say", normalise)));

  const details = document.createElement("details");
  details.className = "advanced";
  const summary = document.createElement("summary");
  summary.textContent = "高级退出条件配置（可选）";
  summary.title = "Exit criteria (advanced)";
  details.append(summary);
  const exitDef = deref(props.exit_criteria);
  const exitPath = joinPath(path, "exit_criteria");
  const grid = document.createElement("div");
  grid.className = "grid";
  for (const [key, prop] of Object.entries(exitDef.properties)) {
    grid.append(field(exitPath, key, prop, view.exit_criteria[key], false, "ai_say", normalise));
  }
  details.append(grid);
  details.open = state.errors.some((e) => e.field.startsWith(exitPath));
  form.append(section("退出条件", "Exit criteria", details));

  const rest = document.createElement("div");
  rest.className = "grid";
  for (const key of ["id", "condition", "template", "strategy"]) {
    rest.append(field(path, key, props[key], node[key], false, "ai_say", normalise));
  }
  form.append(section("其他设置", "Other settings", rest));
}

function section(title, english, ...children) {
  const fs = document.createElement("fieldset");
  fs.className = "section";
  const legend = document.createElement("legend");
  legend.textContent = title;
  legend.title = english;
  fs.append(legend, ...children);
  return fs;
}

function variableHints(path, textarea) {
  const session = getAt(state.doc, parsePath(path).slice(0, 2).reduce((acc, p) => joinPath(acc, p), "")) || {};
  const declared = (session.declare || []).map((d) => d.var).filter(Boolean);
  const outputs = [];
  for (const phase of session.phases || []) for (const topic of phase.steps || []) for (const a of topic.actions || []) {
    for (const o of Array.isArray(a.output) ? a.output : []) if (o && o.get) outputs.push(o.get);
  }
  const box = document.createElement("div");
  box.className = "hints";
  box.id = idFor(joinPath(path, "content")) + "-hints";
  const add = (title, names, wrap) => {
    if (!names.length) return;
    const row = document.createElement("p");
    const strong = document.createElement("span");
    strong.className = "hint-title";
    strong.textContent = title;
    row.append(strong);
    for (const name of [...new Set(names)]) {
      const b = document.createElement("button");
      b.type = "button";
      b.className = "chip";
      b.textContent = wrap(name);
      b.title = `插入 ${wrap(name)}（Insert at the cursor）`;
      b.addEventListener("click", () => insertAtCursor(textarea, wrap(name)));
      row.append(b);
    }
    box.append(row);
  };
  add("脚本变量：", declared, (n) => `{${n}}`);
  add("运行时变量：", outputs.filter((n) => !declared.includes(n)), (n) => `{${n}}`);
  add("系统变量：", state.schema["x-system-variables"] || [], (n) => `{%${n}%}`);
  textarea.setAttribute("aria-describedby", `${textarea.getAttribute("aria-describedby") || ""} ${box.id}`.trim());
  return box;
}

function insertAtCursor(textarea, text) {
  const start = textarea.selectionStart ?? textarea.value.length;
  const end = textarea.selectionEnd ?? start;
  textarea.setRangeText(text, start, end, "end");
  textarea.dispatchEvent(new Event("input", { bubbles: true }));
  textarea.focus();
}

function idFor(path) {
  return `f-${path.replace(/[^\w]+/g, "-")}`;
}

function control(base, key, label, tip) {
  const path = joinPath(base, key);
  const wrap = document.createElement("div");
  wrap.className = "control";
  wrap.dataset.path = path;
  const l = document.createElement("label");
  l.textContent = label;
  if (tip) l.title = tip;
  const error = document.createElement("p");
  error.className = "error";
  error.id = `${idFor(path)}-error`;
  error.hidden = true;
  wrap.append(l, error);
  return wrap;
}

function labelOf(key, actionType) {
  if (key === "content" && CONTENT_LABELS[actionType]) return CONTENT_LABELS[actionType];
  return LABELS[key] || [key, key];
}

// One control for one schema property; writes to state.doc on every change.
function field(base, key, rawProp, value, required, actionType, beforeWrite) {
  const prop = deref(rawProp || {});
  const path = joinPath(base, key);
  const [label, tip] = labelOf(key, actionType);
  const tipText = [tip, prop.description].filter(Boolean).join(" — ");
  const wrap = control(base, key, required ? `${label} *` : label, tipText);
  const id = idFor(path);
  const write = (v) => {
    if (beforeWrite) beforeWrite();
    setAt(state.doc, path, v);
    changed(nodePathOf(path) || base, path);
  };
  const shown = value === undefined ? prop.default : value;
  let input;
  const type = prop.type;
  if (type === "boolean") {
    input = document.createElement("input");
    input.type = "checkbox";
    input.setAttribute("role", "switch");
    input.checked = Boolean(shown);
    input.addEventListener("change", () => write(input.checked));
    wrap.classList.add("switch");
  } else if (type === "integer" || type === "number") {
    input = document.createElement("input");
    input.type = "number";
    input.inputMode = "numeric";
    if (prop.minimum !== undefined) input.min = prop.minimum;
    if (prop.maximum !== undefined) input.max = prop.maximum;
    input.step = type === "integer" ? "1" : "any";
    input.value = shown === undefined || shown === null ? "" : String(shown);
    const hint = document.createElement("span");
    hint.className = "range";
    if (prop.minimum !== undefined && prop.maximum !== undefined) hint.textContent = `${prop.minimum}–${prop.maximum}${key === "understanding_threshold" ? " %" : ""}`;
    input.addEventListener("input", () => {
      const raw = input.value.trim();
      if (raw === "") write(input.validity.badInput ? raw : null);
      else write(Number.isFinite(Number(raw)) ? Number(raw) : raw);
    });
    wrap.append(hint);
  } else if (prop.enum) {
    input = document.createElement("select");
    if (prop.nullable || !required) input.append(new Option("（默认）", ""));
    for (const option of prop.enum) input.append(new Option(String(option), String(option)));
    input.value = shown === undefined || shown === null ? "" : String(shown);
    input.addEventListener("change", () => write(input.value === "" ? undefined : input.value));
  } else if (type === "string") {
    const multiline = key === "content";
    input = document.createElement(multiline ? "textarea" : "input");
    if (multiline) input.rows = key === "content" ? 10 : 3;
    else input.type = "text";
    input.value = shown === undefined || shown === null ? "" : String(shown);
    input.addEventListener("input", () => {
      if (input.value === "" && prop.nullable) write(undefined);
      else write(input.value);
      if (["content", "session", "phase", "topic", "id", "title", "skill", "src"].includes(key)) refreshTreeLabel(nodePathOf(path) || base);
    });
  } else if (type === "array" && deref(prop.items).type === "object") {
    return arrayField(wrap, base, key, prop, value, actionType, beforeWrite);
  } else if (type === "array") {
    input = document.createElement("textarea");
    input.rows = 3;
    input.value = Array.isArray(shown) ? shown.join("\n") : "";
    input.addEventListener("input", () => write(input.value.split("\n").map((s) => s.trim()).filter(Boolean)));
  } else if (type === "object" && prop.properties) {
    const fs = document.createElement("fieldset");
    fs.className = "nested";
    const legend = document.createElement("legend");
    legend.textContent = label;
    legend.title = tipText;
    fs.append(legend);
    for (const [k, p] of Object.entries(prop.properties)) {
      fs.append(field(path, k, p, (value || {})[k], (prop.required || []).includes(k), actionType, beforeWrite));
    }
    wrap.replaceChildren(fs, wrap.querySelector(".error"));
    return wrap;
  } else {
    // Any value, or a free-form object: edited as JSON.
    // Any value (or a free-form object): text stays text; numbers, true/false, null, [..] and
    // {..} are read as JSON, so "3" is the number 3 and "\"3\"" the text 3.
    input = document.createElement("input");
    input.type = "text";
    input.className = "json";
    input.value = shown === undefined || shown === null ? "" : (typeof shown === "string" && !looksJson(shown) ? shown : JSON.stringify(shown));
    input.addEventListener("input", () => {
      const raw = input.value.trim();
      if (raw === "") { write(prop.type === "object" ? undefined : null); setLocalError(wrap, ""); return; }
      if (!looksJson(raw)) { write(input.value); setLocalError(wrap, ""); return; }
      try { write(JSON.parse(raw)); setLocalError(wrap, ""); }
      catch (_) { write(input.value); setLocalError(wrap, "看起来像 JSON 但无法解析，将按文字保存"); }
    });
  }
  input.id = id;
  input.name = path;
  if (required) input.setAttribute("aria-required", "true");
  input.setAttribute("aria-describedby", `${id}-error`);
  wrap.querySelector("label").htmlFor = id;
  wrap.insertBefore(input, wrap.querySelector(".error"));
  return wrap;
}

function arrayField(wrap, base, key, prop, value, actionType, beforeWrite) {
  const path = joinPath(base, key);
  const itemDef = deref(prop.items);
  const fs = document.createElement("fieldset");
  fs.className = "nested array";
  const legend = document.createElement("legend");
  legend.textContent = wrap.querySelector("label").textContent;
  legend.title = wrap.querySelector("label").title;
  fs.append(legend);
  const items = Array.isArray(value) ? value : [];
  items.forEach((item, index) => {
    const row = document.createElement("div");
    row.className = "array-item";
    row.dataset.path = joinPath(path, index);
    for (const [k, p] of Object.entries(itemDef.properties)) {
      row.append(field(joinPath(path, index), k, p, (item || {})[k], (itemDef.required || []).includes(k), actionType, beforeWrite));
    }
    const remove = document.createElement("button");
    remove.type = "button";
    remove.className = "small";
    remove.textContent = `删除第 ${index + 1} 项`;
    remove.addEventListener("click", () => {
      if (beforeWrite) beforeWrite();
      setAt(state.doc, joinPath(path, index), undefined);
      changed(nodePathOf(path) || base);
      renderForm();
    });
    row.append(remove);
    fs.append(row);
  });
  const add = document.createElement("button");
  add.type = "button";
  add.className = "small";
  add.textContent = "添加一项";
  add.addEventListener("click", () => {
    if (beforeWrite) beforeWrite();
    const list = Array.isArray(getAt(state.doc, path)) ? getAt(state.doc, path) : [];
    const blank = {};
    for (const k of itemDef.required || []) blank[k] = "";
    list.push(blank);
    setAt(state.doc, path, list);
    changed(nodePathOf(path) || base);
    renderForm();
    const inputs = $("node-form").querySelectorAll(`[data-path="${CSS.escape(joinPath(path, list.length - 1))}"] input, [data-path="${CSS.escape(joinPath(path, list.length - 1))}"] textarea`);
    if (inputs.length) inputs[0].focus();
  });
  fs.append(add);
  wrap.replaceChildren(fs, wrap.querySelector(".error"));
  return wrap;
}

function looksJson(text) {
  return /^\s*(-?\d|true\s*$|false\s*$|null\s*$|\[|\{|")/.test(text);
}

function setLocalError(wrap, message) {
  const error = wrap.querySelector(":scope > .error");
  error.textContent = message;
  error.hidden = !message;
}

function changed(nodePath, fieldPath) {
  setDirty(true);
  if (!fieldPath) return;
  // The edited field's last server error no longer applies to it.
  const before = state.errors.length;
  state.errors = state.errors.filter((e) => e.field !== fieldPath);
  if (state.errors.length !== before) {
    const wrap = $("node-form").querySelector(`.control[data-path="${CSS.escape(fieldPath)}"]`);
    if (wrap) clearFieldError(wrap.querySelector("input, select, textarea"));
    markTree();
  }
}

function clearFieldError(input) {
  if (!input) return;
  const wrap = input.closest(".control");
  if (!wrap) return;
  input.removeAttribute("aria-invalid");
  wrap.classList.remove("invalid");
  setLocalError(wrap, "");
}

// ---------------------------------------------------------------------------------- errors

// Each server problem goes next to its control: the exact path, else the nearest enclosing one;
// problems elsewhere in the script are listed above the form with a button that goes there.
function showErrors() {
  const form = $("node-form");
  const box = $("form-errors");
  box.replaceChildren();
  for (const wrap of form.querySelectorAll(".control.invalid")) wrap.classList.remove("invalid");
  const here = [];
  const elsewhere = [];
  for (const error of state.errors) {
    const owner = nodePathOf(error.field);
    if (owner && owner === state.selected) here.push(error);
    else elsewhere.push(error);
  }
  let first = null;
  for (const error of here) {
    let wrap = null;
    let probe = error.field;
    while (probe && !wrap) {
      wrap = form.querySelector(`.control[data-path="${CSS.escape(probe)}"]`);
      probe = probe.includes(".") || probe.includes("[") ? probe.replace(/(\.[^.[\]]+|\[\d+\])$/, "") : "";
      if (probe === state.selected) break;
    }
    if (!wrap) { elsewhere.push(error); continue; }
    const p = wrap.querySelector(":scope > .error");
    const message = zhMessage(error.message);
    p.textContent = p.hidden ? message : `${p.textContent}；${message}`;
    p.hidden = false;
    wrap.classList.add("invalid");
    const input = wrap.querySelector("input, select, textarea");
    if (input) input.setAttribute("aria-invalid", "true");
    const details = wrap.closest("details");
    if (details) details.open = true;
    first = first || input;
  }
  if (elsewhere.length) {
    const title = document.createElement("p");
    title.textContent = here.length ? "脚本其他位置也有问题：" : "脚本有问题：";
    const list = document.createElement("ul");
    for (const error of elsewhere) {
      const li = document.createElement("li");
      const owner = nodePathOf(error.field);
      li.textContent = `${error.field}${error.line ? `（第 ${error.line} 行）` : ""}：${zhMessage(error.message)} `;
      if (owner && owner !== state.selected) {
        const go = document.createElement("button");
        go.type = "button";
        go.className = "small";
        go.textContent = "前往";
        go.addEventListener("click", () => select(owner, false));
        li.append(go);
      }
      list.append(li);
    }
    box.append(title, list);
  }
  return first;
}

// The engine's messages are English; the common ones get a Chinese lead, the original follows.
const ZH_MESSAGES = [
  [/less than or equal to (\S+)/, (m) => `应小于或等于 ${m[1]}`],
  [/greater than or equal to (\S+)/, (m) => `应大于或等于 ${m[1]}`],
  [/^Field required/, () => "必填"],
  [/at least 1 (character|item)/, () => "不能为空"],
  [/valid integer/, () => "应为整数"],
  [/valid boolean/, () => "应为是/否"],
  [/^unknown field/, () => "未知字段"],
  [/used twice/, () => "动作 ID 重复"],
];

function zhMessage(message) {
  for (const [pattern, say] of ZH_MESSAGES) {
    const m = String(message).match(pattern);
    if (m) return `${say(m)} — ${message}`;
  }
  return message;
}

// ---------------------------------------------------------------------------------- save

async function save() {
  if (!state.doc || !state.script) return;
  $("save").disabled = true;
  say("正在保存并校验……");
  try {
    const result = await api("POST", `/v1/scripts/${state.script.scriptId}/versions`, { document: state.doc, baseVersion: state.script.version });
    state.errors = [];
    const data = await api("GET", "/v1/scripts");
    state.scripts = data.scripts;
    fillScripts();
    const selected = state.selected;
    await openScript(state.script.scriptId, result.version, selected);
    say(result.created ? `已保存为 v${result.version}。旧版本仍可查看，已开始的会谈继续使用原版本。` : `没有变化：仍是 v${result.version}。`, "ok");
  } catch (error) {
    $("save").disabled = false;
    if (error.status === 422 && error.problem.errors && error.problem.errors.length) {
      state.errors = error.problem.errors;
      markTree();
      const first = showErrors();
      say(`未保存：引擎校验发现 ${state.errors.length} 个问题，已标在对应字段旁。`, "error");
      if (first) first.focus();
      else $("form-errors").focus?.();
    } else if (error.status === 409) {
      say(`未保存：此脚本在你打开 v${state.script.version} 之后已有新版本。请重新打开最新版本。`, "error");
    } else {
      say(`保存失败：${error.message}`, "error");
    }
  }
}

// ---------------------------------------------------------------------------------- preview

const PREVIEW_SYSTEM = ["time", "who", "user", "chat_history", "current_round", "max_rounds", "understanding_threshold", "strategy_prompt"];

function clearPreview() {
  $("preview-meta").textContent = "";
  $("preview-text").textContent = "";
  $("preview-unreplaced").replaceChildren();
}

function renderPreviewInputs() {
  const action = state.selected ? getAt(state.doc, state.selected) : null;
  const ok = action && ["ai_say", "ai_ask", "ai_think"].includes(action.type);
  $("preview-run").disabled = !ok;
  const scriptBox = $("preview-script-vars");
  const systemBox = $("preview-system-vars");
  for (const box of [scriptBox, systemBox]) box.replaceChildren(box.querySelector("legend"));
  if (!ok) {
    scriptBox.append(note("选择一个讲解、提问或思考动作后可预览。"));
    return;
  }
  const session = state.doc.sessions[parsePath(state.selected)[1]] || {};
  for (const d of session.declare || []) {
    if (!d || !d.var) continue;
    scriptBox.append(sampleInput("pv-var", d.var, `{${d.var}}`, d.value === undefined || d.value === null ? "" : String(d.value), false));
  }
  if (!(session.declare || []).length) scriptBox.append(note("此会谈没有声明变量。"));
  for (const name of PREVIEW_SYSTEM) {
    systemBox.append(sampleInput("pv-sys", name, `{%${name}%}`, "", name === "chat_history"));
  }
}

function sampleInput(prefix, name, label, placeholder, multiline) {
  const wrap = document.createElement("div");
  wrap.className = "control compact";
  const id = `${prefix}-${name.replace(/[^\w]+/g, "_")}-${[...name].map((c) => c.charCodeAt(0).toString(16)).join("")}`;
  const l = document.createElement("label");
  l.htmlFor = id;
  l.textContent = label;
  const input = document.createElement(multiline ? "textarea" : "input");
  if (multiline) input.rows = 2; else input.type = "text";
  input.id = id;
  input.dataset.name = name;
  input.placeholder = placeholder || "（由引擎推导或留空）";
  wrap.append(l, input);
  return wrap;
}

async function runPreview() {
  if (!state.selected) return;
  const variables = {};
  for (const input of $("preview-script-vars").querySelectorAll("[data-name]")) if (input.value !== "") variables[input.dataset.name] = input.value;
  const system = {};
  for (const input of $("preview-system-vars").querySelectorAll("[data-name]")) {
    if (input.value === "") continue;
    system[input.dataset.name] = /^-?\d+$/.test(input.value) ? Number(input.value) : input.value;
  }
  $("preview-meta").textContent = "正在渲染……";
  try {
    const result = await api("POST", "/v1/scripts/preview", { document: state.doc, actionPath: state.selected, variables, system });
    state.lastPreviewed = state.selected;
    $("preview-meta").textContent = `模板 ${result.templateId} · ${result.text.length} 字`;
    $("preview-text").textContent = result.text;
    const box = $("preview-unreplaced");
    box.replaceChildren();
    const p = document.createElement("p");
    if (result.unreplaced.length) {
      p.className = "warn";
      p.textContent = `未替换的占位符（${result.unreplaced.length}）：`;
      for (const name of result.unreplaced) {
        const code = document.createElement("code");
        code.textContent = name;
        p.append(code, " ");
      }
    } else {
      p.className = "ok";
      p.textContent = "所有占位符均已替换。";
    }
    box.append(p);
  } catch (error) {
    $("preview-text").textContent = "";
    $("preview-unreplaced").replaceChildren();
    if (error.status === 422 && error.problem.errors && error.problem.errors.length) {
      state.errors = error.problem.errors;
      markTree();
      showErrors();
      $("preview-meta").textContent = `无法预览：脚本有 ${state.errors.length} 个问题（已标在字段旁）。`;
    } else {
      $("preview-meta").textContent = `无法预览：${error.message}`;
    }
  }
}

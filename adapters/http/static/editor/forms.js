// The form of the selected node, generated from the script JSON Schema: each property gets a
// control by its type; ai_say follows spec 002 §7; a session's declared variables are a table.
import { state, $, parsePath, joinPath, getAt, setAt, nodePathOf, levelOf, element } from "./state.js";
import { deref, defFor, actionDefs, actionTypes, blankObject } from "./schema.js";
import { snapshot } from "./structure.js";
import { changed, structureChanged, showErrors } from "./editor.js";
import { refreshTreeLabel } from "./tree.js";

export const ACTION_LABELS = {
  ai_say: "讲解", ai_ask: "提问", ai_think: "思考",
  use_skill: "技能", show_form: "表单", show_pic: "图片", fill_form: "填表",
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
  subtype: ["场景类型", "Subtype: picks a template group"],
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
const NAME_KEYS = ["content", "session", "phase", "topic", "id", "title", "skill", "src"];
const CHILD_KEYS = new Set(["phases", "steps", "actions"]);

export function nodeLabel(path, node) {
  const level = levelOf(path);
  if (level === "sessions") return ["会谈", node.session];
  if (level === "phases") return ["阶段", node.phase];
  if (level === "steps") return ["话题", node.topic];
  const type = node.type || "?";
  const text = node.content || node.ai_say || node.ai_ask || node.title || node.skill || node.src || "";
  return [ACTION_LABELS[type] || type, `${node.id ? `${node.id} · ` : ""}${String(text).split("\n")[0].slice(0, 28)}`];
}

export function idFor(path) {
  return `f-${path.replace(/[^\w]+/g, "-")}`;
}

export function renderForm() {
  const form = $("node-form");
  form.replaceChildren();
  const path = state.selected;
  if (!path || getAt(state.doc, path) === undefined) {
    $("node-title").textContent = state.doc ? "请在结构树中选择一个节点" : "请先连接并打开或新建一个脚本";
    $("node-where").textContent = "";
    return;
  }
  const node = getAt(state.doc, path);
  const def = defFor(path);
  const [kind, name] = nodeLabel(path, node);
  $("node-title").textContent = `${kind}：${name || "（未命名）"}`;
  $("node-where").textContent = path;
  if (!def) {
    renderTypeSelect(form, path, node);
    form.append(note(`未知的动作类型 “${node.type}”：请选择一个类型。`));
  } else if (node.type === "ai_say") {
    renderAiSay(form, path, node, def);
  } else {
    if (levelOf(path) === "actions") renderTypeSelect(form, path, node);
    for (const [key, prop] of Object.entries(def.properties)) {
      if (CHILD_KEYS.has(key) || key === "type") continue;
      if (key === "declare") form.append(declareTable(path, prop, node.declare));
      else form.append(field(path, key, prop, node[key], (def.required || []).includes(key), node.type));
    }
    if (Object.keys(def.properties).some((k) => CHILD_KEYS.has(k))) form.append(childHint(path, node));
  }
  showErrors();
}

function childHint(path, node) {
  const key = ["phases", "steps", "actions"].find((k) => Array.isArray(node[k]));
  const count = key ? node[key].length : 0;
  const names = { phases: "阶段", steps: "话题", actions: "动作" };
  return note(`包含 ${count} 个${names[key] || "子节点"}。在左侧结构树中添加、复制、移动或删除（也可拖动）。`);
}

export function note(text) {
  return element("p", { class: "note", text });
}

function renderTypeSelect(form, path, node) {
  const wrap = control(path, "type", "动作类型", "Action type: changing it keeps content, id and condition");
  const sel = element("select", { id: idFor(joinPath(path, "type")) });
  for (const t of actionTypes()) sel.append(new Option(`${ACTION_LABELS[t] || t}（${t}）`, t));
  if (!actionDefs()[node.type]) sel.append(new Option(`（未知：${node.type}）`, node.type || ""));
  sel.value = node.type || "";
  sel.addEventListener("change", () => {
    snapshot("更改动作类型");
    // Fields the new type also has are kept (a part it does not know, say an exit criterion,
    // then shows as an unknown field with a button to remove it); the template is the type's own.
    const old = getAt(state.doc, path);
    const props = actionDefs()[sel.value].properties;
    const kept = { ...blankObject(actionDefs()[sel.value]), type: sel.value };
    for (const [k, v] of Object.entries(old)) if (k !== "type" && k !== "template" && k in props) kept[k] = v;
    if (old.content === undefined && (old.ai_say || old.ai_ask) && "content" in props) kept.content = old.ai_say || old.ai_ask;
    setAt(state.doc, path, kept);
    structureChanged(path, { focus: false });
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
  // Defaults are shown, never written: a save changes only what the author changed. A legacy
  // `ai_say:` text moves to `content` once the action is edited.
  const normalise = () => {
    const action = getAt(state.doc, path);
    if (action.ai_say === undefined) return;
    if (action.content === undefined) action.content = action.ai_say;
    delete action.ai_say;
  };
  renderTypeSelect(form, path, node);
  const props = def.properties;
  const content = field(path, "content", props.content, view.content, true, "ai_say", normalise);
  content.append(variableHints(path, content.querySelector("textarea")));
  form.append(content);

  form.append(section("交互设置", "Interaction",
    field(path, "require_acknowledgment", props.require_acknowledgment, view.require_acknowledgment, false, "ai_say", normalise),
    field(path, "max_rounds", props.max_rounds, view.max_rounds, false, "ai_say", normalise)));

  const details = element("details", { class: "advanced" });
  details.append(element("summary", { text: "高级退出条件配置（可选）", title: "Exit criteria (advanced)" }));
  const exitDef = deref(props.exit_criteria);
  const exitPath = joinPath(path, "exit_criteria");
  const grid = element("div", { class: "grid" });
  for (const [key, prop] of Object.entries(exitDef.properties)) {
    grid.append(field(exitPath, key, prop, view.exit_criteria[key], false, "ai_say", normalise));
  }
  details.append(grid);
  details.open = state.errors.some((e) => e.field.startsWith(exitPath));
  // A problem of the criteria as a whole (an unknown key) shows under the panel.
  const slot = element("div", { class: "control", dataset: { path: exitPath } }, details);
  const error = element("p", { class: "error", id: `${idFor(exitPath)}-error` });
  error.hidden = true;
  slot.append(error);
  form.append(section("退出条件", "Exit criteria", slot));

  const rest = element("div", { class: "grid" });
  const shown = new Set(["type", "content", "require_acknowledgment", "max_rounds", "exit_criteria"]);
  for (const [key, prop] of Object.entries(props)) {
    if (!shown.has(key)) rest.append(field(path, key, prop, node[key], false, "ai_say", normalise));
  }
  form.append(section("其他设置", "Other settings", rest));
}

function section(title, english, ...children) {
  const fs = element("fieldset", { class: "section" });
  fs.append(element("legend", { text: title, title: english }), ...children);
  return fs;
}

// The session's `declare` list as a table: one row per variable, rows added, moved and removed.
function declareTable(base, rawProp, value) {
  const path = joinPath(base, "declare");
  const itemDef = deref(deref(rawProp).items);
  const wrap = control(base, "declare", "声明变量", "Declared variables: var, value, scope, description");
  const rows = Array.isArray(value) ? value : [];
  const table = element("table", { class: "declare" });
  const keys = Object.keys(itemDef.properties);
  const head = element("tr");
  for (const key of keys) head.append(element("th", { scope: "col", text: labelOf(key)[0], title: labelOf(key)[1] }));
  head.append(element("th", { scope: "col", text: "操作" }));
  table.append(element("thead", {}, head));
  const body = element("tbody");
  rows.forEach((row, index) => {
    const rowPath = joinPath(path, index);
    const tr = element("tr", { dataset: { path: rowPath } });
    for (const key of keys) {
      const cell = field(rowPath, key, itemDef.properties[key], (row || {})[key], (itemDef.required || []).includes(key));
      cell.classList.add("cell");
      const label = cell.querySelector("label");
      label.classList.add("visually-hidden");
      label.textContent = `${labelOf(key)[0]}（第 ${index + 1} 行）`;
      tr.append(element("td", {}, cell));
    }
    const buttons = element("td", { class: "row-tools" },
      rowButton("↑", `上移第 ${index + 1} 行`, index === 0, () => moveRow(path, index, -1)),
      rowButton("↓", `下移第 ${index + 1} 行`, index === rows.length - 1, () => moveRow(path, index, 1)),
      rowButton("✕", `删除第 ${index + 1} 行`, false, () => editRows(path, "删除变量", (list) => list.splice(index, 1))));
    tr.append(buttons);
    body.append(tr);
  });
  table.append(body);
  const add = element("button", {
    type: "button", class: "small", text: "添加变量",
    onclick: () => editRows(path, "添加变量", (list) => list.push(blankObject(itemDef)), true),
  });
  const error = wrap.querySelector(":scope > .error");
  wrap.insertBefore(element("div", { class: "table-wrap" }, rows.length ? table : note("还没有声明变量。")), error);
  wrap.insertBefore(add, error);
  return wrap;
}

function rowButton(text, label, disabled, onclick) {
  return element("button", { type: "button", class: "small", text, "aria-label": label, title: label, disabled, onclick });
}

function moveRow(path, index, delta) {
  editRows(path, delta < 0 ? "上移变量" : "下移变量", (list) => {
    const [row] = list.splice(index, 1);
    list.splice(index + delta, 0, row);
  });
  const row = $("node-form").querySelector(`tr[data-path="${CSS.escape(joinPath(path, index + delta))}"]`);
  if (row) row.querySelector(`button[aria-label^="${delta < 0 ? "上移" : "下移"}"]:not([disabled])`)?.focus();
}

function editRows(path, label, edit, focusLast) {
  snapshot(label);
  const list = Array.isArray(getAt(state.doc, path)) ? getAt(state.doc, path) : [];
  edit(list);
  setAt(state.doc, path, list);
  changed(nodePathOf(path), null, true);
  renderForm();
  if (focusLast && list.length) {
    const row = $("node-form").querySelector(`tr[data-path="${CSS.escape(joinPath(path, list.length - 1))}"]`);
    row?.querySelector("input, select")?.focus();
  }
}

function variableHints(path, textarea) {
  const session = getAt(state.doc, `sessions[${parsePath(path)[1]}]`) || {};
  const declared = (session.declare || []).map((d) => d && d.var).filter(Boolean);
  const outputs = [];
  for (const phase of session.phases || []) for (const topic of phase.steps || []) for (const a of topic.actions || []) {
    for (const o of Array.isArray(a.output) ? a.output : []) if (o && o.get) outputs.push(o.get);
    if (typeof a.output === "string" && a.output) outputs.push(a.output);
    for (const f of Array.isArray(a.fields) ? a.fields : []) if (f && f.name) outputs.push(f.name);
  }
  const box = element("div", { class: "hints", id: `${idFor(joinPath(path, "content"))}-hints` });
  const add = (title, names, wrap) => {
    if (!names.length) return;
    const row = element("p", {}, element("span", { class: "hint-title", text: title }));
    for (const name of [...new Set(names)]) {
      row.append(element("button", {
        type: "button", class: "chip", text: wrap(name), title: `插入 ${wrap(name)}（Insert at the cursor）`,
        onclick: () => insertAtCursor(textarea, wrap(name)),
      }));
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

function control(base, key, label, tip) {
  const path = joinPath(base, key);
  const wrap = element("div", { class: "control", dataset: { path } });
  const error = element("p", { class: "error", id: `${idFor(path)}-error` });
  error.hidden = true;
  wrap.append(element("label", { text: label, title: tip || undefined }), error);
  return wrap;
}

function labelOf(key, actionType) {
  if (key === "content" && CONTENT_LABELS[actionType]) return CONTENT_LABELS[actionType];
  return LABELS[key] || [key, key];
}

// One control for one schema property; writes to state.doc on every change.
export function field(base, key, rawProp, value, required, actionType, beforeWrite) {
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
    input = element("input", { type: "checkbox", role: "switch" });
    input.checked = Boolean(shown);
    input.addEventListener("change", () => write(input.checked));
    wrap.classList.add("switch");
  } else if (type === "integer" || type === "number") {
    input = element("input", { type: "number", inputmode: "numeric", step: type === "integer" ? "1" : "any" });
    if (prop.minimum !== undefined) input.min = prop.minimum;
    if (prop.maximum !== undefined) input.max = prop.maximum;
    input.value = shown === undefined || shown === null ? "" : String(shown);
    const hint = element("span", { class: "range" });
    if (prop.minimum !== undefined && prop.maximum !== undefined) hint.textContent = `${prop.minimum}–${prop.maximum}${key === "understanding_threshold" ? " %" : ""}`;
    input.addEventListener("input", () => {
      const raw = input.value.trim();
      if (raw === "") write(input.validity.badInput ? raw : null);
      else write(Number.isFinite(Number(raw)) ? Number(raw) : raw);
    });
    wrap.append(hint);
  } else if (prop.enum) {
    input = element("select");
    if (prop.nullable || !required) input.append(new Option("（默认）", ""));
    for (const option of prop.enum) input.append(new Option(String(option), String(option)));
    input.value = shown === undefined || shown === null ? "" : String(shown);
    input.addEventListener("change", () => write(input.value === "" ? undefined : input.value));
  } else if (type === "string") {
    const multiline = key === "content";
    input = element(multiline ? "textarea" : "input", multiline ? { rows: 10 } : { type: "text" });
    input.value = shown === undefined || shown === null ? "" : String(shown);
    input.addEventListener("input", () => {
      if (input.value === "" && prop.nullable) write(undefined);
      else write(input.value);
      if (NAME_KEYS.includes(key)) refreshTreeLabel(nodePathOf(path) || base);
    });
  } else if (type === "array" && deref(prop.items).type === "object") {
    return arrayField(wrap, base, key, prop, value, actionType, beforeWrite);
  } else if (type === "array") {
    input = element("textarea", { rows: 3 });
    input.value = Array.isArray(shown) ? shown.join("\n") : "";
    input.addEventListener("input", () => write(input.value.split("\n").map((s) => s.trim()).filter(Boolean)));
  } else if (type === "object" && prop.properties) {
    const fs = element("fieldset", { class: "nested" });
    fs.append(element("legend", { text: label, title: tipText }));
    for (const [k, p] of Object.entries(prop.properties)) {
      fs.append(field(path, k, p, (value || {})[k], (prop.required || []).includes(k), actionType, beforeWrite));
    }
    wrap.replaceChildren(fs, wrap.querySelector(".error"));
    return wrap;
  } else {
    // Any value: text stays text; numbers, true/false, null, [..] and {..} are read as JSON,
    // so "3" is the number 3 and "\"3\"" the text 3.
    input = element("input", { type: "text", class: "json" });
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
  const fs = element("fieldset", { class: "nested array" });
  const name = wrap.querySelector("label").textContent.replace(/ \*$/, "");
  fs.append(element("legend", { text: wrap.querySelector("label").textContent, title: wrap.querySelector("label").title }));
  const items = Array.isArray(value) ? value : [];
  items.forEach((item, index) => {
    const row = element("div", { class: "array-item", dataset: { path: joinPath(path, index) } });
    for (const [k, p] of Object.entries(itemDef.properties)) {
      row.append(field(joinPath(path, index), k, p, (item || {})[k], (itemDef.required || []).includes(k), actionType, beforeWrite));
    }
    row.append(element("button", {
      type: "button", class: "small", text: `删除第 ${index + 1} 项`, "aria-label": `删除${name}第 ${index + 1} 项`,
      onclick: () => {
        if (beforeWrite) beforeWrite();
        editRows(path, "删除一项", (list) => list.splice(index, 1));
      },
    }));
    fs.append(row);
  });
  fs.append(element("button", {
    type: "button", class: "small", text: `添加${name}`,
    onclick: () => {
      if (beforeWrite) beforeWrite();
      editRows(path, "添加一项", (list) => list.push(blankObject(itemDef)));
      const last = $("node-form").querySelector(`[data-path="${CSS.escape(joinPath(path, (getAt(state.doc, path) || []).length - 1))}"]`);
      last?.querySelector("input, textarea, select")?.focus();
    },
  }));
  wrap.replaceChildren(fs, wrap.querySelector(".error"));
  return wrap;
}

function looksJson(text) {
  return /^\s*(-?\d|true\s*$|false\s*$|null\s*$|\[|\{|")/.test(text);
}

export function setLocalError(wrap, message) {
  const error = wrap.querySelector(":scope > .error");
  error.textContent = message;
  error.hidden = !message;
}

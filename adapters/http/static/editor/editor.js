// HeartRule script editor: plain JS modules, no build step. Forms are generated from the script
// JSON Schema served at /editor/schema.json; ai_say follows spec 002 §7. See docs/adr/0070-*.md
// and 0220-*.md.
import { state, $, api, say, getAt, setAt, nodePathOf, clone, element } from "./state.js";
import { renderTree, markTree, focusTreeItem, wireTree, fillActionTypes } from "./tree.js";
import { renderForm, setLocalError } from "./forms.js";
import { snapshot } from "./structure.js";
import { wirePreview, renderPreviewInputs, clearPreview } from "./preview.js";
import { wireTrial } from "./trial.js";
import { showConflict } from "./conflict.js";

const KEY_STORE = "heartrule.editor.key";
const OPEN_STORE = "heartrule.editor.open";
const CHECK_DELAY_MS = 350;
// The server's rule for script names (Python's \w is Unicode, so letters of any script).
const NAME_RULE = /^[\p{L}\p{N}_][\p{L}\p{N}_ .-]*$/u;

document.addEventListener("DOMContentLoaded", async () => {
  wireStatic();
  wireTree();
  wirePreview();
  wireTrial();
  try {
    const response = await fetch("/editor/schema.json");
    state.schema = await response.json();
  } catch (error) {
    say(`无法读取脚本结构定义（schema）：${error.message}`, "error");
    return;
  }
  fillActionTypes();
  renderTree();
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
    if (!confirmDiscard()) return;
    await openScript($("script-select").value, Number($("version-select").value), null);
  });
  $("new-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const name = $("new-name").value.trim();
    if (state.renaming) renameDraft(name);
    else newScript(name);
  });
  $("save").addEventListener("click", save);
  document.addEventListener("keydown", (event) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "s") {
      event.preventDefault();
      if (!$("save").disabled) save();
    }
  });
  window.addEventListener("beforeunload", (event) => {
    if (state.dirty) event.preventDefault();
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
}

function confirmDiscard() {
  return !state.dirty || window.confirm("当前脚本有未保存的修改，放弃这些修改吗？");
}

// ---------------------------------------------------------------------------------- scripts

async function connect(quiet) {
  try {
    state.scripts = await allScripts();
  } catch (error) {
    say(error.status === 401 ? "API 密钥无效，请检查后重新连接。" : `连接失败：${error.message}`, "error");
    return;
  }
  fillScripts();
  $("new-name").disabled = $("new-create").disabled = false;
  if (!state.scripts.length) {
    say("已连接。此租户还没有脚本：在“新建脚本”里输入名称，从骨架开始写。");
    $("new-script").open = true;
    $("new-name").focus();
    return;
  }
  const last = JSON.parse(sessionStorage.getItem(OPEN_STORE) || "null");
  const select = $("script-select");
  if (last && state.scripts.some((s) => s.scriptId === last.scriptId)) select.value = last.scriptId;
  fillVersions();
  if (last && select.value === last.scriptId) {
    await openScript(last.scriptId, null, last.selected);
  } else if (!quiet) {
    say(`已连接：${state.scripts.length} 个脚本。选择脚本和版本后点“打开”，或新建一个。`);
    select.focus();
  } else {
    say(`已连接：${state.scripts.length} 个脚本。`);
  }
}

async function refreshScripts() {
  state.scripts = await allScripts();
  fillScripts();
}

// The list is paged (ADR 0242): follow `next` until the last page.
async function allScripts() {
  const scripts = [];
  let page = await api("GET", "/v1/scripts?limit=100");
  scripts.push(...page.items);
  while (page.next) {
    page = await api("GET", page.next);
    scripts.push(...page.items);
  }
  return scripts;
}

function fillScripts() {
  const select = $("script-select");
  const chosen = select.value;
  select.replaceChildren(...state.scripts.map((s) => new Option(`${s.name}（${s.versions.length} 个版本）`, s.scriptId)));
  if (chosen) select.value = chosen;
  select.disabled = $("version-select").disabled = $("open-script").disabled = !state.scripts.length;
}

function fillVersions() {
  const script = state.scripts.find((s) => s.scriptId === $("script-select").value);
  const versions = script ? [...script.versions].reverse() : [];
  $("version-select").replaceChildren(...versions.map((v, i) => new Option(
    `v${v.version}${i === 0 ? "（最新）" : ""} · ${v.publishedAt.slice(0, 16).replace("T", " ")}`, v.version)));
}

export async function openScript(scriptId, version, selected) {
  const script = state.scripts.find((s) => s.scriptId === scriptId);
  const wanted = version || (script ? script.latestVersion : 1);
  let data;
  try {
    data = await api("GET", `/v1/scripts/${scriptId}/versions/${wanted}/document`);
  } catch (error) {
    say(`无法打开脚本：${error.message}`, "error");
    return false;
  }
  state.script = { scriptId, name: data.name, version: data.version, latestVersion: data.latestVersion };
  state.doc = data.document;
  state.base = clone(data.document);
  state.undo = [];
  state.errors = [];
  $("script-select").value = scriptId;
  fillVersions();
  $("version-select").value = String(state.script.version);
  setDirty(false);
  $("save").disabled = false;
  const old = state.script.version < state.script.latestVersion;
  say(`已打开 “${state.script.name}” v${state.script.version}${old ? `（不是最新版本 v${state.script.latestVersion}；保存前需要决定如何处理之后的版本）` : ""}。`);
  renderTree();
  select(selected && getAt(state.doc, selected) !== undefined ? selected : firstActionPath(), false);
  scheduleCheck(0);
  return true;
}

// The name a new script may take, or the reason it may not.
function nameProblem(name) {
  if (!name) return "请输入脚本名称。";
  if (name.length > 100) return "名称最多 100 个字符。";
  if (!NAME_RULE.test(name)) return "名称只能包含文字、数字、空格、点、横线和下划线，且以文字或数字开头。";
  if (state.scripts.some((s) => s.name === name)) return `已有名为 “${name}” 的脚本：请在上面打开它，或换一个名称。`;
  return "";
}

function showNameProblem(problem) {
  const error = $("new-form").querySelector(".error");
  error.textContent = problem;
  error.hidden = !problem;
  $("new-name").setAttribute("aria-invalid", problem ? "true" : "false");
  if (problem) $("new-name").focus();
  return Boolean(problem);
}

// A new script whose name was taken meanwhile keeps its content under another name.
function renameDraft(name) {
  if (showNameProblem(nameProblem(name))) return;
  state.script.name = name;
  state.renaming = false;
  $("new-create").textContent = "创建";
  $("new-script").open = false;
  setDirty(true);
  save();
}

function newScript(name) {
  if (showNameProblem(nameProblem(name))) return;
  if (!confirmDiscard()) return;
  const doc = clone(state.schema["x-starter"]);
  doc.sessions[0].session = name;
  state.script = { scriptId: null, name, version: 0, latestVersion: 0 };
  state.doc = doc;
  state.base = null;
  state.undo = [];
  state.errors = [];
  setDirty(true);
  $("save").disabled = false;
  $("new-name").value = "";
  $("new-script").open = false;
  renderTree();
  select(firstActionPath(), false);
  focusTreeItem(state.selected);
  scheduleCheck(0);
  say(`新脚本 “${name}”：已从骨架开始（一个会谈、阶段、话题和讲解动作）。保存后成为 v1。`, "ok");
}

function remember() {
  if (!state.script || !state.script.scriptId) return;
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

export function setDirty(dirty) {
  state.dirty = dirty;
  $("dirty").hidden = !dirty;
  const where = state.script ? `${state.script.name}${state.script.scriptId ? ` · 基于 v${state.script.version}` : " · 新脚本，未保存"}` : "";
  $("script-where").textContent = where;
}

// ---------------------------------------------------------------------------------- selection

export function select(path, focusForm) {
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

// A field was edited: mark the draft dirty and validate it again shortly.
export function changed(nodePath, fieldPath, structural = false) {
  setDirty(true);
  if (fieldPath) {
    const before = state.errors.length;
    state.errors = state.errors.filter((e) => e.field !== fieldPath);
    if (state.errors.length !== before) {
      const wrap = $("node-form").querySelector(`.control[data-path="${CSS.escape(fieldPath)}"]`);
      if (wrap) clearFieldError(wrap.querySelector("input, select, textarea"));
      markTree();
    }
  }
  if (structural) state.errors = [];
  scheduleCheck(CHECK_DELAY_MS);
}

// The tree changed shape: paths moved, so redraw it and validate at once.
export function structureChanged(path, { focus = true } = {}) {
  setDirty(true);
  state.errors = [];
  renderTree();
  select(path && getAt(state.doc, path) !== undefined ? path : firstActionPath(), false);
  if (focus) focusTreeItem(state.selected);
  scheduleCheck(0);
}

function clearFieldError(input) {
  if (!input) return;
  const wrap = input.closest(".control");
  if (!wrap) return;
  input.removeAttribute("aria-invalid");
  wrap.classList.remove("invalid");
  setLocalError(wrap, "");
}

// ---------------------------------------------------------------------------------- validation

let checkTimer = null;
let checkSeq = 0;

export function scheduleCheck(delay) {
  clearTimeout(checkTimer);
  $("check-state").textContent = "校验中……";
  $("check-state").dataset.kind = "busy";
  checkTimer = setTimeout(runCheck, delay);
}

export async function runCheck() {
  if (!state.doc) return;
  const seq = ++checkSeq;
  let result;
  try {
    result = await api("POST", "/v1/scripts/documents/validate", { document: state.doc });
  } catch (error) {
    if (seq === checkSeq) {
      $("check-state").textContent = `无法校验：${error.message}`;
      $("check-state").dataset.kind = "error";
    }
    return;
  }
  if (seq !== checkSeq) return; // a newer edit is being checked
  state.errors = result.problems;
  const warnings = result.problems.filter((p) => p.severity === "warning").length;
  const errors = result.problems.length - warnings;
  const reminder = warnings ? ` · ⚠ ${warnings} 个提醒` : "";
  $("check-state").textContent = errors ? `✖ ${errors} 个问题${reminder}` : `✓ 引擎校验通过${reminder}`;
  $("check-state").dataset.kind = errors ? "error" : warnings ? "warn" : "ok";
  markTree();
  showErrors();
}

function isWarning(problem) {
  return problem.severity === "warning";
}

// An unknown field has no control: the message carries a button that removes it.
function removeUnknown(problem) {
  if (!/^unknown field/.test(problem.message)) return null;
  const key = problem.field.split(/[.[]/).pop();
  return element("button", {
    type: "button", class: "small", text: `移除 ${key}`, "aria-label": `移除未知字段 ${key}`,
    onclick: () => {
      snapshot(`移除未知字段 ${key}`);
      setAt(state.doc, problem.field, undefined);
      changed(nodePathOf(problem.field), problem.field, true);
      renderForm();
    },
  });
}

export function messageOf(error) {
  const zh = error.messageZh;
  return zh ? `${zh} — ${error.message}` : error.message;
}

// Each problem goes next to its control: the exact path, else the nearest enclosing one;
// problems elsewhere in the script are listed above the form with a button that goes there.
export function showErrors() {
  const form = $("node-form");
  const box = $("form-errors");
  box.replaceChildren();
  for (const wrap of form.querySelectorAll(".control.invalid, .control.warned")) {
    wrap.classList.remove("invalid", "warned");
    wrap.querySelector("[aria-invalid]")?.removeAttribute("aria-invalid");
    setLocalError(wrap, "");
  }
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
    const message = messageOf(error);
    if (p.hidden) p.replaceChildren(message);
    else p.append("；", message);
    p.hidden = false;
    const remove = removeUnknown(error);
    if (remove) p.append(" ", remove);
    const warning = isWarning(error) && !wrap.classList.contains("invalid");
    p.classList.toggle("warn", warning);
    wrap.classList.toggle("warned", warning);
    if (!warning) wrap.classList.add("invalid");
    const input = wrap.querySelector(":scope > input, :scope > select, :scope > textarea");
    if (input && !warning) input.setAttribute("aria-invalid", "true");
    const details = wrap.closest("details") || wrap.querySelector(":scope > details");
    if (details) details.open = true;
    first = first || input || wrap.querySelector("input, select, textarea, summary");
  }
  if (elsewhere.length) {
    const list = element("ul");
    for (const error of elsewhere) {
      const owner = nodePathOf(error.field);
      const li = element("li", { class: isWarning(error) ? "warn" : "", text: `${isWarning(error) ? "⚠ " : ""}${error.field}${error.line ? `（第 ${error.line} 行）` : ""}：${messageOf(error)} ` });
      const remove = removeUnknown(error);
      if (remove) li.append(remove, " ");
      if (owner && owner !== state.selected) {
        li.append(element("button", { type: "button", class: "small", text: "前往", onclick: () => select(owner, false) }));
      }
      list.append(li);
    }
    const onlyWarnings = elsewhere.every(isWarning);
    box.classList.toggle("warn", onlyWarnings);
    box.append(element("p", { text: onlyWarnings ? "提醒（不影响保存）：" : here.length ? "脚本其他位置也有问题：" : "脚本有问题：" }), list);
  }
  return first;
}

// ---------------------------------------------------------------------------------- save

export async function save(options = {}) {
  if (!state.doc || !state.script) return;
  $("save").disabled = true;
  say("正在保存并校验……");
  const isNew = !state.script.scriptId;
  try {
    const result = isNew
      ? await api("POST", "/v1/scripts/documents", { name: state.script.name, document: state.doc })
      : await api("POST", `/v1/scripts/${state.script.scriptId}/versions`, {
        document: state.doc, baseVersion: options.baseVersion || state.script.version,
      });
    await refreshScripts();
    await openScript(result.scriptId, result.version, state.selected);
    say(result.created ? `已保存为 v${result.version}。旧版本仍可查看，已开始的会谈继续使用原版本。` : `没有变化：仍是 v${result.version}。`, "ok");
  } catch (error) {
    $("save").disabled = false;
    if (error.status === 422) {
      await runCheck();
      if (!state.errors.length && error.problem.errors) state.errors = error.problem.errors;
      markTree();
      const first = showErrors();
      say(`未保存：引擎校验发现 ${state.errors.length} 个问题，已标在对应字段旁。`, "error");
      if (first) first.focus();
    } else if (error.status === 409 && isNew) {
      say(`未保存：已有名为 “${state.script.name}” 的脚本（可能是同事刚刚创建的）。请换一个名称，内容保持不变。`, "error");
      await refreshScripts();
      state.renaming = true;
      $("new-script").open = true;
      $("new-create").textContent = "改名并保存";
      $("new-name").value = `${state.script.name}-2`;
      $("new-name").focus();
    } else if (error.status === 409) {
      say(`未保存：v${state.script.version} 之后已有新版本。请查看变化后决定。`, "error");
      await showConflict();
    } else {
      say(`保存失败：${error.message}`, "error");
    }
  }
}

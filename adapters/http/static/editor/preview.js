// The prompt preview: the selected action's prompt rendered by the engine's two-layer
// substitution with sample values; nothing is saved.
import { state, $, api, parsePath, getAt, element } from "./state.js";
import { note } from "./forms.js";
import { markTree, } from "./tree.js";
import { showErrors } from "./editor.js";

const PREVIEW_SYSTEM = ["time", "who", "user", "chat_history", "current_round", "max_rounds", "understanding_threshold", "strategy_prompt"];
const PROMPT_TYPES = ["ai_say", "ai_ask", "ai_think"];

export function wirePreview() {
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
}

export function clearPreview() {
  $("preview-meta").textContent = "";
  $("preview-text").textContent = "";
  $("preview-unreplaced").replaceChildren();
}

export function renderPreviewInputs() {
  const action = state.selected && state.doc ? getAt(state.doc, state.selected) : null;
  const ok = Boolean(action && PROMPT_TYPES.includes(action.type));
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
  const id = `${prefix}-${name.replace(/[^\w]+/g, "_")}-${[...name].map((c) => c.charCodeAt(0).toString(16)).join("")}`;
  const input = element(multiline ? "textarea" : "input", multiline ? { rows: 2 } : { type: "text" });
  input.id = id;
  input.dataset.name = name;
  input.placeholder = placeholder || "（由引擎推导或留空）";
  return element("div", { class: "control compact" }, element("label", { for: id, text: label }), input);
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
    const p = element("p");
    if (result.unreplaced.length) {
      p.className = "warn";
      p.textContent = `未替换的占位符（${result.unreplaced.length}）：`;
      for (const name of result.unreplaced) p.append(element("code", { text: name }), " ");
    } else {
      p.className = "ok";
      p.textContent = "所有占位符均已替换。";
    }
    $("preview-unreplaced").replaceChildren(p);
    $("preview-meta").scrollIntoView({ block: "start" });
  } catch (error) {
    $("preview-text").textContent = "";
    $("preview-unreplaced").replaceChildren();
    if (error.status === 422 && error.problem.errors && error.problem.errors.length) {
      markTree();
      showErrors();
      $("preview-meta").textContent = `无法预览：脚本有 ${error.problem.errors.length} 个问题（已标在字段旁）。`;
    } else {
      $("preview-meta").textContent = `无法预览：${error.message}`;
    }
  }
}

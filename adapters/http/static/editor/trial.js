// 试聊 / Try it: plays the unsaved draft with the real engine on a throwaway store (no version is
// published). Each turn shows the replies, and per round the exit decision, the variables
// written and the rendered prompt. Every message still goes through the risk screen.
import { state, $, api, element } from "./state.js";

const trial = { id: null, busy: false, turns: 0, waitsForm: null };
const SOURCES = { llm: "模型", script: "脚本", fallback: "兜底回复", safety_script: "安全脚本", risk_agent: "风险应答" };
const DECISIONS = { max_rounds: "达到最大轮数", exit_flag: "退出标志", exit_criteria: "满足退出条件", llm_suggestion: "模型建议", form_complete: "表单完成" };

export function wireTrial() {
  $("trial-start").addEventListener("click", start);
  $("trial-stop").addEventListener("click", stop);
  $("trial-form").addEventListener("submit", (event) => { event.preventDefault(); send(); });
  $("trial-input").addEventListener("keydown", (event) => {
    if (event.key === "Enter" && !event.shiftKey && !event.isComposing) { event.preventDefault(); send(); }
  });
  for (const tab of document.querySelectorAll('[role="tab"]')) {
    tab.addEventListener("click", () => showTab(tab.id));
    tab.addEventListener("keydown", (event) => {
      if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
      const tabs = [...document.querySelectorAll('[role="tab"]')];
      const next = tabs[(tabs.indexOf(tab) + (event.key === "ArrowRight" ? 1 : tabs.length - 1)) % tabs.length];
      showTab(next.id);
      next.focus();
    });
  }
}

export function showTab(id) {
  for (const tab of document.querySelectorAll('[role="tab"]')) {
    const on = tab.id === id;
    tab.setAttribute("aria-selected", on ? "true" : "false");
    tab.tabIndex = on ? 0 : -1;
    $(tab.getAttribute("aria-controls")).hidden = !on;
  }
}

function setBusy(busy) {
  trial.busy = busy;
  $("trial-start").disabled = busy;
  $("trial-send").disabled = busy || !trial.id || Boolean(trial.waitsForm);
  $("trial-input").disabled = busy || !trial.id || Boolean(trial.waitsForm);
  $("trial-stop").disabled = busy || !trial.id;
}

function status(text, kind) {
  $("trial-state").textContent = text;
  $("trial-state").dataset.kind = kind || "info";
}

async function start() {
  if (!state.doc || trial.busy) return;
  if (trial.id) await end();
  $("trial-log").replaceChildren();
  trial.turns = 0;
  trial.waitsForm = null;
  setBusy(true);
  status("正在用当前草稿开始试聊……");
  try {
    const started = await api("POST", "/v1/script-trials", { document: state.doc });
    trial.id = started.trialId;
    const model = $("trial-model");
    model.textContent = started.model.offline
      ? `离线模型（${started.model.name}）：按规则应答，不是真实的大模型，只用于走通流程。`
      : `模型：${started.model.name}（服务器配置的模型）`;
    model.dataset.kind = started.model.offline ? "offline" : "live";
    model.hidden = false;
    showTurn(null, started.turn);
  } catch (error) {
    trial.id = null;
    status(error.status === 422 ? "无法开始：草稿有问题，请先按字段旁的提示修改。" : `无法开始：${error.message}`, "error");
  } finally {
    setBusy(false);
  }
  if (trial.id && !trial.waitsForm) $("trial-input").focus();
}

async function send() {
  const text = $("trial-input").value.trim();
  if (!text || !trial.id || trial.busy) return;
  setBusy(true);
  status("等待回复……");
  try {
    const turn = await api("POST", `/v1/script-trials/${trial.id}/messages`, { text });
    $("trial-input").value = "";
    showTurn(text, turn);
  } catch (error) {
    status(error.status === 404 ? "这次试聊已过期，请重新开始。" : `发送失败：${error.message}`, "error");
    if (error.status === 404) trial.id = null;
  } finally {
    setBusy(false);
  }
  if (trial.id && !trial.waitsForm) $("trial-input").focus();
}

async function submitForm(values) {
  setBusy(true);
  try {
    const turn = await api("POST", `/v1/script-trials/${trial.id}/forms`, { values });
    trial.waitsForm = null;
    showTurn(`（提交表单）${JSON.stringify(values, null, 0)}`, turn);
  } catch (error) {
    status(`表单提交失败：${error.message}`, "error");
  } finally {
    setBusy(false);
  }
}

async function end() {
  const id = trial.id;
  trial.id = null;
  if (id) { try { await api("DELETE", `/v1/script-trials/${id}`); } catch (_) { /* already gone */ } }
}

async function stop() {
  await end();
  setBusy(false);
  status("试聊已结束；草稿未发布。", "info");
}

function bubble(role, text, source) {
  return element("li", { class: `bubble ${role}` },
    element("span", { class: "who", text: role === "user" ? "你" : `AI${source ? ` · ${SOURCES[source] || source}` : ""}` }),
    element("span", { class: "text", text }));
}

function showTurn(userText, turn) {
  const log = $("trial-log");
  trial.turns += 1;
  const response = turn.response;
  if (userText !== null) log.append(bubble("user", userText));
  for (const message of response.aiMessages) {
    const li = bubble("ai", message.text, message.source);
    const attachment = message.attachment || {};
    if (attachment.image) {
      li.append(element("span", { class: "attachment", text: `［图片］${attachment.image.alt}（${attachment.image.src}）` }));
    }
    log.append(li);
  }
  const unreplaced = response.metadata.unreplacedPlaceholders || [];
  if (unreplaced.length) {
    log.append(element("li", { class: "warn", text: `提示词中有未替换的占位符：${unreplaced.join("、")}（请在会谈中声明这些变量）` }));
  }
  log.append(roundDetails(turn));
  const route = response.metadata.riskRoute;
  if (route === "medium" || route === "high") {
    log.append(element("li", { class: "risk", role: "note", text: `风险筛查：${route} 路由，此轮由安全流程应答（脚本暂停）。` }));
  }
  const waitingForm = response.metadata.sessionStatus === "waiting_form";
  const form = waitingForm ? [...response.aiMessages].reverse().find((m) => m.attachment && m.attachment.form) : null;
  trial.waitsForm = form ? form.attachment.form : null;
  if (trial.waitsForm) log.append(formItem(trial.waitsForm));
  if (response.executionStatus === "completed") {
    status("✓ 脚本已走完。草稿未发布；可修改后重新开始。", "ok");
    trial.id = null;
  } else if (response.executionStatus === "error") {
    status(`本轮出错：${response.metadata.error || "未知原因"}（会话仍可继续）`, "error");
  } else {
    status(trial.waitsForm ? "请填写上面的表单。" : "等待你的回复。", "info");
  }
  log.lastElementChild?.scrollIntoView({ block: "nearest" });
}

function roundDetails(turn) {
  const exits = turn.exits;
  const last = exits.at(-1);
  const summary = last
    ? `第 ${trial.turns} 步 · ${last.actionId} 第 ${last.round} 轮：${last.decision.shouldExit ? "退出" : "继续"}（${DECISIONS[last.decision.decisionSource] || last.decision.decisionSource}）`
    : `第 ${trial.turns} 步 · 无退出判定`;
  const details = element("details", { class: "round" }, element("summary", { text: summary }));
  const exitList = element("ul");
  for (const e of exits) {
    exitList.append(element("li", { text: `${e.actionId} 第 ${e.round} 轮：${e.decision.shouldExit ? "退出" : "继续"} · ${DECISIONS[e.decision.decisionSource] || e.decision.decisionSource} · ${e.decision.reason}` }));
  }
  details.append(element("h4", { text: "退出判定" }), exits.length ? exitList : element("p", { class: "note", text: "本步没有需要判定退出的动作。" }));
  const table = element("table", { class: "vars" },
    element("thead", {}, element("tr", {}, ...["变量", "值", "作用域", "操作", "动作"].map((t) => element("th", { scope: "col", text: t })))));
  const body = element("tbody");
  for (const v of turn.variables) {
    body.append(element("tr", {}, ...[v.variableName, typeof v.value === "string" ? v.value : JSON.stringify(v.value), v.scope, v.operation, v.actionId || ""].map((t) => element("td", { text: String(t) }))));
  }
  table.append(body);
  details.append(element("h4", { text: "写入的变量" }), turn.variables.length ? table : element("p", { class: "note", text: "本步没有写入变量。" }));
  details.append(element("h4", { text: "渲染后的提示词" }));
  if (!turn.prompts.length) details.append(element("p", { class: "note", text: "本步没有调用模型。" }));
  for (const call of turn.prompts) {
    details.append(element("details", { class: "prompt" },
      element("summary", { text: `${call.actionId} · ${call.purpose} · ${call.model}${call.error ? ` · 错误：${call.error}` : ""}` }),
      element("pre", { text: call.prompt, tabindex: "0", "aria-label": "提示词" }),
      element("pre", { class: "answer", text: call.response || "", tabindex: "0", "aria-label": "模型回答" })));
  }
  return element("li", { class: "details" }, details);
}

function formItem(form) {
  const box = element("form", { class: "trial-form-card", novalidate: true });
  box.append(element("strong", { text: form.title }));
  for (const f of form.fields) {
    const id = `trial-field-${f.name.replace(/[^\w]+/g, "_")}-${[...f.name].map((c) => c.charCodeAt(0).toString(16)).join("")}`;
    let input;
    if (f.kind === "boolean") input = element("input", { type: "checkbox", id });
    else if (f.kind === "choice") input = element("select", { id }, ...f.options.map((o) => new Option(o, o)));
    else input = element("input", { type: f.kind === "number" ? "number" : "text", id });
    input.dataset.name = f.name;
    input.dataset.kind = f.kind;
    box.append(element("label", { for: id, text: `${f.label}${f.required ? " *" : ""}` }), input);
  }
  box.append(element("button", { type: "submit", class: "primary", text: "提交表单" }));
  box.addEventListener("submit", (event) => {
    event.preventDefault();
    const values = {};
    for (const input of box.querySelectorAll("[data-name]")) {
      if (input.dataset.kind === "boolean") values[input.dataset.name] = input.checked;
      else if (input.value === "") continue;
      else values[input.dataset.name] = input.dataset.kind === "number" ? Number(input.value) : input.value;
    }
    submitForm(values);
  });
  return element("li", { class: "form" }, box);
}

// What every audit page shares: the API key (the editor's login: this tab only), GET calls to
// the API, and building elements. The pages only read: `get` is the one call they make.
// See docs/adr/0260-*.md.

const KEY_STORE = "heartrule.editor.key";

export const $ = (id) => document.getElementById(id);

export function element(tag, props = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === "class") el.className = v;
    else if (k === "text") el.textContent = v;
    else if (k === "dataset") Object.assign(el.dataset, v);
    else if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
    else el.setAttribute(k, v === true ? "" : v);
  }
  el.append(...children.filter((c) => c !== null && c !== undefined && c !== false));
  return el;
}

export function say(text, kind) {
  const el = $("status");
  el.textContent = text;
  el.dataset.kind = kind || "info";
}

export function key() {
  return sessionStorage.getItem(KEY_STORE) || "";
}

// A read of the API as the person who typed the key: GET only, nothing on the page writes.
export async function get(url) {
  const response = await fetch(url, {
    method: "GET",
    headers: { Authorization: `Bearer ${key()}`, Accept: "application/json" },
  });
  let data = null;
  try { data = await response.json(); } catch (_) { data = null; }
  if (!response.ok) {
    const error = new Error((data && (data.detail || data.title)) || `HTTP ${response.status}`);
    error.status = response.status;
    throw error;
  }
  return data;
}

// Wires the key form; calls `load` once a key is known (now, if this tab already has one).
export function wireKey(load) {
  const form = $("key-form");
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const typed = $("api-key").value.trim();
    if (!typed) return;
    sessionStorage.setItem(KEY_STORE, typed);
    load();
  });
  $("forget-key").addEventListener("click", () => {
    sessionStorage.removeItem(KEY_STORE);
    $("api-key").value = "";
    say("密钥已从本标签页清除。");
  });
  if (key()) {
    $("api-key").value = key();
    load();
  } else {
    say("请输入 API 密钥并连接（与脚本编辑器相同的密钥，只保存在本标签页）。");
    $("api-key").focus();
  }
}

export function failed(error) {
  if (error.status === 401) return "密钥无效：请重新输入 API 密钥。";
  if (error.status === 404) return "找不到：它不存在，或不属于这个密钥的租户。";
  return `读取失败：${error.message}`;
}

// ---------------------------------------------------------------------------------- words

export const ROUTE_NAMES = { low: "低风险", medium: "中风险", high: "高风险" };
export const SOURCE_NAMES = {
  llm: "模型", safety_script: "安全脚本", static_fallback: "固定回复", static: "脚本原文",
  moderation_fallback: "审核替换",
  moderation_rewrite: "审核删改",
};
export const EXIT_SOURCES = {
  max_rounds: "达到最大轮数", exit_flag: "退出标志", exit_criteria: "退出条件", llm_suggestion: "模型建议",
};
export const DECISIONS = { allow: "放行", withhold: "拦截", rewrite: "删改" };
// The categories of domain/moderation/categories.py, in words a clinician reads.
export const CATEGORY_NAMES = {
  self_harm_method: "自伤方法", encouragement: "鼓励伤害", medication_dose: "药物剂量",
  diagnosis: "诊断或处方", false_assurance: "虚假保证", contact_request: "索要联系方式",
  sexual_content: "性内容", abuse: "贬损", discourages_help: "劝阻求助",
  leakage: "泄露内部信息",
};

export function routeName(route) {
  return route ? `${ROUTE_NAMES[route] || route}（${route}）` : "未建立";
}

export function when(iso) {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const pad = (n) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

export function score(value) {
  return value === null || value === undefined ? "—" : Number(value).toFixed(2);
}

// "low" | "medium" | "high" for a risk score, by spec 001's lines.
export function band(value) {
  if (value === null || value === undefined) return "none";
  if (value >= 0.95) return "high";
  if (value >= 0.70) return "medium";
  return "low";
}

export function badge(text, kind, title) {
  return element("span", { class: `badge badge-${kind}`, title }, text);
}

export function json(value) {
  if (typeof value === "string") return value;
  return JSON.stringify(value, null, 2);
}

export function download(name, text, type) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = element("a", { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

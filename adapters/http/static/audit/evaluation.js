// A batch's results for QA at a glance (per rule: pass rate, N and precondition-turn
// distributions, what was skipped or failed and why; every entry; a CSV), or one evaluation
// run with the conversation it judged. The id in the address is a batch's or a run's.
import { $, element, say, get, wireKey, failed, score, badge, download, key } from "./common.js";

const id = decodeURIComponent(location.pathname.split("/").filter(Boolean).pop() || "");
const STATUS = { judged: "已判定", skipped: "跳过", error: "出错" };
let report = null;

document.addEventListener("DOMContentLoaded", () => {
  $("only-failed").addEventListener("change", renderEntries);
  $("export").addEventListener("click", exportCsv);
  wireKey(load);
});

async function load() {
  say("正在读取评估结果…");
  try {
    report = await get(`/v1/evaluations/batch/${encodeURIComponent(id)}/report`);
  } catch (error) {
    if (error.status !== 404) { say(failed(error), "error"); return; }
    report = null;
  }
  if (report) {
    renderBatch(report);
    say(`已读取批次：${report.runs} 个对话，${report.rules.length} 条规则。`, "ok");
    return;
  }
  try {
    renderRun(await get(`/v1/evaluations/${encodeURIComponent(id)}`));
    say("已读取这次评估及其对话。", "ok");
  } catch (error) {
    say(failed(error), "error");
  }
}

function fact(name, value) {
  return element("div", {}, element("dt", { text: name }), element("dd", {}, value));
}

function percent(rate) {
  return rate === null || rate === undefined ? "—" : `${(rate * 100).toFixed(1)}%`;
}

function distribution(items) {
  return element("div", { class: "dist" }, ...items.map((d) =>
    element("span", { title: `${d.count} 个条目` }, `${d.value === null ? "无" : d.value} ×${d.count}`)));
}

function outcome(entry) {
  if (entry.status !== "judged") return badge(STATUS[entry.status] || entry.status, entry.status === "error" ? "high" : "medium");
  return entry.triggered ? badge("通过", "low") : badge("未通过", "high");
}

function conversationLink(entry) {
  return element("a", { href: `/audit/evaluations/${entry.runId}`, class: "to-conversation", text: "查看对话" });
}

// ---------------------------------------------------------------------------------- a batch

function renderBatch(found) {
  $("run-title").textContent = `评估批次 ${found.batchId}`;
  $("facts").replaceChildren(
    fact("状态 status", found.status === "finished" ? "已完成" : "进行中"),
    fact("对话 conversations", String(found.runs)),
    fact("已完成 completed", `${found.completed} / ${found.runs}`),
    fact("规则 rules", String(found.rules.length)),
  );
  $("export").hidden = false;
  $("rules").replaceChildren(...found.rules.map((rule) => element("tr", { "data-rule": rule.rule },
    element("td", { text: rule.rule }),
    element("td", { class: "num", text: String(rule.entries) }),
    element("td", { class: "num", text: String(rule.judged) }),
    element("td", { class: "num", text: String(rule.passed) }),
    element("td", { class: "num", text: String(rule.failed) }),
    element("td", { class: "num", text: String(rule.skipped) }),
    element("td", { class: "num", text: String(rule.errors) }),
    element("td", { class: "rate" }, rateBar(rule.passRate), percent(rule.passRate)),
    element("td", {}, distribution(rule.nDistribution)),
    element("td", {}, distribution(rule.preconditionTurnDistribution)))));
  const missed = found.rules.flatMap((rule) => rule.notJudged);
  $("not-judged").replaceChildren(...missed.map((entry) => element("tr", { "data-run": entry.runId },
    element("td", { text: entry.key }), element("td", { text: entry.rule }),
    element("td", {}, outcome(entry)), element("td", { text: entry.reason }),
    element("td", {}, conversationLink(entry)))));
  $("rules-panel").hidden = false;
  $("not-judged-panel").hidden = missed.length === 0;
  $("entries-panel").hidden = false;
  renderEntries();
}

function rateBar(rate) {
  const width = rate === null || rate === undefined ? 0 : Math.round(rate * 100);
  const bar = element("span", { class: "bar" });
  bar.style.width = `${width}%`;
  return element("span", { class: "bar-track", role: "img", "aria-label": `通过率 ${percent(rate)}` }, bar);
}

function renderEntries() {
  if (!report) return;
  const onlyFailed = $("only-failed").checked;
  const shown = report.entries.filter((e) => !onlyFailed || !e.passed);
  $("entries").replaceChildren(...shown.map((e) => element("tr", {
    class: e.passed ? "" : "failed", "data-run": e.runId, "data-passed": e.passed ? "true" : "false",
  },
    element("td", { text: e.key }), element("td", { text: e.rule }),
    element("td", { text: STATUS[e.status] || e.status }), element("td", {}, outcome(e)),
    element("td", { class: "num", text: score(e.score) }),
    element("td", { class: "num", text: e.n ?? "—" }),
    element("td", { class: "num", text: e.preconditionTurn ?? "—" }),
    element("td", { class: "num", text: e.evidenceTurn ?? "—" }),
    element("td", { text: e.reason }),
    element("td", {}, conversationLink(e)))));
}

async function exportCsv() {
  say("正在导出 CSV…");
  const response = await fetch(`/v1/evaluations/batch/${encodeURIComponent(id)}/report.csv`, {
    method: "GET", headers: { Authorization: `Bearer ${key()}`, Accept: "text/csv" },
  });
  if (!response.ok) { say(`导出失败：HTTP ${response.status}`, "error"); return; }
  download(`evaluation-${id}.csv`, await response.text(), "text/csv;charset=utf-8");
  say("已导出 CSV。", "ok");
}

// ---------------------------------------------------------------------------------- one run

function pairTurns(messages) {
  const turns = [];
  for (const m of messages) {
    if (!turns.length || (m.role === "user" && turns[turns.length - 1].assistant.length)) {
      turns.push({ number: turns.length + 1, user: [], assistant: [] });
    }
    turns[turns.length - 1][m.role === "user" ? "user" : "assistant"].push(m.content);
  }
  return turns;
}

// The spec's kwargs name the turns N, precondition_turn and evidence_turn.
function turnsOf(result) {
  const args = result.kwargs || {};
  return { n: args.N, precondition: args.precondition_turn, evidence: args.evidence_turn };
}

function renderRun(run) {
  $("run-title").textContent = `评估 ${run.key}`;
  $("facts").replaceChildren(
    fact("对话 key", run.key),
    fact("状态 status", run.completed ? "已完成" : "未完成"),
    fact("评估 run", run.runId),
    fact("提示 warnings", run.warnings.length ? run.warnings.join("；") : "—"),
  );
  if (run.batchId) {
    const link = $("batch-link");
    link.replaceChildren("属于批次 ", element("a", { href: `/audit/evaluations/${run.batchId}`, text: run.batchId }));
    link.hidden = false;
  }
  const marks = new Map();
  for (const r of run.results) {
    const at = turnsOf(r.result);
    for (const [turn, what] of [[at.n, "N"], [at.precondition, "前置条件"], [at.evidence, "证据"]]) {
      if (turn) marks.set(turn, [...(marks.get(turn) || []), `${what}（${r.rule}）`]);
    }
  }
  $("run-results").replaceChildren(...run.results.map((r) => {
    const at = turnsOf(r.result);
    const entry = { status: r.status, triggered: r.result.triggered };
    return element("tr", { "data-rule": r.rule },
      element("td", { text: r.rule }), element("td", { text: STATUS[r.status] || r.status }),
      element("td", {}, outcome(entry)),
      element("td", { class: "num", text: at.n ?? "—" }),
      element("td", { class: "num", text: at.precondition ?? "—" }),
      element("td", { class: "num", text: at.evidence ?? "—" }),
      element("td", { text: r.result.reason }));
  }));
  $("conversation").replaceChildren(...pairTurns(run.messages).map((turn) => element("div", {
    class: "section", id: `turn-${turn.number}`, "data-turn": turn.number,
  },
    element("h3", {}, `第 ${turn.number} 轮 `, ...(marks.get(turn.number) || []).map((m) => badge(m, "accent"))),
    turn.user.length ? element("div", { class: "message user" }, element("span", { class: "who", text: "用户" }), turn.user.join("\n")) : null,
    turn.assistant.length ? element("div", { class: "message assistant" }, element("span", { class: "who", text: "助手" }), turn.assistant.join("\n")) : null)));
  $("conversation-panel").hidden = false;
}

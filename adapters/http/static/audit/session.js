// One session's story for an auditor: every turn with what the person said, what the model was
// asked and answered, what was decided and why, and whether the person was safe. Read from
// GET /v1/sessions/{id}/story (built from the event log only); ?version=N replays it at N.
import {
  $, element, say, get, wireKey, failed, routeName, when, score, band, badge, json,
  SOURCE_NAMES, EXIT_SOURCES, DECISIONS, ROUTE_NAMES, CATEGORY_NAMES,
} from "./common.js";
import { riskChart } from "./chart.js";

const sessionId = decodeURIComponent(location.pathname.split("/").filter(Boolean).pop() || "");
const asked = new URLSearchParams(location.search).get("version");

document.addEventListener("DOMContentLoaded", () => {
  $("replay-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const version = Number($("replay-version").value);
    if (Number.isInteger(version) && version >= 1) location.search = `?version=${version}`;
  });
  $("to-latest").addEventListener("click", (event) => {
    event.preventDefault();
    location.search = "";
  });
  wireKey(load);
});

async function load() {
  say("正在读取会话记录…");
  const query = asked ? `?version=${encodeURIComponent(asked)}` : "";
  let story;
  try {
    story = await get(`/v1/sessions/${encodeURIComponent(sessionId)}/story${query}`);
  } catch (error) {
    say(failed(error), "error");
    return;
  }
  render(story);
  const shown = story.version === story.latestVersion ? "最新版本" : `版本 ${story.version}`;
  say(`已读取会话（${shown}，共 ${story.turns.length - 1} 轮用户输入）。`, "ok");
}

function render(story) {
  document.title = `会话 ${story.sessionId.slice(0, 8)} · HeartRule 审计`;
  renderFacts(story);
  renderReplay(story);
  $("variables").textContent = json(story.variables);
  renderChart(story);
  const turns = $("turns");
  turns.replaceChildren(...story.turns.map((turn) => renderTurn(turn, story)));
  if (location.hash) document.querySelector(location.hash)?.scrollIntoView();
}

function fact(name, value) {
  return element("div", {}, element("dt", { text: name }), element("dd", {}, value));
}

function renderFacts(story) {
  const turns = story.turns;
  const highest = turns.reduce((top, t) => Math.max(top, ...t.riskScores.map((s) => s.score)), -1);
  const safe = turns.some((t) => t.safetyScript);
  const route = turns[turns.length - 1].route;
  $("session-title").textContent = `会话 ${story.sessionId}`;
  $("facts").replaceChildren(
    fact("用户 user", story.userId),
    fact("脚本 script", `${story.sessionName}（${story.scriptId.slice(0, 8)}… v${story.scriptVersion}）`),
    fact("开始 started", when(story.startedAt)),
    fact("状态 status", story.status),
    fact("当前路线 route", badge(routeName(route), route || "none")),
    fact("最高风险分数 highest score", highest >= 0 ? badge(score(highest), band(highest)) : "—"),
    fact("安全脚本 safety script", safe ? badge("已发送", "high") : "未发送"),
    fact("版本 version", `${story.version} / ${story.latestVersion}`),
  );
}

function renderReplay(story) {
  const replayed = story.version !== story.latestVersion;
  $("replay-version").max = String(story.latestVersion);
  $("replay-version").value = String(story.version);
  $("replay-hint").textContent = `版本 1–${story.latestVersion}；每轮右上角可直接回放到该轮结束时`;
  $("to-latest").hidden = !replayed;
  const banner = $("replayed");
  banner.hidden = !replayed;
  banner.textContent = replayed
    ? `正在回放：会话在版本 ${story.version}（共 ${story.latestVersion}）时的状态，之后的事件未显示。`
    : "";
}

function renderChart(story) {
  const points = story.turns.filter((t) => t.number > 0).map((t) => ({
    turn: t.number,
    score: t.riskScores.length ? t.riskScores[t.riskScores.length - 1].score : null,
    route: t.route,
  }));
  const box = $("chart");
  if (!points.length) {
    box.replaceChildren(element("p", { class: "empty", text: "还没有用户消息，没有风险分数。" }));
    return;
  }
  const width = Math.max(box.clientWidth || 900, 400);
  box.replaceChildren(riskChart(points, width, (turn) => {
    document.getElementById(`turn-${turn}`)?.scrollIntoView({ behavior: "smooth" });
  }));
}

// ---------------------------------------------------------------------------------- a turn

function renderTurn(turn, story) {
  const header = element("header", {},
    element("h3", { text: turn.number === 0 ? "开场（第 0 轮）" : `第 ${turn.number} 轮` }),
    turn.user ? element("span", { class: "muted", text: when(turn.user.at) }) : null,
    badge(`路线：${ROUTE_NAMES[turn.route] || "未建立"}`, turn.route || "none"),
    turn.safetyScript ? badge("安全脚本", "high", "本轮发送了审核过的安全脚本（含危机热线）") : null,
    turn.moderation.some((m) => m.decision === "withhold") ? badge("回复被拦截", "high", "模型回复未发给用户，改发审核过的回复") : null,
    turn.moderation.some((m) => m.decision === "rewrite") ? badge("回复被删改", "medium", "模型回复中有害的句子被删去") : null,
    element("span", { class: "spacer" }),
    element("span", { class: "muted", text: `版本 ${turn.fromVersion}–${turn.toVersion}` }),
    turn.toVersion !== story.version || story.version !== story.latestVersion
      ? element("a", { href: `?version=${turn.toVersion}`, class: "replay-link", text: `回放到此（v${turn.toVersion}）` })
      : null,
  );
  const said = element("div", { class: "said" },
    turn.user ? userMessage(turn) : null,
    ...turn.replies.map(assistantMessage),
    ...turn.moderation.filter((m) => m.replyVersion === null).map(moderationBlock),
    turn.ended ? element("p", { class: "muted", text: `会话结束：${turn.ended.status}${turn.ended.reason ? `（${turn.ended.reason}）` : ""}` }) : null,
  );
  const why = element("div", { class: "why" },
    riskSection(turn),
    decisionSection(turn),
    variablesSection(turn),
    callsSection(turn),
  );
  return element("article", {
    class: "turn", id: `turn-${turn.number}`, "data-route": turn.route || "none",
    "data-safety": turn.safetyScript ? "true" : "false",
  }, header, element("div", { class: "turn-body" }, said, why));
}

function userMessage(turn) {
  const risk = turn.riskScores[turn.riskScores.length - 1];
  return element("div", { class: "message user" },
    element("span", { class: "who" }, "用户 ", risk ? badge(`风险 ${score(risk.score)}`, band(risk.score)) : null,
      " ", versionLink(turn.user.version)),
    turn.user.text,
  );
}

// A model reply with the moderation verdict on it (the story pairs them); a withheld or rewritten
// reply shows the model's own words to the auditor, marked as never said to the user.
function assistantMessage(reply) {
  const kind = reply.safetyScript ? "safety" : "assistant";
  const source = SOURCE_NAMES[reply.source] || reply.source;
  return element("div", { class: "reply", "data-version": reply.version },
    element("div", { class: `message ${kind}`, "data-source": reply.source },
      element("span", { class: "who" },
        `咨询师 · ${source}`,
        reply.actionId ? ` · ${reply.actionId}` : "",
        reply.safetyScript ? " · 审核过的安全脚本（无模型调用）" : "",
        " ", versionLink(reply.version)),
      reply.text),
    reply.moderation ? moderationBlock(reply.moderation) : null,
  );
}

// Replays the session at one event: the state right after it.
function versionLink(version) {
  return element("a", { href: `?version=${version}`, class: "version-link", title: `回放到此事件（版本 ${version}）`, text: `v${version}` });
}

function moderationBlock(m) {
  const decision = DECISIONS[m.decision] || m.decision;
  const kind = m.decision === "allow" ? "low" : "high";
  const timing = m.latencyMs === null || m.latencyMs === undefined ? "" : ` · ${Math.round(m.latencyMs)} ms`;
  return element("div", { class: "section moderation", "data-decision": m.decision },
    element("div", { class: "risk-line" },
      badge(`回复审核：${decision}`, kind),
      m.categories?.length ? element("span", { class: "categories", text: m.categories.map(categoryName).join("、") }) : null,
      element("span", { class: "muted", text: `由 ${m.layer || "—"} 决定${timing}` }),
      versionLink(m.version),
    ),
    m.reason ? element("div", { class: "muted", text: m.reason }) : null,
    m.findings?.length
      ? element("ul", { class: "findings" }, ...m.findings.map((f) => element("li", {},
        `${categoryName(f.category)}（${f.layer}）：`, element("q", { text: f.evidence }))))
      : null,
    m.decision !== "allow" && m.modelText
      ? element("div", { class: "message withheld", title: "仅审计可见：这段模型原文没有发给用户" },
        element("span", { class: "who", text: "模型原文（未发给用户，仅审计可见）" }), m.modelText)
      : null,
    m.judge ? element("div", { class: "call-meta", text: `审核模型：${m.judge.status || "—"}${m.judge.model ? ` · ${m.judge.model}` : ""}` }) : null,
  );
}

function categoryName(category) {
  return CATEGORY_NAMES[category] ? `${CATEGORY_NAMES[category]}（${category}）` : category;
}

function riskSection(turn) {
  const parts = [];
  for (const s of turn.riskScores) {
    parts.push(element("div", { class: "risk-line" },
      element("span", { text: "风险分数" }),
      badge(score(s.score), band(s.score)),
      element("span", { class: "muted", text: `由 ${s.decidedBy || s.scorer} 层决定 · ${s.scorer}` })));
    if (s.layers.length) {
      parts.push(element("table", { class: "layers" },
        element("thead", {}, element("tr", {}, element("th", { text: "层" }), element("th", { text: "分数" }), element("th", { text: "证据" }))),
        element("tbody", {}, ...s.layers.map((layer) => element("tr", { "data-decided": layer.layer === s.decidedBy ? "true" : "false" },
          element("td", {}, layer.layer, layer.layer === s.decidedBy ? badge("决定", "accent") : null),
          element("td", { class: "score", text: score(layer.score) }),
          element("td", { text: (layer.evidence || []).join("；") }))))));
    }
    if (s.evidence.length) {
      parts.push(element("details", { open: s.score >= 0.7 },
        element("summary", { text: `推动分数的证据（${s.evidence.length}）` }),
        element("ul", {}, ...s.evidence.map((e) => element("li", { text: e })))));
    }
  }
  for (const j of turn.judgeVerdicts) {
    parts.push(element("div", { class: "risk-line judge" },
      element("span", { text: "安全判官" }),
      badge(j.level ? ROUTE_NAMES[j.level] || j.level : "无结论", j.level || "none"),
      element("span", { class: "muted", text: [j.model, j.error ? `错误：${j.error}` : "", (j.signals || []).join("、")].filter(Boolean).join(" · ") })));
  }
  for (const f of turn.scoringFailures) {
    parts.push(element("div", { class: "risk-line" }, badge("评分失败", "high"),
      element("span", { text: `${f.scorer}：${f.error}；按 ${f.failSafe} 处理` })));
  }
  for (const c of turn.routeChanges) {
    parts.push(element("div", { class: "risk-line route-change" },
      badge(c.from ? `路线 ${c.from} → ${c.to}` : `路线建立：${c.to}`, c.to),
      element("span", { class: "muted", text: `${c.source}：${c.reason}` })));
  }
  for (const h of turn.safetyHolds) {
    parts.push(element("div", { class: "risk-line" },
      badge(h.held ? `会话停留在${ROUTE_NAMES[h.route] || h.route}路线` : "恢复脚本", h.held ? h.route : "low"),
      element("span", { class: "muted", text: h.reason })));
  }
  for (const q of turn.questionnairesOffered) {
    parts.push(element("div", { class: "risk-line" }, badge("已提供 PHQ-9 / GAD-7 问卷", "medium"),
      element("span", { class: "muted", text: `分数 ${score(q.score)}` })));
  }
  for (const p of turn.persuasion) {
    parts.push(element("div", { class: "risk-line" }, badge(`劝导 ${p.from} → ${p.to}`, "medium"),
      element("span", { class: "muted", text: `${p.trigger}${p.resistanceType ? ` · ${p.resistanceType}` : ""}` })));
  }
  if (!parts.length) return null;
  return element("div", { class: "section risk" }, element("h4", { text: "安全 Safety" }), ...parts);
}

function decisionSection(turn) {
  const parts = [];
  for (const a of turn.actions) {
    parts.push(element("li", { text: `进入动作 ${a.actionId}（${a.actionType}）` }));
  }
  for (const e of turn.exitDecisions) {
    parts.push(element("li", { class: "exit" },
      `${e.actionId} 第 ${e.round} 轮：`,
      badge(e.shouldExit ? "退出" : "继续", e.shouldExit ? "accent" : "info"),
      ` ${e.reason} `,
      element("span", { class: "muted", text: `（来源：${EXIT_SOURCES[e.source] || e.source} ${e.source}）` })));
  }
  for (const s of turn.strategies) {
    parts.push(element("li", {}, `策略（${s.source}）：`, s.strategy || "—"));
  }
  for (const f of turn.failedRounds) {
    parts.push(element("li", {}, badge("本轮出错", "high"), ` ${f.actionId} 第 ${f.round} 轮：${f.error}`));
  }
  for (const c of turn.scopesClosed) {
    parts.push(element("li", { text: `关闭作用域 ${c.scope}（${c.scopeId}）${c.cleaned.length ? `，清理 ${c.cleaned.join("、")}` : ""}` }));
  }
  if (!parts.length) return null;
  return element("div", { class: "section decisions" }, element("h4", { text: "决策 Decisions" }), element("ul", {}, ...parts));
}

function variablesSection(turn) {
  if (!turn.variables.length) return null;
  return element("div", { class: "section variables" },
    element("h4", { text: "写入的变量 Variables written" }),
    element("table", {},
      element("thead", {}, element("tr", {}, ...["变量", "值", "作用域", "操作", "来源"].map((h) => element("th", { text: h })))),
      element("tbody", {}, ...turn.variables.map((v) => element("tr", {},
        element("td", { text: v.name }), element("td", { text: json(v.value) }),
        element("td", { text: v.scope }), element("td", { text: v.operation }), element("td", { text: v.source }))))));
}

function callsSection(turn) {
  if (!turn.llmCalls.length) return null;
  return element("div", { class: "section calls" },
    element("h4", { text: `模型调用 LLM calls（${turn.llmCalls.length}）` }),
    ...turn.llmCalls.map((call) => element("details", { class: "call" },
      element("summary", {},
        `${call.purpose} · ${call.actionId} 第 ${call.round} 轮`,
        element("span", { class: "call-meta", text: ` · ${call.model} · T=${call.temperature ?? "—"} · ${Math.round(call.latencyMs ?? 0)} ms · 尝试 ${call.attempt}` }),
        call.error ? badge(`错误：${call.error}`, "high") : null),
      element("h4", { text: "渲染后的提示词 Rendered prompt" }),
      element("pre", { class: "prompt" }, call.prompt || ""),
      element("h4", { text: "模型原始回答 Raw answer" }),
      element("pre", { class: "raw" }, call.rawResponse ?? "（无回答）"))));
}

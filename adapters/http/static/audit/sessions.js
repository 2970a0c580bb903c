// The tenant's sessions, newest first, filtered as a clinician audits them; each row opens the
// session's audit page. Filters live in the address, so a filtered list is a link to share.
import { $, element, say, get, wireKey, failed, routeName, when, score, band, badge } from "./common.js";

const FILTERS = ["reachedRoute", "safetyScript", "maxRounds", "withheldReply", "startedFrom", "startedBefore"];
// Rows per page: 25, or `limit` in the address (1–100), kept when the filters change.
const asked = Number(new URLSearchParams(location.search).get("limit"));
const PAGE_SIZE = Number.isInteger(asked) && asked >= 1 && asked <= 100 ? asked : 25;
let next = null;
let shown = 0;

document.addEventListener("DOMContentLoaded", () => {
  fillForm(new URLSearchParams(location.search));
  $("filters").addEventListener("submit", (event) => {
    event.preventDefault();
    history.replaceState(null, "", address());
    load();
  });
  $("f-clear").addEventListener("click", () => {
    $("filters").reset();
    history.replaceState(null, "", address());
    load();
  });
  $("more").addEventListener("click", () => page(next));
  wireKey(load);
});

function fillForm(params) {
  $("f-route").value = params.get("reachedRoute") || "";
  $("f-safety").checked = params.get("safetyScript") === "true";
  $("f-rounds").checked = params.get("maxRounds") === "true";
  $("f-withheld").checked = params.get("withheldReply") === "true";
  $("f-from").value = (params.get("startedFrom") || "").slice(0, 10);
  $("f-before").value = (params.get("startedBefore") || "").slice(0, 10);
}

function address() {
  const query = formQuery();
  return query ? `${location.pathname}?${query}` : location.pathname;
}

function formQuery() {
  const query = new URLSearchParams();
  if ($("f-route").value) query.set("reachedRoute", $("f-route").value);
  for (const [id, name] of [["f-safety", "safetyScript"], ["f-rounds", "maxRounds"], ["f-withheld", "withheldReply"]]) {
    if ($(id).checked) query.set(name, "true");
  }
  // A date is a local calendar day: its start in this browser's time zone.
  if ($("f-from").value) query.set("startedFrom", new Date(`${$("f-from").value}T00:00:00`).toISOString());
  if ($("f-before").value) query.set("startedBefore", new Date(`${$("f-before").value}T00:00:00`).toISOString());
  for (const name of FILTERS) if (!query.get(name)) query.delete(name);
  if (PAGE_SIZE !== 25) query.set("limit", String(PAGE_SIZE));
  return query.toString();
}

async function load() {
  $("rows").replaceChildren();
  shown = 0;
  await page(null);
}

async function page(cursor) {
  const query = new URLSearchParams(formQuery());
  query.set("limit", String(PAGE_SIZE));
  if (cursor) query.set("cursor", cursor);
  say("正在读取会话…");
  let found;
  try {
    found = await get(`/v1/sessions?${query}`);
  } catch (error) {
    say(failed(error), "error");
    return;
  }
  $("rows").append(...found.items.map(row));
  shown += found.items.length;
  next = found.nextCursor;
  $("more").hidden = !next;
  $("empty").hidden = shown > 0;
  $("count").textContent = `已显示 ${shown} 个会话${next ? "，还有更多" : ""}`;
  say(`已读取 ${shown} 个会话。`, "ok");
}

function row(s) {
  const flags = element("div", { class: "flags" },
    s.riskRoute ? badge(routeName(s.riskRoute), s.riskRoute) : null,
    s.safetyScript ? badge("安全脚本", "high") : null,
    s.maxRoundsReached ? badge("最大轮数", "medium") : null,
    s.withheldReplies ? badge(`审核未放行 ${s.withheldReplies}`, "high", "模型回复被审核拦截或删改的次数") : null);
  return element("tr", { "data-session": s.sessionId },
    element("td", { text: when(s.startedAt) }),
    element("td", { text: s.userId }),
    element("td", { text: `${s.sessionName} v${s.scriptVersion}` }),
    element("td", { text: String(s.turns) }),
    element("td", { text: s.status }),
    element("td", {}, s.maxRiskScore === null ? "—" : badge(score(s.maxRiskScore), band(s.maxRiskScore))),
    element("td", {}, flags),
    element("td", {}, element("a", { href: `/audit/sessions/${s.sessionId}`, text: "打开" })));
}

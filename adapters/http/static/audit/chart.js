// The risk score of each user message over the turns, as plain inline SVG (ADR 0260): spec 001's
// lines at 0.70 (medium), 0.80 (questionnaire) and 0.95 (high), and the route in force after each
// turn as a band under the plot. A point is a link to its turn.

const SVG = "http://www.w3.org/2000/svg";
const HEIGHT = 240;
const PAD = { left: 44, right: 120, top: 12, bottom: 62 };
const BAND = 16;
const LINES = [
  { at: 0.70, cls: "070", label: "0.70 中风险" },
  { at: 0.80, cls: "080", label: "0.80 触发问卷" },
  { at: 0.95, cls: "095", label: "0.95 高风险" },
];

function node(tag, attrs = {}, text) {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  if (text !== undefined) el.textContent = text;
  return el;
}

// points: [{turn, score|null, route}] in turn order; onPick(turn) when a point is chosen.
export function riskChart(points, width, onPick) {
  const plotW = Math.max(200, width - PAD.left - PAD.right);
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const n = Math.max(points.length, 1);
  const step = plotW / n;
  const x = (i) => PAD.left + step * (i + 0.5);
  const y = (s) => PAD.top + plotH * (1 - s);
  const svg = node("svg", {
    class: "chart", width: plotW + PAD.left + PAD.right, height: HEIGHT, role: "img",
    viewBox: `0 0 ${plotW + PAD.left + PAD.right} ${HEIGHT}`,
    "aria-label": "每轮用户消息的风险分数与风险路线",
  });
  for (const tick of [0, 0.25, 0.5, 0.75, 1]) {
    svg.append(node("line", { class: "grid", x1: PAD.left, x2: PAD.left + plotW, y1: y(tick), y2: y(tick) }));
    svg.append(node("text", { x: PAD.left - 6, y: y(tick) + 4, "text-anchor": "end" }, tick.toFixed(2)));
  }
  for (const line of LINES) {
    svg.append(node("line", {
      class: `line-${line.cls}`, x1: PAD.left, x2: PAD.left + plotW, y1: y(line.at), y2: y(line.at),
    }));
    svg.append(node("text", { class: `label-${line.cls}`, x: PAD.left + plotW + 6, y: y(line.at) + 4 }, line.label));
  }
  svg.append(node("line", { class: "axis", x1: PAD.left, x2: PAD.left, y1: PAD.top, y2: PAD.top + plotH }));
  svg.append(node("line", { class: "axis", x1: PAD.left, x2: PAD.left + plotW, y1: PAD.top + plotH, y2: PAD.top + plotH }));

  const bandY = PAD.top + plotH + 22;
  points.forEach((p, i) => {
    const rect = node("rect", {
      class: `band-${p.route || "none"}`, x: PAD.left + step * i, y: bandY, width: step, height: BAND,
    });
    rect.append(node("title", {}, `第 ${p.turn} 轮之后的路线：${p.route || "未建立"}`));
    svg.append(rect);
    if (n <= 40 || i % Math.ceil(n / 40) === 0) {
      svg.append(node("text", { x: x(i), y: PAD.top + plotH + 15, "text-anchor": "middle" }, String(p.turn)));
    }
  });
  svg.append(node("text", { x: PAD.left - 6, y: bandY + 12, "text-anchor": "end" }, "路线"));
  svg.append(node("text", { x: PAD.left + plotW / 2, y: HEIGHT - 4, "text-anchor": "middle" }, "轮次 turn"));

  const scored = points.map((p, i) => ({ ...p, i })).filter((p) => p.score !== null);
  if (scored.length > 1) {
    const d = scored.map((p, k) => `${k ? "L" : "M"}${x(p.i).toFixed(1)},${y(p.score).toFixed(1)}`).join(" ");
    svg.append(node("path", { class: "score-line", d }));
  }
  for (const p of scored) {
    const level = p.score >= 0.95 ? "high" : p.score >= 0.70 ? "medium" : "low";
    const dot = node("circle", {
      class: `point ${level}`, cx: x(p.i), cy: y(p.score), r: 5, tabindex: 0,
      "data-turn": p.turn, "data-score": p.score, role: "link",
      "aria-label": `第 ${p.turn} 轮 风险分数 ${p.score.toFixed(2)}`,
    });
    dot.append(node("title", {}, `第 ${p.turn} 轮：${p.score.toFixed(2)}`));
    dot.addEventListener("click", () => onPick(p.turn));
    dot.addEventListener("keydown", (event) => { if (event.key === "Enter") onPick(p.turn); });
    svg.append(dot);
  }
  return svg;
}

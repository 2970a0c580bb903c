// The 409 view: a colleague published a version after the one being edited. Shows what they
// changed and what this draft changes, then lets the author reload theirs or save on top.
import { state, $, api, say, joinPath, getAt, nodePathOf, levelOf, element } from "./state.js";
import { nodeLabel } from "./forms.js";
import { openScript, save } from "./editor.js";

const SHOWN = 40;

// Leaf differences between two documents, by path (lists compared item by item).
export function differences(before, after, path = "", found = []) {
  const isObject = (v) => v && typeof v === "object" && !Array.isArray(v);
  if (isObject(before) && isObject(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      differences(before[key], after[key], joinPath(path, key), found);
    }
  } else if (Array.isArray(before) && Array.isArray(after)) {
    for (let i = 0; i < Math.max(before.length, after.length); i += 1) {
      differences(before[i], after[i], joinPath(path, i), found);
    }
  } else if (JSON.stringify(before) !== JSON.stringify(after)) {
    found.push({ path, before, after });
  }
  return found;
}

function shown(value) {
  if (value === undefined) return "（无）";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

// "阶段「开场」› 话题「问候」› 讲解 · max_rounds" for a path, read in the document it belongs to.
function where(doc, path) {
  const node = nodePathOf(path);
  const names = [];
  if (node) {
    const parts = node.match(/sessions\[\d+\](\.phases\[\d+\])?(\.steps\[\d+\])?(\.actions\[\d+\])?/);
    let prefix = "";
    for (const piece of parts[0].split(/(?<=\])\./)) {
      prefix = prefix ? `${prefix}.${piece}` : piece;
      const value = getAt(doc, prefix);
      if (value === undefined) { names.push(prefix); break; }
      const [kind, name] = nodeLabel(prefix, value);
      names.push(levelOf(prefix) === "actions" ? `${kind}${name ? `「${name}」` : ""}` : `${kind}「${name || "未命名"}」`);
    }
  }
  const rest = node ? path.slice(node.length).replace(/^\./, "") : path;
  return `${names.join(" › ")}${rest ? ` · ${rest}` : ""}`;
}

function changeList(doc, changes, overlap) {
  if (!changes.length) return element("p", { class: "note", text: "没有修改。" });
  const list = element("ul", { class: "changes" });
  for (const change of changes.slice(0, SHOWN)) {
    const both = overlap.has(change.path);
    list.append(element("li", { class: both ? "both" : "" },
      element("span", { class: "change-where", text: where(doc, change.path) }),
      element("span", { class: "change-what", text: `：${shown(change.before)} → ${shown(change.after)}` }),
      both ? element("strong", { class: "both-mark", text: " 双方都改了这里" }) : null));
  }
  if (changes.length > SHOWN) list.append(element("li", { text: `……还有 ${changes.length - SHOWN} 处` }));
  return list;
}

export async function showConflict() {
  const { scriptId, version } = state.script;
  let latest;
  try {
    const script = await api("GET", `/v1/scripts/${scriptId}`);
    latest = await api("GET", `/v1/scripts/${scriptId}/versions/${script.latestVersion}/document`);
  } catch (error) {
    say(`未保存：有更新的版本，但无法读取它：${error.message}`, "error");
    return;
  }
  const base = state.base || {};
  const theirs = differences(base, latest.document);
  const mine = differences(base, state.doc);
  const theirPaths = new Set(theirs.map((c) => c.path));
  const overlap = new Set(mine.map((c) => c.path).filter((p) => theirPaths.has(p)));
  const dialog = $("conflict");
  const close = () => dialog.close();
  dialog.replaceChildren(
    element("h2", { id: "conflict-title", text: `保存冲突：v${version} 之后已有 v${latest.version}` }),
    element("p", { text: `你的修改还没有保存。你是从 v${version} 开始编辑的，在此期间有人保存了 v${latest.version}。下面是双方各自的修改：` }),
    element("section", { class: "side-by-side" },
      element("div", {},
        element("h3", { text: `他们的修改（v${version} → v${latest.version}）` }),
        changeList(latest.document, theirs, overlap)),
      element("div", {},
        element("h3", { text: "你的修改（未保存）" }),
        changeList(state.doc, mine, overlap))),
    element("p", { class: "note", text: overlap.size
      ? `有 ${overlap.size} 处双方都改了。“保存为新版本”会以你的内容为准，他们的 v${latest.version} 仍保留在版本历史中。`
      : `“保存为新版本”会以你的整份脚本为准（v${latest.version + 1}）；他们的 v${latest.version} 仍保留在版本历史中。` }),
    element("div", { class: "conflict-actions" },
      element("button", {
        type: "button", id: "conflict-reload", text: `载入最新版本 v${latest.version}（放弃我的修改）`,
        onclick: async () => {
          close();
          if (await openScript(scriptId, latest.version, state.selected)) say(`已载入 v${latest.version}；你之前的修改已放弃。`, "ok");
        },
      }),
      element("button", {
        type: "button", id: "conflict-save", class: "primary", text: `保存为新版本（在 v${latest.version} 之上）`,
        onclick: async () => {
          close();
          state.base = latest.document;
          state.script.version = latest.version;
          await save();
        },
      }),
      element("button", { type: "button", id: "conflict-cancel", text: "返回继续编辑", onclick: close })));
  dialog.showModal();
  $("conflict-reload").focus();
}

// The structure tree (会谈 › 阶段 › 话题 › 动作) and its toolbar: select, add, duplicate, move
// (buttons, Alt+↑/↓ or drag), remove and undo, all reachable from the keyboard.
import { state, $, joinPath, getAt, nodePathOf, levelOf, element, say } from "./state.js";
import { actionTypes } from "./schema.js";
import {
  CHILD, LEVEL_NAMES, addNode, removeNode, duplicateNode, moveNode, moveTarget, dropKind, dropNode, undoLast,
  placeFor,
} from "./structure.js";
import { nodeLabel, ACTION_LABELS } from "./forms.js";
import { select, structureChanged } from "./editor.js";

let dragging = null;

export function renderTree() {
  const tree = $("tree");
  tree.replaceChildren(...buildLevel(state.doc ? state.doc.sessions || [] : [], "sessions", 0));
  markTree();
}

function buildLevel(items, listPath, depth) {
  return items.map((node, index) => {
    const path = joinPath(listPath, index);
    const level = levelOf(path);
    const li = element("li", { role: "none" });
    const [kind, name] = nodeLabel(path, node || {});
    const button = element("button", {
      type: "button", class: `node depth-${depth}`, dataset: { path }, title: path,
      draggable: level !== "sessions" ? "true" : undefined,
      onclick: () => select(path, true),
    },
    element("span", { class: `tag tag-${(node && node.type) || level}`, text: kind }),
    element("span", { class: "name", text: name || "（未命名）" }));
    li.append(button);
    const childKey = CHILD[level];
    if (childKey && node && Array.isArray(node[childKey])) {
      li.append(element("ul", {}, ...buildLevel(node[childKey], joinPath(path, childKey), depth + 1)));
    }
    return li;
  });
}

export function markTree() {
  const owners = (severity) => new Set(state.errors.filter((e) => (e.severity || "error") === severity).map((e) => nodePathOf(e.field)).filter(Boolean));
  const bad = owners("error");
  const warned = owners("warning");
  const under = (set, path) => [...set].some((p) => p === path || p.startsWith(`${path}.`));
  for (const button of $("tree").querySelectorAll("button.node")) {
    const current = button.dataset.path === state.selected;
    button.setAttribute("aria-current", current ? "true" : "false");
    const hasError = under(bad, button.dataset.path);
    const hasWarning = !hasError && under(warned, button.dataset.path);
    button.classList.toggle("has-error", hasError);
    button.classList.toggle("has-warning", hasWarning);
    if (hasError) button.setAttribute("aria-description", "有错误");
    else if (hasWarning) button.setAttribute("aria-description", "有提醒");
    else button.removeAttribute("aria-description");
  }
  updateTools();
}

export function focusTreeItem(path) {
  const button = $("tree").querySelector(`button.node[data-path="${CSS.escape(path || "")}"]`);
  if (button) button.focus();
}

export function refreshTreeLabel(path) {
  const button = $("tree").querySelector(`button.node[data-path="${CSS.escape(path)}"]`);
  if (!button) return;
  const [kind, name] = nodeLabel(path, getAt(state.doc, path) || {});
  button.querySelector(".tag").textContent = kind;
  button.querySelector(".name").textContent = name || "（未命名）";
}

// ---------------------------------------------------------------------------------- toolbar

export function fillActionTypes() {
  const select = $("action-type");
  const chosen = select.value;
  select.replaceChildren(...actionTypes().map((t) => new Option(`${ACTION_LABELS[t] || t}（${t}）`, t)));
  select.value = chosen || (actionTypes().includes("ai_say") ? "ai_say" : select.value);
}

function updateTools() {
  const has = Boolean(state.doc);
  const sel = state.selected && getAt(state.doc, state.selected) !== undefined ? state.selected : null;
  $("add-phase").disabled = !has || !placeFor("phases", sel);
  $("add-topic").disabled = !has || !placeFor("steps", sel);
  $("add-action").disabled = !has || !placeFor("actions", sel);
  $("action-type").disabled = !has;
  $("duplicate-node").disabled = !sel;
  $("remove-node").disabled = !sel;
  $("move-up").disabled = !sel || !moveTarget(sel, -1);
  $("move-down").disabled = !sel || !moveTarget(sel, 1);
  const last = state.undo.at(-1);
  $("undo").disabled = !last;
  $("undo").title = last ? `撤销：${last.label}（Ctrl+Z）` : "没有可撤销的结构修改";
  const what = sel ? LEVEL_NAMES[levelOf(sel)] : "";
  $("duplicate-node").title = `复制此${what}（Ctrl+D）`;
  $("remove-node").title = `删除此${what}（Delete）`;
}

function apply(edit, focusTree = true) {
  const next = edit();
  if (next === null || next === undefined) return;
  structureChanged(next, { focus: focusTree });
}

export function wireTree() {
  $("add-phase").addEventListener("click", () => apply(() => addNode("phases"), false));
  $("add-topic").addEventListener("click", () => apply(() => addNode("steps"), false));
  $("add-action").addEventListener("click", () => apply(() => addNode("actions", $("action-type").value), false));
  $("duplicate-node").addEventListener("click", () => apply(() => duplicateNode(state.selected)));
  $("move-up").addEventListener("click", () => apply(() => moveNode(state.selected, -1)));
  $("move-down").addEventListener("click", () => apply(() => moveNode(state.selected, 1)));
  $("remove-node").addEventListener("click", () => removeSelected());
  $("undo").addEventListener("click", () => undo());

  const tree = $("tree");
  tree.addEventListener("keydown", (event) => {
    const items = [...tree.querySelectorAll("button.node")];
    const at = items.indexOf(document.activeElement);
    if (at < 0) return;
    const path = items[at].dataset.path;
    const key = event.key;
    const ctrl = event.ctrlKey || event.metaKey;
    let next = null;
    if (event.altKey && (key === "ArrowUp" || key === "ArrowDown")) {
      event.preventDefault();
      if (path !== state.selected) select(path, false);
      apply(() => moveNode(path, key === "ArrowUp" ? -1 : 1));
      return;
    }
    if (ctrl && key.toLowerCase() === "d") {
      event.preventDefault();
      if (path !== state.selected) select(path, false);
      apply(() => duplicateNode(path));
      return;
    }
    if (ctrl && key.toLowerCase() === "z") {
      event.preventDefault();
      undo();
      return;
    }
    if (key === "Delete") {
      event.preventDefault();
      if (path !== state.selected) select(path, false);
      removeSelected();
      return;
    }
    if (key === "Insert") {
      event.preventDefault();
      if (path !== state.selected) select(path, false);
      const level = levelOf(path);
      apply(() => addNode(level === "sessions" ? "phases" : level, $("action-type").value));
      return;
    }
    if (key === "ArrowDown") next = items[Math.min(at + 1, items.length - 1)];
    if (key === "ArrowUp") next = items[Math.max(at - 1, 0)];
    if (key === "Home") next = items[0];
    if (key === "End") next = items[items.length - 1];
    if (next) { event.preventDefault(); next.focus(); }
  });

  tree.addEventListener("dragstart", (event) => {
    const button = event.target.closest?.("button.node");
    if (!button) return;
    dragging = button.dataset.path;
    event.dataTransfer.effectAllowed = "move";
    event.dataTransfer.setData("text/plain", dragging);
  });
  tree.addEventListener("dragover", (event) => {
    const button = event.target.closest?.("button.node");
    clearDropMarks();
    if (!button || !dragging) return;
    const how = dropKind(dragging, button.dataset.path, lowerHalf(event, button));
    if (!how) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "move";
    button.classList.add(`drop-${how}`);
  });
  tree.addEventListener("dragleave", (event) => {
    const button = event.target.closest?.("button.node");
    if (button) button.classList.remove("drop-before", "drop-after", "drop-into");
  });
  tree.addEventListener("drop", (event) => {
    const button = event.target.closest?.("button.node");
    clearDropMarks();
    if (!button || !dragging) return;
    event.preventDefault();
    const from = dragging;
    dragging = null;
    apply(() => dropNode(from, button.dataset.path, dropKind(from, button.dataset.path, lowerHalf(event, button))));
  });
  tree.addEventListener("dragend", () => { dragging = null; clearDropMarks(); });
}

function lowerHalf(event, button) {
  const box = button.getBoundingClientRect();
  return event.clientY > box.top + box.height / 2;
}

function clearDropMarks() {
  for (const el of $("tree").querySelectorAll(".drop-before, .drop-after, .drop-into")) {
    el.classList.remove("drop-before", "drop-after", "drop-into");
  }
}

function removeSelected() {
  const path = state.selected;
  if (!path) return;
  const node = getAt(state.doc, path);
  const [kind, name] = nodeLabel(path, node || {});
  apply(() => removeNode(path));
  say(`已删除${kind}“${name || "（未命名）"}”。可用“撤销”（Ctrl+Z）恢复。`);
}

export function undo() {
  const done = undoLast();
  if (!done) return;
  structureChanged(state.selected, { focus: true, undone: true });
  say(`已撤销：${done.label}。`);
}

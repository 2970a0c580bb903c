// Structural edits of the script: add, remove, duplicate and move phases, topics and actions
// (and sessions), with an undo of the last changes. Every edit works on object identity, so a
// move across parents never miscounts an index.
import { state, parsePath, pathOf, getAt, joinPath, levelOf, clone } from "./state.js";
import { actionStarter, topicStarter, phaseStarter, sessionStarter } from "./schema.js";

export const LEVELS = ["sessions", "phases", "steps", "actions"];
export const CHILD = { sessions: "phases", phases: "steps", steps: "actions" };
export const LEVEL_NAMES = { sessions: "会谈", phases: "阶段", steps: "话题", actions: "动作" };
const UNDO_LIMIT = 50;

// The path of the node at `level` that contains (or is) `path`, or null.
export function ancestorAt(path, level) {
  if (!path) return null;
  const parts = parsePath(path);
  const at = parts.indexOf(level);
  return at >= 0 && at + 1 < parts.length ? pathOf(parts.slice(0, at + 2)) : null;
}

function listPathOf(path) {
  return pathOf(parsePath(path).slice(0, -1));
}

function indexOf(path) {
  const parts = parsePath(path);
  return parts[parts.length - 1];
}

// Where a new node of `level` goes for the current selection: after the selected one of that
// level, else at the end of the selected container (or of its last container of the right kind).
export function placeFor(level, selected) {
  const same = ancestorAt(selected, level);
  if (same) return { list: listPathOf(same), index: indexOf(same) + 1 };
  const parentLevel = LEVELS[LEVELS.indexOf(level) - 1];
  if (!parentLevel) return { list: "sessions", index: (state.doc.sessions || []).length };
  let container = ancestorAt(selected, parentLevel);
  if (!container) {
    // Selection above the container level: the last container under it.
    let path = selected || "";
    let lvl = selected ? levelOf(selected) : null;
    let next = lvl ? CHILD[lvl] : "sessions";
    while (next && next !== level) {
      const list = getAt(state.doc, path ? joinPath(path, next) : next) || [];
      if (!list.length) return null;
      path = joinPath(path ? joinPath(path, next) : next, list.length - 1);
      lvl = next;
      next = CHILD[lvl];
    }
    container = path;
  }
  if (!container) return null;
  const list = joinPath(container, level);
  return { list, index: (getAt(state.doc, list) || []).length };
}

export function snapshot(label) {
  state.undo.push({ doc: clone(state.doc), selected: state.selected, label });
  if (state.undo.length > UNDO_LIMIT) state.undo.shift();
}

// Restores the document before the last structural change; returns its label, or null.
export function undoLast() {
  const last = state.undo.pop();
  if (!last) return null;
  state.doc = last.doc;
  state.selected = last.selected;
  return last;
}

function listAt(path) {
  let list = getAt(state.doc, path);
  if (!Array.isArray(list)) {
    list = [];
    const parts = parsePath(path);
    const owner = getAt(state.doc, pathOf(parts.slice(0, -1))) ?? state.doc;
    owner[parts[parts.length - 1]] = list;
  }
  return list;
}

// Finds the path of an object by identity (after a change moved it).
export function pathOfNode(node, value = state.doc, path = "") {
  if (value === node) return path;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = pathOfNode(node, value[i], joinPath(path, i));
      if (found !== null) return found;
    }
  } else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (v && typeof v === "object") {
        const found = pathOfNode(node, v, joinPath(path, k));
        if (found !== null) return found;
      }
    }
  }
  return null;
}

export function starterFor(level, type) {
  if (level === "actions") return actionStarter(type || "ai_say");
  if (level === "steps") return topicStarter();
  if (level === "phases") return phaseStarter();
  return sessionStarter();
}

// Each edit returns the path to select afterwards, or null when nothing changed.
export function addNode(level, type) {
  const place = placeFor(level, state.selected);
  if (!place) return null;
  snapshot(`添加${LEVEL_NAMES[level]}`);
  const node = starterFor(level, type);
  listAt(place.list).splice(place.index, 0, node);
  return pathOfNode(node);
}

export function removeNode(path) {
  const list = getAt(state.doc, listPathOf(path));
  if (!Array.isArray(list)) return null;
  snapshot(`删除${LEVEL_NAMES[levelOf(path)]}`);
  const index = indexOf(path);
  list.splice(index, 1);
  if (list.length) return joinPath(listPathOf(path), Math.min(index, list.length - 1));
  const parent = pathOf(parsePath(path).slice(0, -2));
  return parent || null;
}

function withoutIds(node) {
  if (Array.isArray(node)) node.forEach(withoutIds);
  else if (node && typeof node === "object") {
    if (node.type && "id" in node) delete node.id; // a copied action id would be used twice
    Object.values(node).forEach(withoutIds);
  }
  return node;
}

export function duplicateNode(path) {
  const list = getAt(state.doc, listPathOf(path));
  const node = getAt(state.doc, path);
  if (!Array.isArray(list) || !node) return null;
  snapshot(`复制${LEVEL_NAMES[levelOf(path)]}`);
  const copy = withoutIds(clone(node));
  const name = { sessions: "session", phases: "phase", steps: "topic" }[levelOf(path)];
  if (name && typeof copy[name] === "string") copy[name] = `${copy[name]}（副本）`;
  list.splice(indexOf(path) + 1, 0, copy);
  return pathOfNode(copy);
}

// The paths of every node of one level, in reading order (e.g. every topic of the script).
function pathsAt(level) {
  const found = [];
  const visit = (list, listPath, lvl) => list.forEach((node, i) => {
    const path = joinPath(listPath, i);
    if (lvl === level) found.push(path);
    else if (CHILD[lvl] && node && Array.isArray(node[CHILD[lvl]])) visit(node[CHILD[lvl]], joinPath(path, CHILD[lvl]), CHILD[lvl]);
  });
  visit(state.doc.sessions || [], "sessions", "sessions");
  return found;
}

// Where a move up (-1) or down (+1) takes a node: among its siblings, or past the edge into the
// neighbouring container of its parent's level (the end of the previous topic, the start of the
// next one) — the keyboard's way to do what a drag across parents does. Null: nowhere to go.
export function moveTarget(path, delta) {
  const list = getAt(state.doc, listPathOf(path));
  if (!Array.isArray(list)) return null;
  const target = indexOf(path) + delta;
  if (target >= 0 && target < list.length) return { list: listPathOf(path), index: target };
  const parent = pathOf(parsePath(path).slice(0, -2));
  const parentLevel = parent ? levelOf(parent) : null;
  if (!parentLevel) return null;
  const containers = pathsAt(parentLevel);
  const next = containers[containers.indexOf(parent) + delta];
  if (!next) return null;
  const into = joinPath(next, levelOf(path));
  return { list: into, index: delta < 0 ? (getAt(state.doc, into) || []).length : 0 };
}

export function moveNode(path, delta) {
  const place = moveTarget(path, delta);
  if (!place) return null;
  snapshot(`${delta < 0 ? "上移" : "下移"}${LEVEL_NAMES[levelOf(path)]}`);
  const target = listAt(place.list);
  const list = getAt(state.doc, listPathOf(path));
  const node = list[indexOf(path)];
  list.splice(indexOf(path), 1);
  target.splice(place.index, 0, node);
  return pathOfNode(node);
}

// Whether a dragged node may be dropped on a target, and how: "before"/"after" a node of the
// same level, or "into" a node of the level above (appended to its list).
export function dropKind(fromPath, toPath, lowerHalf) {
  if (!fromPath || !toPath || fromPath === toPath) return null;
  if (toPath.startsWith(`${fromPath}.`)) return null; // into itself
  const from = levelOf(fromPath);
  const to = levelOf(toPath);
  if (from === to) return lowerHalf ? "after" : "before";
  if (CHILD[to] === from) return "into";
  return null;
}

export function dropNode(fromPath, toPath, how) {
  const node = getAt(state.doc, fromPath);
  const target = getAt(state.doc, toPath);
  if (!node || !target || !how) return null;
  snapshot(`移动${LEVEL_NAMES[levelOf(fromPath)]}`);
  getAt(state.doc, listPathOf(fromPath)).splice(indexOf(fromPath), 1);
  if (how === "into") {
    listAt(joinPath(pathOfNode(target), levelOf(fromPath))).push(node);
  } else {
    const targetPath = pathOfNode(target);
    const list = getAt(state.doc, listPathOf(targetPath));
    list.splice(indexOf(targetPath) + (how === "after" ? 1 : 0), 0, node);
  }
  return pathOfNode(node);
}

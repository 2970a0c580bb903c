// Reading the script JSON Schema served at /editor/schema.json: which fields a node has, and a
// blank node of any kind built from its required fields, so a new action type of the engine gets
// a form and a starter without editor code.
import { state, parsePath, getAt } from "./state.js";

export function deref(schema) {
  let s = schema || {};
  while (s.$ref) s = state.schema.$defs[s.$ref.split("/").pop()];
  if (s.anyOf) {
    const real = s.anyOf.filter((x) => x.type !== "null");
    if (real.length === 1) {
      const inner = deref(real[0]);
      return { ...inner, default: schema.default, nullable: true, description: schema.description || inner.description };
    }
  }
  if (schema && schema.$ref && schema.default !== undefined) return { ...s, default: schema.default };
  return s;
}

export function actionDefs() {
  const mapping = state.schema.$defs.Topic.properties.actions.items.discriminator.mapping;
  const defs = {};
  for (const [type, ref] of Object.entries(mapping)) defs[type] = state.schema.$defs[ref.split("/").pop()];
  return defs;
}

export function actionTypes() {
  return Object.keys(actionDefs());
}

export const LEVEL_DEFS = { sessions: "SessionScript", phases: "Phase", steps: "Topic" };

export function defFor(path) {
  const parts = parsePath(path);
  const level = parts[parts.length - 2];
  if (LEVEL_DEFS[level]) return state.schema.$defs[LEVEL_DEFS[level]];
  const action = getAt(state.doc, path) || {};
  return actionDefs()[action.type] || null;
}

// A value for a required field that the author still has to fill in.
function blank(rawProp) {
  const prop = deref(rawProp || {});
  if (prop.const !== undefined) return prop.const;
  if (prop.enum) return prop.enum[0];
  if (prop.type === "string") return "";
  if (prop.type === "integer" || prop.type === "number") return prop.minimum ?? 0;
  if (prop.type === "boolean") return false;
  if (prop.type === "array") {
    const item = deref(prop.items || {});
    return prop.minItems && item.type === "object" ? [blankObject(item)] : [];
  }
  if (prop.type === "object" && prop.properties) return blankObject(prop);
  return "";
}

export function blankObject(def) {
  const node = {};
  for (const key of def.required || []) node[key] = blank(def.properties[key]);
  return node;
}

export function actionStarter(type) {
  return { ...blankObject(actionDefs()[type]), type };
}

export function topicStarter(name = "新话题") {
  return { topic: name, actions: [actionStarter("ai_say")] };
}

export function phaseStarter(name = "新阶段") {
  return { phase: name, steps: [topicStarter()] };
}

export function sessionStarter(name = "新会谈") {
  return { session: name, declare: [], phases: [phaseStarter()] };
}

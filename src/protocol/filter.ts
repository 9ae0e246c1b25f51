import { EdmValue, EntityValues } from "./edm"
import { ProtocolError } from "./errors"
import { parseLiteral } from "./literals"
import type { EdmType, EntitySetDef } from "./schema"

/**
 * The `$filter` subset of A6: comparisons (`eq ne gt ge lt le`), `and`, `or`, `not`,
 * parentheses, and literals (`null`, booleans, `'text'`, `DateTime'...'`, numbers with an
 * optional `L`/`m`/`d` suffix). The sandbox evaluates it against its store.
 */
export type FilterNode =
  | { kind: "or" | "and"; left: FilterNode; right: FilterNode }
  | { kind: "not"; operand: FilterNode }
  | { kind: "compare"; op: CompareOp; left: Operand; right: Operand }

export type CompareOp = "eq" | "ne" | "gt" | "ge" | "lt" | "le"
export type Operand = { kind: "property"; name: string } | { kind: "literal"; raw: string; hint?: EdmType }

type Token = { kind: "(" | ")" | "word" | "literal"; text: string; hint?: EdmType }

const COMPARE_OPS = new Set(["eq", "ne", "gt", "ge", "lt", "le"])

function tokenize(input: string): Token[] {
  const tokens: Token[] = []
  const re = /\s*(?:(\()|(\))|(datetime'[^']*')|('(?:[^']|'')*')|(-?\d+(?:\.\d+)?[LlMmDdFf]?)(?![\w.])|([A-Za-z_][\w]*))/iy
  let index = 0
  while (index < input.length) {
    if (/^\s*$/.test(input.slice(index))) break
    re.lastIndex = index
    const m = re.exec(input)
    if (!m) throw new ProtocolError(`Cannot read $filter near "${input.slice(index, index + 20)}"`)
    index = re.lastIndex
    if (m[1]) tokens.push({ kind: "(", text: "(" })
    else if (m[2]) tokens.push({ kind: ")", text: ")" })
    else if (m[3]) tokens.push({ kind: "literal", text: m[3], hint: "Edm.DateTime" })
    else if (m[4]) tokens.push({ kind: "literal", text: m[4], hint: "Edm.String" })
    else if (m[5]) tokens.push({ kind: "literal", text: m[5], hint: numberHint(m[5]) })
    else tokens.push({ kind: "word", text: m[6] })
  }
  return tokens
}

function numberHint(text: string): EdmType {
  const suffix = text.slice(-1).toLowerCase()
  if (suffix === "l") return "Edm.Int64"
  if (suffix === "m") return "Edm.Decimal"
  if (suffix === "d" || suffix === "f") return "Edm.Double"
  return text.includes(".") ? "Edm.Decimal" : "Edm.Int32"
}

export function parseFilter(input: string): FilterNode {
  const tokens = tokenize(input)
  let position = 0
  const peek = () => tokens[position]
  const isWord = (word: string) => peek()?.kind === "word" && peek()!.text.toLowerCase() === word

  function orExpr(): FilterNode {
    let left = andExpr()
    while (isWord("or")) {
      position++
      left = { kind: "or", left, right: andExpr() }
    }
    return left
  }
  function andExpr(): FilterNode {
    let left = unary()
    while (isWord("and")) {
      position++
      left = { kind: "and", left, right: unary() }
    }
    return left
  }
  function unary(): FilterNode {
    if (isWord("not")) {
      position++
      return { kind: "not", operand: unary() }
    }
    if (peek()?.kind === "(") {
      position++
      const inner = orExpr()
      if (peek()?.kind !== ")") throw new ProtocolError("$filter has an unclosed parenthesis")
      position++
      return inner
    }
    const left = operand()
    const opToken = peek()
    if (!opToken || opToken.kind !== "word" || !COMPARE_OPS.has(opToken.text.toLowerCase())) {
      throw new ProtocolError(`$filter expects a comparison operator after ${describe(left)}`)
    }
    position++
    return { kind: "compare", op: opToken.text.toLowerCase() as CompareOp, left, right: operand() }
  }
  function operand(): Operand {
    const token = tokens[position++]
    if (!token) throw new ProtocolError("$filter ends too early")
    if (token.kind === "literal") return { kind: "literal", raw: token.text, hint: token.hint }
    if (token.kind === "word") {
      const lower = token.text.toLowerCase()
      if (lower === "null") return { kind: "literal", raw: "null" }
      if (lower === "true" || lower === "false") return { kind: "literal", raw: lower, hint: "Edm.Boolean" }
      return { kind: "property", name: token.text }
    }
    throw new ProtocolError(`$filter has an unexpected "${token.text}"`)
  }

  const tree = orExpr()
  if (position < tokens.length) throw new ProtocolError(`$filter has extra text at "${tokens[position].text}"`)
  return tree
}

function describe(operand: Operand) {
  return operand.kind === "property" ? operand.name : operand.raw
}

/** True when the entity matches. Unknown properties are an error, as on the real service. */
export function evaluateFilter(node: FilterNode, set: EntitySetDef, values: EntityValues): boolean {
  switch (node.kind) {
    case "or":
      return evaluateFilter(node.left, set, values) || evaluateFilter(node.right, set, values)
    case "and":
      return evaluateFilter(node.left, set, values) && evaluateFilter(node.right, set, values)
    case "not":
      return !evaluateFilter(node.operand, set, values)
    case "compare": {
      const typeOf = (o: Operand) => (o.kind === "property" ? propertyType(set, o.name) : undefined)
      const type = typeOf(node.left) ?? typeOf(node.right)
      const left = resolve(node.left, set, values, type)
      const right = resolve(node.right, set, values, type)
      return compare(node.op, left, right)
    }
  }
}

/** Throws for a property the set does not have, as the real service refuses such a filter whatever the data. */
export function checkFilterProperties(node: FilterNode, set: EntitySetDef): void {
  if (node.kind === "or" || node.kind === "and") {
    checkFilterProperties(node.left, set)
    checkFilterProperties(node.right, set)
  } else if (node.kind === "not") {
    checkFilterProperties(node.operand, set)
  } else {
    for (const operand of [node.left, node.right]) if (operand.kind === "property") propertyType(set, operand.name)
  }
}

function propertyType(set: EntitySetDef, name: string): EdmType {
  const def = set.properties[name]
  if (!def) throw new ProtocolError(`No property ${name} on ${set.name} to filter by`)
  return def.type
}

function resolve(operand: Operand, set: EntitySetDef, values: EntityValues, type?: EdmType): EdmValue | null {
  if (operand.kind === "property") return values[operand.name] ?? null
  if (operand.raw === "null") return null
  // A string literal compared with a string property, a number with a number property, etc.
  return parseLiteral(type ?? operand.hint ?? "Edm.String", operand.raw)
}

/** The form in which `eq` compares two values: numbers in text compare as numbers, dates by time. */
export function comparable(value: EdmValue): number | string | bigint {
  if (value instanceof Date) return value.getTime()
  if (typeof value === "boolean") return value ? 1 : 0
  if (typeof value === "string" && /^-?\d+$/.test(value)) return BigInt(value)
  if (typeof value === "string" && /^-?\d+\.\d+$/.test(value)) return Number(value)
  return value
}

function compare(op: CompareOp, left: EdmValue | null, right: EdmValue | null): boolean {
  if (left === null || right === null) {
    if (op === "eq") return left === right
    if (op === "ne") return left !== right
    return false
  }
  let a = comparable(left)
  let b = comparable(right)
  if (typeof a !== typeof b && typeof a !== "string" && typeof b !== "string") {
    a = Number(a)
    b = Number(b)
  }
  switch (op) {
    case "eq":
      return a === b
    case "ne":
      return a !== b
    case "gt":
      return a > b
    case "ge":
      return a >= b
    case "lt":
      return a < b
    case "le":
      return a <= b
  }
}

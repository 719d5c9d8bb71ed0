import type { StaticDecode, TSchema } from '@sinclair/typebox'
import { Value, type ValueError, ValueErrorType } from '@sinclair/typebox/value'

/** Where a value broke its schema, for the schema's `problem` option to say what to fix. */
export interface ProblemAt {
  /** The path from the top, unescaped: `['1', 'list']`; empty for the whole value. */
  path: string[]
  /** The path's last part ('' for the whole value): an environment variable's name, an object's field. */
  key: string
  /** The value found there (undefined when missing). */
  value: unknown
  /** The key is one an object with `additionalProperties: false` does not know. */
  unknownKey: boolean
}

/**
 * A schema's own words for a value that breaks it (`Type.Integer({ problem: … })`), so operators read what to fix
 * rather than TypeBox's generic message. The nearest one wins: the failing schema's, else its closest enclosing
 * object's or array's (a missing field fails its own schema, an unknown field the object's).
 */
export type Problem = string | ((at: ProblemAt) => string)

/** A value refused by its schema; the message is the first problem's. */
export class DecodeError extends Error {}

type Node = TSchema & { problem?: Problem }

function child(schema: Node, part: string): Node | undefined {
  if (schema.type === 'array') return schema.items as Node
  if (schema.type !== 'object') return undefined
  const additional = typeof schema.additionalProperties === 'object' ? (schema.additionalProperties as Node) : undefined
  return (schema.properties as Record<string, Node> | undefined)?.[part] ?? additional
}

function nearestProblem(root: Node, error: ValueError, path: string[]): Problem | undefined {
  let found = root.problem
  let schema: Node | undefined = root
  for (const part of path) {
    schema = child(schema, part)
    if (!schema) break
    found = schema.problem ?? found
  }
  return (error.schema as Node).problem ?? found
}

const unescape = (part: string) => part.replace(/~1/g, '/').replace(/~0/g, '~')

function describe(root: TSchema, error: ValueError): string {
  const path = error.path === '' ? [] : error.path.slice(1).split('/').map(unescape)
  const problem = nearestProblem(root, error, path)
  if (problem === undefined) return `${error.path || 'value'}: ${error.message}`
  if (typeof problem === 'string') return problem
  return problem({ path, key: path.at(-1) ?? '', value: error.value, unknownKey: error.type === ValueErrorType.ObjectAdditionalProperties })
}

/**
 * The one reader behind the environment (config.ts) and the operator-edited settings (modules/config): fills the
 * schema's defaults, checks, applies its transforms, and throws DecodeError with the first problem.
 */
export function decode<T extends TSchema>(schema: T, value: unknown): StaticDecode<T> {
  const filled = Value.Default(schema, Value.Clone(value))
  const first = Value.Errors(schema, filled).First()
  if (first) throw new DecodeError(describe(schema, first))
  return Value.Decode(schema, filled)
}

/** A JSON text's value; a text that is not JSON throws `notJson` when given, else JSON.parse's own message. */
export function parseJson(json: string, notJson?: string): unknown {
  try {
    return JSON.parse(json)
  } catch (err) {
    throw new DecodeError(notJson ?? (err as Error).message)
  }
}

/** `decode` of a JSON text (see parseJson for a text that is not JSON). */
export function decodeJson<T extends TSchema>(schema: T, json: string, notJson?: string): StaticDecode<T> {
  return decode(schema, parseJson(json, notJson))
}

/**
 * Malformed requests generated from the service's OpenAPI document, deterministic for a seed. Shared by the CI test
 * (server/test/hardening/fuzz.test.ts, a few thousand requests) and `npm run fuzz` (server/bench/fuzz.ts, more).
 *
 * Each operation gets: its sample body, each required field missing, each field of a wrong type, strings over their
 * length and huge, unicode that breaks naive code (emoji, RTL override, NUL, lone surrogates, other scripts' digits),
 * edge numbers, extra and prototype-polluting fields, bodies nested 1000 deep, huge arrays, bad content types, invalid
 * JSON; query and header parameters likewise. Each request goes with a valid token, none or a forged one. Raw cases
 * add the static site's paths and ranges, methods the API does not serve, and bad Authorization and terminal headers.
 */
import { mulberry32 } from '../../src/market/prng'
import { png as onePixelPng } from '../feedback/images'

export type AuthKind = 'user' | 'spare' | 'none' | 'forged'

export interface FuzzRequest {
  /** Mutation family and target, e.g. `wrong-type body.phone`: what a failure message names. */
  label: string
  method: 'GET' | 'POST' | 'HEAD' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS'
  url: string
  headers: Record<string, string>
  payload?: string | Buffer
  auth: AuthKind
  /** The request is invalid by the schema: the answer must be a 4xxxx business code (40000, or 40005 first without login). */
  mustFail: boolean
}

interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
  items?: JsonSchema
  minLength?: number
  maxLength?: number
  pattern?: string
  minimum?: number
  maximum?: number
  minItems?: number
  maxItems?: number
  default?: unknown
  $ref?: string
}

interface Parameter {
  in: 'query' | 'header' | 'path' | 'cookie'
  name: string
  required?: boolean
  schema?: JsonSchema
}

interface Operation {
  description?: string
  parameters?: Parameter[]
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
  security?: unknown[]
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>
  components?: { schemas?: Record<string, JsonSchema> }
}

type Rng = () => number
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]

/** Strings that break naive handling: every one must be stored, echoed or refused, never crash anything. */
export const NASTY_STRINGS: readonly string[] = [
  '😀👨‍👩‍👧‍👦🇨🇳',
  '\u202eetouq\u202c 反转',
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfffy',
  '\ufeff138',
  'e\u0301\u0301\u0301\u0301',
  '١٣٨٠٠١٣٨٠٠٠',
  '１３８００１３８０００',
  'זה טקסט בעברית',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00%2e%2e',
  '${7*7}{{7*7}}',
  '\r\n\t ',
  '   ',
  'null',
  '__proto__',
]

const NASTY_NUMBERS: readonly (number | string)[] = [-1, 0, 1.5, -0.0001, 1e308, -1e308, 2 ** 53 + 2, 2 ** 31, -(2 ** 31) - 1]
/** Numbers only the raw JSON text can carry (JSON.parse turns 1e400 into Infinity). */
const RAW_NUMBERS: readonly string[] = ['1e400', '-1e400', '123456789012345678901234567890', '0.0000000000000000000001', '-0']

const PATTERN_SAMPLES = [
  '13800138000',
  '86',
  '123456',
  '11010519491231002X',
  'fi_AAAAAAAAAAAAAAAA',
  '/pages/index/index',
  'abc123',
  '12345678',
  'abc-123',
  'abc_1',
]

function resolve(doc: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema {
  if (!schema) return {}
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? ''
    return resolve(doc, doc.components?.schemas?.[name])
  }
  if (!schema.allOf) return schema
  // allOf of object schemas (the shapes TypeBox Intersect emits): one object with every property and requirement.
  const parts = schema.allOf.map((part) => resolve(doc, part))
  return {
    type: 'object',
    properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})),
    required: parts.flatMap((part) => part.required ?? []),
  }
}

/** The JSON types a schema accepts; undefined when it does not say (any value may pass). */
function jsonTypes(schema: JsonSchema): Set<string> | undefined {
  if (schema.type) return new Set(Array.isArray(schema.type) ? schema.type : [schema.type])
  const options = schema.anyOf ?? schema.oneOf
  if (options) {
    const types = options.map(jsonTypes)
    if (types.some((t) => t === undefined)) return undefined
    return new Set(types.flatMap((t) => [...(t ?? [])]))
  }
  if (schema.enum) return new Set(schema.enum.map((v) => (Number.isInteger(v) ? 'integer' : typeof v)))
  return undefined
}

function typeOf(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (Number.isInteger(value)) return 'integer'
  return typeof value
}

function accepts(types: Set<string>, value: unknown): boolean {
  const t = typeOf(value)
  return types.has(t) || (t === 'integer' && types.has('number'))
}

/** A value the schema accepts, as far as a generator can tell (patterns are matched against known samples). */
function sample(doc: OpenApiDocument, raw: JsonSchema, rng: Rng, depth = 0): unknown {
  const schema = resolve(doc, raw)
  if (schema.const !== undefined) return schema.const
  if (schema.enum) return pick(rng, schema.enum)
  const options = schema.anyOf ?? schema.oneOf
  if (options) return sample(doc, pick(rng, options), rng, depth)
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'string': {
      const min = schema.minLength ?? 1
      const max = schema.maxLength ?? 64
      const fits = (s: string) => s.length >= min && s.length <= max
      if (schema.pattern) {
        const re = new RegExp(schema.pattern, 'u')
        const found = PATTERN_SAMPLES.find((s) => fits(s) && re.test(s))
        if (found) return found
      }
      return pick(rng, ['测试', 'abc', 'a'.repeat(min)].filter(fits).concat('a'.repeat(Math.max(min, 1))))
    }
    case 'integer':
    case 'number': {
      const value = schema.minimum ?? 1
      return schema.maximum !== undefined ? Math.min(value, schema.maximum) : value
    }
    case 'boolean':
      return rng() < 0.5
    case 'array':
      return schema.items && (schema.minItems ?? 0) > 0 ? [sample(doc, schema.items, rng, depth + 1)] : []
    default: {
      const out: Record<string, unknown> = {}
      if (depth > 4) return out
      const required = new Set(schema.required ?? [])
      for (const [name, prop] of Object.entries(schema.properties ?? {})) {
        if (required.has(name) || rng() < 0.6) out[name] = sample(doc, prop, rng, depth + 1)
      }
      return out
    }
  }
}

/** Values of every JSON type; a field gets the ones its schema refuses. */
const TYPE_PROBES: readonly unknown[] = ['1', 'abc', 1, 1.5, true, null, [], [1], {}, { a: 1 }]

function nested(depth: number, leaf: unknown, kind: 'object' | 'array'): unknown {
  let value = leaf
  for (let i = 0; i < depth; i++) value = kind === 'object' ? { a: value } : [value]
  return value
}

interface Field {
  path: string[]
  schema: JsonSchema
}

function fieldsOf(doc: OpenApiDocument, schema: JsonSchema, prefix: string[] = [], depth = 0): Field[] {
  const out: Field[] = []
  for (const [name, raw] of Object.entries(resolve(doc, schema).properties ?? {})) {
    const prop = resolve(doc, raw)
    out.push({ path: [...prefix, name], schema: prop })
    if (prop.properties && depth < 2) out.push(...fieldsOf(doc, prop, [...prefix, name], depth + 1))
  }
  return out
}

function withValue(body: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(body)
  let node: Record<string, unknown> = copy
  for (const key of path.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null || Array.isArray(node[key])) node[key] = {}
    node = node[key] as Record<string, unknown>
  }
  node[path[path.length - 1]] = value
  return copy
}

const RAW_SLOT = '\u0001raw\u0001'

/** The body as JSON text with `raw` (bytes JSON.stringify cannot produce) as the value at `path`. */
function withRaw(body: Record<string, unknown>, path: string[], raw: string | Buffer): Buffer {
  const [before, after] = JSON.stringify(withValue(body, path, RAW_SLOT)).split(JSON.stringify(RAW_SLOT))
  return Buffer.concat([Buffer.from(before), Buffer.from(raw), Buffer.from(after)])
}

function without(body: Record<string, unknown>, path: string[]): Record<string, unknown> {
  const copy = structuredClone(body)
  let node: Record<string, unknown> | undefined = copy
  for (const key of path.slice(0, -1)) node = node?.[key] as Record<string, unknown> | undefined
  if (node) delete node[path[path.length - 1]]
  return copy
}

function isRequired(doc: OpenApiDocument, root: JsonSchema, path: string[]): boolean {
  let schema = resolve(doc, root)
  for (const [i, key] of path.entries()) {
    if (!(schema.required ?? []).includes(key)) return false
    if (i < path.length - 1) schema = resolve(doc, schema.properties?.[key])
  }
  return true
}

const JSON_TYPE = { 'content-type': 'application/json' }

const BAD_JSON: readonly string[] = [
  '{',
  '{"a":1,}',
  '{"a":}',
  "{'a':1}",
  '{"a":1}{"b":2}',
  'NaN',
  'undefined',
  '{"a":"\\x41"}',
  '{"a":"\\u12"}',
  '[]',
  '"text"',
  '42',
  'true',
  'null',
]

const BAD_CONTENT_TYPES: readonly { type: string; payload: (json: string) => string }[] = [
  { type: 'text/plain', payload: (json) => json },
  { type: 'application/x-www-form-urlencoded', payload: () => 'phone=13800138000&a[b]=1' },
  { type: 'multipart/form-data', payload: () => '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n' },
  { type: 'multipart/form-data; boundary=x', payload: () => '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n' },
  { type: 'application/xml', payload: () => '<a>1</a>' },
  { type: 'application/jsonx', payload: (json) => json },
  { type: 'image/png', payload: () => '\x89PNG\r\n' },
]

function authFor(rng: Rng, path: string): AuthKind {
  const r = rng()
  const auth: AuthKind = r < 0.55 ? 'user' : r < 0.85 ? 'none' : 'forged'
  // Ending the fuzzing user's session would turn every later request into "please log in".
  return auth === 'user' && /\/(logOff|logout)$/.test(path) ? 'spare' : auth
}

/** `contentTypes`: the content types the operation documents (tracker/report also takes text/plain, as sendBeacon sends). */
function bodyRequests(
  doc: OpenApiDocument,
  path: string,
  method: 'POST',
  schema: JsonSchema,
  rng: Rng,
  contentTypes: string[] = [],
): FuzzRequest[] {
  const out: FuzzRequest[] = []
  const base = sample(doc, schema, rng) as Record<string, unknown>
  const add = (label: string, payload: string | Buffer, mustFail: boolean, headers: Record<string, string> = JSON_TYPE) =>
    out.push({ label, method, url: path, headers, payload, auth: authFor(rng, path), mustFail })
  const json = (value: unknown) => JSON.stringify(value)

  add('sample body', json(base), false)
  add('empty body', '', false)
  const fields = fieldsOf(doc, schema)
  for (const field of fields) {
    const name = `body.${field.path.join('.')}`
    if (isRequired(doc, schema, field.path) && field.schema.default === undefined)
      add(`missing ${name}`, json(without(base, field.path)), true)
    const types = jsonTypes(field.schema)
    if (types) {
      const wrong = TYPE_PROBES.filter((value) => !accepts(types, value))
      for (const value of [pick(rng, wrong), pick(rng, wrong)])
        add(`wrong-type ${name}=${json(value)}`, json(withValue(base, field.path, value)), true)
    }
    if (types?.has('string')) {
      if (field.schema.maxLength !== undefined) {
        add(`over-length ${name}`, json(withValue(base, field.path, 'x'.repeat(field.schema.maxLength + 1))), true)
      }
      add(`huge-string ${name}`, json(withValue(base, field.path, pick(rng, ['字', 'x', '😀']).repeat(70_000))), true)
      for (const value of [pick(rng, NASTY_STRINGS), pick(rng, NASTY_STRINGS), pick(rng, NASTY_STRINGS)]) {
        add(`unicode ${name}=${json(value)}`, json(withValue(base, field.path, value)), false)
      }
      add(`invalid utf-8 ${name}`, withRaw(base, field.path, Buffer.from([0x22, 0xff, 0xfe, 0x61, 0xc3, 0x22])), false)
    }
    if (types?.has('integer') || types?.has('number')) {
      add(`number ${name}`, json(withValue(base, field.path, pick(rng, NASTY_NUMBERS))), false)
      add(`raw-number ${name}`, withRaw(base, field.path, pick(rng, RAW_NUMBERS)), false)
    }
    if (!types?.has('object')) add(`deep-object ${name}`, json(withValue(base, field.path, nested(1000, 1, 'object'))), true)
    if (!types?.has('array')) add(`deep-array ${name}`, json(withValue(base, field.path, nested(1000, 1, 'array'))), true)
    else {
      const tooMany = Math.max(10_000, (field.schema.maxItems ?? 0) + 1)
      add(
        `huge-array ${name}`,
        json(
          withValue(
            base,
            field.path,
            Array.from({ length: tooMany }, (_, i) => i % 7),
          ),
        ),
        true,
      )
    }
    if (types?.has('object')) {
      add(`deep-object in ${name}`, json(withValue(base, field.path, nested(1000, 'x', 'object'))), false)
      add(
        `wide-object in ${name}`,
        json(withValue(base, field.path, Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`k${i}`, i])))),
        false,
      )
    }
  }
  add('extra fields', json({ ...base, extra: 'x', isAdmin: true, userId: 1, [pick(rng, NASTY_STRINGS)]: 1 }), false)
  add('__proto__ field', json(base).replace(/^\{/, '{"__proto__":{"isAdmin":true},'), true)
  add('constructor.prototype field', json({ ...base, constructor: { prototype: { isAdmin: true } } }), false)
  add('deep body', json({ ...base, deep: nested(1000, null, 'object') }), false)
  add('deep array body', json(nested(1000, base, 'array')), true)
  add('20000-deep array text', `${'['.repeat(20_000)}${']'.repeat(20_000)}`, true)
  add('huge array body', json(Array.from({ length: 10_000 }, () => 1)), true)
  add('body over the limit', json({ ...base, pad: 'x'.repeat(70 * 1024) }), true)
  for (const text of [pick(rng, BAD_JSON), pick(rng, BAD_JSON)]) add(`invalid json ${text}`, text, true)
  // Fastify reads JSON as UTF-8 whatever the charset says, and a leading BOM is skipped: both may pass.
  add('json with a charset parameter', json(base), false, { 'content-type': 'application/json; charset=utf-16' })
  add('json after a BOM', `\ufeff${json(base)}`, false)
  add('json with lone surrogate escape', json(base).replace(/^\{/, '{"x":"\\udc00\\ud800",'), false)
  add('json with NUL escape key', json(base).replace(/^\{/, '{"\\u0000":1,'), false)
  for (const bad of [pick(rng, BAD_CONTENT_TYPES), pick(rng, BAD_CONTENT_TYPES)]) {
    add(`content-type ${bad.type}`, bad.payload(json(base)), !contentTypes.includes(bad.type), { 'content-type': bad.type })
  }
  add('no content-type', json(base), true, {})
  return out
}

/** feedback/upload and any other multipart route (the document describes those in words, not as a body schema). */
function multipartRequests(path: string, rng: Rng): FuzzRequest[] {
  const png = onePixelPng()
  const part = (name: string, filename: string, body: Buffer | string, type = 'image/png') =>
    Buffer.concat([
      Buffer.from(`--XB\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
      Buffer.from(body),
      Buffer.from('\r\n'),
    ])
  const end = Buffer.from('--XB--\r\n')
  const type = { 'content-type': 'multipart/form-data; boundary=XB' }
  const cases: Array<[string, Buffer | string, Record<string, string>, boolean]> = [
    ['upload: one image', Buffer.concat([part('file', 'a.png', png), end]), type, false],
    ['upload: no boundary', Buffer.concat([part('file', 'a.png', png), end]), { 'content-type': 'multipart/form-data' }, true],
    ['upload: empty boundary', 'x', { 'content-type': 'multipart/form-data; boundary=' }, true],
    ['upload: cut off in the file', part('file', 'a.png', png).subarray(0, 140), type, true],
    ['upload: cut off in the header', Buffer.from('--XB\r\nContent-Disposition: form-da'), type, true],
    ['upload: no closing boundary', part('file', 'a.png', png), type, true],
    ['upload: empty body', '', type, true],
    ['upload: wrong field name', Buffer.concat([part('image', 'a.png', png), end]), type, true],
    // The first file is read and the rest of the body ignored (the limit of one file stops the parser there).
    ['upload: two files', Buffer.concat([part('file', 'a.png', png), part('file', 'b.png', png), end]), type, false],
    ['upload: not an image', Buffer.concat([part('file', 'a.png', 'plain text'), end]), type, true],
    ['upload: empty file', Buffer.concat([part('file', 'a.png', ''), end]), type, true],
    ['upload: path in the file name', Buffer.concat([part('file', '../../etc/passwd\u0000.png', png), end]), type, false],
    ['upload: unicode file name', Buffer.concat([part('file', `${pick(rng, NASTY_STRINGS)}.png`, png), end]), type, false],
    ['upload: header without a colon', '--XB\r\nbroken\r\n\r\nx\r\n--XB--\r\n', type, true],
    [
      'upload: __proto__ field',
      Buffer.concat([Buffer.from('--XB\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n1\r\n'), end]),
      type,
      true,
    ],
    ['upload: json instead', '{"file":"x"}', JSON_TYPE, true],
    ['upload: text/plain', 'x', { 'content-type': 'text/plain' }, true],
  ]
  return cases.map(([label, payload, headers, mustFail]) => ({
    label,
    method: 'POST',
    url: path,
    headers,
    payload,
    auth: authFor(rng, path),
    mustFail,
  }))
}

/** Percent-encoding that also takes lone surrogates (as the UTF-8 of U+FFFD, which is what a browser sends). */
function encode(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('')
}

function encodeQuery(params: Record<string, string | string[]>): string {
  const parts: string[] = []
  for (const [key, value] of Object.entries(params)) {
    for (const v of Array.isArray(value) ? value : [value]) parts.push(`${encode(key)}=${encode(v)}`)
  }
  return parts.length ? `?${parts.join('&')}` : ''
}

function queryRequests(doc: OpenApiDocument, path: string, method: 'GET', params: Parameter[], rng: Rng): FuzzRequest[] {
  const base: Record<string, string> = {}
  for (const p of params) if (p.required || rng() < 0.5) base[p.name] = String(sample(doc, p.schema ?? {}, rng))
  const out: FuzzRequest[] = []
  const add = (label: string, query: string, mustFail: boolean, body?: string) =>
    out.push({
      label,
      method,
      url: `${path}${query}`,
      headers: body === undefined ? {} : JSON_TYPE,
      ...(body === undefined ? {} : { payload: body }),
      auth: authFor(rng, path),
      mustFail,
    })
  /** The base query plus raw text no encoder would produce. */
  const plus = (raw: string) => (Object.keys(base).length ? `${encodeQuery(base)}&${raw}` : `?${raw}`)
  add('sample query', encodeQuery(base), false)
  for (const p of params) {
    if (p.required)
      add(`missing query.${p.name}`, encodeQuery(Object.fromEntries(Object.entries(base).filter(([k]) => k !== p.name))), true)
    add(`repeated query.${p.name}`, encodeQuery({ ...base, [p.name]: [base[p.name] ?? '1', '2'] }), false)
    add(`huge query.${p.name}`, encodeQuery({ ...base, [p.name]: 'x'.repeat(5000) }), p.schema?.maxLength !== undefined)
    add(`unicode query.${p.name}`, encodeQuery({ ...base, [p.name]: pick(rng, NASTY_STRINGS) }), false)
    add(`bracket query.${p.name}`, plus(`${p.name}[a]=1&${p.name}[__proto__][x]=1`), false)
  }
  add('raw bad escapes in query', plus('x=%ff%fe&y=%'), false)
  add('body on GET', encodeQuery(base), false, '{"a":1}')
  return out
}

/** The client headers every route declares (terminal, channel, version): values their schemas refuse. */
function headerRequests(path: string, method: 'GET' | 'POST', params: Parameter[], secured: boolean, rng: Rng): FuzzRequest[] {
  const bad: Record<string, readonly string[]> = {
    terminal: ['0', '7', 'abc', '1.5', '', ' 2', '2,3', '99999999999999999999'],
    channel: ['../etc', 'a'.repeat(65), 'a b', 'ch;drop', '', '%00'],
    'va-app-version': ['x'.repeat(40), '1.0.0\u00e9'],
    authorization: [
      'Bearer',
      'Bearer ',
      'Bearer Bearer x',
      'Basic dXNlcjpwYXNz',
      `at_${'A'.repeat(2000)}`,
      'rt_abc',
      'null',
      '\u00ff\u00fe',
    ],
  }
  const out: FuzzRequest[] = []
  for (const p of params.filter((param) => param.in === 'header')) {
    const values = bad[p.name] ?? ['x'.repeat(5000)]
    const value = pick(rng, values)
    const explicitAuth = p.name === 'authorization'
    out.push({
      label: `header ${p.name}=${JSON.stringify(value.slice(0, 40))}`,
      method,
      url: path,
      headers: { ...(method === 'POST' ? JSON_TYPE : {}), [p.name]: value },
      ...(method === 'POST' ? { payload: '{}' } : {}),
      auth: explicitAuth ? 'none' : authFor(rng, path),
      // None of these tokens is valid: a route that needs login must refuse it.
      mustFail: explicitAuth && secured,
    })
  }
  return out
}

/** Requests generated from every operation of the document, in a fixed order for the seed. */
export function generateFuzzRequests(doc: OpenApiDocument, seed: number): FuzzRequest[] {
  const rng = mulberry32(seed)
  const out: FuzzRequest[] = []
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [verb, op] of Object.entries(operations)) {
      const method = verb.toUpperCase()
      const params = op.parameters ?? []
      const secured = (op.security ?? []).length > 0
      if (method === 'POST') {
        const schema = op.requestBody?.content?.['application/json']?.schema
        if (schema) out.push(...bodyRequests(doc, path, 'POST', schema, rng, Object.keys(op.requestBody?.content ?? {})))
        else if (/multipart/.test(op.description ?? '')) out.push(...multipartRequests(path, rng))
        else out.push(...bodyRequests(doc, path, 'POST', { type: 'object' }, rng))
        out.push(...headerRequests(path, 'POST', params, secured, rng))
      } else if (method === 'GET') {
        out.push(
          ...queryRequests(
            doc,
            path,
            'GET',
            params.filter((p) => p.in === 'query'),
            rng,
          ),
        )
        out.push(...headerRequests(path, 'GET', params, secured, rng))
      }
      // Methods the route does not serve.
      out.push({
        label: `wrong method on ${path}`,
        method: pick(rng, ['PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const),
        url: path,
        headers: {},
        auth: authFor(rng, path),
        mustFail: true,
      })
    }
  }
  return out
}

/** Requests no schema describes: the static site (H5 app and the docs' assets), odd paths, odd ranges. */
export function rawRequests(seed: number): FuzzRequest[] {
  const rng = mulberry32(seed)
  const get = (label: string, url: string, headers: Record<string, string> = {}, method: FuzzRequest['method'] = 'GET'): FuzzRequest => ({
    label,
    method,
    url,
    headers,
    auth: authFor(rng, url),
    mustFail: false,
  })
  const ranges = [
    'bytes=999999-',
    'bytes=abc',
    'bytes=5-1',
    'bytes=-0',
    'bytes=0-',
    'items=0-1',
    'bytes=0-99999999999999999999999',
    `bytes=${Array.from({ length: 300 }, (_, i) => `${i}-${i}`).join(',')}`,
    'bytes=--1',
    'bytes=1-2-3',
  ]
  const paths = [
    '/index.html%00.js',
    '/%00',
    '/%2e%2e/',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/..%2f..%2fetc%2fpasswd',
    '/js/..%2f..%2f..%2fpackage.json',
    '/js/%2e%2e%2f%2e%2e%2fpackage.json',
    '/js/..%5c..%5cpackage.json',
    '/js/%ff',
    '/%E0%A4%A',
    '//etc/passwd',
    '/./index.html',
    '/index.html/',
    '/index.html?x=%00',
    '/.env',
    '/.git/config',
    '/app/v1/../../etc/passwd',
    '/app/v1/%2e%2e/%2e%2e/package.json',
    '/app/v1/val%ff',
    '/app/v1/',
    '/app/v1',
    '/docs/static/..%2f..%2fpackage.json',
    '/docs/static/%2e%2e%2f%2e%2e%2fpackage.json',
    '/docs/static/index.html%00',
    '/docs/%ff',
    '/openapi.json%00',
    `/${'a'.repeat(10_000)}`,
    `/${'/'.repeat(500)}index.html`,
    `/js/${'%2e%2e%2f'.repeat(50)}`,
  ]
  return [
    ...ranges.map((range) => get(`range ${range.slice(0, 40)} on index.html`, '/index.html', { range })),
    ...ranges.map((range) => get(`range ${range.slice(0, 40)} on a docs asset`, '/docs/static/swagger-ui.css', { range })),
    get('range on HEAD', '/index.html', { range: 'bytes=999999-' }, 'HEAD'),
    get('if-range with a bad range', '/index.html', { range: 'bytes=999999-', 'if-range': 'W/"x"' }),
    get('if-modified-since garbage', '/index.html', { 'if-modified-since': 'yesterday' }),
    get('accept-encoding garbage', '/index.html', { 'accept-encoding': 'br;q=abc, *;q=-1' }),
    ...paths.map((url) => get(`path ${url.slice(0, 60)}`, url)),
    ...paths.map((url) => get(`HEAD path ${url.slice(0, 60)}`, url, {}, 'HEAD')),
  ]
}

/**
 * The checks a global-config entry of optional text fields shares (`app.download`, `app.support`): the service
 * refuses a bad value at `config:set` and the app drops what breaks the rules, both through these.
 */
export interface ConfigFieldRules<F extends string> {
  /** The entry's key, for the problem of a value that is no object. */
  key: string
  fields: readonly F[]
  accepts: (field: F, value: unknown) => value is string
  /** What the field must be, as the problem of a value `accepts` refuses. */
  problem: (field: F) => string
}

/**
 * Checks a parsed entry: the fields that pass, and a problem (for the operator, in the CLI or the console) for each one that does
 * not. An empty string or null counts as "not configured", not as a problem.
 */
export function checkConfigFields<F extends string>(
  raw: unknown,
  { key, fields, accepts, problem }: ConfigFieldRules<F>,
): { values: Partial<Record<F, string>>; problems: string[] } {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { values: {}, problems: [`${key} 须为 JSON 对象`] }
  const values: Partial<Record<F, string>> = {}
  const problems: string[] = []
  for (const [name, value] of Object.entries(raw as Record<string, unknown>)) {
    if (!(fields as readonly string[]).includes(name)) {
      problems.push(`未知字段 "${name}"（可用：${fields.join('、')}）`)
      continue
    }
    if (value === undefined || value === null || value === '') continue
    const field = name as F
    if (accepts(field, value)) values[field] = value
    else problems.push(problem(field))
  }
  return { values, problems }
}

import { loadConfig } from '../../src/config'

/** The environment is read through one schema (env-schema.ts): names, defaults, checks and their messages. */
describe('environment schema', () => {
  test('counts take Number() spellings, default when unset or empty, and name the variable when malformed', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(8080)
    expect(loadConfig({ PORT: ' 81 ' }).port).toBe(81)
    expect(loadConfig({ ACCESS_TOKEN_TTL_SECONDS: '60' }).accessTokenTtlMs).toBe(60_000)
    expect(loadConfig({ MODEL_REFRESH_SECONDS: '0' }).modelRefreshMs).toBe(1000)
    for (const bad of ['-1', '1.5', 'x'])
      expect(() => loadConfig({ PORT: bad })).toThrow(`PORT must be a non-negative integer, got "${bad}"`)
    expect(() => loadConfig({ JOB_POLL_SECONDS: 'soon' })).toThrow('JOB_POLL_SECONDS must be a non-negative integer, got "soon"')
  })

  test('choices, identifiers and URLs keep their messages', () => {
    expect(() => loadConfig({ JOB_QUEUE: 'redis' })).toThrow('JOB_QUEUE must be local or pg-boss, got redis')
    expect(() => loadConfig({ JOB_QUEUE: 'pg-boss' })).toThrow('JOB_QUEUE=pg-boss needs a PostgreSQL DATABASE_URL')
    expect(() => loadConfig({ JOB_SCHEMA: 'Jobs' })).toThrow('JOB_SCHEMA must be a lower-case SQL identifier, got Jobs')
    expect(loadConfig({ JOB_SCHEMA: '' }).jobs.schema).toBe('pgboss')
    expect(() => loadConfig({ AI_BASE_URL: 'not a url', AI_MODEL: 'm' })).toThrow('AI_BASE_URL must be an http(s) URL, got "not a url"')
  })

  test("'' is unset, except where it is a value: PAY_PROVIDERS='' enables no provider even outside production", () => {
    expect(loadConfig({ NODE_ENV: 'development', HOST: '', LOG_LEVEL: '' })).toMatchObject({ host: '127.0.0.1', logLevel: 'info' })
    expect(loadConfig({ NODE_ENV: 'development', PAY_PROVIDERS: '' }).payment.providers).toEqual([])
    expect(loadConfig({ NODE_ENV: 'development' }).payment.providers).toEqual(['sandbox'])
  })
})

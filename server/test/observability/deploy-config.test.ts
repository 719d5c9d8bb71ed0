import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { createTestApp } from '../helpers'

/**
 * deploy/ holds the operators' Prometheus alert rules and Grafana dashboard. Both must parse, and every metric they
 * name must be one the service really exports (a renamed metric would silently never alert).
 */
const root = path.resolve(__dirname, '../../..')
const TOKEN = 'deploy-config-token-0001'
/** Prometheus' own series, which no service exports. */
const PROMETHEUS_SERIES = new Set(['up'])
const HISTOGRAM_SUFFIXES = ['_bucket', '_count', '_sum']

let exported: Set<string>

beforeAll(async () => {
  const t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } })
  try {
    const text = (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body
    exported = new Set()
    for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
      exported.add(name)
      if (type === 'histogram') for (const suffix of HISTOGRAM_SUFFIXES) exported.add(name + suffix)
    }
  } finally {
    await t.close()
  }
})

/** Metric names in a PromQL expression: identifiers followed by `{`, `[` or used bare, without functions and labels. */
function metricsIn(expr: string): string[] {
  const withoutStrings = expr.replace(/"[^"]*"/g, '""')
  const withoutLabels = withoutStrings
    .replace(/\{[^}]*\}/g, '{}')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, '')
  return [...withoutLabels.matchAll(/\b([a-z_][a-z0-9_]*)\b(?!\s*\()/g)]
    .map((m) => m[1])
    .filter((name) => /^gujia_/.test(name) || PROMETHEUS_SERIES.has(name))
}

test('the alert rules parse, cover what the issue asks, and name only exported metrics', () => {
  const doc = parse(fs.readFileSync(path.join(root, 'deploy/prometheus/alerts.yml'), 'utf8')) as {
    groups: Array<{
      name: string
      rules: Array<{ alert: string; expr: string; for: string; labels: { severity: string }; annotations: { summary: string } }>
    }>
  }
  const rules = doc.groups.flatMap((g) => g.rules)
  expect(rules.map((r) => r.alert)).toEqual(
    expect.arrayContaining([
      'GujiaHigh5xxRate',
      'GujiaPaymentNotifyFailures',
      'GujiaJobBacklog',
      'GujiaNoValuationsFinished',
      'GujiaReplicaNotReady',
    ]),
  )
  for (const rule of rules) {
    expect({
      alert: rule.alert,
      severity: rule.labels.severity,
      summary: Boolean(rule.annotations.summary),
      for: /^\d+[smh]$/.test(rule.for),
    }).toEqual({
      alert: rule.alert,
      severity: expect.stringMatching(/^(page|ticket)$/),
      summary: true,
      for: true,
    })
    const names = metricsIn(rule.expr)
    expect({ alert: rule.alert, some: names.length > 0 }).toEqual({ alert: rule.alert, some: true })
    for (const name of names)
      if (!PROMETHEUS_SERIES.has(name))
        expect({ alert: rule.alert, name, exported: exported.has(name) }).toEqual({ alert: rule.alert, name, exported: true })
  }
})

test('the Grafana dashboard parses and every panel queries exported metrics', () => {
  const dash = JSON.parse(fs.readFileSync(path.join(root, 'deploy/grafana/youxi-gujia-dashboard.json'), 'utf8')) as {
    uid: string
    panels: Array<{ title: string; targets: Array<{ expr: string }> }>
  }
  expect(dash.uid).toBe('youxi-gujia')
  expect(dash.panels.length).toBeGreaterThan(5)
  for (const panel of dash.panels) {
    expect(panel.targets.length).toBeGreaterThan(0)
    for (const { expr } of panel.targets) {
      const names = metricsIn(expr)
      expect({ panel: panel.title, some: names.length > 0 }).toEqual({ panel: panel.title, some: true })
      for (const name of names)
        expect({ panel: panel.title, name, exported: exported.has(name) }).toEqual({ panel: panel.title, name, exported: true })
    }
  }
})

test('the name check itself: a metric the service does not export is caught', () => {
  expect(metricsIn('sum by (queue) (rate(gujia_not_a_metric_total{queue="x"}[5m])) > 0').filter((n) => !exported.has(n))).toEqual([
    'gujia_not_a_metric_total',
  ])
})

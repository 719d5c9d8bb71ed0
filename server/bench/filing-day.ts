/**
 * npm run valuation:filing-day — issue 17's "on the demo market, no game gets worse than today", measured against the
 * day the issue was filed (8522f3a): that commit's demo generator and model, from a git worktree, beside this
 * checkout's model, on six seeds of that day's market. The generator is patched in the worktree to record each deal's
 * value before the price noise, so the table also prints each model's median error against the true values.
 *
 * Both models train on the oldest 80% of each game's deals (and the listings before them) and value the newest 20%
 * as of their sale date, as the backtest does. Exit code 1 when a game's six-seed MdAPE is above that day's.
 * Needs the git history (a full clone) and takes about six minutes on two cores.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, symlinkSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { getGame } from '../src/valuation/catalogue'
import { median } from '../src/valuation/util/stats'

const THEN = '8522f3a'
const SEEDS: (number | undefined)[] = [undefined, 1, 2, 3, 4, 5]
const ROWS_PER_GAME = 12000

interface Row {
  gameId: number
  externalId: string
  source: string
  kind: 'deal' | 'listing'
  soldAt: number | null
  listedAt: number
  priceFen: number
  attrs: Record<string, unknown>
}
interface Engine {
  parse(text: string): Row[]
  train(rows: Row[], gameId: number): unknown
  /** The estimate (fen) on the deal's platform level, or null when the model refuses. */
  value(model: unknown, deal: Row): number | null
}

const root = resolve(__dirname, '../..')

/** A worktree of the filing-day commit whose demo generator records each deal's true value. */
function thenWorktree(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'filing-day-')), 'then')
  execFileSync('git', ['-C', root, 'worktree', 'add', '--detach', dir, THEN], { stdio: 'ignore' })
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'))
  const file = join(dir, 'server/src/market/demo.ts')
  const src = readFileSync(file, 'utf8')
  const entry = 'export function generateDemoMarket('
  const sold = '        const soldAt = Math.floor(start + rng.next() * (end - start))\n'
  if (!src.includes(entry) || !src.includes(sold)) throw new Error(`${THEN}'s demo generator is not the expected one`)
  writeFileSync(
    file,
    src
      .replace(entry, `export const TRUTH = new Map<string, number>()\n${entry}`)
      .replace(sold, `${sold}        TRUTH.set(externalId, fair * Math.exp(indexAt(soldAt)) * 100)\n`),
  )
  return dir
}

async function engine(dir: string): Promise<Engine> {
  const format = await import(join(dir, 'server/src/market/format'))
  const train = await import(join(dir, 'server/src/valuation/model/train'))
  const predict = await import(join(dir, 'server/src/valuation/model/predict'))
  return {
    parse(text) {
      const parsed = format.parseMarketText(text, 'jsonl')
      if (!parsed.ok) throw new Error(`the market does not parse in ${dir}`)
      return parsed.rows
    },
    train: (rows, gameId) => train.trainGame(rows, { gameId }),
    value(model, deal) {
      const v = predict.predict(model, deal.attrs, { asOf: deal.soldAt, lite: true })
      if (v.status !== 'ok') return null
      const levels = (model as { platformLevels?: Record<string, number> }).platformLevels
      return v.estimateFen * Math.exp(levels?.[deal.source] ?? 0)
    },
  }
}

/** Per game: MdAPE against prices and median |log(estimate / value)|, over the newest fifth of its deals. */
function score(e: Engine, rows: Row[], truth: Map<string, number>): Map<number, { mdape: number; truth: number }> {
  const out = new Map<number, { mdape: number; truth: number }>()
  for (const gameId of [...new Set(rows.map((r) => r.gameId))].sort((a, b) => a - b)) {
    const own = rows.filter((r) => r.gameId === gameId)
    const deals = own.filter((r) => r.kind === 'deal' && r.soldAt !== null).sort((a, b) => (a.soldAt as number) - (b.soldAt as number))
    const nTest = Math.round(deals.length * 0.2)
    const test = deals.slice(deals.length - nTest)
    const cut = test[0].soldAt as number
    const model = e.train([...deals.slice(0, deals.length - nTest), ...own.filter((r) => r.kind === 'listing' && r.listedAt < cut)], gameId)
    const apes: number[] = []
    const logs: number[] = []
    for (const d of test) {
      const est = e.value(model, d)
      if (est === null) continue
      apes.push(Math.abs(est - d.priceFen) / d.priceFen)
      logs.push(Math.abs(Math.log(est / (truth.get(d.externalId) as number))))
    }
    out.set(gameId, { mdape: median(apes), truth: median(logs) })
  }
  return out
}

async function main(): Promise<number> {
  const dir = thenWorktree()
  try {
    const demo = await import(join(dir, 'server/src/market/demo'))
    const thenFormat = await import(join(dir, 'server/src/market/format'))
    const then = await engine(dir)
    const now = await engine(root)
    const sums = new Map<number, number[]>()
    for (const seed of SEEDS) {
      demo.TRUTH.clear()
      const text: string = thenFormat.formatMarketRows(demo.generateDemoMarket({ seed, rowsPerGame: ROWS_PER_GAME }), 'jsonl')
      const truth = demo.TRUTH as Map<string, number>
      const a = score(then, then.parse(text), truth)
      const b = score(now, now.parse(text), truth)
      for (const [gameId, x] of a) {
        const y = b.get(gameId) as { mdape: number; truth: number }
        const s = sums.get(gameId) ?? [0, 0, 0, 0]
        sums.set(gameId, [s[0] + x.mdape, s[1] + y.mdape, s[2] + x.truth, s[3] + y.truth])
      }
      console.log(`seed ${seed ?? 'default'} done`)
    }
    const pct = (x: number) => ((x / SEEDS.length) * 100).toFixed(2)
    console.log(`\n${THEN} → now, averaged over ${SEEDS.length} seeds of ${THEN}'s demo market (${ROWS_PER_GAME} rows per game)`)
    console.log('game | MdAPE | median error against the true value')
    const worse: string[] = []
    for (const [gameId, s] of sums) {
      const name = getGame(gameId)?.name ?? String(gameId)
      console.log(`${name} | ${pct(s[0])} → ${pct(s[1])} | ${pct(s[2])} → ${pct(s[3])}`)
      if (s[1] > s[0]) worse.push(name)
    }
    console.log(worse.length ? `worse than ${THEN}: ${worse.join('、')}` : `no game worse than ${THEN}`)
    return worse.length ? 1 : 0
  } finally {
    execFileSync('git', ['-C', root, 'worktree', 'remove', '--force', dir], { stdio: 'ignore' })
  }
}

main().then((code) => (process.exitCode = code))

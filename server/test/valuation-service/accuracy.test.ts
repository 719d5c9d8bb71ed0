import type { LoadedModel } from '../../src/modules/models/registry'
import type { TrainedModel } from '../../src/valuation/model/types'
import type { TestApp } from '../helpers'
import { API, GAME, createValuationApp, makeReport, waitForReport, sampleAnswers } from './fixture'

/** val/accuracy (public) and the accuracy carried by an unlocked valuation report. */

let t: TestApp
let token: string
beforeAll(async () => {
  t = await createValuationApp()
  token = (await t.login('13800001701')).token
})
afterAll(async () => {
  await t.close()
})

const accuracy = (body: Record<string, unknown> = {}) => t.post(`${API}/val/accuracy`, body)

/** The model the service holds in memory for a game (what every request uses). */
function loaded(gameId = GAME): LoadedModel & { model: TrainedModel } {
  const entry = t.app.services.models.get(gameId)
  if (entry?.model.status !== 'trained') throw new Error(`no trained model for ${gameId}`)
  return entry as LoadedModel & { model: TrainedModel }
}

/** What the app must show for a model: its held-out figures and when it was trained. */
const expectedFigures = (entry: LoadedModel & { model: TrainedModel }) => ({ ...entry.model.accuracy, trainedAt: entry.model.trainedAt })

/** Runs `fn` with the game's in-memory model replaced, then puts the real one back. */
async function withModel<T>(entry: LoadedModel, fn: () => Promise<T>): Promise<T> {
  const real = t.app.services.models.get(entry.model.gameId) as LoadedModel
  t.app.services.models.set(entry)
  try {
    return await fn()
  } finally {
    t.app.services.models.set(real)
  }
}

const visibleGames = () =>
  t.db
    .selectFrom('game')
    .select(['game_id', 'name'])
    .where('enabled', '=', 1)
    .where('name', '!=', '')
    .orderBy('sort_order')
    .orderBy('game_id')
    .execute()

describe('val/accuracy', () => {
  test('without a login: the trained game with its model’s held-out figures, every other open game as refused with its reason', async () => {
    const res = await accuracy()
    expect(res.code).toBe(200)
    expect(res.data.list).toEqual([{ gameId: GAME, gameName: '王者荣耀', ...expectedFigures(loaded()) }])
    const figures = res.data.list[0]
    // Figures that mean something: measured on held-out deals, inside the data's time span.
    expect(figures.testSize).toBeGreaterThan(0)
    expect(figures.mdape).toBeGreaterThan(0)
    expect(figures.within10).toBeLessThanOrEqual(figures.within20)
    expect(figures.rangeLevel).toBe(0.8)
    expect(figures.dataFrom).toBeLessThan(figures.testFrom)
    expect(figures.testTo).toBeLessThanOrEqual(figures.dataTo)

    // The other open games have no demo rows in this app: their models refused, and the list says why.
    const others = (await visibleGames()).filter((g) => g.game_id !== GAME)
    expect(others.length).toBeGreaterThan(0)
    expect(res.data.refused.map((r: { gameId: number }) => r.gameId)).toEqual(others.map((g) => g.game_id))
    for (const r of res.data.refused) {
      expect(r.gameName).toBe(others.find((g) => g.game_id === r.gameId)?.name)
      expect(r.reason).toMatch(/样本不足/)
    }
    // A disabled game (10130) is in neither list.
    expect(JSON.stringify(res.data)).not.toContain('10130')
  })

  test('on the demo market the figures are marked demo', async () => {
    expect(loaded().model.accuracy.demo).toBe(true)
    expect((await accuracy({ gameId: GAME })).data.list[0].demo).toBe(true)
  })

  test('demo follows the model: false on real deals, true when any of its market rows was demo', async () => {
    const real = loaded()
    const realDeals = { ...real, demo: false, model: { ...real.model, accuracy: { ...real.model.accuracy, demo: false, mdape: 0.1234 } } }
    await withModel(realDeals, async () => {
      expect((await accuracy({ gameId: GAME })).data.list[0]).toMatchObject({ demo: false, mdape: 0.1234 })
    })
    // Real deals but demo listings (or a mix): still labelled demo.
    await withModel({ ...realDeals, demo: true }, async () => {
      expect((await accuracy({ gameId: GAME })).data.list[0].demo).toBe(true)
    })
  })

  test('gameId narrows to one game: a trained one, a refused one', async () => {
    const one = await accuracy({ gameId: GAME })
    expect(one.code).toBe(200)
    expect(one.data).toEqual({ list: [{ gameId: GAME, gameName: '王者荣耀', ...expectedFigures(loaded()) }], refused: [] })

    const refusedId = (await visibleGames()).find((g) => g.game_id !== GAME)?.game_id
    const refused = await accuracy({ gameId: refusedId })
    expect(refused.data.list).toEqual([])
    expect(refused.data.refused).toEqual([{ gameId: refusedId, gameName: expect.any(String), reason: expect.stringMatching(/样本不足/) }])
  })

  test('an unknown or closed game, or a malformed id → 40000 with a Chinese message', async () => {
    for (const gameId of [99999, 10130]) {
      const res = await accuracy({ gameId })
      expect(res).toMatchObject({ code: 40000, msg: '参数错误：游戏不存在或暂未开放估价', data: null })
    }
    for (const gameId of [0, 'x', 1.5]) {
      const res = await accuracy({ gameId })
      expect(res.code).toBe(40000)
      expect(res.msg).toMatch(/^参数错误/)
    }
  })
})

describe('accuracy in the valuation report', () => {
  test('a locked report has none; the unlocked one carries the figures of the model that valued it', async () => {
    const { valId } = (await t.post(`${API}/val/valuation`, { gameId: GAME, evaluateType: 2, answers: sampleAnswers(5) }, token)).data
    const locked = await waitForReport(t, token, valId)
    expect(locked.data.status).toBe(1)
    expect(locked.data).not.toHaveProperty('accuracy')

    await t.app.services.valuation.unlockReport(valId, 'test')
    const full = await t.post(`${API}/val/valReport`, { valId }, token)
    expect(full.data.status).toBe(2)
    expect(full.data.accuracy).toEqual(expectedFigures(loaded()))
    // The range the report shows is the one whose coverage the figures describe.
    expect(full.data.range.level).toBe(full.data.accuracy.rangeLevel)

    // A retrained model does not change what an existing report says about its own estimate.
    const real = loaded()
    await withModel(
      { ...real, model: { ...real.model, trainedAt: real.model.trainedAt + 1, accuracy: { ...real.model.accuracy, mdape: 0.5 } } },
      async () => {
        expect((await t.post(`${API}/val/valReport`, { valId }, token)).data.accuracy).toEqual(full.data.accuracy)
      },
    )
  })

  test('a report made before accuracy was measured shows the game’s current model', async () => {
    const valId = await makeReport(t, token, 6)
    const stored = await t.db.selectFrom('report').select('result').where('id', '=', valId).executeTakeFirstOrThrow()
    const { accuracy: _dropped, ...older } = JSON.parse(stored.result as string) as Record<string, unknown>
    await t.db
      .updateTable('report')
      .set({ result: JSON.stringify(older) })
      .where('id', '=', valId)
      .execute()

    const real = loaded()
    const current = { ...real, model: { ...real.model, accuracy: { ...real.model.accuracy, mdape: 0.4321 } } }
    await withModel(current, async () => {
      expect((await t.post(`${API}/val/valReport`, { valId }, token)).data.accuracy).toEqual(expectedFigures(current))
    })
  })
})

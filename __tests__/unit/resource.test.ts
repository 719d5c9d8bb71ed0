import { RequestError } from '@/http'
import { Resource, every } from '@/stores/resource'

/** The one load / error / poll primitive the stores share (issue 36). */

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve()
}

/** A fetcher answering from a queue: a value, or an error to throw. */
function scripted<T>(answers: (T | Error)[]) {
  const calls = { n: 0 }
  const fetch = () => {
    calls.n++
    const a = answers.length > 1 ? answers.shift()! : answers[0]
    return a instanceof Error ? Promise.reject(a) : Promise.resolve(a)
  }
  return { fetch, calls }
}

describe('Resource', () => {
  afterEach(() => jest.useRealTimers())

  it('moves idle → loading → ready and keeps the data on screen while it asks again', async () => {
    const { fetch } = scripted([1, 2])
    const r = new Resource<number>(fetch)
    expect(r.status).toBe('idle')
    const p = r.load()
    expect(r.status).toBe('loading')
    expect(await p).toBe(1)
    expect(r.status).toBe('ready')
    const again = r.load()
    expect(r.data).toBe(1)
    await again
    expect(r.data).toBe(2)
  })

  it('reload clears the data first', async () => {
    const r = new Resource<number>(scripted([1, 2]).fetch)
    await r.load()
    const p = r.reload()
    expect(r.data).toBeNull()
    await p
    expect(r.data).toBe(2)
  })

  it('records a failure with its text and remedy, and the next answer clears it', async () => {
    const r = new Resource<number>(scripted<number>([new RequestError(40004, '报告不存在'), 3]).fetch)
    expect(await r.load()).toBeNull()
    expect(r.status).toBe('error')
    expect(r.errorText).toBe('报告不存在')
    expect(r.remedy).toBe('none')
    expect(r.error).toBeInstanceOf(RequestError)
    await r.load()
    expect(r.status).toBe('ready')
    expect(r.errorText).toBe('')
    expect(r.error).toBeNull()
  })

  it('says a network failure in its own words and offers a reload', async () => {
    const r = new Resource<number>(scripted<number>([new Error('offline')]).fetch, { failedText: '报告加载失败' })
    await r.load()
    expect(r.errorText).toBe('报告加载失败')
    expect(r.remedy).toBe('retry')
  })

  it('lets a newer load win over an older one still in flight', async () => {
    let resolveFirst: (n: number) => void = () => undefined
    const r = new Resource<number>()
    const first = r.run(() => new Promise<number>((res) => (resolveFirst = res)))
    const second = r.run(() => Promise.resolve(2))
    resolveFirst(1)
    expect(await first).toBeNull()
    expect(await second).toBe(2)
    expect(r.data).toBe(2)
  })

  it('shares a load in flight when shared, and asks again once it has answered', async () => {
    const { fetch, calls } = scripted([1, 2])
    const r = new Resource<number>(fetch, { shared: true })
    const [a, b] = await Promise.all([r.load(), r.load()])
    expect([a, b, calls.n]).toEqual([1, 1, 1])
    expect(await r.load()).toBe(2)
  })

  it('fails without asking when told so', () => {
    const r = new Resource<number>()
    r.fail('链接无效')
    expect(r.status).toBe('error')
    expect(r.errorText).toBe('链接无效')
    expect(r.remedy).toBe('none')
  })

  it('hands each answer and failure to its hooks with the data it replaces', async () => {
    const seen: string[] = []
    const r = new Resource<number>(scripted<number>([1, new Error('x'), 2]).fetch, {
      onData: (d, prev) => seen.push(`${prev}->${d}`),
      onError: () => seen.push('error'),
    })
    await r.load()
    await r.load()
    await r.load()
    expect(seen).toEqual(['null->1', 'error', '1->2'])
  })

  describe('pollWhile', () => {
    beforeEach(() => jest.useFakeTimers())

    it('asks on the schedule until the predicate lets go', async () => {
      const { fetch, calls } = scripted(['generating', 'generating', 'done'])
      const r = new Resource<string>(fetch)
      const end = r.pollWhile((s) => s === 'generating', every(1200))
      await flush()
      expect(calls.n).toBe(1)
      jest.advanceTimersByTime(1200)
      await flush()
      expect(calls.n).toBe(2)
      jest.advanceTimersByTime(1200)
      await expect(end).resolves.toBe('settled')
      expect(calls.n).toBe(3)
      expect(r.isPolling).toBe(false)
    })

    it('ends when the waits run out', async () => {
      const { fetch, calls } = scripted(['open'])
      const r = new Resource<string>(fetch)
      const end = r.pollWhile(() => true, [1000, 2000])
      await flush()
      jest.advanceTimersByTime(1000)
      await flush()
      jest.advanceTimersByTime(2000)
      await expect(end).resolves.toBe('exhausted')
      expect(calls.n).toBe(3)
    })

    it('stops at a failure, or goes on through it when told to', async () => {
      const failing = new Resource<string>(scripted<string>([new RequestError(429, '')]).fetch)
      await expect(failing.pollWhile(() => true, every(1000))).resolves.toBe('failed')

      const { fetch, calls } = scripted<string>([new RequestError(429, ''), new Error('offline'), 'paid'])
      const patient = new Resource<string>(fetch)
      const end = patient.pollWhile((s) => s !== 'paid', every(1000), { keepOnError: true })
      await flush()
      expect(patient.status).toBe('error')
      jest.advanceTimersByTime(1000)
      await flush()
      jest.advanceTimersByTime(1000)
      await expect(end).resolves.toBe('settled')
      expect(calls.n).toBe(3)
      expect(patient.data).toBe('paid')
    })

    it('never asks behind a hidden page, and a gone page drops the answer it waited for', async () => {
      const { fetch, calls } = scripted(['generating'])
      const r = new Resource<string>(fetch)
      const end = r.pollWhile(() => true, every(1200))
      await flush()
      r.hide()
      await expect(end).resolves.toBe('stopped')
      jest.advanceTimersByTime(10_000)
      await flush()
      expect(calls.n).toBe(1)

      r.show()
      let resolve: (s: string) => void = () => undefined
      const slow = new Resource<string>(() => new Promise((res) => (resolve = res)))
      const slowEnd = slow.pollWhile(() => true, every(1200))
      slow.dispose()
      resolve('late')
      await expect(slowEnd).resolves.toBe('stopped')
      expect(slow.data).toBeNull()
    })

    it('asks once when started behind a hidden page', async () => {
      const { fetch, calls } = scripted(['generating'])
      const r = new Resource<string>(fetch)
      r.hide()
      await expect(r.pollWhile(() => true, every(1200))).resolves.toBe('hidden')
      expect(calls.n).toBe(1)
      expect(r.data).toBe('generating')
    })

    it('a new poll stops the one before it', async () => {
      const { fetch, calls } = scripted(['generating'])
      const r = new Resource<string>(fetch)
      const first = r.pollWhile(() => true, every(1200))
      await flush()
      const second = r.pollWhile(() => false, every(1200))
      await expect(first).resolves.toBe('stopped')
      await expect(second).resolves.toBe('settled')
      expect(calls.n).toBe(2)
    })
  })
})

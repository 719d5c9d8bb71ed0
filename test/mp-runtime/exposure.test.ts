import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { TrackEventType, TrackName, TrackerLimit } from '../../src/constants/tracker'
import { PLATFORMS, launch, unlessBuilt, useService } from './feature-helpers'
import type { HostRequest } from './host-api'

/**
 * Exposure events on the built mini-programs (spec section 9): the host's intersection observer sees only the
 * elements drawn when it starts observing and reports only their `data-sid`. Home draws its sections after its
 * data arrives (the skeleton first, the market sections and 资讯 later), so each must still be reported under
 * its own event name, once.
 */

interface SentEvent {
  eventType: string
  name: string
  extra?: { key?: string }
}

for (const platform of PLATFORMS) {
  describe(`${platform}: exposure events`, { skip: unlessBuilt(platform) }, () => {
    const service = useService()

    test('home reports the exposure of the sections drawn after its data, each once', async () => {
      const sent: SentEvent[] = []
      const request = (req: HostRequest, page: string | undefined) => {
        if (req.url.endsWith('/tracker/report') && typeof req.data === 'string') {
          sent.push(...(JSON.parse(req.data) as { events: SentEvent[] }).events)
        }
        return service().request(req, page)
      }
      const rt = await launch(platform, service(), { request })
      try {
        await rt.openPage('pages/index/index')
        await rt.settle()
        // The watch looks again a moment after sections appear; Taro then defers the observer's `observe` with its
        // nextTick, which, when no setData is pending, waits 100 ms of wall-clock time (Date.now, which the virtual
        // clock does not move) polling on a timer: let that time pass as it does on a phone.
        await rt.advance(500)
        await new Promise((resolve) => setTimeout(resolve, 150))
        // The tracker sends its batch after its delay.
        await rt.advance(TrackerLimit.FLUSH_DELAY_MS + 100)
        await rt.settle()
        const exposures = sent.filter((e) => e.eventType === TrackEventType.EXPOSURE)
        const names = exposures.map((e) => e.name)
        for (const name of [
          TrackName.INDEX_TOP,
          TrackName.INDEX_TASK,
          TrackName.INDEX_PRICE_TREND,
          TrackName.INDEX_HOT_VALUE,
          TrackName.INDEX_INFORMATION,
        ]) {
          assert.ok(names.includes(name), `${name} exposed (sent: ${names.join(', ') || 'none'})`)
        }
        const keys = exposures.map((e) => e.extra?.key)
        assert.equal(new Set(keys).size, keys.length, `each element once: ${keys.join(', ')}`)
        // The observer was started again as sections appeared: the last one watched more than the first.
        const watched = rt.api.intersections.observations.map((o) => o.ids.length)
        assert.ok(watched.length > 1 && watched[watched.length - 1] > watched[0], `observed: ${watched.join(', ')}`)
        assert.deepEqual(rt.errors, [])
      } finally {
        rt.dispose()
      }
    })
  })
}

import { LocalShots, ShotText, shotProblem } from '../../src/stores/report-shots'

/** 报告截图 on the phone: what is refused before any upload, and the kept list's room. */

const MB = 1024 * 1024

describe('shotProblem', () => {
  it('takes JPG, PNG and WEBP up to 5 MB, by the H5 type or the mini-program path', () => {
    expect(shotProblem({ path: 'blob:http://127.0.0.1:8080/abc', size: 5 * MB, type: 'image/png' })).toBe('')
    expect(shotProblem({ path: 'wxfile://tmp_1.jpg', size: 100 })).toBe('')
    expect(shotProblem({ path: 'http://tmp/a.JPEG', size: 100 })).toBe('')
    expect(shotProblem({ path: 'ttfile://temp/b.webp', size: 100 })).toBe('')
  })
  it('refuses a file over 5 MB and other types; with no type to read, the service decides from the bytes', () => {
    expect(shotProblem({ path: 'http://tmp/a.png', size: 5 * MB + 1 })).toBe(ShotText.TOO_LARGE)
    expect(shotProblem({ path: 'http://tmp/a.gif', size: 100 })).toBe(ShotText.BAD_TYPE)
    expect(shotProblem({ path: 'blob:http://127.0.0.1:8080/abc', size: 100, type: 'image/heic' })).toBe(ShotText.BAD_TYPE)
    expect(shotProblem({ path: 'blob:http://127.0.0.1:8080/abc', size: 100, type: '' })).toBe('')
    expect(ShotText).toEqual({ TOO_LARGE: '图片不能超过5MB', BAD_TYPE: '仅支持 JPG、PNG、WEBP 图片' })
  })
})

describe('LocalShots', () => {
  it('keeps at most nine, in the order picked; remove and clear', async () => {
    const shots = new LocalShots()
    expect(await shots.add(['a', 'b'])).toBe(2)
    expect(shots.room).toBe(7)
    expect(await shots.add(Array.from({ length: 10 }, (_, i) => `p${i}`))).toBe(7)
    expect(shots.count).toBe(9)
    expect(shots.room).toBe(0)
    expect(await shots.add(['late'])).toBe(0)
    shots.remove(shots.shots[0].key)
    expect(shots.shots.map((s) => s.path).slice(0, 2)).toEqual(['b', 'p0'])
    shots.clear()
    expect(shots.count).toBe(0)
  })
})

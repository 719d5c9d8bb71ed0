import { dispatchOps, OPS_FAMILIES, type OpsFamily } from '../../src/cli/ops-dispatch'
import { CommandError } from '../../src/lib/command-error'
import { runBannerCommand } from '../../src/modules/banner/command'
import { runDrawCommand } from '../../src/modules/draw/command'
import { runMissionCommand } from '../../src/modules/rewards/command'
import { createTestApp, type TestApp } from '../helpers'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

const failure = (args: string[]) =>
  dispatchOps(args, t.app.services).then(
    () => {
      throw new Error('expected a CommandError')
    },
    (err: unknown) => {
      expect(err).toBeInstanceOf(CommandError)
      return (err as Error).message
    },
  )

const FAMILY_LINES = [/task:\*\s+love:\*/, /activity:\*\s+prize:\*\s+payout:\*/, /banner:\*/]

describe('npm run ops dispatch', () => {
  test('an unknown command is a CommandError with the usage of every family', async () => {
    for (const args of [['frobnicate'], ['users:delete', '1'], ['banner'], [':list'], ['Banner:list']]) {
      const msg = await failure(args)
      expect(msg).toContain(`unknown command "${args[0]}"`)
      for (const line of FAMILY_LINES) expect(msg).toMatch(line)
      for (const cmd of ['task:set', 'love:adjust', 'activity:set', 'prize:add', 'payout:retry', 'banner:set', 'banner:remove'])
        expect(msg).toContain(cmd)
    }
  })

  test('no command is an error too; help prints the usage', async () => {
    expect(await failure([])).toMatch(/^give a command\n\nusage: npm run ops -- COMMAND/)
    for (const help of ['help', '--help', '-h']) {
      const out = await dispatchOps([help], t.app.services)
      for (const line of FAMILY_LINES) expect(out).toMatch(line)
    }
  })

  test('each prefix goes to its family with the whole argument list', async () => {
    const calls: string[] = []
    const recording: OpsFamily[] = OPS_FAMILIES.map((f) => ({
      ...f,
      run: async (args) => {
        calls.push(`${f.prefixes[0]}: ${args.join(' ')}`)
        return 'ok'
      },
    }))
    for (const cmd of ['task:list', 'love:adjust 13800000000 5 补发', 'activity:list', 'prize:ship 3', 'payout:retry 9', 'banner:remove 2'])
      expect(await dispatchOps(cmd.split(' '), t.app.services, recording)).toBe('ok')
    expect(calls).toEqual([
      'task: task:list',
      'task: love:adjust 13800000000 5 补发',
      'activity: activity:list',
      'activity: prize:ship 3',
      'activity: payout:retry 9',
      'banner: banner:remove 2',
    ])
    const runOf = (prefix: string) => OPS_FAMILIES.find((f) => f.prefixes.includes(prefix))?.run
    expect([runOf('task'), runOf('love')]).toEqual([runMissionCommand, runMissionCommand])
    expect([runOf('activity'), runOf('prize'), runOf('payout')]).toEqual([runDrawCommand, runDrawCommand, runDrawCommand])
    expect(runOf('banner')).toBe(runBannerCommand)
  })

  test('banner commands run through it against the services', async () => {
    expect(await dispatchOps(['banner:list'], t.app.services)).toMatch(/^#1 live/)
    const out = await dispatchOps(
      ['banner:set', '9', '--title', '五一活动', '--jump-type', '3', '--target', 'pages/h5/cj-active-draw/index?activityId=may'],
      t.app.services,
    )
    expect(out).toContain('created banner 9')
    expect(await t.db.selectFrom('banner').select(['title', 'jump_type', 'target']).where('id', '=', 9).executeTakeFirst()).toEqual({
      title: '五一活动',
      jump_type: 3,
      target: 'pages/h5/cj-active-draw/index?activityId=may',
    })
    expect(await failure(['banner:set', '9', '--colors', 'red,blue'])).toContain('渐变色须为两个')
    expect(await failure(['banner:nope'])).toContain('unknown banner command "banner:nope"')
  })
})

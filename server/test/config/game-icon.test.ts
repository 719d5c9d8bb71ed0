import { cliActor } from '../../src/modules/audit/service'
import { runConfigCommand } from '../../src/modules/config/command'
import { ConfigInputError } from '../../src/modules/config/service'
import { createTestApp, type TestApp } from '../helpers'

/** A game's icon (issue 34): the drawn tile by default, or an operator's licensed https image, served in the game list. */

let t: TestApp
beforeEach(async () => {
  t = await createTestApp()
})
afterEach(async () => {
  await t.close()
})

const run = (...args: string[]) => runConfigCommand(args, t.app.services.config, cliActor('test'))
const iconOf = async (gameId: number) =>
  ((await t.post('/app/v1/valGameMain')).data.list as { gameId: number; icon: string }[]).find((g) => g.gameId === gameId)?.icon

test('an https icon set by an operator reaches the game list; the default name restores the drawn tile', async () => {
  expect(await iconOf(10013)).toBe('game-10013')
  await run('game', '10013', 'icon=https://cdn.example.com/games/wzry.png')
  expect(await iconOf(10013)).toBe('https://cdn.example.com/games/wzry.png')
  await run('game', '10013', 'icon=game-10013')
  expect(await iconOf(10013)).toBe('game-10013')
})

test.each([
  ['an http URL', 'http://cdn.example.com/a.png'],
  ['a script URL', 'javascript:alert(1)'],
  ["another game's name", 'game-10026'],
  ['a bare file name', 'wzry.png'],
  ['a URL over 512 characters', `https://cdn.example.com/${'a'.repeat(600)}.png`],
])('%s is refused and the old icon kept', async (_, icon) => {
  const attempt = run('game', '10013', `icon=${icon}`)
  await expect(attempt).rejects.toBeInstanceOf(ConfigInputError)
  await expect(attempt).rejects.toThrow(/icon must be game-10013 .* or an https image URL/)
  expect(await iconOf(10013)).toBe('game-10013')
})

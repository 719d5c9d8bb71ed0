import type { ConsoleTestApp } from './console-fixture'

/** A player logged in through the service (registered if new): their access token, user id and uid. */
export async function playerOf(t: ConsoleTestApp, phone: string): Promise<{ token: string; userId: number; uid: string }> {
  const { token } = await t.app.services.auth.loginByPhone('86', phone, { terminal: 2, channel: 'h5-default', ip: '127.0.0.1' }, {}, 0)
  const { id, uid } = await t.db.selectFrom('users').select(['id', 'uid']).where('phone', '=', phone).executeTakeFirstOrThrow()
  return { token, userId: Number(id), uid }
}

import { unitOfWork } from '../../src/db/unit-of-work'
import { ConfigRepository } from '../../src/modules/config/repository'
import { createTestDb, type TestDb } from '../helpers'

let t: TestDb
beforeAll(async () => {
  t = await createTestDb()
})
afterAll(async () => {
  await t.close()
})

const NOW = Date.UTC(2025, 0, 15)

describe('unitOfWork', () => {
  it('binds its repositories to the transaction: they see its writes, the shared ones only after commit', async () => {
    const uow = unitOfWork(t.db, { config: ConfigRepository })
    const seen = await uow.transaction(async ({ config }) => {
      await config.upsert('uow.commit', 'inside', 0, NOW)
      return config.get('uow.commit')
    })
    expect(seen).toBe('inside')
    expect(await uow.repos.config.get('uow.commit')).toBe('inside')
  })

  it('leaves nothing written when the transaction throws', async () => {
    const uow = unitOfWork(t.db, { config: ConfigRepository })
    const failure = new Error('rolled back')
    await expect(
      uow.transaction(async ({ config }) => {
        await config.upsert('uow.rollback', 'never', 0, NOW)
        expect(await config.get('uow.rollback')).toBe('never')
        throw failure
      }),
    ).rejects.toBe(failure)
    expect(await uow.repos.config.get('uow.rollback')).toBeUndefined()
  })

  it('hands out the transaction, on which another unit of work joins it', async () => {
    const uow = unitOfWork(t.db, { config: ConfigRepository })
    const other = unitOfWork(t.db, { settings: ConfigRepository })
    await expect(
      uow.transaction(async (_repos, trx) => {
        await other.on(trx).settings.upsert('uow.trx', 'joined', 0, NOW)
        throw new Error('undo')
      }),
    ).rejects.toThrow('undo')
    expect(await uow.repos.config.get('uow.trx')).toBeUndefined()
  })
})

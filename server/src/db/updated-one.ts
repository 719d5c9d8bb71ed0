import { toNumber } from './numbers'

/**
 * Whether a conditional update changed its one row: false when its condition no longer held (a concurrent
 * request got there first), which is how the repositories settle races without reading first.
 */
export async function updatedOne(update: { executeTakeFirst(): Promise<{ numUpdatedRows: bigint }> }): Promise<boolean> {
  return toNumber((await update.executeTakeFirst()).numUpdatedRows) === 1
}

import type { Db } from '../db/connect'
import { createAnnouncer } from './announcer'
import { BusChannel } from './replica-bus'

/** Sessions revoked or rotated, announced on the writer's own transaction (see createAnnouncer). */
const sessions = createAnnouncer(BusChannel.SESSIONS)

/** `key`: `f:<familyId>` or `u:<userId>`. */
export const announceSessionChange = (db: Db, key: string): Promise<void> => sessions.announce(db, key)
export const familyKey = (familyId: string): string => `f:${familyId}`
export const userKey = (userId: number): string => `u:${userId}`

/** This process's announcements, at once (before the writer's commit). */
export const onLocalSessionChange = (listener: (key: string) => void): (() => void) => sessions.onLocal(listener)

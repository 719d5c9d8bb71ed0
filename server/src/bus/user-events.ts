import type { Db } from '../db/connect'
import { createAnnouncer } from './announcer'
import { BusChannel } from './replica-bus'

/**
 * A user's row changed in what a replica may cache of it (user/userInfo: inviter, real-name status, deletion),
 * announced on the writer's own transaction (see createAnnouncer). Payload: the user's id.
 */
const users = createAnnouncer(BusChannel.USERS)

export const announceUserChange = (db: Db, userId: number): Promise<void> => users.announce(db, String(userId))

/** This process's announcements, at once (before the writer's commit). */
export const onLocalUserChange = (listener: (userId: string) => void): (() => void) => users.onLocal(listener)

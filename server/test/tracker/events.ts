import type { NewTrackerEvent } from '../../src/modules/tracker/repository'

/** A tracker event row as the service stores one, for tests that seed figures straight into the table. */
export const trackerEvent = (
  visitor: string,
  terminal: number,
  eventType: string,
  name: string,
  at: number,
  userId: number | null = null,
): NewTrackerEvent => ({
  event_type: eventType,
  name,
  user_id: userId === null ? null : String(userId),
  visitor_id: visitor,
  session_id: 's',
  ip: '203.0.113.1',
  ua: '',
  browser: '',
  os: '',
  is_mobile: 1,
  standalone: 0,
  app_code: 100,
  channel: 'h5-default',
  terminal,
  event_time: at,
  last_spm: null,
  spm: null,
  extra: null,
  created_at: at,
})

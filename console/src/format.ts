import dayjs from 'dayjs'

/** A UTC-millisecond time in the operator's local time, to the second. */
export const formatTime = (ms: number | null | undefined): string => (ms == null ? '—' : dayjs(ms).format('YYYY-MM-DD HH:mm:ss'))

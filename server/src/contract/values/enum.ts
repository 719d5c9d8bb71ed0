/** The value type of an `as const` enum object: `EnumValue<typeof ReportStatus>` is 0 | 1 | 2 | 3. */
export type EnumValue<T> = T[keyof T]

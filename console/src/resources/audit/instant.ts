/** A date-time input gives local time: a filter is sent as the instant it means. */
export const instant = (value: string | Date | null) => (value ? new Date(value).toISOString() : value)

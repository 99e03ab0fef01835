// A call the server refused for now (429, 503: busy, or its database away for a moment) and how long to wait before
// trying again: shared by the room connection's rejoins and the sign-in sent again after a reconnect.

export const refusedForNow = (error: unknown) =>
  [429, 503].includes((error as { code?: unknown } | null)?.code as number)

/** The wait a refusal asks for (`data.retryAfter`, in seconds), in ms. */
export const retryAfterMs = (error: unknown) => {
  const seconds = (error as { data?: { retryAfter?: unknown } } | null)?.data?.retryAfter
  return typeof seconds === 'number' && seconds > 0 ? seconds * 1000 : undefined
}

/** That wait and up to half again, so that a crowd refused together does not come back together; else 1 to 3 s. */
export const retryDelay = (asked: number | undefined) =>
  asked === undefined ? 1000 + Math.random() * 2000 : asked * (1 + Math.random() / 2)

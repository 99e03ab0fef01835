/** The room page (built by the room feature). */
export const roomPath = (slug: string) => `/rooms/${encodeURIComponent(slug)}`

/** What the player starts: the provider that plays it, where from, and the play it belongs to. */
export interface PlaybackStart {
  provider: 'uploadService'
  url: string
  endTime: number
}

/** Seed 002, "Playback": a start with the same provider, end time and stream URL as the current one is ignored. */
export const sameStart = (a: PlaybackStart | null, b: PlaybackStart | null) =>
  !!a && !!b && a.provider === b.provider && a.endTime === b.endTime && a.url === b.url

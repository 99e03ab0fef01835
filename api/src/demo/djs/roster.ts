import type { RoomCreate } from '@spinroom/schemas'

export interface DemoDj {
  nickname: string
  profile: { firstName: string; lastName: string; color: string }
  /** A public demo avatar (api/src/demo/avatars.ts), worn when the database has it. */
  avatarId: string
  colors: [string, string]
  /**
   * The queue: every demo song (by index in the twelve demo tunes). The second DJ's is the first's half a turn on, so
   * in rotation a song comes back only after ten others at least.
   */
  queue: number[]
}

/** The two demo DJ bots that keep the demo room playing. */
export const demoDjs: DemoDj[] = [
  {
    nickname: 'nova.demodj',
    profile: { firstName: 'Nova', lastName: '(demo DJ)', color: '#ff4f8b' },
    avatarId: 'equalizer',
    colors: ['#ff4f8b', '#7c4dff'],
    queue: [0, 4, 8, 1, 5, 9, 2, 6, 10, 3, 7, 11]
  },
  {
    nickname: 'echo.demodj',
    profile: { firstName: 'Echo', lastName: '(demo DJ)', color: '#00bfa5' },
    avatarId: 'vinyl',
    colors: ['#00bfa5', '#2979ff'],
    queue: [2, 6, 10, 3, 7, 11, 0, 4, 8, 1, 5, 9]
  }
]

/** The public, promoted room the demo DJs play in, owned by the demo administrator. */
export const demoDjRoom: RoomCreate & { slug: string } = {
  name: 'Demo Room: Live Now',
  slug: 'demo-room-live-now',
  design: 'CLUB',
  djType: 'EVERYONE',
  vibe: 'demo songs around the clock',
  description: 'Two demo DJ bots play the demo songs here, in rotation, all day long. Take a free seat and join them.',
  numberOfDjs: 4,
  songsPerDj: 1
}

/** Why the live room refused entry, read from its 403 messages (api/src/services/rooms/live/presence.ts). */
export type JoinRefusal =
  | { kind: 'password'; wrong: boolean }
  | { kind: 'guestPassword'; wrong: boolean }
  | { kind: 'banned' }
  | { kind: 'kicked' }
  | { kind: 'full' }
  | { kind: 'other'; message: string }

const refusals: [string, JoinRefusal][] = [
  ['This room needs a password', { kind: 'password', wrong: false }],
  ['Wrong room password', { kind: 'password', wrong: true }],
  ['This room needs a guest password', { kind: 'guestPassword', wrong: false }],
  ['Wrong guest password', { kind: 'guestPassword', wrong: true }],
  ['You are banned from this room', { kind: 'banned' }],
  ['You were kicked from this room', { kind: 'kicked' }],
  ['Room is full', { kind: 'full' }]
]

export function joinRefusal(message: string): JoinRefusal {
  return refusals.find(([text]) => text === message)?.[1] ?? { kind: 'other', message }
}

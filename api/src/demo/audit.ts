import { randomUUID } from 'node:crypto'
import type { AuditTopic, SongData } from '@spinroom/schemas'
import type { Application } from '../declarations.ts'
import type { UserRow } from '../services/accounts/users/entity.ts'
import { demoDjRoom } from './djs/roster.ts'

const HOUR = 3_600_000
const GUESTS: string[] = Array.from({ length: 6 }, () => randomUUID())

// A day's shape: quiet at dawn, busiest in the evening (index: hours ago, 0 the current hour).
const listenersAt = (hour: number) => 3 + Math.round(6 * (1 + Math.sin(((hour - 6) / 24) * 2 * Math.PI)))

/**
 * A day of audit events (each listener's play tracking and page views, hour by hour) so the console's explorer and
 * the dashboard's chart show something, and two moderation records written by hand (the writer as moderator).
 */
export async function seedAudit(app: Application, users: UserRow[], songs: SongData[]): Promise<void> {
  const knex = app.get('knex')
  const now = Date.now()
  const listeners = [...users.map((u) => u.id), ...GUESTS]
  const rows = []
  let n = 0
  for (let ago = 23; ago >= 0; ago--) {
    const start = Math.floor(now / HOUR) * HOUR - ago * HOUR
    for (let l = 0; l < Math.min(listeners.length, listenersAt(start / HOUR)); l++) {
      const userUuid = listeners[(l + ago) % listeners.length]!
      const guest = GUESTS.includes(userUuid)
      const device = { platform: l % 3 === 0 ? 'ios' : 'web', isDiscord: l % 5 === 4, isLoggedIn: !guest }
      const at = (minute: number) => new Date(Math.min(now - 1000, start + minute * 60_000))
      rows.push({ topic: 'pageView', record: { page: 'room', roomSlug: demoDjRoom.slug }, device, userUuid, at: at(l) })
      for (let play = 0; play < 1 + ((l + ago) % 3); play++) {
        const song = songs[n++ % songs.length]!
        const record = {
          userUuid,
          roomSlug: demoDjRoom.slug,
          songInfo: { trackName: song.trackName, artistName: song.artistName, duration: song.duration },
          playId: randomUUID(),
          elapsedSeconds: Math.round(song.duration)
        }
        const minute = l + 2 + play * 4
        for (const [topic, offset] of [
          ['played15Sec', 0],
          ['played30Sec', 1],
          ['totalPlayed', 3]
        ] as [AuditTopic, number][])
          rows.push({ topic, record, device, userUuid, at: at(minute + offset) })
      }
    }
  }
  const inserts = rows
    .filter((row) => row.at.getTime() <= now)
    .map(({ topic, record, device, userUuid, at }) => ({
      id: randomUUID(),
      topic,
      record: JSON.stringify(record),
      device: JSON.stringify(device),
      userUuid,
      callerType: GUESTS.includes(userUuid) ? 'guest' : 'user',
      createdAt: at
    }))
  await knex.batchInsert('audit_events', inserts, 500)
  const named = (nickname: string) => users.find((u) => u.nickname === nickname)!
  const [mod, admin] = [named('moderator'), named('admin')]
  const room = await knex('rooms').where('slug', demoDjRoom.slug).first('uuid')
  const byHand = (fields: Record<string, unknown>, writer: UserRow) => ({
    id: randomUUID(),
    moderatorUuid: writer.id,
    recordedByUuid: writer.id,
    details: '{}',
    ...fields
  })
  await knex('moderation_actions').insert([
    byHand(
      {
        actionType: 'kickUser',
        targetUserUuid: named('ben').id,
        roomUuid: room?.uuid ?? null,
        reason: 'Flooding the chat with links (reported on Discord)'
      },
      mod
    ),
    byHand(
      {
        actionType: 'grantRole',
        targetUserUuid: named('ana').id,
        reason: 'Trusted listener',
        details: JSON.stringify({ role: 'promoter', previousRole: 'user' })
      },
      admin
    )
  ])
}

import { randomUUID } from 'node:crypto'
import type { RoomCreate } from '@spinroom/schemas'
import type { Application } from '../declarations.ts'
import type { UserRow } from '../services/accounts/users/entity.ts'
import { createRoom } from '../services/rooms/rooms/writes.ts'
import { demoDjRoom } from './djs/roster.ts'

/** The password of the demo's private room (the README lists it). */
export const DEMO_PRIVATE_ROOM_PASSWORD = 'velvet-rope'
export const DEMO_DISCORD_GUILD_ID = '112233445566778899'

interface DemoRoom {
  owner: string
  room: RoomCreate
  promoted?: boolean
  isLive?: boolean
  discordGuildId?: string
}

const demoRooms: DemoRoom[] = [
  {
    owner: 'djkai',
    isLive: true,
    room: {
      name: 'Late Night Grooves',
      design: 'CLUB',
      djType: 'EVERYONE',
      vibe: 'deep house',
      description: 'Deep and soulful house until sunrise.',
      numberOfDjs: 5
    }
  },
  {
    owner: 'cleo',
    promoted: true,
    room: {
      name: 'Festival Main Stage',
      design: 'FESTIVAL',
      djType: 'INVITE_ONLY',
      vibe: 'big room',
      description: 'Headliners only: ask for the DJ role.',
      numberOfDjs: 3,
      roomSize: 1000
    }
  },
  {
    owner: 'ben',
    room: {
      name: 'Indie Barn',
      design: 'BARN',
      djType: 'EVERYONE',
      vibe: 'indie',
      description: 'Guitars, fuzz and sing-alongs.',
      musicProviderKeys: ['spotify', 'youtube', 'soundCloudPublic']
    }
  },
  {
    owner: 'ana',
    room: {
      name: 'Yacht Rock Sundays',
      design: 'YACHT',
      djType: 'VERIFIED_ONLY',
      vibe: 'smooth',
      description: 'Smooth sailing, soft rock.'
    }
  },
  {
    owner: 'djkai',
    room: {
      name: 'Underground Sessions',
      design: 'UNDERGROUND',
      djType: 'PRO_PLAN_OWNER',
      vibe: 'techno',
      numberOfDjs: 1,
      songsPerDj: 3
    }
  },
  {
    owner: 'cleo',
    room: {
      name: 'Velvet Room',
      design: 'THEATER',
      type: 'PRIVATE',
      password: DEMO_PRIVATE_ROOM_PASSWORD,
      vibe: 'jazz',
      description: 'Private listening for friends.'
    }
  },
  {
    owner: 'ben',
    discordGuildId: DEMO_DISCORD_GUILD_ID,
    room: { name: 'Spinroom Discord Hangout', design: 'STADIUM', djType: 'EVERYONE', vibe: 'anything goes' }
  }
]

/**
 * Demo rooms of several designs and djTypes, a private and a promoted one, a Discord guild room; ana's favorites and
 * recent visits.
 */
export async function seedRooms(app: Application, users: UserRow[]): Promise<void> {
  const knex = app.get('knex')
  const byNickname = new Map(users.map((u) => [u.nickname, u]))
  const slugs = new Map<string, number>()
  for (const demo of demoRooms) {
    const created = await createRoom(
      app,
      byNickname.get(demo.owner)!.id,
      demo.room,
      demo.discordGuildId ? { discordGuildId: demo.discordGuildId } : {}
    )
    if (demo.promoted || demo.isLive)
      await knex('rooms').where('id', created.id).update({ promoted: !!demo.promoted, isLive: !!demo.isLive })
    slugs.set(created.slug, created.id)
  }
  const id = (slug: string) => slugs.get(slug)!
  const ana = byNickname.get('ana')!.id
  await knex('room_user_roles').insert({
    id: randomUUID(),
    roomId: id('late-night-grooves'),
    userUuid: byNickname.get('moderator')!.id,
    role: 'moderator'
  })
  await knex('room_favorites').insert(
    ['late-night-grooves', 'festival-main-stage'].map((slug) => ({ id: randomUUID(), userUuid: ana, roomId: id(slug) }))
  )
  const now = Date.now()
  await knex('room_visits').insert(
    ['indie-barn', 'festival-main-stage', 'late-night-grooves'].map((slug, i) => ({
      userUuid: ana,
      roomId: id(slug),
      visitedAt: new Date(now - (3 - i) * 3_600_000)
    }))
  )
}

/** The room-only demo moderator holds `moderator` in the demo DJs' room, which is live from the first minute. */
export async function seedRoomModerator(app: Application, users: UserRow[]): Promise<void> {
  const knex = app.get('knex')
  const room: { id: number } = await knex('rooms').where('slug', demoDjRoom.slug).first('id')
  await knex('room_user_roles').insert({
    id: randomUUID(),
    roomId: room.id,
    userUuid: users.find((u) => u.nickname === 'roommod')!.id,
    role: 'moderator'
  })
}

import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import type { Application } from '../declarations.ts'
import type { UserRow } from '../services/accounts/users/entity.ts'

const HOUR = 3_600_000

/**
 * The rooms demo communities and events attach to: the first ones there are, or two plain rooms when none exist yet.
 */
async function demoRooms(knex: Knex): Promise<{ id: number; created: boolean }[]> {
  const existing: { id: number }[] = await knex('rooms').orderBy('id').limit(3).select('id')
  if (existing.length) return existing.map((r) => ({ ...r, created: false }))
  const made: { id: number }[] = await knex('rooms')
    .insert([
      {
        uuid: randomUUID(),
        slug: 'community-lounge',
        name: 'Community Lounge',
        description: 'Where the communities meet'
      },
      {
        uuid: randomUUID(),
        slug: 'event-stage',
        name: 'Event Stage',
        description: 'Scheduled sets and listening parties'
      }
    ])
    .returning('id')
  return made.map((r) => ({ id: r.id, created: true }))
}

/**
 * Demo communities (the reserved jqbx and web3 among them) with members and rooms, upcoming events, and a few room
 * roles.
 */
export async function seedCommunities(app: Application, users: UserRow[]): Promise<void> {
  const knex = app.get('knex')
  const by = (nickname: string) => users.find((u) => u.nickname === nickname)!
  const rooms = await demoRooms(knex)
  const communities = [
    { slug: 'jqbx', name: 'JQBX', description: 'The original listening-party crowd' },
    { slug: 'web3', name: 'Web3', description: 'Music, tokens and collectibles' },
    { slug: 'lo-fi-beats', name: 'Lo-fi Beats', description: 'Beats to study and relax to' },
    { slug: 'house-music', name: 'House Music', description: 'Four to the floor, all night' }
  ].map((c) => ({ id: randomUUID(), ...c }))
  await knex('communities').insert(communities)
  const members = [
    ['jqbx', 'ana'],
    ['jqbx', 'ben'],
    ['jqbx', 'djkai'],
    ['web3', 'cleo'],
    ['lo-fi-beats', 'ana'],
    ['lo-fi-beats', 'cleo'],
    ['house-music', 'djkai'],
    ['house-music', 'ben']
  ]
  await knex('community_members').insert(
    members.map(([slug, nickname]) => ({
      communityId: communities.find((c) => c.slug === slug)!.id,
      userUuid: by(nickname).id
    }))
  )
  await knex('community_rooms').insert(
    communities.flatMap((c, i) =>
      rooms.filter((_, j) => (i + j) % 2 === 0).map((r) => ({ communityId: c.id, roomId: r.id }))
    )
  )

  const now = Date.now()
  const hour = (h: number) => new Date(now + h * HOUR)
  const [first, second = first] = rooms
  await knex('events').insert([
    {
      id: randomUUID(),
      slug: 'friday-vinyl-night',
      name: 'Friday Vinyl Night',
      description: 'Only records, all night',
      roomId: first.id,
      startTime: hour(26),
      endTime: hour(29),
      createdBy: by('admin').id
    },
    {
      id: randomUUID(),
      slug: 'lo-fi-study-session',
      name: 'Lo-fi Study Session',
      description: 'Two hours of focus',
      roomId: second.id,
      startTime: hour(3),
      endTime: hour(5),
      createdBy: by('admin').id
    },
    {
      id: randomUUID(),
      slug: 'global-listening-party',
      name: 'Global Listening Party',
      description: 'A new album, front to back',
      roomId: null,
      startTime: hour(72),
      endTime: hour(74),
      createdBy: by('admin').id
    }
  ])

  const role = (roomId: number, nickname: string, name: string, expirationTime: Date | null = null) => ({
    id: randomUUID(),
    roomId,
    userUuid: by(nickname).id,
    role: name,
    expirationTime
  })
  const roles = [
    role(first.id, 'ben', 'coOwner'),
    role(first.id, 'moderator', 'moderator'),
    role(first.id, 'djkai', 'dj'),
    role(first.id, 'cleo', 'chatDisabled', hour(24))
  ]
  // Rooms made here have no owner from the rooms seeder: ana runs them.
  for (const room of rooms.filter((r) => r.created)) roles.push(role(room.id, 'ana', 'owner'))
  await knex('room_user_roles').insert(roles).onConflict(['roomId', 'userUuid', 'role']).ignore()
}

import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import { loadSharp } from '../lib/sharp.ts'
import type { AvatarStatus } from '@spinroom/schemas'
import type { Application } from '../declarations.ts'
import { storeFile } from '../lib/stored-files.ts'

/** White glyphs drawn on a 100×100 canvas, centred on the disc. */
const glyphs = {
  vinyl:
    '<circle cx="50" cy="50" r="30" fill="none" stroke="white" stroke-width="6"/><circle cx="50" cy="50" r="8" fill="white"/>',
  note: '<path d="M42 26 L70 20 L70 62 A9 9 0 1 1 64 54 L64 32 L48 35.5 L48 68 A9 9 0 1 1 42 60 Z" fill="white"/>',
  bars: '<rect x="24" y="46" width="10" height="28" rx="3" fill="white"/><rect x="40" y="30" width="10" height="44" rx="3" fill="white"/><rect x="56" y="38" width="10" height="36" rx="3" fill="white"/><rect x="72" y="24" width="6" height="50" rx="3" fill="white"/>',
  star: '<polygon points="50,18 59,40 83,41 64,56 71,80 50,66 29,80 36,56 17,41 41,40" fill="white"/>',
  bolt: '<polygon points="56,16 30,54 47,54 42,84 70,44 53,44" fill="white"/>',
  heart: '<path d="M50 78 L24 52 A14 14 0 0 1 50 32 A14 14 0 0 1 76 52 Z" fill="white"/>',
  crown:
    '<polygon points="22,70 26,34 40,50 50,28 60,50 74,34 78,70" fill="white"/><rect x="22" y="72" width="56" height="7" rx="2" fill="white"/>'
}

/** A 256-pixel PNG: a coloured disc with a glyph, ringed in a lighter shade. */
const discImage = async (colour: string, glyph: keyof typeof glyphs) =>
  (await loadSharp())(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 100 100">
        <circle cx="50" cy="50" r="48" fill="${colour}"/><circle cx="50" cy="50" r="44" fill="none" stroke="white" stroke-opacity="0.35" stroke-width="2"/>${glyphs[glyph]}
      </svg>`
    )
  )
    .png()
    .toBuffer()

interface DemoAvatar {
  slug: string
  name: string
  description: string
  avatarStatus: AvatarStatus
  discordOnly?: boolean
  colour: string
  glyph: keyof typeof glyphs
}

const catalogue: DemoAvatar[] = [
  {
    slug: 'vinyl',
    name: 'Vinyl',
    description: 'A classic black disc.',
    avatarStatus: 'PUBLIC',
    colour: '#2b2d42',
    glyph: 'vinyl'
  },
  {
    slug: 'quaver',
    name: 'Quaver',
    description: 'Two notes, one beat.',
    avatarStatus: 'PUBLIC',
    colour: '#3a86ff',
    glyph: 'note'
  },
  {
    slug: 'equalizer',
    name: 'Equalizer',
    description: 'Bars that dance with the bass.',
    avatarStatus: 'PUBLIC',
    colour: '#06d6a0',
    glyph: 'bars'
  },
  {
    slug: 'discord-wave',
    name: 'Discord wave',
    description: 'For members who linked their Discord account.',
    avatarStatus: 'PUBLIC',
    discordOnly: true,
    colour: '#5865f2',
    glyph: 'bolt'
  },
  {
    slug: 'staff-pick',
    name: 'Staff pick',
    description: 'Given by hand to people who help out.',
    avatarStatus: 'PRIVATE',
    colour: '#ef476f',
    glyph: 'heart'
  },
  {
    slug: 'platinum-crown',
    name: 'Platinum crown',
    description: 'For subscribers.',
    avatarStatus: 'SUBSCRIBER_ONLY',
    colour: '#8d99ae',
    glyph: 'crown'
  }
]

const AWARD_COLOURS = ['#ffb703', '#fb8500', '#e63946', '#8338ec']
const AWARD_THRESHOLD = 500
const awardSlug = (seasonName: string) => `${seasonName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-star`

async function insertAvatar(
  knex: Knex,
  avatar: Omit<DemoAvatar, 'colour' | 'glyph'> & { seasonId?: string; pointsThreshold?: number },
  image: Buffer
) {
  const file = await storeFile(knex, 'image/png', image)
  const id = randomUUID()
  await knex('avatars').insert({
    id,
    seasonId: null,
    pointsThreshold: null,
    discordOnly: false,
    ...avatar,
    imageFileId: file.id
  })
  return id
}

/**
 * Demo avatars of every status (one award per season, one for Discord members) with their images, and a few
 * assignments.
 */
export async function seedAvatars(app: Application): Promise<void> {
  const knex = app.get('knex')
  const ids: Record<string, string> = {}
  for (const { colour, glyph, ...avatar } of catalogue)
    ids[avatar.slug] = await insertAvatar(knex, avatar, await discImage(colour, glyph))
  const seasons: { id: string; seasonName: string }[] = await knex('seasons')
    .orderBy('seasonStart')
    .select('id', 'seasonName')
  for (const [i, season] of seasons.entries()) {
    const slug = awardSlug(season.seasonName)
    const award = {
      slug,
      name: `${season.seasonName} star`,
      description: `Earned with ${AWARD_THRESHOLD} points in ${season.seasonName}.`,
      avatarStatus: 'SEASON_AWARD' as const
    }
    ids[slug] = await insertAvatar(
      knex,
      { ...award, seasonId: season.id, pointsThreshold: AWARD_THRESHOLD },
      await discImage(AWARD_COLOURS[i % AWARD_COLOURS.length], 'star')
    )
  }
  const user = async (nickname: string): Promise<string> =>
    (await knex('users').where('nickname', nickname).first('id')).id
  const firstAward = seasons[0] && ids[awardSlug(seasons[0].seasonName)]
  const assignments = [
    { avatarId: ids['staff-pick'], userUuid: await user('admin'), assignmentType: 'MANUAL' },
    { avatarId: ids['staff-pick'], userUuid: await user('moderator'), assignmentType: 'MANUAL' },
    { avatarId: ids['platinum-crown'], userUuid: await user('ben'), assignmentType: 'PURCHASED' },
    ...(firstAward ? [{ avatarId: firstAward, userUuid: await user('ana'), assignmentType: 'SEASON_AWARD' }] : [])
  ]
  await knex('avatar_assignments').insert(assignments.map((a) => ({ id: randomUUID(), ...a })))
  await knex('users')
    .where('id', await user('ben'))
    .update({ avatarId: 'platinum-crown' })
  await knex('users')
    .where('id', await user('cleo'))
    .update({ avatarId: 'quaver' })
}

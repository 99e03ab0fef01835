import type { SongData } from '@spinroom/schemas'
import type { Application } from '../../declarations.ts'
import { saveImage } from '../../services/accounts/images/images.ts'
import { createUser, findUserByEmail, usersService, type UserRow } from '../../services/accounts/users/entity.ts'
import { specialCrate } from '../../services/playlists/crates/crates.ts'
import { addSongs } from '../../services/playlists/crates/songs.ts'
import { createRoom } from '../../services/rooms/rooms/writes.ts'
import { catalogueData } from '../../services/songs/uploaded-songs/lifecycle.ts'
import type { UploadedSongRow } from '../../services/songs/uploaded-songs/entity.ts'
import { accountPicture } from '../profiles.ts'
import { demoTunes } from '../songs.ts'
import { interleave } from '../provider-songs.ts'
import { demoDjRoom, demoDjs } from './roster.ts'

/** The demo administrator's address: its account marks a database that holds the demo data. */
const DEMO_ADMIN_EMAIL = 'admin@spinroom.test'

/**
 * The demo DJ bots (owned by the demo administrator, with pictures, avatars and a queue of every demo song in their own
 * order, the songs found at the configured providers shared out between them) and the promoted public room they play
 * in.
 */
export async function seedDemoDjs(
  app: Application,
  admin: UserRow,
  songs: SongData[],
  found: SongData[] = []
): Promise<void> {
  const knex = app.get('knex')
  const room = await createRoom(app, admin.id, demoDjRoom)
  await knex('rooms').where('id', room.id).update({ promoted: true, isLive: true })
  const avatars = new Set<string>(await knex('avatars').pluck('slug'))
  for (const [n, dj] of demoDjs.entries()) {
    const bot = await createUser(app, { nickname: dj.nickname, roles: ['bot'] })
    await knex('bots').insert({ userUuid: bot.id, ownerUuid: admin.id })
    await usersService(app).patch(bot.id, {
      ...dj.profile,
      ...(avatars.has(dj.avatarId) ? { avatarId: dj.avatarId } : {}),
      updatedAt: new Date()
    })
    await saveImage(app, bot.id, 'profilePicture', await accountPicture(dj.profile.firstName[0], dj.colors, false))
    const queue = dj.queue.flatMap((i) => (songs[i] ? [songs[i]] : []))
    const theirs = found.filter((_, i) => i % demoDjs.length === n)
    await addSongs(app, (await specialCrate(knex, bot.id, 'queue')).id, interleave(queue, theirs))
  }
}

/**
 * A demo database made before the demo DJs existed gets them now, over the demo songs its administrator uploaded;
 * any other database (no demo administrator, or the DJs already there) is left alone.
 */
export async function ensureDemoDjs(app: Application): Promise<void> {
  const knex = app.get('knex')
  const admin = await findUserByEmail(knex, DEMO_ADMIN_EMAIL)
  if (!admin || (await knex('rooms').where('slug', demoDjRoom.slug).first('id'))) return
  if (
    await knex('users')
      .whereIn(
        'nickname',
        demoDjs.map((dj) => dj.nickname)
      )
      .first('id')
  )
    return
  const uploads: UploadedSongRow[] = await knex('uploaded_songs')
    .where('userId', admin.id)
    .whereIn(
      'trackName',
      demoTunes.map((tune) => tune.title)
    )
  const songs = demoTunes.flatMap((tune) => {
    const row = uploads.find((upload) => upload.trackName === tune.title)
    return row ? [catalogueData(row)] : []
  })
  if (songs.length === demoTunes.length) await seedDemoDjs(app, admin, songs)
}

import type { CrateExport, CrateExportResult, exportRoutes, SongProviderKey } from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import { BadGateway, expectOk } from '../../../providers/http.ts'
import type { Handlers } from '../../../lib/domain.ts'
import type { Call } from '../../../lib/endpoint.ts'
import { Forbidden, NotFound } from '../../../errors.ts'
import {
  accessTokenOf,
  readAppleToken,
  refreshToken
} from '../../accounts/provider-credentials/provider-credentials.ts'
import { appleApi, appleDeveloperToken } from '../../songs/providers/apple.ts'
import { baseUrl, withToken } from '../../songs/providers/client.ts'

type ExportCall = Call<unknown, unknown, CrateExport>
// Spotify adds at most 100 items a request.
const SPOTIFY_BATCH = 100

/** The caller's crate's provider ids, in crate order, and how many of its songs have none there. */
async function crateIds({ app, caller, body }: ExportCall, key: SongProviderKey) {
  const knex = app.get('knex')
  const crate = await knex('crates').where({ id: body.crateUuid }).first()
  if (!crate) throw new NotFound('Crate not found')
  if (crate.userId !== caller!.id) throw new Forbidden('You can only export your own crates')
  const rows: { musicProviders: Partial<Record<SongProviderKey, string>> }[] = await knex('crate_songs')
    .join('songs', 'songs.id', 'crate_songs.songId')
    .where('crate_songs.crateId', crate.id)
    .orderBy('crate_songs.rank')
    .select('songs.musicProviders')
  const ids = rows.flatMap((row) => (row.musicProviders[key] ? [row.musicProviders[key]!] : []))
  return { crate: crate as { crateName: string; description: string | null }, ids, skipped: rows.length - ids.length }
}

/** The user's Spotify token: the stored one, or (after a 401) a refreshed one. */
const spotifyUserToken = (app: Application, userId: string) => async (fresh: boolean) => {
  // The accounts handlers take a whole call; these read only the app, the path's user and the caller.
  const call = { app, params: { id: userId }, caller: { id: userId }, body: {} } as never
  const tokens = fresh ? await refreshToken('spotify')(call) : await accessTokenOf('spotify')(call)
  return tokens.accessToken
}

async function exportToSpotify(call: ExportCall): Promise<CrateExportResult> {
  const { app, caller, body } = call
  const { crate, ids, skipped } = await crateIds(call, 'spotify')
  const api = baseUrl(app, 'SPOTIFY_API_URL', 'https://api.spotify.com/v1')
  const token = spotifyUserToken(app, caller!.id)
  const bearer = (value: string) => ({ authorization: `Bearer ${value}` })
  const me = expectOk(
    'Spotify',
    'read the account',
    await withToken<{ id: string }>('Spotify', `${api}/me`, token, bearer)
  )
  const created = expectOk(
    'Spotify',
    'create the playlist',
    await withToken<{ id: string; external_urls?: { spotify?: string } }>(
      'Spotify',
      `${api}/users/${encodeURIComponent(me.id)}/playlists`,
      token,
      bearer,
      {
        method: 'POST',
        body: JSON.stringify({
          name: body.name ?? crate.crateName,
          description: body.description ?? crate.description ?? '',
          public: false
        })
      }
    )
  )
  for (let start = 0; start < ids.length; start += SPOTIFY_BATCH) {
    const uris = ids.slice(start, start + SPOTIFY_BATCH).map((id) => `spotify:track:${id}`)
    expectOk(
      'Spotify',
      'add the songs',
      await withToken('Spotify', `${api}/playlists/${encodeURIComponent(created.id)}/tracks`, token, bearer, {
        method: 'POST',
        body: JSON.stringify({ uris })
      })
    )
  }
  return {
    provider: 'spotify',
    playlistId: created.id,
    url: created.external_urls?.spotify,
    exported: ids.length,
    skipped
  }
}

async function exportToApple(call: ExportCall): Promise<CrateExportResult> {
  const { app, caller, body } = call
  const { crate, ids, skipped } = await crateIds(call, 'apple')
  // The accounts handler takes a whole call; it reads only the app and the path's user.
  const { musicUserToken } = await readAppleToken({ app, params: { id: caller!.id } } as never)
  const payload = JSON.stringify({
    attributes: { name: body.name ?? crate.crateName, description: body.description ?? crate.description ?? '' },
    relationships: { tracks: { data: ids.map((id) => ({ id, type: 'songs' })) } }
  })
  const res = await withToken<{ data: { id: string }[] }>(
    'Apple Music',
    `${appleApi(app)}/me/library/playlists`,
    appleDeveloperToken(app),
    (value) => ({ authorization: `Bearer ${value}`, 'music-user-token': musicUserToken }),
    { method: 'POST', body: payload }
  )
  const created = expectOk('Apple Music', 'create the playlist', res)
  if (!created?.data?.[0]?.id) throw new BadGateway('Apple Music answered without the new playlist')
  return { provider: 'apple', playlistId: created.data[0].id, exported: ids.length, skipped }
}

export const exportHandlers: Handlers<typeof exportRoutes> = { exportToSpotify, exportToApple }

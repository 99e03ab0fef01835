import { createHmac, timingSafeEqual } from 'node:crypto'
import { CYANITE_SIGNATURE_HEADER, isUuid, type cyaniteRoutes } from '@spinroom/schemas'
import { BadRequest, NotAuthenticated, NotFound } from '../../../errors.ts'
import type { Handlers } from '../../../lib/domain.ts'
import { requireSettings } from '../../../providers/settings.ts'
import { catalogueSong, catalogueSongWith, SONG_NOT_FOUND } from '../../songs/catalogue/lookup.ts'
import { moveLinks, storeAnalysis } from '../../songs/catalogue/song-updates.ts'

/** Whether `signature` is the hex HMAC-SHA512 of `raw` under `secret`, compared in constant time. */
export function validSignature(raw: string, signature: string, secret: string): boolean {
  const expected = createHmac('sha512', secret).update(raw).digest()
  const given = Buffer.from(signature, 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export const cyaniteHandlers: Handlers<typeof cyaniteRoutes> = {
  async cyaniteWebhook({ app, body, context }) {
    const header = context.params.headers?.[CYANITE_SIGNATURE_HEADER]
    // No signature at all is a malformed call; a signature that does not match is the 401.
    if (typeof header !== 'string' || !header)
      throw new BadRequest(`The '${CYANITE_SIGNATURE_HEADER}' header is missing`, { field: CYANITE_SIGNATURE_HEADER })
    const { CYANITE_WEBHOOK_SECRET: secret } = requireSettings(app, 'Cyanite', ['CYANITE_WEBHOOK_SECRET'])
    const raw = context.params.rawBody
    if (raw === undefined || !validSignature(raw, header, secret)) throw new NotAuthenticated('Invalid signature')
    if (body.type === 'TEST' || body.event?.type === 'TEST' || !body.resource) return { stored: false, songId: null }
    // jsonb refuses the NUL escape: say so rather than fail on the write.
    if (raw.includes('\\u0000')) throw new BadRequest('The analysis must not contain NUL characters')
    const { type, id } = body.resource
    const song =
      type === 'SpotifyTrack'
        ? await catalogueSongWith(app, 'spotify', id)
        : isUuid(id)
          ? await catalogueSong(app, id)
          : undefined
    if (!song) throw new NotFound(SONG_NOT_FOUND)
    await storeAnalysis(app.get('knex'), song.id, { ...JSON.parse(raw), receivedAt: new Date().toISOString() })
    return { stored: true, songId: song.id }
  },

  async migrateSongLinks({ app, body }) {
    const { provider, from, to } = body
    const changed = await moveLinks(app.get('knex'), provider, from, to)
    return { changed }
  }
}

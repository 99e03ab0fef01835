import { randomUUID } from 'node:crypto'
import { loadSharp } from '../lib/sharp.ts'
import type { Application } from '../declarations.ts'
import { createVoucherBatch } from '../services/accounts/vouchers/entity.ts'
import { insertEmail } from '../services/accounts/emails/emails.ts'
import { saveImage } from '../services/accounts/images/images.ts'
import { usersService, type UserRow } from '../services/accounts/users/entity.ts'

/** What each demo account looks like: profile fields, picture colours, whether its sign-up address is verified. */
const looks: Record<string, { profile: Record<string, unknown>; colors: [string, string]; verified: boolean }> = {
  admin: {
    profile: { firstName: 'Ada', lastName: 'Okafor', pronoun: 'she/her', displayPronouns: true },
    colors: ['#7c4dff', '#ff4f8b'],
    verified: true
  },
  moderator: {
    profile: { firstName: 'Mo', lastName: 'Rahimi', zodiac: 'virgo' },
    colors: ['#00bfa5', '#2979ff'],
    verified: true
  },
  ana: {
    profile: {
      firstName: 'Ana',
      lastName: 'Lima',
      pronoun: 'she/her',
      displayPronouns: true,
      zodiac: 'leo',
      color: '#ff4f8b',
      instagram: 'ana.spins',
      songOfTheWeek: {
        artistName: 'Khruangbin',
        trackName: 'Time (You and I)',
        musicProvider: 'spotify',
        duration: 252
      }
    },
    colors: ['#ff4f8b', '#ffab00'],
    verified: true
  },
  ben: {
    profile: { firstName: 'Ben', lastName: 'Carter', zodiac: 'aries', twitter: 'bencarter', priceForGig: 150 },
    colors: ['#2979ff', '#00bfa5'],
    verified: true
  },
  cleo: {
    profile: {
      firstName: 'Cleo',
      lastName: 'Martin',
      pronoun: 'they/them',
      displayPronouns: true,
      tiktok: 'cleo.beats'
    },
    colors: ['#ffab00', '#f4511e'],
    verified: false
  },
  djkai: {
    profile: { firstName: 'Kai', lastName: 'Nakamura', color: '#00bfa5' },
    colors: ['#f4511e', '#7c4dff'],
    verified: false
  }
}

/** A picture drawn for the demo: a gradient with the account's initial. */
export async function accountPicture(initial: string, [from, to]: [string, string], wide: boolean): Promise<Buffer> {
  const [w, h] = wide ? [1600, 600] : [512, 512]
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${wide ? '' : `<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="260" fill="#ffffff">${initial}</text>`}</svg>`
  return (await loadSharp())(Buffer.from(svg)).png().toBuffer()
}

/**
 * Gives the demo accounts profiles, pictures, verified and pending addresses, a pending deactivation and vouchers in
 * every status.
 */
export async function decorateDemoAccounts(app: Application, users: UserRow[]): Promise<void> {
  const knex = app.get('knex')
  const byNickname = Object.fromEntries(users.map((u) => [u.nickname, u]))
  for (const user of users) {
    const look = looks[user.nickname]
    if (!look) continue
    const profile = Object.fromEntries(
      Object.entries(look.profile).map(([k, v]) => [k, k === 'songOfTheWeek' ? JSON.stringify(v) : v])
    )
    // Demo profiles carry columns the users service's patch type leaves out (songOfTheWeek as JSON text).
    await usersService(app).patch(user.id, { ...profile, updatedAt: new Date() } as never)
    await saveImage(
      app,
      user.id,
      'profilePicture',
      await accountPicture(user.nickname[0].toUpperCase(), look.colors, false)
    )
    if (look.verified)
      await knex('user_emails')
        .where({ userUuid: user.id, email: user.email })
        .update({ status: 'VERIFIED', verifiedAt: new Date(), codeHash: null })
  }
  const { ana, ben, cleo, djkai, admin } = byNickname
  await saveImage(app, ana.id, 'coverPicture', await accountPicture('', looks.ana.colors, true))
  await insertEmail(app, ana.id, 'ana.lima@work.spinroom.test', 'work')
  await insertEmail(app, ben.id, 'ben.payments@spinroom.test', 'payment')
  await knex('deactivation_requests').insert({
    id: randomUUID(),
    userUuid: djkai.id,
    reason: 'Taking a break from DJing for a while',
    status: 'OPEN'
  })
  // Four codes: two stay PENDING, one REDEEMED, one REVOKED.
  const [, , redeemed, revoked] = await createVoucherBatch(
    knex,
    { count: 4, note: 'demo: launch party invitations' },
    admin.id
  )
  await knex('vouchers')
    .where('id', redeemed.id)
    .update({ status: 'REDEEMED', redeemedBy: cleo.id, redeemedAt: new Date() })
  await knex('vouchers').where('id', revoked.id).update({ status: 'REVOKED', revokedAt: new Date() })
}

import type { Knex } from 'knex'
import type { FriendInvitation, MatchingContact } from '@spinroom/schemas'
import type { Call } from '../../../lib/endpoint.ts'
import { Conflict, Forbidden } from '../../../errors.ts'
import { sendInvitation } from '../friends/invitations.ts'

interface Match {
  userUuid: string
  nickname: string
  avatarId: string | null
  contactName: string | null
  matchedBy: 'email' | 'phone'
  isFriend: boolean
  invitationPending: boolean
}

/**
 * Users among `me`'s contacts: by e-mail, or by a phone number a user verified (user_identities holds only verified
 * numbers, in E.164); never `me`, never a user blocked either way.
 */
export async function matchingContacts(knex: Knex, me: string): Promise<MatchingContact[]> {
  const { rows } = await knex.raw<{ rows: Match[] }>(
    `SELECT * FROM (
       SELECT DISTINCT ON (u.id) u.id AS "userUuid", u.nickname, u."avatarId", m.name AS "contactName",
         m.by AS "matchedBy",
         EXISTS (SELECT 1 FROM friends f WHERE f."userUuid" = :me AND f."friendUuid" = u.id) AS "isFriend",
         EXISTS (SELECT 1 FROM friend_invitations i WHERE i.status = 'pending'
           AND ((i."senderUuid" = :me AND i."recipientUuid" = u.id)
             OR (i."senderUuid" = u.id AND i."recipientUuid" = :me))) AS "invitationPending"
       FROM (
         SELECT c.name, u.id AS uid, 'email' AS by
         FROM user_book_contacts c CROSS JOIN LATERAL jsonb_array_elements_text(c.emails) e(value)
         JOIN users u ON u.email = e.value
         WHERE c."userUuid" = :me
         UNION ALL
         SELECT c.name, i."userUuid", 'phone'
         FROM user_book_contacts c CROSS JOIN LATERAL jsonb_array_elements_text(c."phoneNumbers") p(value)
         JOIN user_identities i ON i.phone = p.value
         WHERE c."userUuid" = :me
       ) m JOIN users u ON u.id = m.uid
       WHERE u.id <> :me AND NOT EXISTS (SELECT 1 FROM blocked_users b
         WHERE (b."userUuid" = :me AND b."blockedUserUuid" = u.id) OR (b."userUuid" = u.id AND b."blockedUserUuid" = :me))
       ORDER BY u.id, m.by
     ) found ORDER BY lower(nickname)`,
    { me }
  )
  return rows
}

export const listMatching = (call: Call) => matchingContacts(call.app.get('knex'), call.caller!.id)

/** Invites every matching contact who is not a friend, not invited either way and not blocked either way. */
export async function inviteMatching(call: Call): Promise<{ invited: FriendInvitation[]; skipped: number }> {
  const me = call.caller!.id
  const matches = await matchingContacts(call.app.get('knex'), me)
  const invited: FriendInvitation[] = []
  let skipped = 0
  for (const match of matches) {
    if (match.isFriend || match.invitationPending) {
      skipped++
      continue
    }
    try {
      invited.push(await sendInvitation(call.app, me, match.userUuid))
    } catch (error) {
      // Another call got there first (an invitation, a friendship or a block): nothing to send.
      if (!(error instanceof Conflict || error instanceof Forbidden)) throw error
      skipped++
    }
  }
  return { invited, skipped }
}

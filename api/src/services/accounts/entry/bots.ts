import { randomUUID } from 'node:crypto'
import type { BotSignUp, ModerationNotice, SessionEndingEvent } from '@spinroom/schemas'
import { issueToken } from '../../../auth/authentication.ts'
import type { Application } from '../../../declarations.ts'
import type { Call } from '../../../lib/endpoint.ts'
import { emitEntityEvent } from '../../../lib/entity.ts'
import { Forbidden, NotFound } from '../../../errors.ts'
import { closeUserSockets } from '../moderation/sessions.ts'
import { findUserById, isBanned, usersEntity, usersService, type UserRow } from '../users/entity.ts'
import { revokeTokensNow } from '../users/revocation.ts'
import { assertNicknameFree, writingNickname } from '../users/nicknames.ts'

export const MAX_BOTS_PER_OWNER = 10

/** A bot account owned by the caller, with its first bot token. */
export async function signUpBot(call: Call<unknown, unknown, BotSignUp>) {
  const knex = call.app.get('knex')
  const owner = call.caller!.id
  const { n } = (await knex('bots').where('ownerUuid', owner).count<{ n: number }[]>('userUuid as n'))[0]
  if (Number(n) >= MAX_BOTS_PER_OWNER) throw new Forbidden(`You may own at most ${MAX_BOTS_PER_OWNER} bots`)
  await assertNicknameFree(knex, call.body.nickname)
  const created = usersService(call.app).create({
    id: randomUUID(),
    email: null,
    password: null,
    nickname: call.body.nickname,
    roles: JSON.stringify(['bot'])
  })
  const bot = (await writingNickname(call.body.nickname, created)) as UserRow
  await knex('bots').insert({ userUuid: bot.id, ownerUuid: owner })
  return { ...(await issueToken(call.app, { type: 'bot', user: bot })), user: usersEntity.external(bot) }
}

/** A bot exchanges its token for a fresh one. */
export const botToken = (call: Call) => issueToken(call.app, { type: 'bot', user: call.caller!.user })

/** The owner mints a token for one of their bots. */
export async function issueOwnBotToken({ app, caller, params }: Call<{ id: string }>) {
  const owned = await app.get('knex')('bots').where({ userUuid: params.id, ownerUuid: caller!.id }).first('userUuid')
  const bot = owned && (await findUserById(app.get('knex'), params.id))
  if (!bot) throw new NotFound('Bot not found')
  if (isBanned(bot)) throw new Forbidden('This bot is banned')
  if (bot.status === 'deactivated') throw new Forbidden('This bot is deactivated')
  return issueToken(app, { type: 'bot', user: bot })
}

/** An owner's ban or deactivation ends every session of their bots: tokens issued until now, open sockets. */
export async function endBotSessions(
  app: Application,
  ownerUuid: string,
  event: SessionEndingEvent,
  notice: ModerationNotice
): Promise<void> {
  const knex = app.get('knex')
  const bots: UserRow[] = await knex('users')
    .whereIn('id', knex('bots').select('userUuid').where({ ownerUuid }))
    .update({ ...revokeTokensNow(), updatedAt: new Date() })
    .returning('*')
  for (const bot of bots) {
    // The users event drops the bot from the account caches, as a write through the users service would.
    emitEntityEvent(app, usersEntity, 'patched', bot)
    closeUserSockets(app, bot.id, event, notice)
  }
}

import { randomUUID } from 'node:crypto'
import type { BotSignUp } from '@spinroom/schemas'
import { issueToken } from '../../../auth/authentication.ts'
import type { Call } from '../../../lib/endpoint.ts'
import { Conflict, Forbidden } from '../../../errors.ts'
import { usersEntity, usersService, type UserRow } from '../users/entity.ts'

export const MAX_BOTS_PER_OWNER = 10

/** A bot account owned by the caller, with its first bot token. */
export async function signUpBot(call: Call<unknown, unknown, BotSignUp>) {
  const knex = call.app.get('knex')
  const owner = call.caller!.id
  const { n } = (await knex('bots').where('ownerUuid', owner).count<{ n: number }[]>('userUuid as n'))[0]
  if (Number(n) >= MAX_BOTS_PER_OWNER) throw new Forbidden(`You may own at most ${MAX_BOTS_PER_OWNER} bots`)
  if (await knex('users').where('nickname', call.body.nickname).first('id'))
    throw new Conflict(`The nickname '${call.body.nickname}' is taken`, { field: 'nickname' })
  const bot = (await usersService(call.app).create({
    id: randomUUID(),
    email: null,
    password: null,
    nickname: call.body.nickname,
    roles: JSON.stringify(['bot'])
  })) as UserRow
  await knex('bots').insert({ userUuid: bot.id, ownerUuid: owner })
  return { ...(await issueToken(call.app, { type: 'bot', user: bot })), user: usersEntity.external(bot) }
}

/** A bot exchanges its token for a fresh one. */
export const botToken = (call: Call) => issueToken(call.app, { type: 'bot', user: call.caller!.user })

import type { HookContext } from '@feathersjs/feathers'
import type { Application } from '../../../declarations.ts'
import { emitEntityEvent } from '../../../lib/entity.ts'
import { serviceAt } from '../../../lib/service-at.ts'
import { usersEntity } from '../../accounts/users/entity.ts'
import { openAccount } from './ledger.ts'
import { tokenAccountsEntity, type TokenAccountRow } from './entity.ts'

/** Opens the user's account unless it exists (one statement: concurrent calls open one); told to admins when new. */
export async function openAccountFor(app: Application, userUuid: string) {
  const opened = await openAccount(app.get('knex'), userUuid)
  if (opened.created) emitEntityEvent(app, tokenAccountsEntity, 'created', opened.account)
  return opened
}

/** Seed 000 §1, "a token account per user": the caller's, opened now if an older account never had one. */
export async function ownAccountRow(app: Application, userUuid: string): Promise<TokenAccountRow> {
  const account: TokenAccountRow | undefined = await app
    .get('knex')('token_accounts')
    .where('userUuid', userUuid)
    .first()
  return account ?? (await openAccountFor(app, userUuid)).account
}

interface Creatable {
  hooks(hooks: { after: { create: ((context: HookContext) => Promise<void>)[] } }): void
}

/**
 * Every account the users service creates has its token account before the sign-up answers. A hook, not an event
 * listener, so no first call can come before it; should it fail, the first call that needs the account opens it.
 */
export function openAccountsOfNewUsers(app: Application): void {
  serviceAt<Creatable>(app, usersEntity.path).hooks({
    after: {
      create: [
        async (context) => {
          const { id } = context.result as { id: string }
          await openAccountFor(app, id).catch((error: Error) =>
            app.get('log').error({ err: error, userUuid: id }, 'token account not opened')
          )
        }
      ]
    }
  })
}

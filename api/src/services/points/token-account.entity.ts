import { TokenAccountSchema, tokenAccountListFields, type TokenAccount } from '@spinroom/schemas'
import type { Application } from '../../declarations.ts'
import { ADMINS, userChannel } from '../../channels.ts'
import { defineEntity } from '../../lib/entity.ts'

export type TokenAccountRow = Omit<TokenAccount, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date }

export const tokenAccountsEntity = defineEntity({
  table: 'token_accounts',
  path: 'api/merch-service/token-account-records',
  resource: 'token-accounts',
  schema: TokenAccountSchema,
  listFields: tokenAccountListFields,
  searchFields: ['status'],
  defaultSort: { updatedAt: -1 },
  // The owner's connections learn their new balance; administrators see every account move.
  publish: (account, app) => [app.channel(userChannel(account.userUuid)), app.channel(ADMINS)]
})

/** Tells the owner and administrators an account changed (a `patched` event of the account). */
export function announceAccount(app: Application, row: TokenAccountRow): void {
  const service = app.service(tokenAccountsEntity.path as never) as unknown as {
    emit(event: string, data: unknown): void
  }
  service.emit('patched', tokenAccountsEntity.external(row))
}

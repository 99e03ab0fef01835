import { useGetOne, useRecordContext } from 'react-admin'
import type { TokenAccount, User } from '@spinroom/schemas'

/** The shown account's owner's nickname, for dialogs that name the account (its id until the owner is read). */
export const useOwnerName = () => {
  const account = useRecordContext<TokenAccount>()
  const { data: owner } = useGetOne<User>(
    'users',
    { id: account?.userUuid ?? '' },
    { enabled: Boolean(account?.userUuid), retry: false }
  )
  return (fallback: TokenAccount) => owner?.nickname ?? fallback.id
}

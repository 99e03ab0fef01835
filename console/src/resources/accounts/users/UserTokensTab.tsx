import { Link } from 'react-router-dom'
import { Alert, Card, CardContent, Stack, Typography } from '@mui/material'
import { Loading, RecordContextProvider, useCreatePath, useGetList, useRecordContext, useTranslate } from 'react-admin'
import type { TokenAccount, User } from '@spinroom/schemas'
import { AccountTransactions } from '../../points/token-accounts/AccountTransactions.tsx'
import { CreditTokensButton } from '../../points/token-accounts/CreditTokensButton.tsx'
import { OpenTokenAccountButton } from '../../points/token-accounts/OpenTokenAccountButton.tsx'
import { TokenAccountStatusField } from '../../points/token-accounts/TokenAccountStatusField.tsx'

/** The user's token account (balance, status, credit), then its latest transactions; or a way to open one. */
export const UserTokensTab = () => {
  const user = useRecordContext<User>()
  const translate = useTranslate()
  const createPath = useCreatePath()
  const { data, isPending, error } = useGetList<TokenAccount>(
    'token-accounts',
    { pagination: { page: 1, perPage: 1 }, sort: { field: 'createdAt', order: 'ASC' }, filter: { userUuid: user?.id } },
    { enabled: !!user }
  )
  if (!user) return null
  if (isPending) return <Loading />
  if (error) return <Alert severity="error">{error.message}</Alert>
  const account = data?.[0]
  if (!account)
    return (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography>{translate('spinroom.user_page.no_token_account')}</Typography>
        <OpenTokenAccountButton user={user} />
      </Stack>
    )
  return (
    <RecordContextProvider value={account}>
      <Stack spacing={2} sx={{ width: '100%' }}>
        <Card variant="outlined" data-testid="token-account">
          <CardContent>
            <Stack direction="row" spacing={4} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <div>
                <Typography variant="h4">{account.balance.toLocaleString()}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate('spinroom.user_page.balance')}
                </Typography>
              </div>
              <TokenAccountStatusField source="status" />
              <CreditTokensButton />
              <Link to={createPath({ resource: 'token-accounts', id: account.id, type: 'show' })}>
                {translate('spinroom.user_page.open_account')}
              </Link>
            </Stack>
          </CardContent>
        </Card>
        <AccountTransactions />
      </Stack>
    </RecordContextProvider>
  )
}

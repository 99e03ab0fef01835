import { useState } from 'react'
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet'
import { Autocomplete, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material'
import { Button, useCreate, useGetList, useNotify, useRedirect, useRefresh, useTranslate } from 'react-admin'
import type { TokenAccount, User } from '@spinroom/schemas'
import { failureMessage } from '../../../data/failure-message.ts'

type Owner = Pick<User, 'id' | 'nickname'>

/**
 * Opens a user's token account (POST /admin/token-accounts, idempotent). On a user's page the user is fixed; on the
 * accounts list the admin picks one and lands on the account.
 */
export const OpenTokenAccountButton = ({ user }: { user?: Owner }) => {
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const redirect = useRedirect()
  const [create, { isPending }] = useCreate<TokenAccount>()
  const [open, setOpen] = useState(false)
  const [search, setSearch] = useState('')
  const [picked, setPicked] = useState<Owner | null>(null)
  const { data: users = [] } = useGetList<User>(
    'users',
    {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'nickname', order: 'ASC' },
      filter: search ? { q: search } : {}
    },
    { enabled: open }
  )
  const openFor = (owner: Owner) =>
    create(
      'token-accounts',
      { data: { userUuid: owner.id } },
      {
        onSuccess: (account) => {
          notify('spinroom.token_account_open.done', { type: 'info', messageArgs: { name: owner.nickname } })
          setOpen(false)
          if (user) refresh()
          else redirect('show', 'token-accounts', account.id)
        },
        onError: (error) =>
          notify(failureMessage(error), {
            type: 'error'
          })
      }
    )
  if (user)
    return (
      <Button label="spinroom.token_account_open.label" disabled={isPending} onClick={() => openFor(user)}>
        <AccountBalanceWalletIcon />
      </Button>
    )
  return (
    <>
      <Button label="spinroom.token_account_open.label" onClick={() => setOpen(true)}>
        <AccountBalanceWalletIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate('spinroom.token_account_open.title')}</DialogTitle>
        <DialogContent>
          <Autocomplete
            sx={{ mt: 1 }}
            options={users}
            value={picked}
            onChange={(_event, value) => setPicked(value)}
            onInputChange={(_event, value) => setSearch(value)}
            getOptionLabel={(option) => option.nickname}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            filterOptions={(options) => options}
            renderInput={(params) => (
              <TextField {...params} name="user" label={translate('spinroom.token_account_open.user')} />
            )}
          />
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
          <Button
            label="spinroom.token_account_open.label"
            variant="contained"
            disabled={!picked || isPending}
            onClick={() => picked && openFor(picked)}
          />
        </DialogActions>
      </Dialog>
    </>
  )
}

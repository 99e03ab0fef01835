import { useState } from 'react'
import { Autocomplete, TextField } from '@mui/material'
import { useDataProvider, useGetList, useGetOne, useInput, useNotify, useTranslate } from 'react-admin'
import type { TokenAccount, User } from '@spinroom/schemas'

interface TokenAccountFilterInputProps {
  source: string
  label?: string
  alwaysOn?: boolean
}

/** Filter by a token account, chosen by its owner's nickname as you type. */
export const TokenAccountFilterInput = ({ source, label = 'spinroom.tokens.owner' }: TokenAccountFilterInputProps) => {
  const { field } = useInput({ source })
  const translate = useTranslate()
  const notify = useNotify()
  const dataProvider = useDataProvider()
  const [q, setQ] = useState('')
  const accountId = typeof field.value === 'string' ? field.value : ''
  const { data: users = [] } = useGetList<User>('users', {
    filter: q ? { q } : {},
    pagination: { page: 1, perPage: 10 },
    sort: { field: 'nickname', order: 'ASC' }
  })
  const { data: account } = useGetOne<TokenAccount>('token-accounts', { id: accountId }, { enabled: !!accountId })
  const ownerId = account?.userUuid ?? ''
  const { data: owner } = useGetOne<User>('users', { id: ownerId }, { enabled: !!ownerId })
  const pick = async (user: User | null) => {
    if (!user) return field.onChange('')
    const { data } = await dataProvider.getList<TokenAccount>('token-accounts', {
      filter: { userUuid: user.id },
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'updatedAt', order: 'DESC' }
    })
    if (data[0]) field.onChange(data[0].id)
    else notify('spinroom.tokens.no_account', { type: 'info', messageArgs: { name: user.nickname } })
  }
  const options = owner && !users.some((user) => user.id === owner.id) ? [owner, ...users] : users
  return (
    <Autocomplete<User>
      sx={{ minWidth: 220, mb: '4px' }}
      options={options}
      value={accountId ? (owner ?? null) : null}
      getOptionLabel={(user) => user.nickname}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(all) => all}
      onChange={(_event, user) => void pick(user)}
      onInputChange={(_event, text, reason) => reason === 'input' && setQ(text)}
      renderInput={(params) => <TextField {...params} variant="filled" size="small" label={translate(label)} />}
    />
  )
}

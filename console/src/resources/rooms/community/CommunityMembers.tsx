import { useState } from 'react'
import { Autocomplete, Card, CardContent, CardHeader, IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material'
import PersonRemoveIcon from '@mui/icons-material/PersonRemove'
import { Button, DateField, useGetList, useRecordContext, useTranslate } from 'react-admin'
import type { Community, CommunityMember, User } from '@spinroom/schemas'
import { usePanel } from './usePanel.ts'

const R = '/api/room-service'

/** A community's members, with a user picker to add one and a button to remove each. */
export const CommunityMembers = () => {
  const community = useRecordContext<Community>()
  const translate = useTranslate()
  const [search, setSearch] = useState('')
  const [picked, setPicked] = useState<User | null>(null)
  const { data: users = [] } = useGetList<User>('users', { filter: search ? { q: search } : {}, pagination: { page: 1, perPage: 10 }, sort: { field: 'nickname', order: 'ASC' } })
  const { rows, total, call } = usePanel<CommunityMember>(community ? `${R}/communities/${community.id}/users` : null)
  if (!community) return null
  const base = `${R}/communities/${community.id}/users`
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardHeader title={translate('spinroom.communities.members', { smart_count: total })} />
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
          <Autocomplete<User>
            sx={{ minWidth: 280 }}
            options={users}
            value={picked}
            getOptionLabel={(u) => u.nickname}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_e, user) => setPicked(user)}
            onInputChange={(_e, text) => setSearch(text)}
            renderInput={(params) => <TextField {...params} size="small" label={translate('spinroom.communities.add_member_label')} />}
          />
          <Button label="spinroom.communities.add_member" variant="contained" disabled={!picked} onClick={() => picked && call('PUT', `${base}/${picked.id}`, 'spinroom.communities.member_added').then(() => setPicked(null))} />
        </Stack>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.users.fields.nickname')}</TableCell>
              <TableCell>{translate('resources.users.fields.avatarId')}</TableCell>
              <TableCell>{translate('spinroom.communities.joined')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((m) => (
              <TableRow key={m.userUuid}>
                <TableCell>{m.nickname}</TableCell>
                <TableCell>{m.avatarId ?? '—'}</TableCell>
                <TableCell>
                  <DateField record={m} source="joinedAt" showTime />
                </TableCell>
                <TableCell align="right">
                  <IconButton aria-label={translate('spinroom.communities.remove_member', { name: m.nickname })} onClick={() => call('DELETE', `${base}/${m.userUuid}`, 'spinroom.communities.member_removed')}>
                    <PersonRemoveIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  )
}

import { useState } from 'react'
import { Autocomplete, TextField } from '@mui/material'
import PersonRemoveIcon from '@mui/icons-material/PersonRemove'
import { DateField, useGetList, useTranslate } from 'react-admin'
import type { CommunityMember, User } from '@spinroom/schemas'
import { CommunityPanel, type PanelColumn } from './CommunityPanel.tsx'
import { UserLink } from '../../shared/UserReferenceField.tsx'

const columns: PanelColumn<CommunityMember>[] = [
  {
    label: 'resources.users.fields.nickname',
    render: (m) => <UserLink user={{ id: m.userUuid, nickname: m.nickname, avatarId: m.avatarId }} />
  },
  { label: 'spinroom.communities.joined', render: (m) => <DateField record={m} source="joinedAt" showTime /> }
]

/** A community's members, with a user picker to add one and a button to remove each. */
export const CommunityMembers = () => {
  const translate = useTranslate()
  const [search, setSearch] = useState('')
  const [picked, setPicked] = useState<User | null>(null)
  const { data: users = [] } = useGetList<User>('users', {
    filter: search ? { q: search } : {},
    pagination: { page: 1, perPage: 10 },
    sort: { field: 'nickname', order: 'ASC' }
  })
  return (
    <CommunityPanel<CommunityMember>
      list="users"
      texts={{
        title: 'spinroom.communities.members',
        add: 'spinroom.communities.add_member',
        added: 'spinroom.communities.member_added',
        remove: 'spinroom.communities.remove_member',
        removed: 'spinroom.communities.member_removed'
      }}
      columns={columns}
      idOf={(m) => m.userUuid}
      nameOf={(m) => m.nickname}
      removeIcon={<PersonRemoveIcon fontSize="small" />}
      picked={picked?.id ?? null}
      onAdded={() => setPicked(null)}
      picker={
        <Autocomplete<User>
          sx={{ minWidth: 280 }}
          options={users}
          value={picked}
          getOptionLabel={(u) => u.nickname}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onChange={(_e, user) => setPicked(user)}
          onInputChange={(_e, text) => setSearch(text)}
          renderInput={(params) => (
            <TextField {...params} size="small" label={translate('spinroom.communities.add_member_label')} />
          )}
        />
      }
    />
  )
}

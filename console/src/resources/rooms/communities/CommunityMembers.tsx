import { useState } from 'react'
import PersonRemoveIcon from '@mui/icons-material/PersonRemove'
import { DateField } from 'react-admin'
import type { CommunityMember, User } from '@spinroom/schemas'
import { CommunityPanel, type PanelColumn } from './CommunityPanel.tsx'
import { UserLink } from '../../shared/UserReferenceField.tsx'
import { RecordPicker } from '../../shared/RecordPicker.tsx'

const columns: PanelColumn<CommunityMember>[] = [
  {
    label: 'resources.users.fields.nickname',
    render: (m) => <UserLink user={{ id: m.userUuid, nickname: m.nickname, avatarId: m.avatarId }} />
  },
  { label: 'spinroom.communities.joined', render: (m) => <DateField record={m} source="joinedAt" showTime /> }
]

/** A community's members, with a user picker to add one and a button to remove each. */
export const CommunityMembers = () => {
  const [picked, setPicked] = useState<User | null>(null)
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
        <RecordPicker<User>
          resource="users"
          label="spinroom.communities.add_member_label"
          nameOf={(u) => u.nickname}
          sortBy="nickname"
          value={picked}
          onChange={setPicked}
        />
      }
    />
  )
}

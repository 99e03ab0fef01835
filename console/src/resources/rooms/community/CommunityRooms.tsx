import { useState } from 'react'
import { Chip, TextField } from '@mui/material'
import LinkOffIcon from '@mui/icons-material/LinkOff'
import { Link, useTranslate } from 'react-admin'
import type { Room } from '@spinroom/schemas'
import { CommunityPanel, type PanelColumn } from './CommunityPanel.tsx'
import { useEnumWords } from '../../shared/EnumField.tsx'

const RoomType = ({ type }: { type: Room['type'] }) => {
  const words = useEnumWords()
  return <Chip size="small" variant="outlined" label={words('roomTypes', type)} />
}

const columns: PanelColumn<Room>[] = [
  {
    label: 'resources.rooms.fields.name',
    render: (r) => (
      <Link to={`/rooms/${r.id}/show`} underline="hover">
        {r.name}
      </Link>
    )
  },
  { label: 'resources.rooms.fields.slug', render: (r) => r.slug },
  { label: 'resources.rooms.fields.type', render: (r) => <RoomType type={r.type} /> }
]

/** A community's rooms: add one by id, uuid or slug, remove each. */
export const CommunityRooms = () => {
  const translate = useTranslate()
  const [room, setRoom] = useState('')
  return (
    <CommunityPanel<Room>
      list="rooms"
      texts={{
        title: 'spinroom.communities.rooms',
        add: 'spinroom.communities.add_room',
        added: 'spinroom.communities.room_added',
        remove: 'spinroom.communities.remove_room',
        removed: 'spinroom.communities.room_removed'
      }}
      columns={columns}
      idOf={(r) => r.id}
      nameOf={(r) => r.name}
      removeIcon={<LinkOffIcon fontSize="small" />}
      picked={room.trim() || null}
      onAdded={() => setRoom('')}
      picker={
        <TextField
          size="small"
          name="room"
          label={translate('spinroom.communities.add_room_label')}
          value={room}
          onChange={(e) => setRoom(e.target.value)}
          sx={{ minWidth: 280 }}
        />
      }
    />
  )
}

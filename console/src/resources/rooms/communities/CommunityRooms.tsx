import { useState } from 'react'
import { Chip } from '@mui/material'
import LinkOffIcon from '@mui/icons-material/LinkOff'
import { Link, useCreatePath } from 'react-admin'
import type { Room } from '@spinroom/schemas'
import { CommunityPanel, type PanelColumn } from './CommunityPanel.tsx'
import { useEnumWords } from '../../shared/EnumField.tsx'
import { RecordPicker } from '../../shared/RecordPicker.tsx'

const RoomType = ({ type }: { type: Room['type'] }) => {
  const words = useEnumWords()
  return <Chip size="small" variant="outlined" label={words('roomTypes', type)} />
}

const RoomLink = ({ room }: { room: Room }) => {
  const createPath = useCreatePath()
  return (
    <Link to={createPath({ resource: 'rooms', id: room.id, type: 'show' })} underline="hover">
      {room.name}
    </Link>
  )
}

const columns: PanelColumn<Room>[] = [
  { label: 'resources.rooms.fields.name', render: (r) => <RoomLink room={r} /> },
  { label: 'resources.rooms.fields.slug', render: (r) => r.slug },
  { label: 'resources.rooms.fields.type', render: (r) => <RoomType type={r.type} /> }
]

/** A community's rooms: add one picked by name, remove each. */
export const CommunityRooms = () => {
  const [picked, setPicked] = useState<Room | null>(null)
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
      picked={picked ? String(picked.id) : null}
      onAdded={() => setPicked(null)}
      picker={
        <RecordPicker<Room>
          resource="rooms"
          label="spinroom.communities.add_room_label"
          nameOf={(r) => r.name}
          sortBy="name"
          value={picked}
          onChange={setPicked}
        />
      }
    />
  )
}

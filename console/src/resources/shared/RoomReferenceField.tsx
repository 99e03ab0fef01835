import { Typography } from '@mui/material'
import { Link, useCreatePath, useFieldValue, useGetOne, useRecordContext } from 'react-admin'
import type { Room } from '@spinroom/schemas'
import { NamedReference, UnknownReference, type ReferenceProps } from './NamedReference.tsx'

const unknown = 'spinroom.references.unknown_room'

/** The room in the record context, by name. */
export const RoomName = () => {
  const room = useRecordContext<Pick<Room, 'id' | 'name'>>()
  return room ? (
    <Typography component="span" variant="body2">
      {room.name}
    </Typography>
  ) : null
}

// A uuid is not the rooms' record id, so it is read one by one rather than through getMany's id match.
const RoomByUuid = ({ source, emptyText = '—', link = 'show' }: ReferenceProps) => {
  const uuid = useFieldValue({ source }) as string | null | undefined
  const createPath = useCreatePath()
  const { data, error, isPending } = useGetOne<Room>(
    'rooms',
    // The get route takes an id, a uuid or a slug.
    { id: (uuid ?? '') as unknown as number },
    { enabled: Boolean(uuid), retry: false }
  )
  if (!uuid) return <span>{emptyText}</span>
  if (isPending) return null
  if (error || !data) return <UnknownReference text={unknown} />
  const name = (
    <Typography component="span" variant="body2">
      {data.name}
    </Typography>
  )
  if (!link) return name
  return (
    <Link
      underline="hover"
      to={createPath({ resource: 'rooms', id: data.id, type: link === 'edit' ? 'edit' : 'show' })}
      onClick={(event: { stopPropagation: () => void }) => event.stopPropagation()}
    >
      {name}
    </Link>
  )
}

/** A room (by its numeric id, or by uuid with `by="uuid"`) shown by name, linking to its page. */
export const RoomReferenceField = ({ by = 'id', ...props }: ReferenceProps & { by?: 'id' | 'uuid' }) =>
  by === 'uuid' ? (
    <RoomByUuid {...props} />
  ) : (
    <NamedReference {...props} reference="rooms" unknown={unknown}>
      <RoomName />
    </NamedReference>
  )

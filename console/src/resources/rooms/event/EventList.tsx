import { Chip } from '@mui/material'
import {
  CreateButton,
  Datagrid,
  DateField,
  DeleteWithConfirmButton,
  FunctionField,
  List,
  SearchInput,
  TextField,
  TopToolbar,
  useTranslate
} from 'react-admin'
import type { RoomEvent } from '@spinroom/schemas'
import { RoomFilterInput } from '../../shared/FilterInputs.tsx'
import { RoomReferenceField } from '../../shared/RoomReferenceField.tsx'

const filters = [<SearchInput key="q" source="q" alwaysOn />, <RoomFilterInput key="roomId" source="roomId" alwaysOn />]

const When = ({ event }: { event: RoomEvent }) => {
  const translate = useTranslate()
  const now = Date.now()
  const state = Date.parse(event.endTime) <= now ? 'past' : Date.parse(event.startTime) > now ? 'upcoming' : 'live'
  return (
    <Chip
      size="small"
      variant="outlined"
      color={state === 'live' ? 'success' : 'default'}
      label={translate(`spinroom.events.${state}`)}
    />
  )
}

export const EventList = () => (
  <List
    filters={filters}
    sort={{ field: 'startTime', order: 'ASC' }}
    perPage={25}
    actions={
      <TopToolbar>
        <CreateButton />
      </TopToolbar>
    }
  >
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="name" />
      <TextField source="slug" />
      <RoomReferenceField source="roomId" />
      <DateField source="startTime" showTime />
      <DateField source="endTime" showTime />
      <FunctionField<RoomEvent> label="spinroom.events.state" render={(event) => <When event={event} />} />
      <DeleteWithConfirmButton mutationMode="pessimistic" />
    </Datagrid>
  </List>
)

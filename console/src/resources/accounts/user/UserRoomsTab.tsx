import { Chip, Typography } from '@mui/material'
import {
  Datagrid,
  DateField,
  FunctionField,
  Pagination,
  ReferenceField,
  ReferenceManyField,
  TextField,
  useTranslate
} from 'react-admin'
import { roomManagerRoles, type RoomUserRole } from '@spinroom/schemas'

const none = '—'

/** The rooms the user owns, co-owns or moderates (their room roles there), room names linked. */
export const UserRoomsTab = () => {
  const translate = useTranslate()
  return (
    <ReferenceManyField
      reference="room-user-roles"
      target="userUuid"
      filter={{ role: roomManagerRoles }}
      sort={{ field: 'roomId', order: 'ASC' }}
      perPage={25}
      pagination={<Pagination rowsPerPageOptions={[25, 50]} />}
      empty={<Typography variant="body2">{translate('spinroom.user_page.no_rooms')}</Typography>}
    >
      <Datagrid bulkActionButtons={false} rowClick={false} data-testid="user-rooms">
        <ReferenceField source="roomId" reference="rooms" link="show" label="spinroom.user_page.room">
          <TextField source="name" />
        </ReferenceField>
        <FunctionField<RoomUserRole>
          label="spinroom.user_page.room_role"
          render={(r) => <Chip size="small" label={translate(`spinroom.room_roles.${r.role}`)} />}
        />
        <DateField source="expirationTime" showTime emptyText={none} label="spinroom.user_page.until" />
        <DateField source="createdAt" showTime label="spinroom.user_page.since" />
      </Datagrid>
    </ReferenceManyField>
  )
}

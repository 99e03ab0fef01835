import { Chip, Stack, Typography } from '@mui/material'
import {
  CreateButton,
  Datagrid,
  DateField,
  FunctionField,
  Pagination,
  ReferenceField,
  ReferenceManyField,
  TextField,
  useRecordContext,
  useTranslate
} from 'react-admin'
import type { RoomUserRole, User } from '@spinroom/schemas'
import { RemoveRoomRoleButton } from '../../rooms/room-roles/RemoveRoomRoleButton.tsx'
import { useEnumWords } from '../../shared/EnumField.tsx'

const none = '—'

/**
 * The user's room roles (the rooms they own, co-own or moderate, and what restricts them where), room names linked;
 * roles removed and granted here, as far as the caller may.
 */
export const UserRoomsTab = () => {
  const translate = useTranslate()
  const words = useEnumWords()
  const user = useRecordContext<User>()
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <CreateButton
        resource="room-user-roles"
        label="spinroom.room_roles.grant_for_user"
        state={{ record: { userUuid: user?.id } }}
      />
      <ReferenceManyField
        reference="room-user-roles"
        target="userUuid"
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
            render={(r) => <Chip size="small" label={words('roomRoles', r.role)} />}
          />
          <DateField source="expirationTime" showTime emptyText={none} label="spinroom.user_page.until" />
          <DateField source="createdAt" showTime label="spinroom.user_page.since" />
          <RemoveRoomRoleButton />
        </Datagrid>
      </ReferenceManyField>
    </Stack>
  )
}

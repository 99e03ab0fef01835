import { Box, Stack } from '@mui/material'
import {
  BooleanField,
  DateField,
  EmailField,
  FunctionField,
  Show,
  SimpleShowLayout,
  TextArrayField,
  TextField
} from 'react-admin'
import type { User } from '@spinroom/schemas'
import { UserStatusField } from './UserStatusField.tsx'

const none = '—'

const ColorSwatch = ({ color }: { color: string | null }) =>
  color ? (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box sx={{ width: 16, height: 16, borderRadius: '50%', bgcolor: color, border: 1, borderColor: 'divider' }} />
      <span>{color}</span>
    </Stack>
  ) : (
    <span>{none}</span>
  )

/** Every field of a user, as the admin API returns it. */
export const UserShow = () => (
  <Show>
    <SimpleShowLayout>
      <TextField source="id" />
      <EmailField source="email" emptyText={none} />
      <TextField source="nickname" />
      <TextField source="firstName" emptyText={none} />
      <TextField source="lastName" emptyText={none} />
      <FunctionField<User> source="color" render={(record) => <ColorSwatch color={record.color} />} />
      <TextField source="avatarId" emptyText={none} />
      <TextField source="pronoun" emptyText={none} />
      <BooleanField source="displayPronouns" />
      <TextField source="zodiac" emptyText={none} />
      <TextArrayField source="roles" emptyText={none} />
      <TextArrayField source="badges" emptyText={none} color="primary" variant="outlined" />
      <TextArrayField source="capabilities" emptyText={none} />
      <UserStatusField source="status" />
      <DateField source="bannedUntil" showTime emptyText={none} />
      <DateField source="createdAt" showTime />
      <DateField source="updatedAt" showTime />
    </SimpleShowLayout>
  </Show>
)

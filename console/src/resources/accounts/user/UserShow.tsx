import { Box, Stack } from '@mui/material'
import {
  BooleanField,
  DateField,
  EmailField,
  FunctionField,
  Show,
  SimpleShowLayout,
  TextArrayField,
  TextField,
  TopToolbar
} from 'react-admin'
import type { User } from '@spinroom/schemas'
import { UserStatusField } from './UserStatusField.tsx'
import { BanUserButton } from './BanUserButton.tsx'
import { KickUserButton } from './KickUserButton.tsx'
import { TemporaryBanUserButton } from './TemporaryBanUserButton.tsx'
import { UnbanUserButton } from './UnbanUserButton.tsx'
import { AddRoleButton } from './AddRoleButton.tsx'
import { GlobalModeratorButton } from './GlobalModeratorButton.tsx'
import { CapabilityButton } from './CapabilityButton.tsx'
import { ChangeBadgesButton } from './ChangeBadgesButton.tsx'

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

// Nine actions do not fit one line on a laptop screen: let them wrap rather than widen the page.
const UserModerationActions = () => (
  <TopToolbar sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
    <KickUserButton />
    <TemporaryBanUserButton />
    <BanUserButton />
    <UnbanUserButton />
    <AddRoleButton />
    <GlobalModeratorButton />
    <CapabilityButton capability="uploadMusic" />
    <CapabilityButton capability="promoteRoom" />
    <ChangeBadgesButton />
  </TopToolbar>
)

/** Every field of a user, as the admin API returns it. */
export const UserShow = () => (
  <Show actions={<UserModerationActions />}>
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

import { Box, Stack } from '@mui/material'
import {
  BooleanField,
  DateField,
  EmailField,
  FunctionField,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar
} from 'react-admin'
import { routes, type User } from '@spinroom/schemas'
import { canCall, useCanCall } from '../../../auth/access.ts'
import { UserStatusField } from './UserStatusField.tsx'
import { EnumField } from '../../shared/EnumField.tsx'
import { BanUserButton } from './BanUserButton.tsx'
import { KickUserButton } from './KickUserButton.tsx'
import { SignOutEverywhereButton } from './SignOutEverywhereButton.tsx'
import { TemporaryBanUserButton } from './TemporaryBanUserButton.tsx'
import { UnbanUserButton } from './UnbanUserButton.tsx'
import { AddRoleButton } from './AddRoleButton.tsx'
import { GlobalModeratorButton } from './GlobalModeratorButton.tsx'
import { CapabilityButton } from './CapabilityButton.tsx'
import { ChangeBadgesButton } from './ChangeBadgesButton.tsx'
import { ChangePasswordButton } from './ChangePasswordButton.tsx'
import { CancelDeactivationButton } from './CancelDeactivationButton.tsx'
import { ReactivateAccountButton } from './ReactivateAccountButton.tsx'
import { contactRoutes, UserContactTab } from './UserContactTab.tsx'
import { UserModerationHistory } from './UserModerationHistory.tsx'
import { UserActionsTab } from '../../audit/user-actions/UserActionsTab.tsx'
import { ModerationComments } from '../moderation-comments/ModerationComments.tsx'
import { WornAvatarField } from './WornAvatarField.tsx'
import { UserPointsTab } from './UserPointsTab.tsx'
import { UserTokensTab } from './UserTokensTab.tsx'
import { UserAvatarsTab } from './UserAvatarsTab.tsx'
import { UserRoomsTab } from './UserRoomsTab.tsx'
import { UserSocialTab } from '../../social/user-social/UserSocialTab.tsx'

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

// The actions do not fit one line on a laptop screen: let them wrap rather than widen the page.
const UserModerationActions = () => (
  <TopToolbar sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
    <KickUserButton />
    <SignOutEverywhereButton />
    <TemporaryBanUserButton />
    <BanUserButton />
    <UnbanUserButton />
    <AddRoleButton />
    <GlobalModeratorButton />
    <CapabilityButton capability="uploadMusic" />
    <CapabilityButton capability="promoteRoom" />
    <ChangeBadgesButton />
    <ChangePasswordButton />
    <CancelDeactivationButton />
    <ReactivateAccountButton />
  </TopToolbar>
)

/**
 * Everything about a user: profile and contact, points, tokens, avatars, the rooms they run, what moderators did and
 * wrote about them; each tab only for whom may call its routes.
 */
export const UserShow = () => {
  const tabs = {
    contact: contactRoutes.every((route) => canCall(route)),
    points: useCanCall(routes.points.getUserCurrentRankingStatus),
    tokens: useCanCall(routes.points.listTokenAccounts),
    avatars: useCanCall(routes.points.listAvatarAssignments),
    rooms: useCanCall(routes.rooms.listRoomUserRoles),
    social: useCanCall(routes.social.listFriends),
    moderation: useCanCall(routes.audit.listModerationActions),
    activity: useCanCall(routes.audit.listUserActions),
    comments: useCanCall(routes.accounts.listModerationComments)
  }
  return (
    <Show actions={<UserModerationActions />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="spinroom.user_tabs.profile">
          <TextField source="id" />
          <EmailField source="email" emptyText={none} />
          <TextField source="nickname" />
          <TextField source="firstName" emptyText={none} />
          <TextField source="lastName" emptyText={none} />
          <FunctionField<User> source="color" render={(record) => <ColorSwatch color={record.color} />} />
          <WornAvatarField source="avatarId" />
          <TextField source="pronoun" emptyText={none} />
          <BooleanField source="displayPronouns" />
          <TextField source="zodiac" emptyText={none} />
          <EnumField source="roles" name="userRoles" emptyText={none} />
          <EnumField source="badges" name="badges" emptyText={none} />
          <EnumField source="capabilities" name="userCapabilities" emptyText={none} />
          <UserStatusField source="status" />
          <DateField source="bannedUntil" showTime emptyText={none} />
          <DateField source="createdAt" showTime />
          <DateField source="updatedAt" showTime />
        </TabbedShowLayout.Tab>
        {tabs.contact && (
          <TabbedShowLayout.Tab label="spinroom.contact.tab" path="contact">
            <UserContactTab />
          </TabbedShowLayout.Tab>
        )}
        {tabs.points && (
          <TabbedShowLayout.Tab label="spinroom.user_page.points_tab" path="points">
            <UserPointsTab />
          </TabbedShowLayout.Tab>
        )}
        {tabs.tokens && (
          <TabbedShowLayout.Tab label="spinroom.user_page.tokens_tab" path="tokens">
            <UserTokensTab />
          </TabbedShowLayout.Tab>
        )}
        {tabs.avatars && (
          <TabbedShowLayout.Tab label="spinroom.user_page.avatars_tab" path="avatars">
            <UserAvatarsTab />
          </TabbedShowLayout.Tab>
        )}
        {tabs.rooms && (
          <TabbedShowLayout.Tab label="spinroom.user_page.rooms_tab" path="rooms">
            <UserRoomsTab />
          </TabbedShowLayout.Tab>
        )}
        {tabs.social && (
          <TabbedShowLayout.Tab label="spinroom.social.tab" path="social">
            <UserSocialTab />
          </TabbedShowLayout.Tab>
        )}
        {tabs.moderation && (
          <TabbedShowLayout.Tab label="spinroom.moderation_history.tab" path="moderation">
            <UserModerationHistory />
          </TabbedShowLayout.Tab>
        )}
        {tabs.activity && (
          <TabbedShowLayout.Tab label="spinroom.user_actions.tab" path="activity">
            <UserActionsTab />
          </TabbedShowLayout.Tab>
        )}
        {tabs.comments && (
          <TabbedShowLayout.Tab label="spinroom.comments.tab" path="comments">
            <ModerationComments />
          </TabbedShowLayout.Tab>
        )}
      </TabbedShowLayout>
    </Show>
  )
}

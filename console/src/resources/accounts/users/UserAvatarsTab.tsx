import { Stack, Typography } from '@mui/material'
import {
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
import type { AvatarAssignment, User } from '@spinroom/schemas'
import { AssignAvatarButton } from '../../points/avatars/AssignAvatarButton.tsx'
import { AvatarImage } from '../../points/avatars/AvatarImage.tsx'
import { WornAvatarField } from './WornAvatarField.tsx'
import { useEnumWords } from '../../shared/EnumField.tsx'

const none = '—'

/** An avatar by its image and name, linked to its page. */
const AvatarName = ({ source }: { source: string; label?: string }) => (
  <ReferenceField source={source} reference="avatars" link="show" emptyText={none}>
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <AvatarImage size={32} />
      <TextField source="name" />
    </Stack>
  </ReferenceField>
)

/** The avatar the user wears, then the avatars given to them (manual, season awards, purchases). */
export const UserAvatarsTab = () => {
  const user = useRecordContext<User>()
  const translate = useTranslate()
  const words = useEnumWords()
  if (!user) return null
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography color="text.secondary">{translate('spinroom.user_page.wearing')}</Typography>
        <WornAvatarField source="avatarId" />
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6">{translate('spinroom.user_page.assigned_avatars')}</Typography>
        <AssignAvatarButton user={user} />
      </Stack>
      <ReferenceManyField
        reference="avatar-assignments"
        target="userUuid"
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={10}
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
        empty={<Typography variant="body2">{translate('spinroom.user_page.no_avatars')}</Typography>}
      >
        <Datagrid bulkActionButtons={false} rowClick={false} data-testid="user-avatars">
          <AvatarName source="avatarId" label="spinroom.user_page.avatar" />
          <FunctionField<AvatarAssignment>
            label="spinroom.avatars.assignment_type"
            render={(a) => words('assignmentTypes', a.assignmentType)}
          />
          <DateField source="createdAt" showTime label="spinroom.user_page.since" />
        </Datagrid>
      </ReferenceManyField>
    </Stack>
  )
}

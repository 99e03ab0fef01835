import { Typography } from '@mui/material'
import {
  BooleanField,
  Datagrid,
  DateField,
  DeleteWithConfirmButton,
  EditButton,
  FunctionField,
  NumberField,
  ReferenceManyField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useTranslate
} from 'react-admin'
import type { AvatarAssignment } from '@spinroom/schemas'
import { AssignAvatarButton } from './AssignAvatarButton.tsx'
import { AvatarImage } from './AvatarImage.tsx'
import { AvatarStatusField } from './AvatarStatusField.tsx'
import { SeasonReferenceField } from '../../shared/SeasonReferenceField.tsx'
import { UserReferenceField } from '../../shared/UserReferenceField.tsx'

const none = '—'

const Actions = () => (
  <TopToolbar>
    <AssignAvatarButton />
    <EditButton />
  </TopToolbar>
)

const Assignments = () => {
  const translate = useTranslate()
  return (
    <>
      <Typography variant="h6" sx={{ mt: 2 }}>
        {translate('spinroom.avatars.assignments')}
      </Typography>
      <ReferenceManyField
        reference="avatar-assignments"
        target="avatarId"
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={50}
        empty={<Typography color="text.secondary">{translate('spinroom.avatars.no_assignments')}</Typography>}
      >
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <UserReferenceField source="userUuid" label="spinroom.avatars.user" />
          <FunctionField<AvatarAssignment>
            label="spinroom.avatars.assignment_type"
            render={(a) => translate(`spinroom.enums.assignmentTypes.${a.assignmentType}`)}
          />
          <DateField source="createdAt" showTime label="resources.avatars.fields.createdAt" />
          <DeleteWithConfirmButton
            mutationMode="pessimistic"
            redirect={false}
            label="spinroom.avatars.remove"
            confirmTitle="spinroom.avatars.remove_title"
            confirmContent="spinroom.avatars.remove_content"
          />
        </Datagrid>
      </ReferenceManyField>
    </>
  )
}

/** An avatar, its image, and who has it. */
export const AvatarShow = () => (
  <Show actions={<Actions />}>
    <SimpleShowLayout>
      <AvatarImage size={128} />
      <TextField source="name" />
      <TextField source="slug" sx={{ fontFamily: 'monospace' }} />
      <TextField source="description" emptyText={none} />
      <AvatarStatusField source="avatarStatus" label="resources.avatars.fields.avatarStatus" />
      <BooleanField source="discordOnly" />
      <SeasonReferenceField source="seasonId" />
      <NumberField source="pointsThreshold" emptyText={none} />
      <DateField source="createdAt" showTime />
      <DateField source="updatedAt" showTime />
      <Assignments />
    </SimpleShowLayout>
  </Show>
)

import {
  AutocompleteInput,
  Datagrid,
  DateField,
  DateTimeInput,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput
} from 'react-admin'
import { routes } from '@spinroom/schemas'
import { schemaValidators } from '../../../data/validate.ts'
import { enumChoices } from '../../shared/enums.ts'
import { instant } from '../instant.ts'
import { RoomUuidFilterInput, UserFilterInput } from '../../shared/FilterInputs.tsx'
import { RoomReferenceField } from '../../shared/RoomReferenceField.tsx'
import { UserReferenceField } from '../../shared/UserReferenceField.tsx'
import { ModerationActionTypeField } from './ModerationActionTypeField.tsx'
import { ModerationDetailsField } from './ModerationDetailsField.tsx'

// The list and the form side by side: a plain field's column and input are added here together.

const none = '—'
// Sent inside `filter`: {"actionType":"globalBan"}, {"targetUserUuid":"…"}, {"createdAt_gte":"…"}; `q`: reasons.
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="actionType" source="actionType" alwaysOn choices={enumChoices('moderationActionTypes')} />,
  <UserFilterInput key="targetUserUuid" source="targetUserUuid" alwaysOn />,
  <UserFilterInput key="moderatorUuid" source="moderatorUuid" />,
  <RoomUuidFilterInput key="roomUuid" source="roomUuid" />,
  <DateTimeInput key="createdAt_gte" source="createdAt_gte" parse={instant} />,
  <DateTimeInput key="createdAt_lte" source="createdAt_lte" parse={instant} />
]

/** Every moderation record: who did what to whom, where and why, newest first; a row opens the record. */
export const ModerationActionList = () => (
  <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
    <Datagrid bulkActionButtons={false} rowClick="show">
      <ModerationActionTypeField source="actionType" />
      <UserReferenceField source="moderatorUuid" />
      <UserReferenceField source="targetUserUuid" />
      <RoomReferenceField source="roomUuid" by="uuid" sortable={false} />
      <TextField source="reason" emptyText={none} sortable={false} />
      <ModerationDetailsField source="details" sortable={false} />
      <UserReferenceField source="recordedByUuid" emptyText="spinroom.moderation_phrases.written_by_act" />
      <DateField source="createdAt" showTime />
    </Datagrid>
  </List>
)

const v = schemaValidators(routes.audit.createModerationAction.body)
const byText = (q: string) => (q ? { q } : {})

/** A record written by hand: what was done, to whom, by whom (the writer when left empty), where and why. */
export const ModerationActionForm = () => (
  <SimpleForm>
    <SelectInput source="actionType" choices={enumChoices('moderationActionTypes')} validate={v.actionType} />
    <ReferenceInput source="targetUserUuid" reference="users">
      <AutocompleteInput optionText="nickname" filterToQuery={byText} validate={v.targetUserUuid} />
    </ReferenceInput>
    <ReferenceInput source="moderatorUuid" reference="users">
      <AutocompleteInput
        optionText="nickname"
        filterToQuery={byText}
        helperText="spinroom.moderation_actions.by_hint"
      />
    </ReferenceInput>
    <RoomUuidFilterInput source="roomUuid" />
    <TextInput source="role" helperText="spinroom.moderation_actions.role_hint" />
    <TextInput source="previousRole" />
    <TextInput source="reason" multiline fullWidth />
  </SimpleForm>
)

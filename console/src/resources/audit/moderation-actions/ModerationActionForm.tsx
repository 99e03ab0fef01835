import { AutocompleteInput, ReferenceInput, SelectInput, SimpleForm, TextInput, required } from 'react-admin'
import { enumChoices } from '../../shared/enums.ts'
import { RoomUuidFilterInput } from '../../shared/FilterInputs.tsx'

const byText = (q: string) => (q ? { q } : {})

/** A record written by hand: what was done, to whom, by whom (the writer when left empty), where and why. */
export const ModerationActionForm = () => (
  <SimpleForm>
    <SelectInput source="actionType" choices={enumChoices('moderationActionTypes')} validate={required()} />
    <ReferenceInput source="targetUserUuid" reference="users">
      <AutocompleteInput optionText="nickname" filterToQuery={byText} validate={required()} />
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

import {
  BooleanField,
  CreateButton,
  Datagrid,
  DeleteWithConfirmButton,
  List,
  NullableBooleanInput,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar
} from 'react-admin'
import { AvatarImage } from './AvatarImage.tsx'
import { AvatarStatusField, statusChoices } from './AvatarStatusField.tsx'
import { SeasonFilterInput } from '../../shared/FilterInputs.tsx'
import { SeasonReferenceField } from '../../shared/SeasonReferenceField.tsx'

// Sent inside `filter`: {"q":"cat"}, {"avatarStatus":"PUBLIC"}, {"discordOnly":true}, {"seasonId":"…"}.
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="avatarStatus" source="avatarStatus" choices={statusChoices} alwaysOn />,
  <NullableBooleanInput key="discordOnly" source="discordOnly" alwaysOn />,
  <SeasonFilterInput key="seasonId" source="seasonId" alwaysOn />
]

export const AvatarList = () => (
  <List
    filters={filters}
    sort={{ field: 'createdAt', order: 'DESC' }}
    perPage={25}
    actions={
      <TopToolbar>
        <CreateButton />
      </TopToolbar>
    }
  >
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <AvatarImage label="spinroom.avatars.image" />
      <TextField source="name" />
      <TextField source="slug" sx={{ fontFamily: 'monospace' }} />
      <AvatarStatusField source="avatarStatus" label="resources.avatars.fields.avatarStatus" />
      <BooleanField source="discordOnly" />
      <SeasonReferenceField source="seasonId" />
      <NumberField source="pointsThreshold" emptyText="—" />
      <DeleteWithConfirmButton mutationMode="pessimistic" />
    </Datagrid>
  </List>
)

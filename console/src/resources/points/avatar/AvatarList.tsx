import {
  BooleanField,
  CreateButton,
  Datagrid,
  DeleteWithConfirmButton,
  List,
  NullableBooleanInput,
  NumberField,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar
} from 'react-admin'
import { AvatarImage } from './AvatarImage.tsx'
import { AvatarStatusField, statusChoices } from './AvatarStatusField.tsx'

// Sent inside `filter`: {"q":"cat"}, {"avatarStatus":"PUBLIC"}, {"discordOnly":true}, {"seasonId":"…"}.
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="avatarStatus" source="avatarStatus" choices={statusChoices} alwaysOn />,
  <NullableBooleanInput key="discordOnly" source="discordOnly" alwaysOn />,
  <ReferenceInput key="seasonId" source="seasonId" reference="seasons" alwaysOn>
    <SelectInput optionText="seasonName" />
  </ReferenceInput>
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
      <ReferenceField source="seasonId" reference="seasons" link={false} emptyText="—" />
      <NumberField source="pointsThreshold" emptyText="—" />
      <DeleteWithConfirmButton mutationMode="pessimistic" />
    </Datagrid>
  </List>
)

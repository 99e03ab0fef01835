import {
  CreateButton,
  Datagrid,
  DateField,
  DateTimeInput,
  FunctionField,
  List,
  SearchInput,
  SimpleForm,
  TextField,
  TextInput,
  TopToolbar
} from 'react-admin'
import { routes, type Season } from '@spinroom/schemas'
import { schemaValidators } from '../../../data/validate.ts'
import { SeasonDeleteButton } from './SeasonDeleteButton.tsx'
import { BackfillAvatarsButton } from './BackfillAvatarsButton.tsx'
import { TimeSpanChip } from '../../shared/TimeSpanChip.tsx'

// The list and the form side by side: a plain field's column and input are added here together.

const filters = [<SearchInput key="q" source="q" alwaysOn />]

export const SeasonList = () => (
  <List
    filters={filters}
    sort={{ field: 'seasonStart', order: 'DESC' }}
    perPage={25}
    actions={
      <TopToolbar>
        <CreateButton />
      </TopToolbar>
    }
  >
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="seasonName" />
      <DateField source="seasonStart" showTime />
      <DateField source="seasonEnd" showTime />
      <FunctionField<Season>
        label="spinroom.seasons.state"
        render={(season) => (
          <TimeSpanChip start={season.seasonStart} end={season.seasonEnd} labels="spinroom.seasons" now="current" />
        )}
      />
      <SeasonDeleteButton />
      <BackfillAvatarsButton />
    </Datagrid>
  </List>
)

const v = schemaValidators(routes.points.createSeason.body)

/** The overlap rule is the API's: its 400 names the season in the way, and the form shows it. */
export const SeasonForm = () => (
  <SimpleForm>
    <TextInput source="seasonName" validate={v.seasonName} />
    <DateTimeInput source="seasonStart" validate={v.seasonStart} />
    <DateTimeInput source="seasonEnd" validate={v.seasonEnd} />
  </SimpleForm>
)

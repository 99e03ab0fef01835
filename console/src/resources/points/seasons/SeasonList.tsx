import { CreateButton, Datagrid, DateField, FunctionField, List, SearchInput, TextField, TopToolbar } from 'react-admin'
import type { Season } from '@spinroom/schemas'
import { SeasonDeleteButton } from './SeasonDeleteButton.tsx'
import { BackfillAvatarsButton } from './BackfillAvatarsButton.tsx'
import { TimeSpanChip } from '../../shared/TimeSpanChip.tsx'

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

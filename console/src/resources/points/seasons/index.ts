import { createElement } from 'react'
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents'
import { Create, Edit } from 'react-admin'
import type { Season } from '@spinroom/schemas'
import type { ResourceViews } from '../../types.ts'
import { SeasonForm, SeasonList } from './SeasonViews.tsx'

const SeasonCreate = () => createElement(Create, { redirect: 'list' }, createElement(SeasonForm))
const SeasonEdit = () =>
  createElement(Edit, { mutationMode: 'pessimistic', redirect: 'list' }, createElement(SeasonForm))

const season: ResourceViews = {
  list: SeasonList,
  create: SeasonCreate,
  edit: SeasonEdit,
  icon: EmojiEventsIcon,
  recordRepresentation: (record) => (record as Season).seasonName
}

export default season

import { createElement } from 'react'
import GavelIcon from '@mui/icons-material/Gavel'
import { Create, Edit } from 'react-admin'
import type { ModerationAction } from '@spinroom/schemas'
import type { ResourceViews } from '../../types.ts'
import { ModerationActionShow } from './ModerationActionShow.tsx'
import { ModerationActionTitle } from './ModerationActionTitle.tsx'
import { ModerationActionForm, ModerationActionList } from './ModerationActionViews.tsx'

// An empty choice means "me": the API records the writer as the moderator when moderatorUuid is left out.
const transform = ({ moderatorUuid, ...data }: Record<string, unknown>) =>
  moderatorUuid ? { ...data, moderatorUuid } : data

const ModerationActionCreate = () =>
  createElement(Create, { redirect: 'list', transform }, createElement(ModerationActionForm))
/** Replaces the record (PUT): the caller becomes its writer; administrators may delete it. */
const ModerationActionEdit = () =>
  createElement(
    Edit,
    { mutationMode: 'pessimistic', redirect: 'list', title: createElement(ModerationActionTitle) },
    createElement(ModerationActionForm)
  )

const moderationAction: ResourceViews = {
  list: ModerationActionList,
  show: ModerationActionShow,
  create: ModerationActionCreate,
  edit: ModerationActionEdit,
  icon: GavelIcon,
  recordRepresentation: (record) => (record as ModerationAction).actionType
}

export default moderationAction

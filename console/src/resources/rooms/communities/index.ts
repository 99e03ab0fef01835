import { createElement } from 'react'
import GroupsIcon from '@mui/icons-material/Groups'
import { Create, Edit } from 'react-admin'
import type { Community } from '@spinroom/schemas'
import type { ResourceViews } from '../../types.ts'
import { CommunityMembers } from './CommunityMembers.tsx'
import { CommunityRooms } from './CommunityRooms.tsx'
import { CommunityForm, CommunityList } from './CommunityViews.tsx'

const CommunityCreate = () => createElement(Create, { redirect: 'edit' }, createElement(CommunityForm))
/** The community's fields, then its members and its rooms, each changed at once through its own endpoint. */
const CommunityEdit = () =>
  createElement(
    Edit,
    { mutationMode: 'pessimistic', redirect: false },
    createElement(CommunityForm),
    createElement(CommunityMembers),
    createElement(CommunityRooms)
  )

const community: ResourceViews = {
  list: CommunityList,
  create: CommunityCreate,
  edit: CommunityEdit,
  icon: GroupsIcon,
  recordRepresentation: (record) => (record as Community).name
}

export default community

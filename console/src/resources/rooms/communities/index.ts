import { createElement } from 'react'
import GroupsIcon from '@mui/icons-material/Groups'
import { Create } from 'react-admin'
import type { Community } from '@spinroom/schemas'
import type { ResourceViews } from '../../types.ts'
import { CommunityEdit } from './CommunityEdit.tsx'
import { CommunityForm } from './CommunityForm.tsx'
import { CommunityList } from './CommunityList.tsx'

const CommunityCreate = () => createElement(Create, { redirect: 'edit' }, createElement(CommunityForm))

const community: ResourceViews = {
  list: CommunityList,
  create: CommunityCreate,
  edit: CommunityEdit,
  icon: GroupsIcon,
  recordRepresentation: (record) => (record as Community).name
}

export default community

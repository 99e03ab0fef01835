import { createElement } from 'react'
import FaceIcon from '@mui/icons-material/Face'
import { Create, Edit } from 'react-admin'
import type { Avatar } from '@spinroom/schemas'
import type { ResourceViews } from '../../types.ts'
import { AvatarForm, AvatarList } from './AvatarViews.tsx'
import { AvatarShow } from './AvatarShow.tsx'

const AvatarCreate = () => createElement(Create, { redirect: 'show' }, createElement(AvatarForm))
const AvatarEdit = () =>
  createElement(Edit, { mutationMode: 'pessimistic', redirect: 'show' }, createElement(AvatarForm))

const avatar: ResourceViews = {
  list: AvatarList,
  show: AvatarShow,
  create: AvatarCreate,
  edit: AvatarEdit,
  icon: FaceIcon,
  recordRepresentation: (record) => (record as Avatar).name
}

export default avatar

import { createElement } from 'react'
import TollIcon from '@mui/icons-material/Toll'
import { Create, Edit } from 'react-admin'
import type { TokenBundle } from '@spinroom/schemas'
import type { ResourceViews } from '../../types.ts'
import { TokenBundleForm, TokenBundleList } from './TokenBundleViews.tsx'

const TokenBundleCreate = () => createElement(Create, { redirect: 'list' }, createElement(TokenBundleForm))
const TokenBundleEdit = () =>
  createElement(Edit, { mutationMode: 'pessimistic', redirect: 'list' }, createElement(TokenBundleForm))

const tokenBundle: ResourceViews = {
  list: TokenBundleList,
  create: TokenBundleCreate,
  edit: TokenBundleEdit,
  icon: TollIcon,
  recordRepresentation: (record) => (record as TokenBundle).name
}

export default tokenBundle

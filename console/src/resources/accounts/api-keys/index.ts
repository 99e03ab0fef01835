import KeyIcon from '@mui/icons-material/Key'
import type { ApiKey } from '@spinroom/schemas'
import type { ResourceViews } from '../../types.ts'
import { ApiKeyCreate } from './ApiKeyCreate.tsx'
import { ApiKeyList } from './ApiKeyViews.tsx'
import { ApiKeyShow } from './ApiKeyShow.tsx'

const apiKey: ResourceViews = {
  list: ApiKeyList,
  show: ApiKeyShow,
  create: ApiKeyCreate,
  icon: KeyIcon,
  recordRepresentation: (record) => (record as ApiKey).name
}

export default apiKey

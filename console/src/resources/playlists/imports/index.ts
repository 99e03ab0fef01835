import CloudDownloadIcon from '@mui/icons-material/CloudDownload'
import type { CrateImportRow } from '@spinroom/schemas'
import type { ResourceViews } from '../../types.ts'
import { CrateImportList } from './CrateImportList.tsx'

const crateImports: ResourceViews = {
  list: CrateImportList,
  icon: CloudDownloadIcon,
  recordRepresentation: (record) => (record as CrateImportRow).crateName
}

export default crateImports

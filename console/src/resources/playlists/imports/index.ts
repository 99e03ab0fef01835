import CloudDownloadIcon from '@mui/icons-material/CloudDownload'
import { routes, type CrateImportRow } from '@spinroom/schemas'
import type { ResourceEntry, ResourceViews } from '../../types.ts'
import { CrateImportList } from './CrateImportList.tsx'

const views: ResourceViews = {
  list: CrateImportList,
  icon: CloudDownloadIcon,
  recordRepresentation: (record) => (record as CrateImportRow).crateName
}

/** Imports in progress (and done): spread into the playlists domain's registry. */
export const crateImportResources: Record<string, ResourceEntry> = {
  'crate-imports': { domain: 'playlists', routes: { list: routes.playlists.listCrateImports }, views }
}

import Chip from '@mui/material/Chip'
import CircularProgress from '@mui/material/CircularProgress'
import { useTranslation } from 'react-i18next'
import type { Crate } from '@spinroom/schemas'

/** Where a crate imported from a provider playlist stands (nothing for other crates). */
export function ImportStatusChip({ crate }: { crate: Pick<Crate, 'importStatus' | 'crateSongsNumber'> }) {
  const { t } = useTranslation()
  if (crate.importStatus === 'IN_PROGRESS')
    return (
      <Chip
        size="small"
        color="secondary"
        icon={<CircularProgress size={12} color="inherit" aria-hidden />}
        label={t('crates.import.inProgress', { count: crate.crateSongsNumber })}
        data-testid="import-status"
      />
    )
  if (crate.importStatus === 'FAILED')
    return <Chip size="small" color="error" label={t('crates.import.failed')} data-testid="import-status" />
  return null
}

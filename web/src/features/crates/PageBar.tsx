import Pagination from '@mui/material/Pagination'
import { useTranslation } from 'react-i18next'

/** Page buttons under a list, named in the reader's language; nothing when everything fits on one page. */
export function PageBar({ pages, page, onChange }: { pages: number; page: number; onChange: (page: number) => void }) {
  const { t } = useTranslation()
  if (pages <= 1) return null
  return (
    <Pagination
      sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
      count={pages}
      page={page}
      onChange={(_event, value) => onChange(value)}
      getItemAriaLabel={(type, number) =>
        type === 'page'
          ? t('crates.pageLabel.page', { page: number ?? 0 })
          : type === 'first' || type === 'last' || type === 'next' || type === 'previous'
            ? t(`crates.pageLabel.${type}`)
            : ''
      }
    />
  )
}

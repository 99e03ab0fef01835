import { useTranslation } from 'react-i18next'
import type { Crate } from '@spinroom/schemas'

/** A crate's name as shown: the queue and likes in the reader's language, others as their owner named them. */
export function useCrateTitle() {
  const { t } = useTranslation()
  return (crate: Pick<Crate, 'crateName' | 'special'>) =>
    crate.special === 'queue' ? t('crates.queue') : crate.special === 'likes' ? t('crates.likes') : crate.crateName
}

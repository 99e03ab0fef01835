import type { DataProvider } from 'react-admin'
import type { RestClient } from '@spinroom/client'

/** react-admin's methods plus `call`: any route of schemas/, typed from its declaration (what action buttons use). */
export interface ConsoleDataProvider extends DataProvider {
  call: RestClient['call']
}

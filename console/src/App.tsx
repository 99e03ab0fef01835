import { Admin, CustomRoutes, Resource } from 'react-admin'
import { Route } from 'react-router-dom'
import { consolePaths } from '@spinroom/schemas'
import { authProvider } from './authProvider.ts'
import { LoginPage } from './auth/LoginPage.tsx'
import { dataProvider } from './data/dataProvider.ts'
import { Dashboard } from './dashboard/Dashboard.tsx'
import { i18nProvider } from './i18n/index.ts'
import { SpinroomLayout } from './menu/SpinroomLayout.tsx'
import { pages, resourceNames, resourceViews } from './resources/views.ts'
import { ServiceStatusPage } from './status/ServiceStatusPage.tsx'
import { theme } from './theme.ts'

export const App = () => (
  <Admin
    title="Spinroom console"
    disableTelemetry
    requireAuth
    authProvider={authProvider}
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    dashboard={Dashboard}
    loginPage={LoginPage}
    layout={SpinroomLayout}
    theme={theme}
  >
    {resourceNames.map((name) => (
      <Resource key={name} name={name} {...resourceViews[name]!} />
    ))}
    <CustomRoutes>
      <Route path={consolePaths.status} element={<ServiceStatusPage />} />
      {pages.map(({ path, element: Page }) => (
        <Route key={path} path={path} element={<Page />} />
      ))}
    </CustomRoutes>
  </Admin>
)

import '@fontsource/roboto/400.css'
import '@fontsource/roboto/500.css'
import '@fontsource/roboto/700.css'
import '@fontsource/roboto/900.css'
import { languageReady } from './i18n/index.ts'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { QueryClientProvider } from '@tanstack/react-query'
import { queryClient } from './api/query-client.ts'
import { theme } from './theme.ts'
import { SessionProvider } from './features/session/SessionProvider.tsx'
import { App } from './App.tsx'
import { isDiscordActivity } from './features/discord/activity.ts'

// Read while Discord's query is still in the address, so that later screens know it too; before any await, since the
// page may be left before the awaited language arrives.
isDiscordActivity()
await languageReady

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <App />
        </SessionProvider>
      </QueryClientProvider>
    </ThemeProvider>
  </StrictMode>
)

import { defaultTheme, type RaThemeOptions } from 'react-admin'

/** react-admin's default theme in the platform's colours. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#5b3fd6' },
    secondary: { main: '#1f1b3a' }
  }
}

import { alpha, createTheme } from '@mui/material/styles'

const pink = '#ff4d8d'
const violet = '#7c4dff'

/** The brand gradient: used for the mark, the hero and primary calls to action. */
export const brandGradient = `linear-gradient(135deg, ${pink} 0%, ${violet} 100%)`

export const theme = createTheme({
  palette: {
    mode: 'dark',
    // Dark text on the pink: white on it falls short of WCAG AA contrast (3.1:1).
    primary: { main: pink, contrastText: '#1b0a12' },
    secondary: { main: violet },
    success: { main: '#2ee59d' },
    background: { default: '#0d0b14', paper: '#16131f' },
    divider: alpha('#fff', 0.08),
    text: { primary: '#f4f1fa', secondary: alpha('#f4f1fa', 0.64) }
  },
  shape: { borderRadius: 14 },
  typography: {
    fontFamily: 'Roboto, system-ui, -apple-system, "Segoe UI", sans-serif',
    h1: { fontWeight: 800, letterSpacing: '-0.03em' },
    h2: { fontWeight: 800, letterSpacing: '-0.02em' },
    h3: { fontWeight: 700, letterSpacing: '-0.02em' },
    h4: { fontWeight: 700, letterSpacing: '-0.01em' },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
    overline: { fontWeight: 700, letterSpacing: '0.12em' }
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        body: { minHeight: '100vh' },
        '#root': { minHeight: '100vh', display: 'flex', flexDirection: 'column' }
      }
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 999, paddingInline: 20 }, sizeLarge: { minHeight: 48 } }
    },
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { backgroundColor: alpha('#16131f', 0.86), backdropFilter: 'blur(12px)' } }
    },
    MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
    MuiToggleButton: { styleOverrides: { root: { fontWeight: 700, paddingInline: 10, lineHeight: 1.2 } } },
    MuiTextField: { defaultProps: { fullWidth: true } }
  }
})

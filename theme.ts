/**
 * The one place design tokens live. Text passes WCAG 2.2 AAA in light and dark
 * (tests/e2e/contrast.test.ts): filled buttons shade 7, brand text shade 8 light / 2 dark,
 * `dimmed` gray 8; Mantine's defaults (shade 6, gray 6) fall below AA.
 */
import {
  Container,
  createTheme,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core'

// A deep, confident blue ("brand") and a warm saffron accent.
const brand: MantineColorsTuple = [
  '#edf3ff',
  '#d9e4fd',
  '#b3c8f8',
  '#88a9f3',
  '#638eee',
  '#4b7ceb',
  '#2f63e0',
  '#1f4fc4',
  '#1a43a6',
  '#133480',
]
const saffron: MantineColorsTuple = [
  '#fff5e1',
  '#ffe9cb',
  '#ffd199',
  '#ffb762',
  '#ffa136',
  '#ff9318',
  '#ff8c03',
  '#e37900',
  '#ca6a00',
  '#af5a00',
]
// WhatsApp's green, darkened until white passes AA on shades 6 and 7 (filled buttons, dark/light).
const whatsapp: MantineColorsTuple = [
  '#e6f7ef',
  '#c3ebd8',
  '#8fd9b6',
  '#55c48f',
  '#25b26e',
  '#0f9a5c',
  '#0a7a4c',
  '#0a7a4c',
  '#08663f',
  '#064f31',
]
// Navy-tinted darks for a dark scheme that still feels like the brand.
const dark: MantineColorsTuple = [
  '#e3e7f0',
  '#c2c9d8',
  '#9aa3b8',
  '#6e7891',
  '#465068',
  '#2d3650',
  '#222a40',
  '#171d30',
  '#111627',
  '#0b0f1c',
]

// --site-font (styles/fonts.css): Manrope and its metric-matched fallback, or the fallback alone
// while a first visit waits for the font.
const fontFamily =
  "var(--site-font), ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif"

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 7 },
  colors: { brand, saffron, dark, whatsapp },
  autoContrast: true,
  fontFamily,
  cursorType: 'pointer',
  black: '#0f1629',
  headings: {
    fontFamily,
    fontWeight: '750',
    sizes: {
      h1: { fontSize: 'clamp(2.1rem, 1.5rem + 3vw, 3.5rem)', lineHeight: '1.1' },
      h2: { fontSize: 'clamp(1.7rem, 1.35rem + 1.6vw, 2.5rem)', lineHeight: '1.15' },
      h3: { fontSize: '1.25rem', lineHeight: '1.3' },
      h4: { fontSize: '1.05rem', lineHeight: '1.4' },
    },
  },
  fontSizes: { xs: '0.8125rem', sm: '0.9375rem', md: '1rem', lg: '1.125rem', xl: '1.3rem' },
  lineHeights: { md: '1.65' },
  spacing: { xs: '0.5rem', sm: '0.75rem', md: '1rem', lg: '1.5rem', xl: '2rem' },
  shadows: {
    sm: '0 1px 2px rgb(15 22 41 / 6%), 0 2px 8px rgb(15 22 41 / 6%)',
    md: '0 4px 12px rgb(15 22 41 / 8%), 0 12px 32px rgb(15 22 41 / 8%)',
  },
  // The site's content width (82.5rem); wider side padding from sm: styles/global.css.
  components: { Container: Container.extend({ defaultProps: { size: 'xl' } }) },
})

export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {
    '--site-header-height': '4.25rem',
  },
  light: {
    '--mantine-color-dimmed': t.colors.gray[8],
    '--mantine-color-error': '#a51d1d',
    '--site-link-visited': '#5a2d91',
    '--mantine-color-body': '#ffffff',
    '--site-surface': '#f5f7fc',
    '--site-border': t.colors.gray[3],
    '--mantine-color-anchor': brand[8],
    // Light buttons and badges: their text on the pale blue.
    '--mantine-color-brand-light-color': brand[9],
  },
  dark: {
    '--mantine-color-dimmed': t.colors.dark[1],
    '--mantine-color-error': '#ffa8a8',
    '--site-link-visited': '#d7c2fb',
    '--mantine-color-body': t.colors.dark[8],
    '--site-surface': t.colors.dark[7],
    '--site-border': t.colors.dark[5],
    '--mantine-color-anchor': brand[2],
  },
})

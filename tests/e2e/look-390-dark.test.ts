// The look checks and reference pictures at 390 px, dark (tests/e2e/look.ts).
import { lookTests } from './look'

lookTests(390, 'dark')

// The look checks and reference pictures at 1280 px, dark (tests/e2e/look.ts).
import { lookTests } from './look'

lookTests(1280, 'dark')

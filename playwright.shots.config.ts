import { defineConfig } from '@playwright/test'
import base from './playwright.config.ts'

// `npm run shots` (issue 21): screenshots of every screen at 390, 820 and 1366 px under shots/, and what the layout
// check finds on each. Not part of `npm test`: e2e/layout.spec.ts is the check that fails.
export default defineConfig({
  ...base,
  testMatch: '**/*.shots.ts',
  reporter: [['line']],
})

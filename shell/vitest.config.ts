// The shell's unit tests start with today's site pages as the live table (a server test's pointer sets its own).
import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { setupFiles: ['./tests/sitePages.ts'] } });

import type { Config } from 'jest';
import { shopOutputFrom } from './scripts/shop/shopOutput';

// The shop whose facts the app's modules read: the demo's (committed), or SHOP_OUTPUT's (scripts/shop/shopOutput.ts).
const factsDir = shopOutputFrom(__dirname).facts;

// ts-jest only transpiles here (isolatedModules): `npm test` runs `tsc --noEmit` for types.
const config: Config = {
  testEnvironment: 'jsdom',
  // Every core: jest's default keeps one free, which on CI's two cores means one worker
  // (446 tests: 55 s on one worker, 41 s on two).
  maxWorkers: '100%',
  // Many tests render the whole frame, whose lazily loaded chunks (footer, search box, pages) are
  // compiled by ts-jest the first time a run meets them: on a cold cache and a loaded 2-core
  // machine one test has taken 5-10 s, past jest's default 5 s, with nothing wrong. Their waits
  // for such a chunk (fixtures/frame.tsx `slow`) are 8 s; a test gets room for one and the rest.
  testTimeout: 20_000,
  roots: ['<rootDir>/__tests__'],
  setupFilesAfterEnv: ['<rootDir>/__tests__/setupTests.ts'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: { jsx: 'react-jsx', module: 'CommonJS', isolatedModules: true, esModuleInterop: true } }],
  },
  moduleNameMapper: {
    '\\.(svg|png|jpe?g|webp)$': '<rootDir>/__tests__/fileStub.ts',
    // Its `new Worker(new URL(…, import.meta.url))` is webpack's, not CommonJS: jsdom has no Worker anyway.
    '/startSearchWorker$': '<rootDir>/__tests__/searchWorkerStub.ts',
    '/generated/toko-contoh/facts/([^/]+\\.json)$': `${factsDir}/$1`,
  },
  testPathIgnorePatterns: ['/node_modules/', '/__tests__/fixtures/', 'test-utils', 'setupTests', 'fileStub', 'searchWorkerStub'],
};

export default config;

import type { Config } from 'jest';

// ts-jest only transpiles here (isolatedModules): `npm test` runs `tsc --noEmit` for types.
const config: Config = {
  testEnvironment: 'jsdom',
  // Every core: jest's default keeps one free, which on CI's two cores means one worker
  // (446 tests: 55 s on one worker, 41 s on two).
  maxWorkers: '100%',
  roots: ['<rootDir>/__tests__'],
  setupFilesAfterEnv: ['<rootDir>/__tests__/setupTests.ts'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: { jsx: 'react-jsx', module: 'CommonJS', isolatedModules: true, esModuleInterop: true } }],
  },
  moduleNameMapper: {
    '\\.(svg|png|jpe?g|webp)$': '<rootDir>/__tests__/fileStub.ts',
    // Its `new Worker(new URL(…, import.meta.url))` is webpack's, not CommonJS: jsdom has no Worker anyway.
    '/startSearchWorker$': '<rootDir>/__tests__/searchWorkerStub.ts',
  },
  testPathIgnorePatterns: ['/node_modules/', '/__tests__/fixtures/', 'test-utils', 'setupTests', 'fileStub', 'searchWorkerStub'],
};

export default config;

import { jest } from '@jest/globals';

/**
 * A browser test may take a minute and a half: pages load, hydrate and fetch chunks in real time, and
 * the tests must pass on a busy machine (npm run test:stress). Jest's project-level testTimeout does
 * not reach the tests, so it is set here.
 */
jest.setTimeout(90000);

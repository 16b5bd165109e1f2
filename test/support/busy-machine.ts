import { jest } from '@jest/globals';

/**
 * Unit and integration tests wait for conditions (a child process's answer, a lazy chunk's render), and
 * the run must pass on a busy machine, where those take many times what they take on a quiet one.
 * Jest's 5-second default and Testing Library's 1-second `findBy*` then fail tests that are right, so
 * both limits are raised: they only bound how long a broken test takes to fail.
 */
jest.setTimeout(60000);

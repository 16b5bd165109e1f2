import '@testing-library/jest-dom/jest-globals';
import { TextEncoder, TextDecoder } from 'node:util';

// react-router reads TextEncoder, which jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });

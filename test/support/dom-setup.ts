import '@testing-library/jest-dom/jest-globals';
import { configure } from '@testing-library/react';
import { TextEncoder, TextDecoder } from 'node:util';
import { TransformStream } from 'node:stream/web';

// react-router reads TextEncoder, and DocSearch's modal (its bundled Ask AI code) TransformStream when it
// loads; jsdom provides neither, every browser does.
Object.assign(globalThis, { TextEncoder, TextDecoder, TransformStream });

// See busy-machine.ts: a lazy chunk may take seconds to render on a loaded machine.
configure({ asyncUtilTimeout: 15000 });

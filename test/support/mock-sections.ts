import { jest } from '@jest/globals';
import type { SectionLink } from '../../src/shared/content/types';

/**
 * Stands in for the generated `@generated/sections` module (written by a build) with these sections.
 * Call it before importing, with `await import(...)`, the components that use it.
 */
export function mockSections(sectionLinks: SectionLink[]): void {
  jest.unstable_mockModule(
    '@generated/sections',
    () => ({ sectionLinks, sectionNames: ['', ...sectionLinks.map((link) => link.section)], loadSection: {} }),
    { virtual: true },
  );
}

import { CodeCopyButton } from '../CodeCopyButton/CodeCopyButton';

/**
 * Every island by name: a stateful piece of an article that hydrates on its own (see `Island`). Its
 * props travel in the prerendered HTML as JSON, so they must be plain data.
 */
export const ISLANDS = { 'code-copy': CodeCopyButton };

export type IslandName = keyof typeof ISLANDS;

/** Replaces a module with an empty one (stylesheets in the server bundle). */
export default function emptyModuleLoader(): string {
  return 'export {};';
}

/** This loader's file, for the configurations that use it. */
export const EMPTY_MODULE_LOADER = import.meta.filename;

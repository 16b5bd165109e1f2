/** Replaces a module with an empty one (stylesheets in the server bundle). */
export default function emptyModuleLoader(): string {
  return 'export {};';
}

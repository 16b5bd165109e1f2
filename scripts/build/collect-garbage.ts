import v8 from 'node:v8';
import vm from 'node:vm';

// The same route to V8's collector as Jest's `--logHeapUsage`: the flag, then `gc` from a new context.
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/**
 * Collects the garbage a finished webpack compilation left, before the next step allocates. Left to
 * itself, V8 grew the heap past it: the bundles phase of cold builds peaked anywhere from 686 to 891 MB
 * resident, against 670–704 MB with a collection after each compilation (about 60 ms each).
 */
export function collectGarbage(): void {
  gc();
}

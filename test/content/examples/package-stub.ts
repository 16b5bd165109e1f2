/**
 * Stands in for a package an example requires that is not installed (see check-examples.ts).
 *
 * The stub is a callable, constructible object whose every property is another stub, so `new Plugin(options)`,
 * `Plugin.loader` and `pkg.helper()` all work. When a snapshot of the package's option schema exists
 * (test/content/schemas/<package>.json), constructing the stub validates the options against it, the way the
 * real plugin would.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Schema } from 'schema-utils';

const { validate } = createRequire(path.join(process.cwd(), 'package.json'))('schema-utils') as typeof import('schema-utils');

type Stub = ((...args: unknown[]) => unknown) & Record<string | symbol, unknown>;

function stub(name: string, check?: (options: object) => void): Stub {
  const target = function PackageStub(this: unknown, options?: object) {
    if (new.target) {
      check?.(options ?? {});
      return this;
    }
    return proxy;
  } as unknown as Stub;
  (target.prototype as { apply: () => void }).apply = () => {};
  const proxy: Stub = new Proxy(target, {
    get(object, key) {
      if (key in object) return object[key];
      if (key === 'loader') return `${name}/loader`;
      if (key === '__esModule') return false;
      if (key === 'default') return proxy;
      if (typeof key === 'symbol') return undefined;
      return stub(`${name}.${key}`);
    },
  });
  return proxy;
}

export function packageStub(name: string, schemaFile: string): Stub {
  if (!fs.existsSync(schemaFile)) return stub(name);
  const schema = JSON.parse(fs.readFileSync(schemaFile, 'utf8')) as Schema;
  return stub(name, (options) => validate(schema, options, { name, baseDataPath: 'options' }));
}

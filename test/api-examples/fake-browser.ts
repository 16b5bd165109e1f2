import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

// Just enough of a browser to run webpack's chunk loading runtime (script and stylesheet tags, resource
// hints) on built files: a script tag appended with a `src` runs that file from the output folder and
// fires `load`, a stylesheet link fires `load`. Elements record every attribute and property the runtime
// sets, so a test can look at the tags the runtime created.

export class FakeElement {
  readonly tagName: string;
  readonly attributes = new Map<string, string>();
  readonly children: FakeElement[] = [];
  parentNode: FakeElement | null = null;
  onload: ((event: object) => void) | null = null;
  onerror: ((event: object) => void) | null = null;
  [property: string]: unknown;

  constructor(tagName: string) {
    this.tagName = tagName.toUpperCase();
  }

  setAttribute(name: string, value: unknown) {
    this.attributes.set(name, String(value));
  }

  getAttribute(name: string) {
    return this.attributes.get(name) ?? null;
  }

  removeAttribute(name: string) {
    this.attributes.delete(name);
  }

  appendChild(child: FakeElement) {
    return this.insertBefore(child, null);
  }

  insertBefore(child: FakeElement, reference: FakeElement | null) {
    child.parentNode = this;
    const at = reference ? this.children.indexOf(reference) : -1;
    this.children.splice(at === -1 ? this.children.length : at, 0, child);
    this.browser.attached(child);
    return child;
  }

  removeChild(child: FakeElement) {
    this.children.splice(this.children.indexOf(child), 1);
    child.parentNode = null;
    return child;
  }

  /** This element and every element under it, in document order. */
  *walk(): Generator<FakeElement> {
    yield this;
    for (const child of this.children) yield* child.walk();
  }

  declare browser: FakeBrowser;
}

export class FakeBrowser {
  readonly document: { head: FakeElement; [key: string]: unknown };
  readonly context: vm.Context;
  readonly logs: string[] = [];
  readonly errors: unknown[] = [];
  /** Every element ever added to the document, in order (the runtime removes script tags once loaded). */
  readonly added: FakeElement[] = [];
  private readonly root: FakeElement;
  private readonly listeners = new Map<string, ((event: object) => void)[]>();

  /** `outputPath` is where script URLs (relative to `publicPath: '/'`) are read from. */
  constructor(private readonly outputPath: string) {
    this.root = this.element('html');
    const head = this.element('head');
    this.root.appendChild(head);
    this.document = {
      head,
      createElement: (tag: string) => this.element(tag),
      getElementsByTagName: (tag: string) => [...this.root.walk()].filter((el) => el.tagName === tag.toUpperCase()),
      querySelector: (selector: string) => this.querySelector(selector),
      getElementById: (id: string) => [...this.root.walk()].find((el) => el.getAttribute('id') === id) ?? null,
      addEventListener: (type: string, listener: (event: object) => void) => {
        this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
      },
    };
    const location = { origin: 'http://localhost', href: 'http://localhost/' };
    this.context = vm.createContext({
      document: this.document,
      location,
      console: { log: (...args: unknown[]) => this.logs.push(args.join(' ')) },
      setTimeout,
      clearTimeout,
    });
    this.context.self = this.context;
    this.context.window = this.context;
  }

  element(tag: string): FakeElement {
    const element = new FakeElement(tag);
    element.browser = this;
    return element;
  }

  /** Runs one emitted file, as a `<script src>` would. */
  runFile(file: string) {
    vm.runInContext(fs.readFileSync(path.join(this.outputPath, file), 'utf8'), this.context, { filename: file });
  }

  /** Fires a document event, such as the `click` of a reader, once for each listener. */
  dispatch(type: string) {
    const listeners = this.listeners.get(type) ?? [];
    this.listeners.delete(type);
    for (const listener of listeners) listener({ type });
  }

  /** Every element of a tag name in the document, in document order. */
  elements(tag: string): FakeElement[] {
    return [...this.root.walk()].filter((el) => el.tagName === tag.toUpperCase());
  }

  attached(element: FakeElement) {
    this.added.push(element);
    const src = element.tagName === 'SCRIPT' ? element.src : undefined;
    const stylesheet = element.tagName === 'LINK' && element.rel === 'stylesheet';
    if (typeof src !== 'string' && !stylesheet) return;
    setImmediate(() => {
      try {
        if (typeof src === 'string') this.runFile(src.replace(/^\//, ''));
        else element.sheet = {};
        element.onload?.({ type: 'load', target: element });
      } catch (error) {
        this.errors.push(error);
      }
    });
  }

  /** Waits until `condition()` holds, letting loads and timers run; fails after `rounds` turns. */
  async until(condition: () => boolean, rounds = 200): Promise<void> {
    for (let round = 0; round < rounds; round += 1) {
      if (this.errors.length) throw this.errors[0];
      if (condition()) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
    throw new Error('the page never reached the expected state');
  }

  private querySelector(selector: string): FakeElement | null {
    // Supports the one form the examples use: tag[attribute="value"].
    const match = /^(\w+)\[(\w[\w-]*)="([^"]*)"\]$/.exec(selector);
    if (!match) throw new Error(`FakeBrowser cannot match ${selector}`);
    const [, tag, attribute, value] = match;
    return this.elements(tag).find((el) => el.getAttribute(attribute) === value || el[attribute] === value) ?? null;
  }
}

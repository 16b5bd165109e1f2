import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/*
 * The samples are written out as pre-highlighted markup: no highlighter ships to the browser. Token
 * helpers keep the markup readable; the text of each block is exactly the file it shows.
 */
const k = (text: string) => <span className="tk-k">{text}</span>;
const s = (text: string) => <span className="tk-s">{text}</span>;
const f = (text: string) => <span className="tk-f">{text}</span>;
const p = (text: string) => <span className="tk-p">{text}</span>;
const r = (text: string) => <span className="tk-r">{text}</span>;
const c = (text: string) => <span className="tk-c">{text}</span>;

function CodeFile({ title, label, children }: { title: string; label?: string; children: ReactNode }) {
  return (
    <figure className="home-code__file">
      <figcaption className="home-code__title">
        <span>{title}</span>
        {label && <span className="home-code__label">{label}</span>}
      </figcaption>
      {/* Focusable so keyboard users can scroll a line wider than a small screen. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <pre className="home-code__pre" tabIndex={0}>
        <code>{children}</code>
      </pre>
    </figure>
  );
}

const INDEX_JS = (
  <>
    {k('import')} {'{ '}
    {f('greet')}
    {' } '}
    {k('from')} {s("'./greet.js'")};{'\n'}
    {k('import')} {s("'./style.css'")};{'\n\n'}
    {p('document')}.{p('body')}.{f('append')}({f('greet')}({s("'webpack'")}));
  </>
);

const GREET_JS = (
  <>
    {k('export')} {k('function')} {f('greet')}({p('name')}) {'{\n  '}
    {k('const')} {p('h1')} = {p('document')}.{f('createElement')}({s("'h1'")});{'\n  '}
    {p('h1')}.{p('textContent')} = {s('`Hello, ${name}!`')};{'\n  '}
    {k('return')} {p('h1')};{'\n}'}
  </>
);

const STYLE_CSS = (
  <>
    {f('h1')} {'{\n  '}
    {p('color')}: {s('#1d78c1')};{'\n}'}
  </>
);

const CONFIG_JS = (
  <>
    {k('const')} {p('path')} = {f('require')}({s("'node:path'")});{'\n\n'}
    {p('module')}.{p('exports')} = {'{\n  '}
    {p('mode')}: {s("'production'")},{'\n  '}
    {p('entry')}: {s("'./src/index.js'")},{'\n  '}
    {p('output')}: {'{\n    '}
    {p('filename')}: {s("'main.[contenthash].js'")},{'\n    '}
    {p('path')}: {p('path')}.{f('resolve')}({p('__dirname')}, {s("'dist'")}),{'\n    '}
    {p('clean')}: {k('true')},{'\n  '}
    {'},\n  '}
    {p('module')}: {'{\n    '}
    {p('rules')}: [{'\n      {\n        '}
    {p('test')}: {r('/\\.css$/i')},{'\n        '}
    {p('use')}: [{s("'style-loader'")}, {s("'css-loader'")}],{'\n      },\n    ],\n  },\n};'}
  </>
);

const TERMINAL = (
  <>
    {c('$')} npm install -D webpack webpack-cli \{'\n    '}
    style-loader css-loader{'\n'}
    {c('$')} npx webpack
  </>
);

/**
 * What "Write Your Code / Bundle It" shows: a small app and the command and config that bundle it.
 * A chunk of its own: the first load of `/` keeps it as prerendered (see `HomeCode`).
 */
export function HomeCodeSamples() {
  return (
    <>
      <div className="home-code__columns">
        <div className="home-code__column">
          <h2 className="home-code__heading">Write Your Code</h2>
          <p className="home-code__text">Plain modules that import each other — and their styles.</p>
          <CodeFile title="src/index.js">{INDEX_JS}</CodeFile>
          <CodeFile title="src/greet.js">{GREET_JS}</CodeFile>
          <CodeFile title="src/style.css">{STYLE_CSS}</CodeFile>
        </div>
        <div className="home-code__column">
          <h2 className="home-code__heading">Bundle It</h2>
          <p className="home-code__text">
            One config file, one command: <code>dist/</code> gets a single hashed script.
          </p>
          <CodeFile title="webpack.config.js">{CONFIG_JS}</CodeFile>
          <CodeFile title="Terminal" label="shell">
            {TERMINAL}
          </CodeFile>
        </div>
      </div>
      <div className="home-code__outro">
        <h2 className="home-code__dive">Awesome isn&apos;t it? Let&apos;s dive in!</h2>
        <p className="home-code__links">
          <Link className="button" to="/guides/getting-started/">
            Get Started
          </Link>
          <Link className="button home-code__concepts" to="/concepts/">
            Read the Concepts
          </Link>
        </p>
      </div>
    </>
  );
}
